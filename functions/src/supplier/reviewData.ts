import { now } from '../lib/data/entity.ts';
import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { writtenSupplier, yearIndexOf } from '../lib/supplier/view.ts';

/** Records staff's review of one year's answers, dated now: the tracking status compares it with the supplier's and client's last words. */
export const handler = defineProcedure('supplier.reviewData', async ({ year, review, expectedVersion }, { user, owner, notifyAsset }) => {
  yearIndexOf(owner, year);
  const saved = await updateSupplier(
    owner,
    (current) => {
      const index = yearIndexOf(current, year);
      return { yearData: current.yearData.map((data, at) => (at === index ? { ...data, review: { ...review, updatedAt: now() } } : data)) };
    },
    user.uuid,
    { expectedVersion },
  );
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
