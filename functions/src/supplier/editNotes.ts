import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { writtenSupplier } from '../lib/supplier/view.ts';

/** Replaces staff's notes on the version the editor read. */
export const handler = defineProcedure('supplier.editNotes', async ({ notes, expectedVersion }, { user, owner, notifyAsset }) => {
  const saved = await updateSupplier(owner, () => ({ notes }), user.uuid, { expectedVersion });
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
