import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { eventHandlers, handlerPath, httpRoutes } from '@cairn/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocketRefused, useGateway } from '../../../test/gateway.ts';
import { invocations } from './__fixtures__/recorder.ts';
import { fileTransferOrigin } from './awsEnvironment.ts';
import type { HandlerResolver } from './lambda.ts';
import type { WebsocketEvent } from './websocket.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./__fixtures__/${name}.ts`, import.meta.url));
const websocketHandlers: string[] = [eventHandlers.wsConnect, eventHandlers.wsDefault, eventHandlers.wsDisconnect];

/** Every procedure answers with the echo fixture, except one that throws; the image route answers bytes. */
const resolveHandler: HandlerResolver = (contractPath) => {
  if (contractPath === handlerPath('feedback.send')) return fixture('fail');
  if (contractPath === httpRoutes[0].handlerPath) return fixture('image');
  if (websocketHandlers.includes(contractPath)) return fixture('websocket');
  return fixture('echo');
};

let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'cairn-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Cairn app</title>');
  await writeFile(join(webDir, 'assets/index-a1b2c3.js'), 'console.log("app")');
  await writeFile(join(webDir, 'assets/index-a1b2c3.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  await writeFile(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(webDir, 'resources'));
  await writeFile(join(webDir, 'resources/guide.en.pdf'), '%PDF-1.4\n%%EOF\n');
});
afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

const gateway = useGateway({ resolveHandler, get webDir() { return webDir; } });

interface Echo {
  event: APIGatewayProxyEventV2;
  functionName: string;
}

