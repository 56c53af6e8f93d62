import { isStaff } from '@cairn/shared/access';
import { authenticate } from '@cairn/functions/auth';
import { audiences, connections } from '@cairn/functions/data';
import { assertAssetAccess } from '@cairn/functions/tenancy';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

/**
 * Opens the invalidation channel. Browsers cannot set headers on a websocket, so the token
 * comes in the query string. The connection joins its user's tenant (staff: the staff
 * audience; an institution viewing an investee may join that investee's audience).
 */
export async function handler(event: ConnectEvent): Promise<APIGatewayProxyResultV2> {
  const token = event.queryStringParameters?.token;
  const auth = token ? await authenticate(token) : null;
  if (!auth) return { statusCode: 401, body: 'Invalid token' };
  const { user } = auth;
  const requested = event.queryStringParameters?.assetUuid;
  let audience: string;
  if (requested) {
    const allowed = await assertAssetAccess(user, requested).then(
      () => true,
      () => false,
    );
    if (!allowed) return { statusCode: 403, body: 'Forbidden' };
    audience = audiences.asset(requested);
  } else if (isStaff(user) || !user.asset) {
    audience = audiences.staff;
  } else {
    audience = audiences.asset(user.asset.uuid);
  }
  await connections.create(
    { connectionId: event.requestContext.connectionId, userUuid: user.uuid, audience, connectedAt: Math.floor(Date.now() / 1000) },
    user.uuid,
  );
  return { statusCode: 200 };
}
