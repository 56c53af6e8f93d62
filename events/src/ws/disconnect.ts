import { editingProcedures } from '@cairn/shared/contract/editing';
import { audiences, connections, removeConnectionPresence } from '@cairn/functions/data';
import { describeError, log, publishInvalidation } from '@cairn/functions/http';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

/**
 * Forgets a closed connection, and the fields its tab said it was editing: a closed tab, or one
 * whose network dropped, leaves the other staff's screens at once rather than at expiry.
 */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const { connectionId } = event.requestContext;
  const [, wasEditing] = await Promise.all([
    connections.remove({ connectionId }),
    removeConnectionPresence(connectionId, Math.floor(Date.now() / 1000)),
  ]);
  if (wasEditing) {
    // The same list as leaving a field by hand (`editing.remove`), to the same audience.
    await publishInvalidation([audiences.staff], editingProcedures['editing.remove'].invalidates).catch((error: unknown) =>
      log('warn', 'Invalidation not published', { connectionId, ...describeError(error) }),
    );
  }
  return { statusCode: 200 };
}
