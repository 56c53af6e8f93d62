import { AppError, messages } from '@cairn/shared/errors';
import { getEmissionFactor } from '../lib/data/emissionFactor.ts';
import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { expenseIndexOf, withExpenseFactor, writtenSupplier } from '../lib/supplier/view.ts';

/**
 * Sets an expense's own factor. The factor must be in the catalogue the supplier's asset sees:
 * shared, or the asset's own, and not in an import still running; any other answers as missing.
 */
export const handler = defineProcedure('supplier.expense.emissionFactor.set', async ({ uuid, emissionFactorUuid }, { user, owner, notifyAsset }) => {
  expenseIndexOf(owner, uuid);
  const factor = await getEmissionFactor(emissionFactorUuid, { consistent: true });
  if (!factor || (factor.assetUuid !== null && factor.assetUuid !== owner.assetUuid)) throw new AppError('NOT_FOUND', messages.notFound('Emission factor'));
  const saved = await updateSupplier(owner, (current) => withExpenseFactor(current, uuid, factor.uuid), user.uuid);
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
