import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { writtenSupplier, yearIndexOf } from '../lib/supplier/view.ts';

/** Opens or closes one of a supplier's years and sets its tags and SBTi status, on the version the editor read. */
export const handler = defineProcedure('supplier.year.update', async ({ expectedVersion, year, open, tags, sbtiStatus }, { user, owner, notifyAsset }) => {
  yearIndexOf(owner, year);
  const saved = await updateSupplier(
    owner,
    (current) => {
      const index = yearIndexOf(current, year);
      return { yearData: current.yearData.map((data, at) => (at === index ? { ...data, open, tags, sbtiStatus } : data)) };
    },
    user.uuid,
    { expectedVersion },
  );
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
