import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { buildUnlessUnchanged } from './bundleCache.ts';

export interface BundleOptions {
  /** Repository root; entries are relative to it. */
  rootDir: string;
  /** Handler modules, relative to the root (`functions/src/user/login.ts`). */
  entries: readonly string[];
  /** Emptied first, then one folder per handler: `<outDir>/<bundleName>/index.mjs`. */
  outDir: string;
  /**
   * Files of npm packages a handler reads at run time (the contract's `runtime.packageFiles`), by
   * entry: copied to `<bundle>/node_modules/<package>/<path>`, where Node resolves them from the
   * bundle as it does from the handler's sources.
   */
  packageFiles?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The folder name of a handler's bundle: its path without `src/` and the extension, slashes
 * and dots as hyphens (`functions/src/carbonFootprint/get.client.ts` gives
 * `functions-carbonFootprint-get-client`). No dots: asset staging would take the last part
 * for a file extension.
 */
export function bundleNameOf(entry: string): string {
  return entry
    .replace(/\.[cm]?tsx?$/, '')
    .replace(/(^|\/)src\//, '$1')
    .replaceAll(/[/.]/g, '-');
}

/** The SDK v3 packages the handlers import, each present in the Lambda Node.js 22 runtime. */
export const awsSdkPackages = [
  '@aws-sdk/client-apigatewaymanagementapi',
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/s3-request-presigner',
] as const;

/**
 * Bundles every handler with a single esbuild call of many entry points. One call shares the
 * module graph (shared/, the data layer, the AWS SDK) across all handlers: about a second for
 * 150 handlers, where one bundling step per function takes over a minute.
 *
 * The AWS SDK v3 (`@aws-sdk/*`) is left out and taken from the Lambda Node.js runtime, which
 * ships it, as CDK's own Node.js functions do by default. Bundled, it was 350 kB of every
 * function (the clients, their credential providers and @smithy/core), more than the
 * handler's own code and the contract together: code each cold start parses. What it costs:
 * the runtime's SDK is AWS's current v3, not the version the tests ran against; the clients
 * we use are stable v3 APIs. `awsSdkPackages` lists those we import, and a test fails when a
 * handler imports another, so each new one is a decision.
 *
 * Answers the bundle folder of each entry, for `lambda.Code.fromAsset`.
 */
export async function bundleHandlers({ rootDir, entries, outDir, packageFiles = new Map() }: BundleOptions): Promise<Map<string, string>> {
  const missing = entries.filter((entry) => !existsSync(resolve(rootDir, entry)));
  if (missing.length > 0) {
    throw new Error(`Cannot bundle the Lambda handlers: ${missing.length} handler module(s) missing:\n${missing.map((entry) => `  - ${entry}`).join('\n')}`);
  }
  const folders = new Map(entries.map((entry) => [entry, bundleNameOf(entry)]));
  const clash = [...folders.values()].find((name, index, names) => names.indexOf(name) !== index);
  if (clash) throw new Error(`Two handler modules would share the bundle folder ${clash}: rename one of them.`);

  // Built again only when an option or a file the bundles were built from changed (`bundleCache.ts`).
  await buildUnlessUnchanged({
    absWorkingDir: rootDir,
    entryPoints: Object.fromEntries(entries.map((entry) => [`${bundleNameOf(entry)}/index`, resolve(rootDir, entry)])),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    // Prefer the ES module build of dependencies that ship both.
    mainFields: ['module', 'main'],
    minify: true,
    // Stack traces point at the TypeScript sources (NODE_OPTIONS=--enable-source-maps);
    // leaving the sources out of the map keeps each upload small.
    sourcemap: true,
    sourcesContent: false,
    legalComments: 'none',
    // CommonJS dependencies bundled into an ES module still call require() for Node built-ins.
    banner: { js: "import { createRequire as __cairnCreateRequire } from 'node:module';const require = __cairnCreateRequire(import.meta.url);" },
    logLevel: 'warning',
    // Taken from the Lambda runtime (see above).
    external: ['@aws-sdk/*'],
  });
  const bundles = new Map([...folders].map(([entry, name]) => [entry, join(outDir, name)]));
  // After the build, reused or not: a copy takes milliseconds, and a reused build keeps the files.
  for (const [entry, files] of packageFiles) {
    const folder = bundles.get(entry);
    if (!folder) throw new Error(`Package files are declared for ${entry}, which is not bundled`);
    const fromEntry = createRequire(resolve(rootDir, entry));
    for (const file of files) {
      const target = join(folder, 'node_modules', file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(fromEntry.resolve(file), target);
    }
  }
  return bundles;
}
