import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { handlerPath, httpRoutes, procedures, routeOf, type ProcedureName } from '@cairn/shared/contract';
import { say } from '@cairn/shared/errorMessages';
import { env as envNames } from '@cairn/shared/storage';
import { httpApiEvent, writeResult } from './apiEvent.ts';
import { sourceIpOf } from './clientAddress.ts';
import { sendError, sendInternalError, sendJson } from './httpEnvelope.ts';
import { Invoker, lambdaContext, type HandlerResolver } from './lambda.ts';
import { isLoopback } from './net.ts';
import { repoRoot } from './paths.ts';
import { serveStatic } from './staticFiles.ts';
import { maxMessageBytes, WebsocketApi, websocketPath } from './websocket.ts';

/** API Gateway refuses request bodies above 10 MB. */
export const maxBodyBytes = 10 * 1024 * 1024;

export interface GatewayOptions {
  /** 0 picks a free port. */
  port: number;
  /** Defaults to 127.0.0.1: the local stack is not meant to be reachable from the network. */
  host?: string;
  /** The built SPA; defaults to `web/dist`. */
  webDir?: string;
  /** Lambda environment of the handlers, applied to this process before any handler runs. */
  env?: Record<string, string>;
  /** Where handler modules live; defaults to the contract's paths under the repository root. */
  resolveHandler?: HandlerResolver;
  /** Shares in-flight tracking with other invokers of the stack (scheduler, SES events). */
  invoker?: Invoker;
  /** Behind one reverse proxy: take the caller's address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** The app's public origin for links in e-mails, when not this gateway's own URL (behind a proxy). */
  appOrigin?: string;
}

export interface Gateway {
  url: string;
  port: number;
  /** Connections open right now (HTTP and websocket), for tests that wait for a client to be gone. */
  connections(): Promise<number>;
  close(): Promise<void>;
}

