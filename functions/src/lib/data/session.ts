import * as z from 'zod';
import { defineEntity } from './entity.ts';

/**
 * A signed-in session. Tokens name their session, so logging out, disabling a user or
 * revoking a session makes its tokens stop working at once.
 */
export const sessions = defineEntity({
  name: 'Session',
  schema: z.object({
    sid: z.string().min(16),
    userUuid: z.uuid(),
    impersonating: z.boolean().default(false),
    impersonatorUuid: z.uuid().nullable().default(null),
    /** Epoch seconds; refresh moves it forward. */
    expiresAt: z.number().int(),
  }),
  key: ({ sid }: { sid: string }) => ({ pk: `SESSION#${sid}`, sk: 'SESSION' }),
  identify: ({ sid }) => ({ sid }),
  ttl: (session) => session.expiresAt,
  indexes: {
    byUser: { index: 'gsi1', pk: ({ userUuid }: { userUuid: string }) => `SESSIONS_OF#${userUuid}`, sk: (session) => session.sid },
  },
});
