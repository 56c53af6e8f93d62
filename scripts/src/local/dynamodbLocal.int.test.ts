import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { javaHeap, startDynamoDbLocal } from './dynamodbLocal.ts';
import { freePort, isPortFree } from './net.ts';
import { startLocalStack } from './stack.ts';

/*
 * No run may leave a DynamoDB Local Java process behind: not a stop, not a process that ends
 * without stopping it, not a setup that fails after the emulators started. Each case starts a
 * real Java, so each gets minutes for a loaded machine.
 */

const javaBudgetMs = 300_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until the process is gone; a Java that stays fails the test when the budget ends. */
async function untilGone(pid: number): Promise<void> {
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cairn-java-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.platform !== 'linux')('DynamoDB Local', () => {
  it('runs with a bounded heap, and stop() ends Java and frees its port', async () => {
    const java = await startDynamoDbLocal({ port: await freePort(), dir: join(dataDir, 'bounded') });
    const commandLine = (await readFile(`/proc/${java.pid}/cmdline`, 'utf8')).split('\0');
    expect(commandLine[0]).toMatch(/java$/);
    expect(commandLine).toContain(javaHeap);
    // JVM options only count before -jar.
    expect(commandLine.indexOf(javaHeap)).toBeLessThan(commandLine.indexOf('-jar'));
    await java.stop();
    expect(alive(java.pid)).toBe(false);
    expect(await isPortFree(java.port)).toBe(true);
  }, javaBudgetMs);

  const holder = fileURLToPath(new URL('./__fixtures__/javaHolder.ts', import.meta.url));
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

  /** Starts a process that starts Java; resolves with both once Java answers. */
  function startHolder(mode: 'exit' | 'wait') {
    const child = spawn(process.execPath, ['--import', tsx, holder, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    const java = new Promise<{ pid: number; port: number }>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        const line = text.split('\n')[0];
        if (text.includes('\n') && line) resolve(JSON.parse(line) as { pid: number; port: number });
      });
      child.once('exit', () => reject(new Error(`the holder exited before Java answered: ${text}`)));
    });
    return { child, exited, java };
  }

  it('is killed when the process that started it exits without stopping it', async () => {
    const { exited, java } = startHolder('exit');
    const { pid, port } = await java;
    expect(await exited).toBe(0);
    await untilGone(pid);
    expect(await isPortFree(port)).toBe(true);
  }, javaBudgetMs);

  it('is killed when that process is ended by a signal it has no handler for', async () => {
    const { child, exited, java } = startHolder('wait');
    const { pid, port } = await java;
    expect(alive(pid)).toBe(true);
    child.kill('SIGTERM');
    // The process still dies of the signal, as it would have without Java.
    expect(await exited).toBe('SIGTERM');
    await untilGone(pid);
    expect(await isPortFree(port)).toBe(true);
  }, javaBudgetMs);
});

describe.skipIf(Boolean(process.env.AWS_ENDPOINT_URL))('a local stack whose start fails half-way', () => {
  it('stops the emulators it had started', async () => {
    const dynamodbPort = await freePort();
    const failure = startLocalStack({
      port: 0,
      dataDir: join(dataDir, 'stack'),
      webDir: dataDir,
      emulatorPorts: { dynamodb: dynamodbPort, s3: 0, ses: 0 },
      // The emulators, table and bucket are up when the seed runs.
      seed: () => Promise.reject(new Error('seed failed on purpose')),
    });
    await expect(failure).rejects.toThrow('seed failed on purpose');
    expect(await isPortFree(dynamodbPort)).toBe(true);
  }, javaBudgetMs);
});
