import { continuingSince, presenceExpiry } from '@cairn/shared/editing/presence';
import { connections } from '../lib/data/connection.ts';
import { editingPresences } from '../lib/data/editingPresence.ts';
import { defineProcedure } from '../lib/http/areas/editing.ts';

/**
 * The caller is editing a field: writes the entry of this tab's connection, for 90 seconds. A
 * heartbeat, or a second tab of someone already listed, changes nothing others see, so it pushes
 * no invalidation. A connection id that is not one of the caller's open connections is not
 * recorded (the entry then leaves by expiry only), so nobody ties their entry to another's tab.
 */
export const handler = defineProcedure('editing.update', async ({ location, connectionId }, { user, nothingChanged }) => {
  const [connection, own] = await Promise.all([
    connectionId ? connections.get({ connectionId }, { consistent: true }) : null,
    editingPresences.query('byLocation', { location }, { skBeginsWith: `${user.uuid}#`, consistent: true }),
  ]);
  const at = new Date();
  const nowSeconds = Math.floor(at.getTime() / 1000);
  const { since, alreadyPresent } = continuingSince(own, nowSeconds, at.toISOString());
  const expiresAt = presenceExpiry(nowSeconds);
  await editingPresences.put(
    { location, userUuid: user.uuid, connectionId: connection?.userUuid === user.uuid ? connection.connectionId : null, since, expiresAt },
    user.uuid,
  );
  if (alreadyPresent) nothingChanged();
  return { since, expiresAt: new Date(expiresAt * 1000).toISOString() };
});
