import { PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { managementApi } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

/** The type of a client's message, `{"type":"…"}`, or null for anything else. */
function messageType(body: string | undefined): string | null {
  if (!body || body.length > 100) return null;
  try {
    const message = JSON.parse(body) as unknown;
    return typeof message === 'object' && message !== null && typeof (message as { type?: unknown }).type === 'string' ? (message as { type: string }).type : null;
  } catch {
    return null;
  }
}

/**
 * The channel mostly pushes. A client's `ping` is answered `pong`, so it can tell a dead link;
 * `hello` is answered with the connection's id, which a tab names when it says it is editing a
 * field, so that its disconnect removes what it said.
 */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const endpoint = config.websocketEndpoint();
  const { connectionId } = event.requestContext;
  const type = messageType(event.body);
  const reply = type === 'ping' ? { type: 'pong' } : type === 'hello' ? { type: 'connection', connectionId } : null;
  if (reply && endpoint) {
    await managementApi(endpoint).send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(reply)) }));
  }
  return { statusCode: 200 };
}
