import { randomBytes, randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayEventWebsocketRequestContextV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { eventHandlers } from '@cairn/shared/contract';
import { flatHeaders, queryParameters, requestTime } from './apiEvent.ts';
import { sourceIpOf } from './clientAddress.ts';
import { sendInternalError, sendJson } from './httpEnvelope.ts';
import { lambdaContext, type Invoker } from './lambda.ts';

/** The websocket API's path on the one origin. */
export const websocketPath = '/api/events';

/** API Gateway's limit on one websocket message, both ways. */
export const maxMessageBytes = 128 * 1024;

type WebsocketRequestContext = Omit<APIGatewayEventWebsocketRequestContextV2, 'messageId'> & {
  messageId?: string;
  identity: { sourceIp: string; userAgent: string };
  disconnectStatusCode?: number;
  disconnectReason?: string;
};

/** The websocket event as API Gateway sends it: the typed shape plus what $connect also carries. */
export type WebsocketEvent = Omit<APIGatewayProxyWebsocketEventV2, 'requestContext'> & {
  requestContext: WebsocketRequestContext;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
};

interface Connection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  identity: { sourceIp: string; userAgent: string };
  domainName: string;
}

type Route = '$connect' | '$default' | '$disconnect';
const eventTypes = { $connect: 'CONNECT', $default: 'MESSAGE', $disconnect: 'DISCONNECT' } as const;

/** API Gateway's connection ids look like `L0SM9cOFvHcCIhw=`. */
function newConnectionId(): string {
  return randomBytes(11).toString('base64');
}

function rejectUpgrade(socket: Duplex, status: number): void {
  const reason = STATUS_CODES[status] ?? 'Error';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function statusOf(result: unknown): number {
  // A $connect integration that answers nothing (or no status) accepts the connection.
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) return 200;
  return typeof result.statusCode === 'number' ? result.statusCode : 200;
}

/**
 * The websocket half of the gateway: runs the $connect/$default/$disconnect handlers around
 * each socket, and answers the management API (`/@connections/{id}`) that handlers post to.
 */
export class WebsocketApi {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  private readonly connections = new Map<string, Connection>();

  constructor(
    private readonly invoker: Invoker,
    private readonly trustProxy: boolean,
  ) {}

  private event(route: Route, connectionId: string, connection: Omit<Connection, 'socket' | 'lastActiveAt'>, extra: Partial<WebsocketEvent> = {}, context: Partial<WebsocketRequestContext> = {}): WebsocketEvent {
    const now = new Date();
    const requestId = randomUUID();
    return {
      ...extra,
      requestContext: {
        routeKey: route,
        eventType: eventTypes[route],
        extendedRequestId: requestId,
        requestTime: requestTime(now),
        messageDirection: 'IN',
        stage: 'local',
        connectedAt: connection.connectedAt,
        requestTimeEpoch: now.getTime(),
        identity: connection.identity,
        requestId,
        domainName: connection.domainName,
        connectionId,
        apiId: 'local',
        ...context,
      },
      isBase64Encoded: extra.isBase64Encoded ?? false,
    };
  }

  private invoke(route: Route, contractPath: string, event: WebsocketEvent): Promise<unknown> {
    return this.invoker.invoke(contractPath, event, lambdaContext(`cairn-local-ws-${route.slice(1)}`, event.requestContext.requestId));
  }

  /** The `upgrade` event of the HTTP server, for requests to the websocket path. */
  async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const connectionId = newConnectionId();
    const headers = flatHeaders(req);
    const connection = {
      connectedAt: Date.now(),
      identity: { sourceIp: sourceIpOf(req, this.trustProxy), userAgent: headers['user-agent'] ?? '' },
      domainName: (headers.host ?? 'localhost').replace(/:\d+$/, ''),
    };
    const multiValueHeaders = Object.fromEntries(Object.entries(req.headersDistinct).map(([name, values]) => [name, values ?? []]));
    const multiValueQueryStringParameters = Object.fromEntries([...new Set(url.searchParams.keys())].map((name) => [name, url.searchParams.getAll(name)]));
    const connect = this.event('$connect', connectionId, connection, {
      headers,
      multiValueHeaders,
      ...(url.search ? { queryStringParameters: queryParameters(url.searchParams), multiValueQueryStringParameters } : {}),
    });

