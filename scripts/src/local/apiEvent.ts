import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface RequestFacts {
  routeKey: string;
  requestId: string;
  sourceIp: string;
  body: Buffer | undefined;
  pathParameters?: Record<string, string>;
}

/** Bodies API Gateway passes as text; anything else reaches Lambda base64-encoded. */
function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^text\/|[/+](json|xml|javascript)\b|x-www-form-urlencoded/i.test(contentType);
}

/** `12/Mar/2020:19:03:58 +0000`, API Gateway's requestContext.time format. */
export function requestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** Headers as payload 2.0 has them: lower-case names, repeated values joined by commas. */
export function flatHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headersDistinct)) {
    if (value) headers[name] = value.join(name === 'cookie' ? '; ' : ',');
  }
  return headers;
}

/** Query parameters as payload 2.0 has them: repeated names joined by commas; absent when none. */
export function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const name of new Set(search.keys())) parameters[name] = search.getAll(name).join(',');
  return Object.keys(parameters).length > 0 ? parameters : undefined;
}

/** The event API Gateway's HTTP API (payload format 2.0) hands to the Lambda of a route. */
export function httpApiEvent(req: IncomingMessage, url: URL, facts: RequestFacts): APIGatewayProxyEventV2 {
  const now = new Date();
  const headers = flatHeaders(req);
  // Payload 2.0 moves cookies out of the headers into their own list.
  const cookies = headers.cookie?.split(/;\s*/).filter(Boolean);
  delete headers.cookie;
  // API Gateway appends the address of whoever connected to it to X-Forwarded-For.
  const peer = req.socket.remoteAddress ?? facts.sourceIp;
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(req.socket.localPort ?? '');
  const host = (headers.host ?? 'localhost').replace(/:\d+$/, '');
  const textual = isTextual(headers['content-type']);
  const rawQueryString = url.search.replace(/^\?/, '');
  return {
    version: '2.0',
    routeKey: facts.routeKey,
    rawPath: url.pathname,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: queryParameters(url.searchParams) } : {}),
    ...(facts.pathParameters ? { pathParameters: facts.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: facts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: facts.requestId,
      routeKey: facts.routeKey,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(facts.body && facts.body.length > 0 ? { body: facts.body.toString(textual ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: Boolean(facts.body && facts.body.length > 0 && !textual),
  };
}

function isStructured(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

/**
 * Writes a handler's answer the way API Gateway does: a structured result as given (base64
 * bodies decoded, cookies as Set-Cookie); anything else as a 200 JSON body.
 */
export function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2 | unknown): void {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}
