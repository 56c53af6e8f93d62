import { AppError } from '@cairn/shared/errors';
import { reduceEmailStatus } from '@cairn/shared/supplier/emailEvents';
import { emailEvents } from '../data/emailEvent.ts';
import { isSupplierImportInProgress, supplierEmailMessages, suppliers, updateSupplier } from '../data/supplier.ts';
import { recoverSupplierImport } from './importJournal.ts';

/*
 * A sent e-mail's status follows its delivery events (spec 3 section 4): after the events handler
 * records a message's events, the supplier's SentEmail of that message takes the status
 * `reduceEmailStatus` gives from ALL the message's recorded events. Recomputing from the whole
 * set, rather than applying the new event, makes duplicates and any arrival order end in the
 * same status.
 *
 * While an import is being written into the asset's suppliers the update is refused like any
 * supplier write (it would otherwise land on a half-written import, or fail the import's write of
 * the same supplier), and the error reaches the events handler: Lambda calls an asynchronous
 * (SNS) handler that failed again twice, about one and three minutes later, longer than an import
 * holds its mark (at most one procedure's 28 s), and the events are stored before, so the retry
 * recomputes the same status. A mark a stopped import left is undone here first, as on any read
 * of the asset's suppliers, so it never holds the status back for good.
 */

/**
 * Updates the SentEmail of `messageId`, if a supplier send wrote it; answers the status and the
 * supplier's asset when the status changed (its users' screens are then told), else null.
 */
export async function applySupplierEmailEvents(messageId: string): Promise<{ status: string; assetUuid: string } | null> {
  const message = await supplierEmailMessages.get({ messageId }, { consistent: true });
  if (!message) return null;
  const events = await emailEvents.query('byMessage', { messageId }, { consistent: true });
  const status = reduceEmailStatus(events.map((event) => ({ status: event.status, at: event.at })));
  await recoverSupplierImport(message.assetUuid, 'system:ses');
  for (let attempt = 1; ; attempt += 1) {
    const supplier = await suppliers.get({ assetUuid: message.assetUuid, uuid: message.supplierUuid }, { consistent: true });
    // A deleted supplier, or a record not written yet (its events came first) or dropped: nothing to update.
    const sent = supplier?.sentEmails.find((email) => email.messageId === messageId);
    if (!supplier || !sent) return null;
    if (sent.status === status) return null;
    try {
      await updateSupplier(supplier, (current) => ({ sentEmails: current.sentEmails.map((email) => (email.messageId === messageId ? { ...email, status } : email)) }), 'system:ses');
      return { status, assetUuid: message.assetUuid };
    } catch (error) {
      // Another write came in between (a send recording, another event): read again. An import
      // being written is not over in a moment: that refusal goes to the handler's retries.
      if (!(error instanceof AppError && error.code === 'CONFLICT') || isSupplierImportInProgress(error) || attempt >= 5) throw error;
    }
  }
}
