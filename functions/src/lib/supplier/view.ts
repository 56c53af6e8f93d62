import type { SupplierView } from '@cairn/shared/contract/suppliers';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { Stored } from '../data/entity.ts';
import type { SupplierRecord } from '../data/supplier.ts';

/** A stored supplier as staff and the client read it: without its token's salt and hash. */
export function toSupplierView(record: Stored<SupplierRecord>): SupplierView {
  const { tokenSalt: _tokenSalt, tokenHash: _tokenHash, createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, ...view } = record;
  return view;
}

/** The answer of a write: the supplier as it now is. */
export const writtenSupplier = (record: Stored<SupplierRecord>) => ({ supplier: toSupplierView(record) });

/** The index of the year's data, refused when the supplier has none for that year. */
export function yearIndexOf(record: SupplierRecord, year: number): number {
  const index = record.yearData.findIndex((data) => data.year === year);
  if (index < 0) throw new AppError('NOT_FOUND', say('server.supplier.yearNotFound', { year }));
  return index;
}
