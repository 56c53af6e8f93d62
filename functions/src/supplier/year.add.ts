import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { supplierLimits } from '@cairn/shared/supplier/model';
import { newSupplierYear } from '@cairn/shared/supplier/questions';
import { randomUUID } from 'node:crypto';
import { updateSupplier } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { groupOf } from '../lib/supplier/publicForm.ts';
import { writtenSupplier } from '../lib/supplier/view.ts';

/** Adds an open year to a supplier with a copy of its group's questions, on the version the editor read. */
export const handler = defineProcedure('supplier.year.add', async ({ expectedVersion, year }, { user, owner, notifyAsset }) => {
  const group = await groupOf(owner);
  const saved = await updateSupplier(
    owner,
    (current) => {
      if (current.yearData.some((data) => data.year === year)) throw new AppError('CONFLICT', say('server.supplier.yearExists', { year }));
      if (current.yearData.length >= supplierLimits.years) throw new AppError('BAD_REQUEST', say('server.supplier.tooManyYears', { max: supplierLimits.years }));
      return { yearData: [...current.yearData, newSupplierYear(randomUUID(), year, group.questions)].sort((a, b) => a.year - b.year) };
    },
    user.uuid,
    { expectedVersion },
  );
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
