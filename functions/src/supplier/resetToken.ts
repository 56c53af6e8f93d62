import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { newSupplierToken } from '../lib/supplier/token.ts';
import { writtenSupplier } from '../lib/supplier/view.ts';

/** Draws a new salt, hence a new token and hash: links sent before stop opening the form. */
export const handler = defineProcedure('supplier.resetToken', async (_input, { user, owner, notifyAsset }) => {
  const token = await newSupplierToken(owner.uuid);
  const saved = await updateSupplier(owner, () => token, user.uuid);
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
