import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../src/local/paths.ts';

/** The most JavaScript, gzipped, that a client page may load before it can render (issue 11). */
export const firstLoadBudgetGzipBytes = 200_000;

export interface FirstLoadFile {
  file: string;
  gzipBytes: number;
}

export interface FirstLoad {
  /** The entry chunk first, then every chunk it imports statically, directly or not. */
  files: FirstLoadFile[];
  totalGzipBytes: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The files of the entry and of its static imports, from Vite's manifest (dynamic imports left out: they load with their route). */
export function firstLoadFilesFromManifest(manifest: Record<string, ManifestChunk>): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entries[0]!);
  return [...seen].map((key) => manifest[key]!.file);
}

/**
 * The same files read from the built index.html: its module script and the modulepreload links
 * Vite writes for the script's static imports. For a build made without a manifest.
 */
export function firstLoadFilesFromHtml(html: string): string[] {
  const entry = /<script type="module"[^>]*\ssrc="\/?([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('the built index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/?([^"]+)"/g)].map((match) => match[1]!);
  return [entry, ...preloads.filter((file) => file !== entry)];
}

/** What a client page loads first from a build in `distDir` (its manifest when it has one, else its index.html). */
export async function measureFirstLoad(distDir: string): Promise<FirstLoad> {
  const manifest = await readFile(join(distDir, '.vite/manifest.json'), 'utf8').catch(() => undefined);
  const names = manifest
    ? firstLoadFilesFromManifest(JSON.parse(manifest) as Record<string, ManifestChunk>)
    : firstLoadFilesFromHtml(await readFile(join(distDir, 'index.html'), 'utf8'));
  const files = await Promise.all(
    names.map(async (file) => ({ file, gzipBytes: gzipSync(await readFile(join(distDir, file)), { level: 9 }).length })),
  );
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** A production build of the web app with its manifest, into `outDir` (web/dist is left alone). */
function buildWebWithManifest(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'], {
      cwd: join(repoRoot, 'web'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (exit code ${code}):\n${Buffer.concat(output).toString('utf8')}`));
    });
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Builds the web app and prints the gzip size of the JavaScript a client page loads first, against the budget. */
export async function benchWebFirstLoad(): Promise<FirstLoad> {
  const outDir = await mkdtemp(join(tmpdir(), 'cairn-web-first-load-'));
  try {
    await buildWebWithManifest(outDir);
    const firstLoad = await measureFirstLoad(outDir);
    const verdict = firstLoad.totalGzipBytes <= firstLoadBudgetGzipBytes ? 'within' : 'OVER';
    console.log(`\nWeb first load (client page: entry chunk and its static imports, gzip): ${kB(firstLoad.totalGzipBytes)}, ${verdict} the ${kB(firstLoadBudgetGzipBytes)} budget`);
    for (const file of [...firstLoad.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${kB(file.gzipBytes).padStart(9)}  ${file.file}`);
    return firstLoad;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
