import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScheduledEvent } from 'aws-lambda';
import { eventHandlers } from '@cairn/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invocations } from './__fixtures__/recorder.ts';
import { localJwtSecret } from './jwtSecret.ts';
import { Invoker, type HandlerResolver } from './lambda.ts';
import { startScheduler } from './scheduler.ts';
import { startLocalStack } from './stack.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./__fixtures__/${name}.ts`, import.meta.url));
const missing = join(tmpdir(), 'no-such-handler.ts');
const resolveHandler: HandlerResolver = (contractPath) => {
  if (contractPath === eventHandlers.campaigns) return fixture('campaigns');
  if (contractPath === eventHandlers.sesEvents) return missing;
  return fixture('echo');
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cairn-stack-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('local stack', () => {
  it('starts on the emulators already running, seeds, serves the API and stops', async () => {
    const stack = await startLocalStack({ port: 0, dataDir, withEmulators: false, webDir: dataDir, resolveHandler, seed: async () => ({ logins: 2 }) });
    expect(stack.seeded).toEqual({ logins: 2 });
    expect(stack.mailViewerUrl).toBe(`${process.env.AWS_ENDPOINT_URL_SESV2}/`);
    expect(process.env.CAIRN_WS_ENDPOINT).toBe(stack.url);
    const response = await fetch(`${stack.url}/api/version`);
    expect(response.status).toBe(200);
    await stack.stop();
    await expect(fetch(`${stack.url}/api/version`)).rejects.toThrow();
  });
});

describe('a promise a handler left unawaited', () => {
  it('is logged, and the process goes on', async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const child = spawn(process.execPath, ['--import', tsx, fixture('unawaited')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    expect(stderr).toContain('left unawaited on purpose');
    expect(stdout).toBe('still running object\n');
    expect(code).toBe(0);
  });
});

describe('JWT secret', () => {
  it('is 48 random bytes, written once and then reused', async () => {
    const secret = await localJwtSecret(dataDir);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
    expect(await localJwtSecret(dataDir)).toBe(secret);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(secret);
  });
});

describe('campaign schedule', () => {
  it('invokes the campaign handler with a scheduled event, and skips while it does not exist', async () => {
    const runs = () => invocations().filter((invocation) => invocation.fixture === 'campaigns');
    const before = runs().length;
    const scheduler = startScheduler({ invoker: new Invoker(resolveHandler), intervalMs: 60_000 });
    await scheduler.runNow();
    await scheduler.stop();
    expect(runs()).toHaveLength(before + 1);
    expect(runs().at(-1)?.event as ScheduledEvent).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.scheduler', detail: {} });

    const idle = startScheduler({ invoker: new Invoker(() => missing), intervalMs: 60_000 });
    await idle.runNow();
    await idle.stop();
    expect(runs()).toHaveLength(before + 1);
  });
});
