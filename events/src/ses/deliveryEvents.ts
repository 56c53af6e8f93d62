import { supplierProcedures } from '@cairn/shared/contract/suppliers';
import { audiences, emailEvents } from '@cairn/functions/data';
import { describeError, log, publishInvalidation } from '@cairn/functions/http';
import { applySupplierEmailEvents } from '@cairn/functions/supplier/emailStatus';
import type { SNSEvent } from 'aws-lambda';
import { recipientStatuses, type SesEvent } from './status.ts';

/**
 * SES configuration-set events arrive through SNS. Each recipient's status is recorded under
 * the message id; an event delivered twice writes the same item twice, harmlessly. A message a
 * supplier send wrote then gives its SentEmail the status of all its events so far, and the
 * asset's open supplier pages are told to read again, so a status changes without a reload.
 */
export async function handler(event: SNSEvent): Promise<{ recorded: number }> {
  let recorded = 0;
  const changedAssets = new Set<string>();
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
    const changed = await applySupplierEmailEvents(ses.mail.messageId);
    if (changed) changedAssets.add(changed.assetUuid);
  }
  for (const assetUuid of changedAssets) {
    // The same list a client's edit of a supplier publishes, to the same audiences.
    await publishInvalidation([audiences.asset(assetUuid), audiences.staff], supplierProcedures['supplier.clientEdit'].invalidates).catch((error: unknown) =>
      // The status is saved; a missed push only delays the screens until their next read.
      log('warn', 'Invalidation not published', { assetUuid, ...describeError(error) }),
    );
  }
  return { recorded };
}