    let status: number;
    try {
      status = statusOf(await this.invoke('$connect', eventHandlers.wsConnect, connect));
    } catch (error) {
      console.error(`[gateway] $connect ${connectionId} failed:`, error);
      status = 500;
    }
    if (status !== 200) {
      rejectUpgrade(socket, status);
      return;
    }
    let upgraded = false;
    this.server.handleUpgrade(req, socket, head, (ws) => {
      upgraded = true;
      this.accept(connectionId, { ...connection, socket: ws, lastActiveAt: Date.now() });
    });
    // The client left while $connect ran: API Gateway still reports the disconnect.
    if (!upgraded) this.disconnected(connectionId, connection, 1006, 'Client left during $connect');
  }

  private accept(connectionId: string, connection: Connection): void {
    this.connections.set(connectionId, connection);
    // A protocol error (say, a frame over the size limit) closes the socket; the close event follows.
    connection.socket.on('error', (error) => console.warn(`[gateway] websocket ${connectionId}: ${error.message}`));
    connection.socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.lastActiveAt = Date.now();
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const message = this.event(
        '$default',
        connectionId,
        connection,
        { body: bytes.toString(isBinary ? 'base64' : 'utf8'), isBase64Encoded: isBinary },
        { messageId: randomBytes(12).toString('base64') },
      );
      this.invoke('$default', eventHandlers.wsDefault, message).catch((error: unknown) => console.error(`[gateway] $default ${connectionId} failed:`, error));
    });
    connection.socket.once('close', (code: number, reason: Buffer) => {
      this.connections.delete(connectionId);
      this.disconnected(connectionId, connection, code, reason.toString('utf8'));
    });
  }

  private disconnected(connectionId: string, connection: Omit<Connection, 'socket' | 'lastActiveAt'>, code: number, reason: string): void {
    const event = this.event('$disconnect', connectionId, connection, {}, { disconnectStatusCode: code, disconnectReason: reason });
    this.invoke('$disconnect', eventHandlers.wsDisconnect, event).catch((error: unknown) => console.error(`[gateway] $disconnect ${connectionId} failed:`, error));
  }

  /**
   * The management API: POST sends the body to the socket as one text frame, DELETE closes
   * it, GET describes it; an unknown id is Gone (410), as for a client that already left.
   */
  async handleManagement(req: IncomingMessage, res: ServerResponse, connectionId: string, body: Buffer | undefined): Promise<void> {
    const connection = this.connections.get(connectionId);
    if (!connection || connection.socket.readyState !== WebSocket.OPEN) {
      sendJson(res, 410, { message: null }, { 'x-amzn-errortype': 'GoneException' });
      return;
    }
    switch (req.method) {
      case 'POST':
        if (!body) {
          sendJson(res, 413, { message: 'Message too long' }, { 'x-amzn-errortype': 'PayloadTooLargeException' });
          return;
        }
        await new Promise<void>((resolve, reject) => connection.socket.send(body.toString('utf8'), (error) => (error ? reject(error) : resolve()))).catch(
          (error: unknown) => sendInternalError(res, connectionId, error),
        );
        if (!res.headersSent) res.writeHead(200, { 'content-length': 0 }).end();
        return;
      case 'DELETE':
        connection.socket.close(1000, 'Closed by the server');
        res.writeHead(204).end();
        return;
      case 'GET':
        sendJson(res, 200, {
          connectedAt: new Date(connection.connectedAt).toISOString(),
          identity: connection.identity,
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
        return;
      default:
        sendJson(res, 404, { message: 'Not Found' });
    }
  }

  /** Says goodbye to every client (1001, going away); the disconnect handlers still run. */
  async close(): Promise<void> {
    const sockets = [...this.connections.values()].map((connection) => connection.socket);
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            const force = setTimeout(() => socket.terminate(), 1_000);
            socket.once('close', () => {
              clearTimeout(force);
              resolve();
            });
            socket.close(1001, 'Server shutting down');
          }),
      ),
    );
    this.server.close();
  }
}
