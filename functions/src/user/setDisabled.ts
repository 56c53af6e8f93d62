import { endSessionsOf } from '../lib/auth/session.ts';
import { requireClientUser, toClientUser } from '../lib/assets/clientUsers.ts';
import { users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/clientAccounts.ts';

/**
 * Disables a client user or enables it again. Disabling ends its sessions at once (every token
 * names a session, looked up on each request), impersonation sessions opened as it included;
 * sign-in refuses it from then on.
 */
export const handler = defineProcedure('user.setDisabled', async ({ uuid, disabled }, { user }) => {
  await requireClientUser(uuid);
  const stored = await users.update({ uuid }, { disabled }, user.uuid);
  if (disabled) await endSessionsOf(uuid);
  return toClientUser(stored);
});
