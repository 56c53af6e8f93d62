import { AppError, messages } from '@cairn/shared/errors';
import { renewSession } from '../lib/auth/session.ts';
import { defineProcedure } from '../lib/http/areas/users.ts';

/** Impersonation sessions end when their token does: they are never extended (spec 1 section 4). */
export const handler = defineProcedure('user.refreshToken', async (_input, { user, sid }) => {
  if (user.impersonating) throw new AppError('FORBIDDEN', messages.impersonationRefresh);
  return renewSession(user.uuid, sid!);
});
