import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUnlessUnchanged } from './bundleCache.ts';

describe('buildUnlessUnchanged', () => {
  let rootDir: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(rootDir, path, '..'), { recursive: true });
    writeFileSync(join(rootDir, path), text);
  };
  beforeAll(() => {
    rootDir = mkdtempSync(join(tmpdir(), 'cairn-bundle-cache-'));
    write('shared/src/greeting.ts', "export const greeting = (name: string): string => `hello ${name}`;\n");
    write('functions/src/get.ts', "import { greeting } from '../../shared/src/greeting.ts';\nexport const handler = async () => greeting('user');\n");
  });
  afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

  const options = (minify: boolean) => ({
    absWorkingDir: rootDir,
    entryPoints: { 'get/index': join(rootDir, 'functions/src/get.ts') },
    outdir: join(rootDir, 'out'),
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    minify,
    logLevel: 'silent' as const,
  });
  const output = () => readFileSync(join(rootDir, 'out', 'get', 'index.js'), 'utf8');

  it('builds once, then reuses the bundles until an input, an option or an output changes', async () => {
    expect(await buildUnlessUnchanged(options(false))).toBe(true);
    expect(output()).toContain('hello');
    expect(await buildUnlessUnchanged(options(false)), 'nothing changed').toBe(false);

    // A file the bundle was built from, imported indirectly.
    write('shared/src/greeting.ts', "export const greeting = (name: string): string => `bonjour ${name}`;\n");
    expect(await buildUnlessUnchanged(options(false))).toBe(true);
    expect(output()).toContain('bonjour');
    expect(await buildUnlessUnchanged(options(false))).toBe(false);

    expect(await buildUnlessUnchanged(options(true)), 'an option changed').toBe(true);
    expect(await buildUnlessUnchanged(options(true))).toBe(false);

    rmSync(join(rootDir, 'out', 'get', 'index.js'));
    expect(await buildUnlessUnchanged(options(true)), 'an output is gone').toBe(true);
    expect(output()).toContain('bonjour');
  });
});
