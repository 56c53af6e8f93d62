import { connections } from '@cairn/functions/data';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await connections.remove({ connectionId: event.requestContext.connectionId });
  return { statusCode: 200 };
}
