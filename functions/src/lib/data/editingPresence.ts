import { isPresent } from '@cairn/shared/editing/presence';
import * as z from 'zod';
import { defineEntity } from './entity.ts';

/**
 * One staff member editing one field from one connection (a tab): `editing.update` writes it
 * again on every heartbeat, `editing.remove` and the websocket's disconnect delete it, and it
 * expires `editingPresence.expirySeconds` after its last heartbeat (shared/src/editing/presence.ts).
 * DynamoDB deletes expired items late, so readers skip them by `expiresAt`.
 */
export const editingPresences = defineEntity({
  name: 'EditingPresence',
  schema: z.object({
    /** `<kind>:<uuid>:<field>` (shared/src/editing/location.ts). */
    location: z.string().min(1),
    userUuid: z.uuid(),
    /** The websocket the tab listens on, when it had one: its disconnect removes the entry. */
    connectionId: z.string().min(1).nullable(),
    /** ISO 8601: when the user started editing the field (kept by heartbeats). */
    since: z.string(),
    /** Epoch seconds. */
    expiresAt: z.number().int(),
  }),
  key: ({ location, userUuid, connectionId }: { location: string; userUuid: string; connectionId: string | null }) => ({
    pk: `EDITING#${location}`,
    // Without a connection the key ends at the user's `#`: no connection id is empty.
    sk: `EDITOR#${userUuid}#${connectionId ?? ''}`,
  }),
  identify: ({ location, userUuid, connectionId }) => ({ location, userUuid, connectionId }),
  ttl: (presence) => presence.expiresAt,
  indexes: {
    /** Everyone editing a field; `skBeginsWith: '<userUuid>#'` narrows it to one user's tabs. */
    byLocation: { index: 'primary', pk: ({ location }: { location: string }) => `EDITING#${location}`, skPrefix: 'EDITOR#' },
    /** What a connection said, removed when it closes; entries without a connection stay out. */
    byConnection: {
      index: 'gsi1',
      pk: ({ connectionId }: { connectionId: string | null }) => (connectionId ? `EDITING_CONNECTION#${connectionId}` : null),
      sk: (presence) => `${presence.location}#${presence.userUuid}`,
    },
  },
});

/**
 * Removes every entry a connection made (its tab closed or lost the channel) and answers whether
 * any was still present, so that others hear of it. The index is read eventually consistently:
 * a heartbeat written in the same instant may be missed, and then leaves by expiry.
 */
export async function removeConnectionPresence(connectionId: string, nowSeconds: number): Promise<boolean> {
  const said = await editingPresences.query('byConnection', { connectionId });
  await Promise.all(said.map((entry) => editingPresences.remove(entry)));
  return said.some((entry) => isPresent(entry, nowSeconds));
}
