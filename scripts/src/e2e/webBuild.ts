import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { repoRoot } from '../local/paths.ts';

/**
 * What the built app is made of. Besides the web app's own sources: its public files (copied
 * as they are), shared/src, whose schemas and messages the app bundles, and the lock file,
 * which pins every library version the bundle contains.
 */
export const webSources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'shared/src', 'shared/package.json', 'package-lock.json'];

/** Where a build records the fingerprint of the sources it was made from. */
export const fingerprintPath = 'web/dist/.source-fingerprint';

/** Every file under a path (the path itself when it is a file), test files left out: they are not bundled. */
async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  const entries = (await readdir(path, { withFileTypes: true })).filter((entry) => !/\.test\.tsx?$/.test(entry.name));
  return (await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))))).flat();
}

/**
 * A hash of the sources' names and contents. Unlike modification times it changes exactly when
 * a source does: a checkout that dates every file now, a clock that jumps, or a build folder
 * restored from elsewhere cannot make an old build look current, nor a current one stale.
 */
export async function sourceFingerprint(root: string = repoRoot, sources: string[] = webSources): Promise<string> {
  const files = (await Promise.all(sources.map((source) => filesUnder(join(root, source))))).flat();
  const names = files.map((file) => relative(root, file).split(sep).join('/')).sort();
  const hash = createHash('sha256');
  for (const name of names) {
    const content = createHash('sha256').update(await readFile(join(root, name))).digest('hex');
    hash.update(`${name}\0${content}\n`);
  }
  return hash.digest('hex');
}

export interface WebBuildState {
  stale: boolean;
  /** Why a build is needed, for the log. */
  reason?: string;
  /** The fingerprint of the sources now: what a build made from them records. */
  fingerprint: string;
}

/**
 * Stale when there is no web/dist/index.html, or the build recorded no fingerprint (it was not
 * made by us, or before fingerprints), or a different one from the sources' now.
 */
export async function webBuildState(root: string = repoRoot, sources: string[] = webSources): Promise<WebBuildState> {
  const fingerprint = await sourceFingerprint(root, sources);
  if (!(await stat(join(root, 'web/dist/index.html')).catch(() => undefined))) return { stale: true, reason: 'web/dist is missing', fingerprint };
  const recorded = (await readFile(join(root, fingerprintPath), 'utf8').catch(() => '')).trim();
  if (!recorded) return { stale: true, reason: 'web/dist records no source fingerprint', fingerprint };
  if (recorded !== fingerprint) return { stale: true, reason: 'the sources changed since web/dist was built', fingerprint };
  return { stale: false, fingerprint };
}

/** True when the web app must be built again (see webBuildState). */
export async function webBuildIsStale(root: string = repoRoot, sources: string[] = webSources): Promise<boolean> {
  return (await webBuildState(root, sources)).stale;
}

/** Records, after a successful build, the fingerprint of the sources it was made from. */
export async function recordFingerprint(fingerprint: string, root: string = repoRoot): Promise<void> {
  await writeFile(join(root, fingerprintPath), `${fingerprint}\n`);
}

/** `npm run build -w web`, with the npm that started us when there is one; rejects on failure. */
export function buildWeb(): Promise<void> {
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    const child = spawn(command, [...args, 'run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      // The build's own report only matters when it failed.
      else reject(new Error(`npm run build -w web failed (exit code ${code}):\n${Buffer.concat(output).toString('utf8')}`));
    });
  });
}

/**
 * Builds the web app when its build is stale, and records the fingerprint of the sources as
 * they were before the build started: a source edited during the build makes the next check
 * build again.
 */
export async function buildWebIfStale(): Promise<void> {
  const state = await webBuildState();
  if (!state.stale) return;
  console.log(`[e2e] ${state.reason}: building the web app…`);
  const started = Date.now();
  await buildWeb();
  await recordFingerprint(state.fingerprint);
  console.log(`[e2e] web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
