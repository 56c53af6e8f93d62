import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { manualEmailIndexOf, writtenSupplier } from '../lib/supplier/view.ts';

/** Deletes an e-mail recorded by hand; one the platform sent stays. */
export const handler = defineProcedure('supplier.manualEmailSent.delete', async ({ emailUuid }, { user, owner, notifyAsset }) => {
  manualEmailIndexOf(owner, emailUuid);
  const saved = await updateSupplier(
    owner,
    (current) => {
      const index = manualEmailIndexOf(current, emailUuid);
      return { sentEmails: current.sentEmails.filter((_sent, at) => at !== index) };
    },
    user.uuid,
  );
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