/** A request exactly as written, without the URL normalisation fetch applies. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.once('error', reject);
    req.end();
  });
}

const portOf = (url: string) => Number(new URL(url).port);

describe('procedures', () => {
  it('turns a query GET into a payload 2.0 event and writes the structured result back', async () => {
    const input = { assetUuid: randomUUID() };
    const response = await fetch(`${gateway.url}/api/dashboard.get?input=${encodeURIComponent(JSON.stringify(input))}&tag=a&tag=b`, {
      headers: { 'X-Custom-Header': 'Value', authorization: 'Bearer t0ken', cookie: 'a=1; b=2' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-fixture')).toBe('echo');
    expect(response.headers.get('x-remaining')).toBe('true');
    expect(response.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/']);
    const { event, functionName } = (await response.json()) as Echo;
    expect(functionName).toBe('cairn-local-dashboard-get');
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/dashboard.get',
      rawPath: '/api/dashboard.get',
      rawQueryString: `input=${encodeURIComponent(JSON.stringify(input))}&tag=a&tag=b`,
      queryStringParameters: { input: JSON.stringify(input), tag: 'a,b' },
      cookies: ['a=1', 'b=2'],
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'GET', path: '/api/dashboard.get', sourceIp: '127.0.0.1', protocol: 'HTTP/1.1' },
        routeKey: 'GET /api/dashboard.get',
        stage: '$default',
        domainName: '127.0.0.1',
      },
    });
    expect(event.headers).toMatchObject({ 'x-custom-header': 'Value', authorization: 'Bearer t0ken', 'x-forwarded-for': '127.0.0.1' });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.time).toMatch(/^\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(5_000);
  });

  it('turns a mutation POST into an event carrying the body as text', async () => {
    const body = JSON.stringify({ username: 'ana', password: 'Été-2024' });
    const response = await fetch(`${gateway.url}/api/user.login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const { event } = (await response.json()) as Echo;
    expect(event).toMatchObject({ routeKey: 'POST /api/user.login', body, isBase64Encoded: false, rawQueryString: '' });
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.requestContext.http.method).toBe('POST');
  });

  it('passes a binary body base64-encoded, as API Gateway does', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff]);
    const response = await fetch(`${gateway.url}/api/user.login`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: bytes });
    const { event } = (await response.json()) as Echo;
    expect(event).toMatchObject({ isBase64Encoded: true, body: bytes.toString('base64') });
  });

  it('gives each request its own id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => ((await (await fetch(`${gateway.url}/api/version`)).json()) as Echo).event.requestContext.requestId),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it('answers 404 in the error envelope for a name the contract does not have', async () => {
    const response = await fetch(`${gateway.url}/api/user.fly`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'No procedure user.fly', code: 'NOT_FOUND', key: 'server.gateway.noProcedure', params: { name: 'user.fly' } } });
  });

  it('answers 405 for the wrong method of a procedure kind', async () => {
    const postToQuery = await fetch(`${gateway.url}/api/version`, { method: 'POST', body: '{}' });
    expect(postToQuery.status).toBe(405);
    expect(postToQuery.headers.get('allow')).toBe('GET');
    expect(await postToQuery.json()).toEqual({
      error: { message: 'version is a query: use GET', code: 'METHOD_NOT_SUPPORTED', key: 'server.gateway.procedureMethod', params: { name: 'version', kind: 'query', method: 'GET' } },
    });
    const getMutation = await fetch(`${gateway.url}/api/user.login`);
    expect(getMutation.status).toBe(405);
    expect(getMutation.headers.get('allow')).toBe('POST');
  });

  it('refuses a body over 10 MB with 413 in the error envelope', async () => {
    const response = await fetch(`${gateway.url}/api/feedback.send`, { method: 'POST', body: 'x'.repeat(10 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE', key: 'server.gateway.bodyTooLarge' } });
  });

  it('also refuses an oversized body sent in chunks, without a length', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${gateway.url}/api/feedback.send`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers a handler failure with the generic 500 envelope, and logs the detail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${gateway.url}/api/feedback.send`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { message: 'Something unexpected happened', code: 'INTERNAL', key: 'validation.message.internal' } });
    expect(String(log.mock.calls[0]?.[1])).toContain('fixture failure with an internal detail');
    log.mockRestore();
  });

  it('routes raw HTTP routes with path parameters and decodes base64 bodies', async () => {
    const response = await fetch(`${gateway.url}/api/images/0b1e6e2c.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-file')).toBe('0b1e6e2c.webp');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x52, 0x49, 0x46, 0x46, 0x00, 0xff]);
    expect((await fetch(`${gateway.url}/api/images/x.webp`, { method: 'POST' })).status).toBe(405);
  });

  it('takes the source address from the socket, not from a client-written X-Forwarded-For', async () => {
    const response = await fetch(`${gateway.url}/api/version`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const { event } = (await response.json()) as Echo;
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
    expect(event.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });
});

describe('behind a trusted proxy', () => {
  const proxied = useGateway({ resolveHandler, trustProxy: true });

  it('takes the source address from the last X-Forwarded-For entry', async () => {
    const response = await fetch(`${proxied.url}/api/version`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
    const { event } = (await response.json()) as Echo;
    expect(event.requestContext.http.sourceIp).toBe('203.0.113.9');
  });

  it('refuses the management API to forwarded requests', async () => {
    const response = await fetch(`${proxied.url}/@connections/abc`, { method: 'POST', body: 'hi', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.status).toBe(403);
  });
});

describe('static files', () => {
  it('serves index.html uncached and hashed assets as immutable', async () => {
    const index = await fetch(`${gateway.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('Cairn app');
    const script = await fetch(`${gateway.url}/assets/index-a1b2c3.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log("app")');
    const icon = await fetch(`${gateway.url}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 304 to a matching validator', async () => {
    const first = await fetch(`${gateway.url}/assets/index-a1b2c3.js`);
    const again = await fetch(`${gateway.url}/assets/index-a1b2c3.js`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for app routes but not for missing files', async () => {
    const page = await fetch(`${gateway.url}/portfolio/funds/42?tab=investees`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Cairn app');
    const navigation = await fetch(`${gateway.url}/suppliers/acme.fr`, { headers: { accept: 'text/html,*/*' } });
    expect(await navigation.text()).toContain('Cairn app');
    expect((await fetch(`${gateway.url}/assets/missing-000.js`)).status).toBe(404);
  });

  it('refuses paths that climb out of the web folder', async () => {
    const port = portOf(gateway.url);
    for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/%00']) {
      const answer = await rawGet(port, path);
      expect(answer.status, path).toBe(403);
      expect(answer.body).not.toContain('root:');
    }
    // Dot segments the URL parser resolves itself stay inside the folder: the app answers.
    const dotted = await rawGet(port, '/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
    expect(dotted.body).not.toContain('root:');
  });
});

describe('security headers', () => {
  const expectProtected = (response: Response, what: string) => {
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy, what).toContain("default-src 'self'");
    expect(policy, what).toContain("script-src 'self';");
    expect(policy, what).toContain("frame-ancestors 'none'");
    expect(policy, what).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options'), what).toBe('DENY');
    expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  };

  it('come with the app, its files, an app route and a missing file', async () => {
    for (const path of ['/', '/assets/index-a1b2c3.js', '/portfolio/funds/42', '/assets/missing-000.js']) {
      expectProtected(await fetch(`${gateway.url}${path}`), path);
    }
  });

  it('let the page open its websocket to the host it was loaded from and send uploads to the bucket, and nothing else', async () => {
    const policy = (await fetch(`${gateway.url}/`)).headers.get('content-security-policy') ?? '';
    const connect = policy.split('; ').find((directive) => directive.startsWith('connect-src '));
    const bucket = fileTransferOrigin();
    expect(bucket).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(connect).toBe(`connect-src 'self' ${gateway.url.replace('http://', 'ws://')} ${bucket}`);
    // A Host header that is not a plain host name stays out of the policy.
    const forged = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: portOf(gateway.url), path: '/', headers: { host: "evil.test; script-src 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy']));
      });
      req.once('error', reject);
      req.end();
    });
    expect(forged).toContain(`connect-src 'self' ${bucket}; `);
    expect(forged).not.toContain('evil.test');
    expect(forged.match(/script-src/g)).toEqual(['script-src']);
  });

  it('leave the policy and frame options off PDF files, which the PDF viewer of a browser needs', async () => {
    const pdf = await fetch(`${gateway.url}/resources/guide.en.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-security-policy')).toBeNull();
    expect(pdf.headers.get('x-frame-options')).toBeNull();
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('do not come with API answers, which are no documents', async () => {
    expect((await fetch(`${gateway.url}/api/version`)).headers.get('content-security-policy')).toBeNull();
  });
});

describe('source maps', () => {
  it('are never served, even when the build folder has one', async () => {
    const map = await fetch(`${gateway.url}/assets/index-a1b2c3.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
    expect((await fetch(`${gateway.url}/assets/INDEX-A1B2C3.JS.MAP`)).status).toBe(404);
  });
});

