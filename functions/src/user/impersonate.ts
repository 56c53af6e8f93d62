import { AppError, messages } from '@cairn/shared/errors';
import { requireClientUser } from '../lib/assets/clientUsers.ts';
import { startSession } from '../lib/auth/session.ts';
import { defineProcedure } from '../lib/http/areas/clientAccounts.ts';

/**
 * A session as an enabled client user, for a staff member to see the client app as that user
 * does. It is marked impersonating (and names its staff member): never refreshed, no usage
 * recorded, and ended with the user's other sessions if the user is disabled.
 */
export const handler = defineProcedure('user.impersonate', async ({ uuid }, { user }) => {
  const target = await requireClientUser(uuid);
  if (target.disabled) throw new AppError('BAD_REQUEST', messages.userDisabled, [{ path: ['uuid'], message: messages.userDisabled }]);
  return startSession(target, { impersonatorUuid: user.uuid });
});
