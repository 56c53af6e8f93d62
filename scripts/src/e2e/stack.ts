import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from '../local/paths.ts';

/** What ./stackProcess.ts tells its parent once, when it is up or could not start. */
export type StackMessage = { type: 'ready'; url: string; password: string; mailUrl: string | null } | { type: 'failed'; message: string };

export interface E2eStack {
  url: string;
  /** The demo users' password, as the seed set it. */
  password: string;
  /** The SES emulator's address, whose `GET /store` lists the mail sent; null under LocalStack. */
  mailUrl: string | null;
  /** Stops the stack and resolves once its process, and so DynamoDB Local's Java, has exited. */
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./stackProcess.ts', import.meta.url));

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Keeps the last lines a process printed, for the error when it fails to start. */
function tail(child: ChildProcess, lines: string[]): void {
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 30));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
}

/**
 * Starts the whole local stack (emulators on free ports, demo seed, gateway serving web/dist)
 * in a child process and resolves with its URL once it answers.
 */
export async function startE2eStack({ dataDir, timeoutMs = 300_000 }: { dataDir: string; timeoutMs?: number }): Promise<E2eStack> {
  // An absolute loader path: `--import tsx` would resolve against the working directory.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(entry, [dataDir], {
    cwd: repoRoot,
    execArgv: ['--import', tsx],
    // One JSON line per request would drown the test report; warnings and errors still show.
    env: { ...process.env, CAIRN_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // A process group of its own, which DynamoDB Local's Java joins: when the stack must be
    // killed, killing the group kills Java with it. The stack still stops when the runner is
    // interrupted: its IPC channel closes, which stops it (./stackProcess.ts).
    detached: true,
  });
  const output: string[] = [];
  tail(child, output);
  // After the start, what the stack says (a handler's error) belongs in the test output.
  const relay = (chunk: Buffer) => process.stderr.write(chunk);

  const exit = new Promise<void>((resolve) => {
    if (exited(child)) resolve();
    else child.once('exit', () => resolve());
  });
  /** SIGKILL to the whole group: the stack's process and its Java. */
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL'); // the group is already gone
    }
  };
  const stop = async () => {
    if (exited(child)) {
      killGroup(); // a Java the stack left behind when it died
      return;
    }
    // Asked by message so the stack drains and awaits Java; killed only if that hangs.
    const force = setTimeout(killGroup, 60_000);
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
    await exit;
    clearTimeout(force);
    killGroup();
  };

  const started = await new Promise<StackMessage>((resolve) => {
    const timer = setTimeout(() => resolve({ type: 'failed', message: `no answer within ${timeoutMs} ms` }), timeoutMs);
    child.once('message', (message: StackMessage) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ type: 'failed', message: error.message });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ type: 'failed', message: `its process exited (${signal ?? `exit code ${code}`})` });
    });
  });
  if (started.type === 'failed') {
    await stop();
    throw new Error(`The local stack for the browser tests did not start: ${started.message}\n${output.join('\n')}`);
  }
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  return { url: started.url, password: started.password, mailUrl: started.mailUrl, stop };
}
