import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, version as esbuildVersion, type BuildOptions } from 'esbuild';

/*
 * The handlers' bundles, built again only when something they were built from changed. After a
 * build, a stamp beside the bundles records a digest of the build's options (entries included),
 * of esbuild's version and of the lock file, and a digest of every file esbuild read (its
 * metafile's inputs). The next synth checks those files and the outputs are still there, and
 * reuses the bundles when nothing differs: reading a few thousand files takes a fraction of
 * a second, a build of every handler several seconds. Contents are compared, not modification
 * times, which a checkout or a restored folder resets.
 */

interface Stamp {
  options: string;
  inputs: Record<string, string>;
  outputs: string[];
}

const stampFile = '.build-stamp.json';

const digestOf = (content: string | Buffer) => createHash('sha256').update(content).digest('base64url');

function optionsDigest(options: BuildOptions, rootDir: string): string {
  const lockFile = join(rootDir, 'package-lock.json');
  return digestOf(JSON.stringify({ options, esbuild: esbuildVersion, lock: existsSync(lockFile) ? digestOf(readFileSync(lockFile)) : null }));
}

function readStamp(outDir: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(join(outDir, stampFile), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

function unchanged(stamp: Stamp, options: string, rootDir: string): boolean {
  if (stamp.options !== options) return false;
  if (!stamp.outputs.every((output) => existsSync(resolve(rootDir, output)))) return false;
  return Object.entries(stamp.inputs).every(([input, digest]) => {
    const path = resolve(rootDir, input);
    return existsSync(path) && digestOf(readFileSync(path)) === digest;
  });
}

/**
 * `esbuild.build(options)` into `options.outdir` (emptied first), unless the bundles there were
 * built from the same options and the same files. Answers whether it built.
 */
export async function buildUnlessUnchanged(options: BuildOptions & { absWorkingDir: string; outdir: string }): Promise<boolean> {
  const rootDir = options.absWorkingDir;
  const digest = optionsDigest(options, rootDir);
  const stamp = readStamp(options.outdir);
  if (stamp && unchanged(stamp, digest, rootDir)) return false;

  // Stale bundles of removed handlers would otherwise linger beside the fresh ones.
  rmSync(options.outdir, { recursive: true, force: true });
  const result = await build({ ...options, metafile: true });
  // Virtual inputs (esbuild's own runtime helpers) are not files.
  const inputs = Object.keys(result.metafile.inputs).filter((input) => existsSync(resolve(rootDir, input)));
  const fresh: Stamp = {
    options: digest,
    inputs: Object.fromEntries(inputs.map((input) => [input, digestOf(readFileSync(resolve(rootDir, input)))])),
    outputs: Object.keys(result.metafile.outputs),
  };
  writeFileSync(join(options.outdir, stampFile), JSON.stringify(fresh));
  return true;
}
