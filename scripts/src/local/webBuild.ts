import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recordFingerprint, webBuildState } from '../e2e/webBuild.ts';
import { repoRoot } from './paths.ts';

async function hasBuildScript(): Promise<boolean> {
  const text = await readFile(join(repoRoot, 'web/package.json'), 'utf8').catch(() => undefined);
  const scripts = text ? (JSON.parse(text) as { scripts?: Record<string, string> }).scripts : undefined;
  return Boolean(scripts?.build);
}

/** `npm run build -w web`, with the npm that started us when there is one. */
function runBuild(): Promise<number> {
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
  return new Promise((resolve) => {
    const child = spawn(command, [...args, 'run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', () => resolve(-1));
    child.once('exit', (code) => resolve(code ?? -1));
  });
}

/**
 * Builds the SPA when web/dist is missing or was built from other sources than the current
 * ones (a pull, a checkout, an edit since the last build: see webBuildState's fingerprint), and
 * the web workspace has a build script. A failed or impossible build is not fatal: the gateway
 * then serves the last build, or a page saying so.
 */
export async function buildWebIfStale(webDir: string): Promise<void> {
  const root = join(webDir, '../..');
  const state = await webBuildState(root);
  if (!state.stale) return;
  if (!(await hasBuildScript())) {
    console.log(`[web] ${state.reason} and web/package.json has no build script: serving what is there.`);
    return;
  }
  console.log(`[web] ${state.reason}: building the web app…`);
  const code = await runBuild();
  if (code !== 0) {
    console.warn(`[web] the build failed (exit code ${code}): serving the last build or the "not built" page.`);
    return;
  }
  await recordFingerprint(state.fingerprint, root);
}
