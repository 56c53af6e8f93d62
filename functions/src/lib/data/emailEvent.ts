import * as z from 'zod';
import { EmailStatus } from '@cairn/shared/supplier/model';
import { defineEntity } from './entity.ts';

/** The statuses of spec 3 "Sent email statuses": defined with the supplier model, whose sent e-mails carry them. */
export { EmailStatus };

const messagePartition = ({ messageId }: { messageId: string }) => `EMAIL#${messageId}`;

/** One delivery event of one sent message for one recipient, as SES reported it. */
export const emailEvents = defineEntity({
  name: 'EmailEvent',
  schema: z.object({
    messageId: z.string().min(1),
    recipient: z.string(),
    at: z.string(),
    eventType: z.string(),
    status: EmailStatus,
    detail: z.string().nullable(),
  }),
  key: ({ messageId, at, recipient, eventType }: { messageId: string; at: string; recipient: string; eventType: string }) => ({
    pk: messagePartition({ messageId }),
    sk: `EVENT#${at}#${recipient.toLowerCase()}#${eventType}`,
  }),
  identify: ({ messageId, at, recipient, eventType }) => ({ messageId, at, recipient, eventType }),
  indexes: {
    /** A sent message's delivery events, in the order SES reported them. */
    byMessage: { index: 'primary', pk: messagePartition, skPrefix: 'EVENT#' },
  },
});
