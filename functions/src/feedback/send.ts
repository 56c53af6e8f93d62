import { randomUUID } from 'node:crypto';
import { feedbackMessages, now } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

export const handler = defineProcedure('feedback.send', async ({ message, email }, { user }) => {
  await feedbackMessages.create(
    { uuid: randomUUID(), message, email, userUuid: user.uuid, assetUuid: user.asset?.uuid ?? null, sentAt: now() },
    user.uuid,
  );
  return { success: true as const };
});