describe('when the web app is not built', () => {
  const bare = useGateway({ resolveHandler, webDir: join(tmpdir(), `cairn-no-web-${randomUUID()}`) });

  it('answers a page saying how to build it, and the API still works', async () => {
    const page = await fetch(`${bare.url}/`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('npm run build:web');
    expect((await fetch(`${bare.url}/api/version`)).status).toBe(200);
  });
});

describe('websocket', () => {
  const websocketEvents = (route: string) =>
    invocations()
      .filter((invocation) => invocation.fixture === 'websocket')
      .map((invocation) => invocation.event as WebsocketEvent)
      .filter((event) => event.requestContext.routeKey === route);
  // Polls a condition; the budget is for a loaded machine, and only a broken gateway uses it up.
  const until = async (check: () => boolean, budgetMs = 30_000) => {
    const deadline = Date.now() + budgetMs;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check()).toBe(true);
  };
  let management: ApiGatewayManagementApiClient;
  beforeEach(() => {
    invocations().length = 0;
    management = new ApiGatewayManagementApiClient({ endpoint: process.env.CAIRN_WS_ENDPOINT, region: 'eu-west-3' });
  });

  it('refuses the upgrade with the status $connect answers', async () => {
    const refused = await gateway.wsConnect('wrong').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SocketRefused);
    expect((refused as SocketRefused).status).toBe(401);
    expect(websocketEvents('$connect')).toHaveLength(1);
    expect(websocketEvents('$disconnect')).toHaveLength(0);
  });

  it('runs $connect, $default and $disconnect, and lets handlers push through /@connections', async () => {
    expect(process.env.CAIRN_WS_ENDPOINT).toBe(gateway.url);
    const socket = await gateway.wsConnect('let-me-in');
    const [connect] = websocketEvents('$connect');
    expect(connect).toMatchObject({
      queryStringParameters: { token: 'let-me-in' },
      requestContext: { routeKey: '$connect', eventType: 'CONNECT', stage: 'local', domainName: '127.0.0.1', messageDirection: 'IN' },
    });
    const connectionId = connect?.requestContext.connectionId ?? '';
    expect(connectionId).toMatch(/^[\w+/]{15}=$/);

    socket.send('{"action":"ping"}');
    await until(() => websocketEvents('$default').length === 1);
    expect(websocketEvents('$default')[0]).toMatchObject({
      body: '{"action":"ping"}',
      isBase64Encoded: false,
      requestContext: { routeKey: '$default', eventType: 'MESSAGE', connectionId },
    });

    const invalidation = JSON.stringify({ type: 'invalidate', invalidate: ['dashboard.get'] });
    await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(invalidation) }));
    expect(await socket.next()).toBe(invalidation);
    const described = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(described.ConnectedAt).toBeInstanceOf(Date);
    expect(described.Identity?.SourceIp).toBe('127.0.0.1');

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    await until(() => websocketEvents('$disconnect').length === 1);
    expect(websocketEvents('$disconnect')[0]?.requestContext).toMatchObject({ eventType: 'DISCONNECT', connectionId, disconnectStatusCode: 1000 });
    await socket.close();
  });

  it('reports a client that left as disconnected, and posting to it as Gone', async () => {
    const socket = await gateway.wsConnect('let-me-in');
    const connectionId = websocketEvents('$connect')[0]?.requestContext.connectionId ?? '';
    await socket.close();
    await until(() => websocketEvents('$disconnect').length === 1);
    const gone = await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from('late') })).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(GoneException);
  });

  it('refuses upgrades to any other path', async () => {
    const socket = await import('ws').then(({ WebSocket }) => new WebSocket(`${gateway.url.replace('http', 'ws')}/api/other`));
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });
});
