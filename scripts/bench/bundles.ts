import { bundleHandlers } from '@cairn/infra/bundle';
import { cairnContract, handlerEntriesOf, packageFilesOf } from '@cairn/infra/contract';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../src/local/paths.ts';

/** The most a median Lambda bundle may weigh, minified (issue 11). */
export const medianBundleBudgetBytes = 300_000;

export interface BundleSize {
  /** Handler module, relative to the repository root. */
  entry: string;
  /** The minified `index.mjs`, source map left out. */
  bytes: number;
}

export interface BundleSizes {
  /** Heaviest first. */
  bundles: BundleSize[];
  medianBytes: number;
  totalBytes: number;
}

/** The median of sizes; of an even count, the mean of the two middle ones. */
export function medianOf(values: readonly number[]): number {
  if (!values.length) throw new Error('no sizes to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every handler the stack deploys, bundled exactly as the CDK app bundles them, into a temporary folder. */
export async function measureBundles(): Promise<BundleSizes> {
  const outDir = await mkdtemp(join(tmpdir(), 'cairn-bundles-'));
  try {
    const folders = await bundleHandlers({ rootDir: repoRoot, entries: handlerEntriesOf(cairnContract), outDir, packageFiles: packageFilesOf(cairnContract) });
    const bundles = await Promise.all(
      [...folders].map(async ([entry, folder]) => ({ entry, bytes: (await stat(join(folder, 'index.mjs'))).size })),
    );
    bundles.sort((a, b) => b.bytes - a.bytes || a.entry.localeCompare(b.entry));
    const sizes = bundles.map((bundle) => bundle.bytes);
    return { bundles, medianBytes: medianOf(sizes), totalBytes: sizes.reduce((sum, bytes) => sum + bytes, 0) };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

/** `npm run bench`: each Lambda bundle's minified size, then the median against its budget. */
export async function benchBundles(): Promise<BundleSizes> {
  const started = performance.now();
  const sizes = await measureBundles();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nLambda bundles, minified (${sizes.bundles.length} functions, built in ${seconds} s as the CDK app builds them)`);
  for (const bundle of sizes.bundles) console.log(`  ${kB(bundle.bytes).padStart(8)}  ${bundle.entry}`);
  const verdict = sizes.medianBytes <= medianBundleBudgetBytes ? 'within' : 'OVER';
  console.log(`  median ${kB(sizes.medianBytes)} (${verdict} the ${kB(medianBundleBudgetBytes)} budget), total ${(sizes.totalBytes / 1e6).toFixed(1)} MB`);
  return sizes;
}
