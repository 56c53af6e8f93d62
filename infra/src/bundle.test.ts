import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers, bundleNameOf } from './bundle.ts';

describe('bundleNameOf', () => {
  it('names a folder after the module path, without dots', () => {
    expect(bundleNameOf('functions/src/user/login.ts')).toBe('functions-user-login');
    expect(bundleNameOf('functions/src/carbonFootprint/get.client.ts')).toBe('functions-carbonFootprint-get-client');
    expect(bundleNameOf('events/src/ws/connect.ts')).toBe('events-ws-connect');
  });
});

describe('bundleHandlers', () => {
  let rootDir: string;
  beforeAll(() => {
    rootDir = mkdtempSync(join(tmpdir(), 'cairn-bundle-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(rootDir, path, '..'), { recursive: true });
      writeFileSync(join(rootDir, path), text);
    };
    write('shared/src/greeting.ts', "export const greeting = (name: string): string => `hello ${name}`;\n");
    write('functions/src/user/get.ts', "import { greeting } from '../../../shared/src/greeting.ts';\nexport const handler = async () => greeting('user');\n");
    write('events/src/ws/connect.ts', "export const handler = async () => ({ statusCode: 200 });\n");
  });
  afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

  it('writes one self-contained ES module per handler, with its source map', async () => {
    const outDir = join(rootDir, '.build', 'lambda');
    mkdirSync(join(outDir, 'functions-removed-handler'), { recursive: true });
    const folders = await bundleHandlers({ rootDir, outDir, entries: ['functions/src/user/get.ts', 'events/src/ws/connect.ts'] });

    expect(folders.get('functions/src/user/get.ts')).toBe(join(outDir, 'functions-user-get'));
    expect(existsSync(join(outDir, 'functions-user-get', 'index.mjs.map'))).toBe(true);
    expect(existsSync(join(outDir, 'functions-removed-handler')), 'stale bundles are removed').toBe(false);
    const bundled = (await import(pathToFileURL(join(outDir, 'functions-user-get', 'index.mjs')).href)) as { handler: () => Promise<string> };
    expect(await bundled.handler()).toBe('hello user');
  });

  it('names the handler modules that do not exist', async () => {
    const entries = ['functions/src/user/get.ts', 'functions/src/user/missing.ts', 'events/src/gone.ts'];
    await expect(bundleHandlers({ rootDir, outDir: join(rootDir, 'out'), entries })).rejects.toThrow(
      /2 handler module\(s\) missing:\n {2}- functions\/src\/user\/missing\.ts\n {2}- events\/src\/gone\.ts/,
    );
  });
});
