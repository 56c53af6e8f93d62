import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';

/*
 * A local HTTP server that answers as an outside service answered, from recorded exchanges:
 * the adapters' tests run their real HTTP clients against it, on the loopback interface, with
 * no network. An exchange matches on method and path with its query string, and on its JSON
 * body when it records one; every request is kept, so a test can check headers and bodies,
 * and one that matches no exchange answers 404 with what was asked.
 */

export interface RecordedExchange {
  request: { method: 'GET' | 'POST'; path: string; body?: unknown };
  response: { status: number; headers?: Record<string, string>; body: unknown };
  /** Answers this many times before the next exchange with the same request takes over (a 429, then the answer). */
  times?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface RecordedServer {
  url: string;
  requests: SeenRequest[];
  /** Requests no exchange matched. */
  unmatched: SeenRequest[];
  close(): Promise<void>;
}

/** The exchanges of a recorded file under test/recorded/. */
export function recordedExchanges(name: string): RecordedExchange[] {
  return JSON.parse(readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8')) as RecordedExchange[];
}

/** JSON text with every object's keys sorted, so two bodies compare whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export async function startRecordedServer(exchanges: readonly RecordedExchange[]): Promise<RecordedServer> {
  const remaining = exchanges.map((exchange) => ({ exchange, left: exchange.times ?? Infinity }));
  const requests: SeenRequest[] = [];
  const unmatched: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const seen: SeenRequest = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: text ? JSON.parse(text) : undefined };
      requests.push(seen);
      const match = remaining.find(
        ({ exchange, left }) =>
          left > 0 &&
          exchange.request.method === seen.method &&
          exchange.request.path === seen.path &&
          (exchange.request.body === undefined || sameJson(exchange.request.body, seen.body)),
      );
      if (!match) {
        unmatched.push(seen);
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'No recorded answer', request: seen }));
        return;
      }
      match.left -= 1;
      const { status, headers = {}, body } = match.exchange.response;
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unmatched,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
