import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { managementApi } from '../aws/clients.ts';
import { config } from '../config.ts';
import { connections } from '../data/connection.ts';

/**
 * Sends an invalidation list to every open websocket of the given audiences. Connections that
 * the gateway reports gone are forgotten.
 */
export async function publishInvalidation(audienceKeys: string[], invalidate: readonly string[]): Promise<number> {
  const endpoint = config.websocketEndpoint();
  if (!endpoint || !invalidate.length) return 0;
  const client = managementApi(endpoint);
  const targets = (
    await Promise.all(audienceKeys.map((audience) => connections.query('byAudience', { audience })))
  ).flat();
  const message = Buffer.from(JSON.stringify({ type: 'invalidate', invalidate }));
  let sent = 0;
  await Promise.all(
    targets.map(async ({ connectionId }) => {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: message }));
        sent += 1;
      } catch (error) {
        if (!(error instanceof GoneException)) throw error;
        await connections.remove({ connectionId });
      }
    }),
  );
  return sent;
}