/** `/api/images/{file}` to a pattern; `{name+}` matches the rest of the path. */
function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => {
      const parameter = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return parameter[2] ? `(?<${parameter[1]}>.+)` : `(?<${parameter[1]}>[^/]+)`;
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

const rawRoutes = httpRoutes.map((route) => ({ ...route, pattern: templatePattern(route.path) }));

/** decodeURIComponent that answers undefined for a malformed escape instead of throwing. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function matchRawRoute(pathname: string) {
  for (const route of rawRoutes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const pathParameters = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, decoded(value) ?? value]));
    return { route, pathParameters };
  }
  return undefined;
}

function isProcedure(name: string): name is ProcedureName {
  return Object.hasOwn(procedures, name);
}

/** The client closed or reset its connection before its request was read: no one to answer. */
class ClientGone extends Error {
  constructor() {
    super('The client left before its request was read');
    this.name = 'ClientGone';
  }
}

/**
 * Reads a request body up to `limit` bytes; undefined when it is larger. The rest of an
 * oversized body is still read and dropped (never kept), so the client gets to read the 413
 * instead of a reset. Rejects with ClientGone when the client leaves mid-body.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      tooLarge ||= size > limit;
      if (!tooLarge) chunks.push(chunk);
    });
    req.once('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    // 'error' (a reset) and 'close' before 'end' (an abort) both mean the client is gone; a
    // promise settles once, so whichever comes second is ignored.
    req.on('error', () => reject(new ClientGone()));
    req.once('close', () => {
      if (!req.complete) reject(new ClientGone());
    });
  });
}

/** True once the client can no longer receive an answer (it aborted or reset the connection). */
function clientLeft(res: ServerResponse): boolean {
  return res.destroyed || !res.socket || res.socket.destroyed;
}

/** The URL this process reaches the server at; a wildcard bind is reached through loopback. */
function baseUrl({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

/** `/@connections/{id}`, also under a stage prefix as in API Gateway's own management URL. */
const managementPath = /^(?:\/[^/@]+)?\/@connections\/([^/]+)$/;

/**
 * One Node server standing in for CloudFront + API Gateway: `/api/<procedure>` and the raw
 * routes call the very handler modules Lambda runs, `/api/events` is the websocket API,
 * `/@connections` its management API, everything else the built SPA.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  Object.assign(process.env, options.env ?? {});
  const invoker = options.invoker ?? new Invoker(options.resolveHandler);
  const trustProxy = options.trustProxy ?? false;
  const webDir = options.webDir ?? join(repoRoot, 'web/dist');
  const websockets = new WebsocketApi(invoker, trustProxy);

  async function invokeHttp(req: IncomingMessage, res: ServerResponse, url: URL, target: { routeKey: string; handlerPath: string; functionName: string; pathParameters?: Record<string, string> }) {
    const requestId = randomUUID();
    const body = await readBody(req, maxBodyBytes);
    if (!body) {
      sendError(res, 413, 'PAYLOAD_TOO_LARGE', say('server.gateway.bodyTooLarge'), { connection: 'close' });
      return;
    }
    const event = httpApiEvent(req, url, { routeKey: target.routeKey, requestId, sourceIp: sourceIpOf(req, trustProxy), body, pathParameters: target.pathParameters });
    await invoker.invoke(target.handlerPath, event, lambdaContext(target.functionName, requestId)).then(
      // The handler ran to its end, as in Lambda, even when its caller left meanwhile.
      (result) => (clientLeft(res) ? undefined : writeResult(res, result)),
      (error: unknown) => sendInternalError(res, requestId, error),
    );
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const raw = matchRawRoute(url.pathname);
    if (raw) {
      if (method !== raw.route.method) {
        sendError(res, 405, 'METHOD_NOT_SUPPORTED', say('server.gateway.routeMethod', { method: raw.route.method, path: raw.route.path }), { allow: raw.route.method });
        return;
      }
      const functionName = `cairn-local-http-${raw.route.id}`;
      await invokeHttp(req, res, url, { routeKey: `${raw.route.method} ${raw.route.path}`, handlerPath: raw.route.handlerPath, functionName, pathParameters: raw.pathParameters });
      return;
    }
    const name = decoded(url.pathname.slice('/api/'.length)) ?? url.pathname;
    if (!isProcedure(name)) {
      sendError(res, 404, 'NOT_FOUND', say('server.gateway.noProcedure', { name }));
      return;
    }
    const route = routeOf(name, procedures[name]);
    if (method !== route.method) {
      const kind = procedures[name].kind;
      sendError(res, 405, 'METHOD_NOT_SUPPORTED', say('server.gateway.procedureMethod', { name, kind, method: route.method }), { allow: route.method });
      return;
    }
    const functionName = `cairn-local-${name.replaceAll('.', '-')}`;
    await invokeHttp(req, res, url, { routeKey: `${route.method} ${route.path}`, handlerPath: handlerPath(name), functionName });
  }

  async function management(req: IncomingMessage, res: ServerResponse, connectionId: string) {
    // Only handlers on this machine may push to clients; behind a proxy, a forwarded request
    // arrives from loopback too, so one carrying X-Forwarded-For is refused as well.
    if (!isLoopback(req.socket.remoteAddress) || (trustProxy && req.headers['x-forwarded-for'])) {
      sendJson(res, 403, { message: 'Forbidden' }, { 'x-amzn-errortype': 'ForbiddenException' });
      return;
    }
    const body = await readBody(req, maxMessageBytes);
    await websockets.handleManagement(req, res, decoded(connectionId) ?? connectionId, body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const connection = managementPath.exec(url.pathname);
    if (connection?.[1]) return management(req, res, connection[1]);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return api(req, res, url);
    if (req.method === 'GET' || req.method === 'HEAD') return serveStatic(req, res, webDir, url.pathname);
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof ClientGone) res.destroy();
      else sendInternalError(res, randomUUID(), error);
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // The HTTP server stops watching an upgraded socket: without a listener of our own, a client
    // that resets it while $connect is awaited (a tab closed) raises an uncaught ECONNRESET that
    // stops the whole process. The upgrade code sees the socket gone and reports the disconnect.
    socket.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname !== websocketPath) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    websockets.handleUpgrade(req, socket, head, url).catch((error: unknown) => {
      console.error('[gateway] websocket upgrade failed:', error);
      socket.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  // Once listening, a server error (say, too many open files on accept) is logged, never thrown.
  server.on('error', (error) => console.error('[gateway] server error:', error));
  const url = baseUrl(server.address() as AddressInfo);
  const { port } = server.address() as AddressInfo;
  // Handlers reach the management API through this, as through API Gateway's URL in AWS.
  // The variable is process-wide: closing this gateway hands it back to the one before.
  const previousEndpoint = process.env[envNames.websocketEndpoint];
  process.env[envNames.websocketEndpoint] = url;
  // The app is served from this same origin, so the links e-mails carry (an invitation's) lead here.
  const previousOrigin = process.env[envNames.appOrigin];
  const appOrigin = options.appOrigin ?? url;
  process.env[envNames.appOrigin] = appOrigin;

  return {
    url,
    port,
    connections: () => new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await websockets.close();
      await invoker.drain();
      server.closeAllConnections();
      await closed;
      if (process.env[envNames.websocketEndpoint] === url) {
        if (previousEndpoint === undefined) delete process.env[envNames.websocketEndpoint];
        else process.env[envNames.websocketEndpoint] = previousEndpoint;
      }
      if (process.env[envNames.appOrigin] === appOrigin) {
        if (previousOrigin === undefined) delete process.env[envNames.appOrigin];
        else process.env[envNames.appOrigin] = previousOrigin;
      }
    },
  };
}
