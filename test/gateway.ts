import { procedures, routeOf, type InputOf, type ProcedureName } from '@cairn/shared/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { WebSocket } from 'ws';
import { startGateway, type Gateway, type GatewayOptions } from '../scripts/src/local/gateway.ts';

/**
 * The JSON of an answer as a test reads it: `{ result: { data } }` or `{ error: { message, code,
 * issues? } }`. Deliberately loose: tests probe error shapes, array entries and optional fields,
 * and `expect` does the checking; the contract's types would only add non-null assertions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WireJson = any;

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: WireJson;
}

async function answer(response: Response): Promise<ApiAnswer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

/** Any name and input, for probing unknown procedures or malformed input. */
export async function callRaw(baseUrl: string, name: string, method: 'GET' | 'POST', input?: unknown, token?: string): Promise<ApiAnswer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (method === 'GET') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return answer(await fetch(`${baseUrl}/api/${name}${query}`, { headers }));
  }
  const body = input === undefined ? undefined : JSON.stringify(input);
  return answer(await fetch(`${baseUrl}/api/${name}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body }));
}

/**
 * The bytes behind a download's link, fetched as the browser follows it (files travel by
 * short-lived links to the bucket, not inside JSON).
 */
export async function linkedBytes(link: { url: string }): Promise<Buffer> {
  const response = await fetch(link.url);
  if (response.status !== 200) throw new Error(`The link answered ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Calls a procedure as the web client does: queries by GET `?input=`, mutations by POST. */
export function call<N extends ProcedureName>(baseUrl: string, name: N, input?: InputOf<N>, token?: string): Promise<ApiAnswer> {
  const { method } = routeOf(name, procedures[name]);
  return callRaw(baseUrl, name, method, input, token);
}

/** A websocket client that keeps every message it receives. */
export interface TestSocket {
  readonly messages: string[];
  /** The next message not yet taken (waits for it when none is pending). */
  next(timeoutMs?: number): Promise<string>;
  send(text: string): void;
  /** Closes and resolves once the server has seen the close. */
  close(): Promise<void>;
}

export class SocketRefused extends Error {
  constructor(readonly status: number) {
    super(`The websocket was refused with ${status}`);
    this.name = 'SocketRefused';
  }
}

/** Opens `/api/events?token=…`; rejects with SocketRefused when $connect says no. */
export function wsConnect(baseUrl: string, token?: string, params: Record<string, string> = {}): Promise<TestSocket> {
  const query = new URLSearchParams({ ...(token === undefined ? {} : { token }), ...params }).toString();
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/events${query ? `?${query}` : ''}`;
  const socket = new WebSocket(url);
  const messages: string[] = [];
  const waiting: ((message: string) => void)[] = [];
  let taken = 0;
  socket.on('message', (data: Buffer) => {
    messages.push(data.toString('utf8'));
    while (waiting.length && taken < messages.length) waiting.shift()?.(messages[taken++] as string);
  });
  const client: TestSocket = {
    messages,
    // Generous for a loaded machine: a message that comes arrives in milliseconds.
    next(timeoutMs = 30_000) {
      if (taken < messages.length) return Promise.resolve(messages[taken++] as string);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No websocket message within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
    send: (text) => socket.send(text),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      reject(new SocketRefused(response.statusCode ?? 0));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/**
 * Starts a gateway (on a free port) for the test file: in beforeAll, closed in afterAll.
 * Handlers run in the test's own process, against the emulators of test/globalSetup.ts.
 */
export function useGateway(options: Partial<GatewayOptions> = {}) {
  let gateway: Gateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({ port: 0, ...options });
  });
  afterAll(async () => {
    await gateway?.close();
  });
  const url = () => {
    if (!gateway) throw new Error('The gateway starts in beforeAll: call it from inside a test or hook');
    return gateway.url;
  };
  return {
    get url() {
      return url();
    },
    call: <N extends ProcedureName>(name: N, input?: InputOf<N>, token?: string) => call(url(), name, input, token),
    /** Calls a procedure that must succeed, and answers its data (the answer's body shows when it does not). */
    ok: async <N extends ProcedureName>(name: N, input: InputOf<N>, token?: string): Promise<WireJson> => {
      const { status, body } = await call(url(), name, input, token);
      expect(status, JSON.stringify(body)).toBe(200);
      return body.result.data;
    },
    callRaw: (name: string, method: 'GET' | 'POST', input?: unknown, token?: string) => callRaw(url(), name, method, input, token),
    wsConnect: (token?: string, params?: Record<string, string>) => wsConnect(url(), token, params),
  };
}
