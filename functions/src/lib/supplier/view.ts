import type { SupplierView } from '@cairn/shared/contract/suppliers';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { withoutAudit, type Audit, type Stored } from '../data/entity.ts';
import type { SupplierRecord } from '../data/supplier.ts';

/** A stored supplier as staff and the client read it: without its token's salt and hash. */
export function toSupplierView(record: Stored<SupplierRecord>): SupplierView {
  const { tokenSalt: _tokenSalt, tokenHash: _tokenHash, createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, ...view } = record;
  return view;
}

/** A group or template as staff read it: with its version, without its other audit stamps. */
export const versioned = <T extends Audit>(item: T) => ({ ...withoutAudit(item), version: item.version });

/** The answer of a write: the supplier as it now is. */
export const writtenSupplier = (record: Stored<SupplierRecord>) => ({ supplier: toSupplierView(record) });

/** The index of the year's data, refused when the supplier has none for that year. */
export function yearIndexOf(record: SupplierRecord, year: number): number {
  const index = record.yearData.findIndex((data) => data.year === year);
  if (index < 0) throw new AppError('NOT_FOUND', say('server.supplier.yearNotFound', { year }));
  return index;
}

/** Where an expense is in a supplier's year data, refused when the supplier has none of that uuid. */
export function expenseIndexOf(record: SupplierRecord, expenseUuid: string): { year: number; expense: number } {
  for (const [year, data] of record.yearData.entries()) {
    const expense = data.expenses.findIndex((candidate) => candidate.uuid === expenseUuid);
    if (expense >= 0) return { year, expense };
  }
  throw new AppError('NOT_FOUND', say('server.notFound.expense'));
}

/** The year data with one expense's own factor set (or removed with null). */
export function withExpenseFactor(record: SupplierRecord, expenseUuid: string, emissionFactorUuid: string | null): Pick<SupplierRecord, 'yearData'> {
  const at = expenseIndexOf(record, expenseUuid);
  return {
    yearData: record.yearData.map((data, year) =>
      year === at.year ? { ...data, expenses: data.expenses.map((expense, index) => (index === at.expense ? { ...expense, emissionFactorUuid } : expense)) } : data,
    ),
  };
}

/** Where a sent e-mail recorded by hand is; one the platform sent is refused, an unknown one missing. */
export function manualEmailIndexOf(record: SupplierRecord, emailUuid: string): number {
  const index = record.sentEmails.findIndex((sent) => sent.uuid === emailUuid);
  if (index < 0) throw new AppError('NOT_FOUND', say('server.notFound.sentEmail'));
  if (record.sentEmails[index]!.kind !== 'MANUAL') throw new AppError('BAD_REQUEST', say('server.supplier.onlyManualEmails'));
  return index;
}

/** The spec's calls name the asset beside the supplier: one that is not the supplier's is refused. */
export function assertFromAsset(record: SupplierRecord, fromAssetUuid: string): void {
  if (record.assetUuid !== fromAssetUuid) throw new AppError('BAD_REQUEST', say('server.supplier.wrongAsset'));
}
