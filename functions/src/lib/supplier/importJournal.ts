import { AppError } from '@cairn/shared/errors';
import { now, type Actor, type Stored } from '../data/entity.ts';
import { importJournal, type ImportMark, type PlannedWrite } from '../import/journal.ts';
import {
  noSupplierImport,
  supplierImportInProgress,
  supplierImportMarks,
  suppliers,
  type SupplierImportMark,
  type SupplierRecord,
} from '../data/supplier.ts';

/*
 * A supplier import too large for one transaction, made all or nothing with the shared import
 * journal (lib/import/journal.ts). The mark is the asset's SupplierImportMark item
 * (lib/data/supplier.ts): created by the import's first transaction (so a second import is
 * refused), removed by its last; every supplier write conditions on its absence. The asset's
 * supplier reads (`suppliersOfAsset`, `recoverSupplierImport`) undo an import whose process
 * stopped, once its mark is older than any procedure runs.
 */

export { staleImportMs } from '../import/journal.ts';

const journal = importJournal<{ supplier: SupplierRecord }, { assetUuid: string; uuid: string }>({ supplier: suppliers }, (item) => ({ assetUuid: item.assetUuid, uuid: item.uuid }));

/** The writes of a supplier import, each with its undoing. */
export const plannedSupplierWrite = journal.plannedWrite;

/** The bucket object that keeps a supplier import's undoing. */
export const supplierImportJournalKey = (assetUuid: string, importUuid: string) => `suppliers/${assetUuid}/import-${importUuid}.json.gz`;

/** The asset's mark as read (`stored`, null when no import runs). */
function supplierMark(assetUuid: string, stored: Stored<SupplierImportMark> | null, actor: Actor): ImportMark {
  return {
    current: stored?.marker ?? null,
    journalKey: (importUuid) => supplierImportJournalKey(assetUuid, importUuid),
    alone: () => [noSupplierImport(assetUuid)],
    set: (marker) => supplierImportMarks.ops.create({ assetUuid, marker }, actor),
    clear: () => supplierImportMarks.ops.remove({ assetUuid }, { expectedVersion: 1 }),
    release: async (marker) => {
      const current = await supplierImportMarks.get({ assetUuid }, { consistent: true });
      if (current?.marker.uuid !== marker.uuid) return;
      try {
        await supplierImportMarks.remove({ assetUuid }, { expectedVersion: current.version });
      } catch (error) {
        // Another reader recovering the same import removed it first.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      }
    },
    takeOver: async (marker) => {
      try {
        await supplierImportMarks.update({ assetUuid }, { marker: { uuid: marker.uuid, startedAt: now() } }, actor, { expectedVersion: stored?.version ?? 1 });
      } catch (error) {
        // Gone since it was read: another reader has undone the import; said as busy, the next try reads it all.
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw supplierImportInProgress();
        throw error;
      }
    },
    busy: supplierImportInProgress,
  };
}

/** The asset's import mark, read strongly consistent; null when no import is being written. */
export const supplierImportMarkOf = (assetUuid: string) => supplierImportMarks.get({ assetUuid }, { consistent: true });

/**
 * Writes all of `writes` over the asset's suppliers as read with `mark` (null: no import ran
 * then), or none: one transaction when they fit, else journaled under the asset's mark.
 */
export async function writeSuppliersAllOrNothing(
  assetUuid: string,
  mark: Stored<SupplierImportMark> | null,
  writes: readonly PlannedWrite[],
  actor: Actor,
  /** Tests only: stops after this many transactions as a killed process would (`SimulatedCrash`). */
  options: { crashAfterTransactions?: number } = {},
): Promise<void> {
  if (mark !== null) throw supplierImportInProgress();
  await journal.writeAllOrNothing(supplierMark(assetUuid, null, actor), writes, options);
}

/**
 * Undoes the asset's supplier import a stopped process left, if its mark is stale; answers
 * whether it did. A fresh mark is left alone: readers see the suppliers as written so far.
 */
export async function recoverSupplierImport(assetUuid: string, actor: Actor, mark?: Stored<SupplierImportMark> | null): Promise<boolean> {
  const stored = mark === undefined ? await supplierImportMarkOf(assetUuid) : mark;
  if (stored === null) return false;
  return journal.recoverStaleImport(supplierMark(assetUuid, stored, actor));
}

/**
 * The asset's suppliers, strongly consistent, and the import mark read beside them; an import a
 * stopped process left is undone first, then both are read again.
 */
export async function suppliersOfAsset(assetUuid: string, actor: Actor): Promise<{ suppliers: Stored<SupplierRecord>[]; mark: Stored<SupplierImportMark> | null }> {
  const read = () => Promise.all([suppliers.query('ofAsset', { assetUuid }, { consistent: true }), supplierImportMarkOf(assetUuid)]);
  let [items, mark] = await read();
  if (await recoverSupplierImport(assetUuid, actor, mark)) [items, mark] = await read();
  return { suppliers: items, mark };
}
