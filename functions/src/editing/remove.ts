import { isPresent } from '@cairn/shared/editing/presence';
import { editingPresences } from '../lib/data/editingPresence.ts';
import { defineProcedure } from '../lib/http/areas/editing.ts';

/**
 * The caller left a field: removes the entries of this connection, and the one said without a
 * connection (a heartbeat sent while the channel was down). Others hear of it only when the caller
 * is no longer listed: another tab of theirs on the same field keeps them there.
 */
export const handler = defineProcedure('editing.remove', async ({ location, connectionId }, { user, nothingChanged }) => {
  const own = await editingPresences.query('byLocation', { location }, { skBeginsWith: `${user.uuid}#`, consistent: true });
  const leaving = own.filter((entry) => entry.connectionId === null || entry.connectionId === connectionId);
  await Promise.all(leaving.map((entry) => editingPresences.remove(entry)));
  const nowSeconds = Math.floor(Date.now() / 1000);
  const wasListed = leaving.some((entry) => isPresent(entry, nowSeconds));
  const stillListed = own.some((entry) => !leaving.includes(entry) && isPresent(entry, nowSeconds));
  if (!wasListed || stillListed) nothingChanged();
  return { success: true as const };
});
