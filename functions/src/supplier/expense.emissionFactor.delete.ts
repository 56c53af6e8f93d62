import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { expenseIndexOf, withExpenseFactor, writtenSupplier } from '../lib/supplier/view.ts';

/** Removes an expense's own factor: its year's factor applies again, if any. */
export const handler = defineProcedure('supplier.expense.emissionFactor.delete', async ({ uuid }, { user, owner, notifyAsset }) => {
  expenseIndexOf(owner, uuid);
  const saved = await updateSupplier(owner, (current) => withExpenseFactor(current, uuid, null), user.uuid);
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
