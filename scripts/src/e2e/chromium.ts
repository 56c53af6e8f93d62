import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium. No browser can be downloaded on these machines (the network only reaches
 * the package registries), so the browser tests drive the distribution's build.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumInstallCommand = 'apt-get update && apt-get install -y chromium';

export class ChromiumMissingError extends Error {
  constructor(reason: string, path: string = chromiumPath) {
    super(`The browser tests need Debian's Chromium at ${path}, and ${reason}. Install it with: ${chromiumInstallCommand}`);
    this.name = 'ChromiumMissingError';
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Runs quietly; on failure the captured output goes into the error, where it is needed. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    // noninteractive: a package that asks a question would wait forever for an answer.
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve();
      const text = Buffer.concat(output).toString('utf8').trim().split('\n').slice(-20).join('\n');
      reject(new Error(`\`${command} ${args.join(' ')}\` failed (${signal ?? `exit code ${code}`}):\n${text}`));
    });
  });
}

/**
 * The Chromium path, installing Debian's package first where that is possible: a fresh
 * machine (and CI's) has no Chromium until the project installs it, and as root with apt-get
 * the tests can do it themselves. Anywhere else the error says what to run. `path` is for
 * checking this procedure itself; the browser is always launched from `chromiumPath`.
 */
export async function ensureChromium(path: string = chromiumPath): Promise<string> {
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) throw new ChromiumMissingError('this process is not root, so it cannot install it', path);
  if (!onPath('apt-get')) throw new ChromiumMissingError('apt-get is not on the PATH', path);
  console.log("[e2e] Installing Debian's chromium for the browser tests (apt-get install chromium)…");
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium']);
  if (!existsSync(path)) throw new ChromiumMissingError('apt-get installed the package but it is still missing', path);
  return path;
}

/**
 * Flags for this machine: root needs --no-sandbox; there is no GPU; /dev/shm is small in
 * containers; and the closed network refuses Chromium's background connections (updates,
 * sync, field trials), which would otherwise be retried during every test.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchOptions(): LaunchOptions {
  return { executablePath: chromiumPath, headless: true, args: chromiumArgs };
}

/**
 * Starts headless Chromium. Never installs: the global setup of the browser tests does that
 * once, and a test worker that finds no browser should say so rather than run apt-get.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new ChromiumMissingError('it is not installed');
  return chromium.launch(launchOptions());
}
