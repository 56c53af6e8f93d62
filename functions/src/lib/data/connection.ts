import * as z from 'zod';
import { defineEntity } from './entity.ts';

/** API Gateway closes a websocket after two hours; a little margin, then the item expires. */
const connectionLifetimeSeconds = 3 * 3600;

/**
 * An open websocket. Invalidations go to the connections of the tenant that changed
 * (its asset) and to staff, who may be looking at any tenant.
 */
export const connections = defineEntity({
  name: 'Connection',
  schema: z.object({
    connectionId: z.string().min(1),
    userUuid: z.uuid(),
    audience: z.string().min(1),
    connectedAt: z.number().int(),
  }),
  key: ({ connectionId }: { connectionId: string }) => ({ pk: `CONNECTION#${connectionId}`, sk: 'CONNECTION' }),
  identify: ({ connectionId }) => ({ connectionId }),
  ttl: (connection) => connection.connectedAt + connectionLifetimeSeconds,
  indexes: {
    byAudience: {
      index: 'gsi1',
      pk: ({ audience }: { audience: string }) => `AUDIENCE#${audience}`,
      sk: (connection) => connection.connectionId,
    },
  },
});

/** The audience key of an asset's users, and of staff. */
export const audiences = {
  asset: (assetUuid: string) => `ASSET#${assetUuid}`,
  staff: 'STAFF',
};
