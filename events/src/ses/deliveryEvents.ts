import { emailEvents } from '@cairn/functions/data';
import { applySupplierEmailEvents } from '@cairn/functions/supplier/emailStatus';
import type { SNSEvent } from 'aws-lambda';
import { recipientStatuses, type SesEvent } from './status.ts';

/**
 * SES configuration-set events arrive through SNS. Each recipient's status is recorded under
 * the message id; an event delivered twice writes the same item twice, harmlessly. A message a
 * supplier send wrote then gives its SentEmail the status of all its events so far.
 */
export async function handler(event: SNSEvent): Promise<{ recorded: number }> {
  let recorded = 0;
  for (const record of event.Records) {
    const ses = JSON.parse(record.Sns.Message) as SesEvent;
    for (const status of recipientStatuses(ses)) {
      const item = {
        messageId: ses.mail.messageId,
        recipient: status.recipient,
        at: status.at,
        eventType: ses.eventType,
        status: status.status,
        detail: status.detail,
      };
      const existing = await emailEvents.get(item);
      if (!existing) await emailEvents.create(item, 'system:ses');
      recorded += 1;
    }
    await applySupplierEmailEvents(ses.mail.messageId);
  }
  return { recorded };
}
