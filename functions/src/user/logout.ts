import { endSession } from '../lib/auth/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

export const handler = defineProcedure('user.logout', async (_input, { sid }) => {
  if (sid) await endSession(sid);
  return { success: true as const };
});
