import * as z from 'zod';
import { defineEntity } from './entity.ts';

export const feedbackMessages = defineEntity({
  name: 'Feedback',
  schema: z.object({
    uuid: z.uuid(),
    message: z.string().min(1),
    email: z.string().nullable(),
    userUuid: z.uuid(),
    assetUuid: z.uuid().nullable(),
    sentAt: z.string(),
  }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `FEEDBACK#${uuid}`, sk: 'FEEDBACK' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** All feedback in the order it came, for staff to read. */
    bySentAt: { index: 'gsi1', pk: () => 'FEEDBACK', sk: (feedback) => `${feedback.sentAt}#${feedback.uuid}` },
  },
});
