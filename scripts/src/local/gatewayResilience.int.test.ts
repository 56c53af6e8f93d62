import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hold } from './__fixtures__/held.ts';
import { startGateway, type Gateway } from './gateway.ts';

/*
 * No client misbehaviour may stop the local gateway: a tab closed during the websocket's
 * $connect, a connection reset mid-body, a request aborted while its handler runs. Each case
 * is made deterministic with a held handler and by waiting until the gateway itself has seen
 * the connection go (its open-connection count), never by sleeping.
 */

const held = fileURLToPath(new URL('./__fixtures__/held.ts', import.meta.url));

let gateway: Gateway;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'cairn-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Cairn app</title>');
  // Larger than the socket buffers, so a reset lands while the file is still being sent.
  await writeFile(join(webDir, 'assets/big-0a1b2c.js'), Buffer.alloc(16 * 1024 * 1024, 'x'));
  gateway = await startGateway({ port: 0, webDir, resolveHandler: () => held });
});
afterAll(async () => {
  await gateway.close();
  await rm(webDir, { recursive: true, force: true });
});

// A client leaving is ordinary: nothing of it is an error worth logging.
let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

function openSocket(): Promise<Socket> {
  const { port } = gateway;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Waits until the gateway holds no connection any more, so it has handled the client's exit. */
async function untilNoConnections(): Promise<void> {
  while ((await gateway.connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A GET on a connection of its own (no pool), so nothing stays open once it is answered. */
function get(path: string, signal?: AbortSignal): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: gateway.port, path, agent: false, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.once('error', reject);
    req.end();
  });
}

/** The gateway still answers an ordinary request after whatever happened before. */
async function expectStillServing(): Promise<void> {
  const answer = await get('/api/version');
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ result: { data: 'held' } });
}

describe('the gateway survives clients that leave', () => {
  it('a websocket reset while $connect runs', async () => {
    const connectHeld = hold();
    const socket = await openSocket();
    socket.on('error', () => {});
    socket.write(
      [
        'GET /api/events?token=t HTTP/1.1',
        'Host: 127.0.0.1',
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n'),
    );
    await connectHeld.entered;
    // A reset, not a polite close: the gateway's read then fails with ECONNRESET.
    socket.resetAndDestroy();
    await untilNoConnections();
    const disconnected = hold();
    connectHeld.release();
    // $connect accepted a client that is gone: the gateway reports the disconnect, as AWS does.
    await disconnected.entered;
    disconnected.release();
    await expectStillServing();
  });

  it('an HTTP request reset halfway through its body', async () => {
    const socket = await openSocket();
    socket.on('error', () => {});
    // With Expect: 100-continue, the gateway says "continue" once it is about to read the body.
    const continued = new Promise<void>((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        if (chunk.toString('utf8').startsWith('HTTP/1.1 100')) resolve();
      });
    });
    socket.write('POST /api/user.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n');
    await continued;
    socket.write('{"username":"a');
    socket.resetAndDestroy();
    await untilNoConnections();
    await expectStillServing();
  });

  it('a request aborted while its handler runs', async () => {
    const handlerHeld = hold();
    const aborter = new AbortController();
    const aborted = get('/api/version', aborter.signal).catch((error: unknown) => error);
    await handlerHeld.entered;
    aborter.abort();
    expect(await aborted).toBeInstanceOf(Error);
    await untilNoConnections();
    // The handler ends after its client left: writing the answer must not throw.
    handlerHeld.release();
    await expectStillServing();
  });

  it('a reset in the middle of a static file download', async () => {
    const socket = await openSocket();
    socket.on('error', () => {});
    const started = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write('GET /assets/big-0a1b2c.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await started;
    socket.resetAndDestroy();
    await untilNoConnections();
    await expectStillServing();
  });
});
