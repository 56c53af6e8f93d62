import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { assertFromAsset, manualEmailIndexOf, writtenSupplier } from '../lib/supplier/view.ts';

/** Changes an e-mail recorded by hand; one the platform sent keeps what its delivery said. */
export const handler = defineProcedure('supplier.manualEmailSent.update', async ({ fromAssetUuid, emailUuid, email, templateName, sentAt }, { user, owner, notifyAsset }) => {
  assertFromAsset(owner, fromAssetUuid);
  manualEmailIndexOf(owner, emailUuid);
  const saved = await updateSupplier(
    owner,
    (current) => {
      const index = manualEmailIndexOf(current, emailUuid);
      return { sentEmails: current.sentEmails.map((sent, at) => (at === index ? { ...sent, email, templateName, sentAt } : sent)) };
    },
    user.uuid,
  );
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
