import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlerPath } from '@cairn/shared/contract';
import { gazetteerPackageFiles } from '@cairn/shared/contract/places';
import { createRequire } from 'node:module';
import { awsSdkPackages, bundleHandlers, bundleNameOf } from './bundle.ts';
import { cairnContract, packageFilesOf } from './contract.ts';

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
    write('node_modules/fake-data/data/values.json', '{"answer":42}');
    write(
      'functions/src/data/read.ts',
      "import { readFileSync } from 'node:fs';\nimport { createRequire } from 'node:module';\n" +
        "export const handler = async () => JSON.parse(readFileSync(createRequire(import.meta.url).resolve('fake-data/data/values.json'), 'utf8'));\n",
    );
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

  it('ships the package files a handler reads beside its bundle, where Node resolves them from the bundle', async () => {
    // Outside the root, so that the root's node_modules/ cannot answer for a missing copy.
    const outDir = mkdtempSync(join(tmpdir(), 'cairn-bundle-out-'));
    try {
      const entry = 'functions/src/data/read.ts';
      const folders = await bundleHandlers({ rootDir, outDir, entries: [entry], packageFiles: new Map([[entry, ['fake-data/data/values.json']]]) });
      expect(existsSync(join(folders.get(entry)!, 'node_modules', 'fake-data', 'data', 'values.json'))).toBe(true);
      const bundled = (await import(pathToFileURL(join(folders.get(entry)!, 'index.mjs')).href)) as { handler: () => Promise<unknown> };
      expect(await bundled.handler()).toEqual({ answer: 42 });
      await expect(bundleHandlers({ rootDir, outDir, entries: [entry], packageFiles: new Map([['functions/src/user/get.ts', ['fake-data/data/values.json']]]) })).rejects.toThrow(
        'Package files are declared for functions/src/user/get.ts, which is not bundled',
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('names the handler modules that do not exist', async () => {
    const entries = ['functions/src/user/get.ts', 'functions/src/user/missing.ts', 'events/src/gone.ts'];
    await expect(bundleHandlers({ rootDir, outDir: join(rootDir, 'out'), entries })).rejects.toThrow(
      /2 handler module\(s\) missing:\n {2}- functions\/src\/user\/missing\.ts\n {2}- events\/src\/gone\.ts/,
    );
  });
});

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every module a Lambda may run: the sources of functions/ and events/, tests left out. */
function runtimeSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return ['shared/src', 'functions/src', 'events/src'].flatMap((dir) => walk(join(repositoryRoot, dir)));
}

describe('zod', () => {
  it('is imported as a namespace where a Lambda may bundle it, so esbuild keeps only the schema types used', () => {
    // `import { z }` hands esbuild zod's namespace as a value: it keeps all of zod, 264 kB of
    // error-message locales included, in every function.
    const named = runtimeSources()
      .filter((file) => /^import\s*\{[^}]*\bz\b[^}]*\}\s*from\s*'zod'/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repositoryRoot, file));
    expect(named, "write `import * as z from 'zod'` (or `import type { z }` for types only)").toEqual([]);
  });
});

describe('the AWS SDK', () => {
  it('is imported only from the packages the Lambda runtime provides', () => {
    const imported = new Map<string, string>();
    for (const file of runtimeSources()) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/from '(@aws-sdk\/[^'/]+)/g)) imported.set(name!, relative(repositoryRoot, file));
    }
    const unknown = [...imported].filter(([name]) => !(awsSdkPackages as readonly string[]).includes(name));
    expect(unknown, 'add the package to awsSdkPackages once the Lambda runtime is known to provide it').toEqual([]);
  });
});

describe('handler bundles', () => {
  // A small procedure, a catalogue read, the heaviest one (a PDF and spreadsheets), and one that reads package files (the gazetteer).
  const representative = ['version', 'hypothesis.get', 'report.pdf.download', 'gMaps.autocomplete'].map(handlerPath);
  let outDir: string;
  let sizes: Map<string, number>;
  let texts: Map<string, string>;
  let folders: Map<string, string>;
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'cairn-handler-bundles-'));
    const packageFiles = new Map([...packageFilesOf(cairnContract)].filter(([entry]) => representative.includes(entry)));
    folders = await bundleHandlers({ rootDir: repositoryRoot, outDir, entries: representative, packageFiles });
    sizes = new Map([...folders].map(([entry, folder]) => [entry, statSync(join(folder, 'index.mjs')).size]));
    texts = new Map([...folders].map(([entry, folder]) => [entry, readFileSync(join(folder, 'index.mjs'), 'utf8')]));
    console.log([...sizes].map(([entry, bytes]) => `${entry}: ${Math.round(bytes / 1000)} kB`).join('\n'));
  }, 300_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('keep a small procedure well under 300 kB: zod tree-shaken, the SDK left to the runtime', () => {
    expect(sizes.get(handlerPath('version'))).toBeLessThan(300_000);
    expect(sizes.get(handlerPath('hypothesis.get'))).toBeLessThan(300_000);
  });

  it("carry the gazetteer's data files where its bundle resolves them, the data itself left out of the code", () => {
    const folder = folders.get(handlerPath('gMaps.autocomplete'))!;
    const fromBundle = createRequire(join(folder, 'index.mjs'));
    for (const file of Object.values(gazetteerPackageFiles)) {
      expect(fromBundle.resolve(file)).toBe(join(folder, 'node_modules', file));
      expect(statSync(fromBundle.resolve(file)).size).toBe(statSync(createRequire(join(repositoryRoot, 'functions/src/gMaps/autocomplete.ts')).resolve(file)).size);
    }
    expect(sizes.get(handlerPath('gMaps.autocomplete'))).toBeLessThan(300_000);
  });

  it('import the SDK from the runtime instead of carrying it', () => {
    for (const [entry, text] of texts) {
      expect(text, entry).toMatch(/from"@aws-sdk\/client-dynamodb"/);
      expect(text, entry).not.toContain('@smithy/core');
    }
  });
});
