import { randomUUID } from 'node:crypto';
import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { assertFromAsset, writtenSupplier } from '../lib/supplier/view.ts';

/** Records an e-mail sent outside the platform: its delivery is unknown (DontKnowYet), no message id. */
export const handler = defineProcedure('supplier.manualEmailSent.create', async ({ fromAssetUuid, email, templateName, sentAt }, { user, owner, notifyAsset }) => {
  assertFromAsset(owner, fromAssetUuid);
  const sent = { uuid: randomUUID(), email, templateName, sentAt, status: 'DontKnowYet' as const, kind: 'MANUAL' as const, messageId: null, campaignUuid: null };
  const saved = await updateSupplier(owner, (current) => ({ sentEmails: [...current.sentEmails, sent] }), user.uuid);
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
