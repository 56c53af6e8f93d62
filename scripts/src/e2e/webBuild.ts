import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../local/paths.ts';

/** Newest modification time of a file or of anything under a directory; 0 when it is missing. */
async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  // Test files are not bundled: editing one should not cost a rebuild.
  const entries = (await readdir(path, { withFileTypes: true })).filter((entry) => !/\.test\.tsx?$/.test(entry.name));
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry.name))));
  return Math.max(info.mtimeMs, ...times);
}

/**
 * What the built app is made of. Besides the web app's own sources: its public files (copied
 * as they are) and shared/src, whose schemas and messages the app bundles.
 */
export const webSources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared/src'];

/** True when web/dist/index.html is missing or older than any of the app's sources. */
export async function webBuildIsStale(root: string = repoRoot, sources: string[] = webSources): Promise<boolean> {
  const built = await stat(join(root, 'web/dist/index.html')).catch(() => undefined);
  if (!built) return true;
  const newest = Math.max(...(await Promise.all(sources.map((source) => newestMtime(join(root, source))))));
  return newest > built.mtimeMs;
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

/** Builds the web app when its build is missing or older than its sources. */
export async function buildWebIfStale(): Promise<void> {
  if (!(await webBuildIsStale())) return;
  console.log('[e2e] web/dist is missing or older than its sources: building the web app…');
  const started = Date.now();
  await buildWeb();
  console.log(`[e2e] web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
