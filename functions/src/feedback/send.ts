import { randomUUID } from 'node:crypto';
import { feedbackMessages } from '../lib/data/feedback.ts';
import { now } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/feedback.ts';

export const handler = defineProcedure('feedback.send', async ({ message, email }, { user }) => {
  await feedbackMessages.create(
    { uuid: randomUUID(), message, email, userUuid: user.uuid, assetUuid: user.asset?.uuid ?? null, sentAt: now() },
    user.uuid,
  );
  return { success: true as const };
});
