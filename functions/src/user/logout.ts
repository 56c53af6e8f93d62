import { endSession } from '../lib/auth/session.ts';
import { defineProcedure } from '../lib/http/areas/users.ts';

export const handler = defineProcedure('user.logout', async (_input, { sid }) => {
  if (sid) await endSession(sid);
  return { success: true as const };
});
