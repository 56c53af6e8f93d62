import { PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { managementApi } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

/** The channel only pushes; a client's `ping` is answered so it can tell a dead link. */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const endpoint = config.websocketEndpoint();
  if (event.body?.trim() === '{"type":"ping"}' && endpoint) {
    await managementApi(endpoint).send(
      new PostToConnectionCommand({ ConnectionId: event.requestContext.connectionId, Data: Buffer.from('{"type":"pong"}') }),
    );
  }
  return { statusCode: 200 };
}
