import type { Stored } from '../data/entity.ts';
import { findSupplier, type SupplierRecord } from '../data/supplier.ts';
import { recoverSupplierImport } from '../supplier/importJournal.ts';
import { isSupplierToken } from '../supplier/token.ts';
import { notFound, type OwnerSource } from './source.ts';

/** Who undoes an import a stopped process left, when a supplier's read finds it. */
const recoveringActor = 'system:import-recovery';

/** The supplier, after undoing an import a stopped process left in its asset (lib/supplier/importJournal.ts). */
async function loadSupplier(uuid: string): Promise<Stored<SupplierRecord> | null> {
  const found = await findSupplier(uuid);
  if (!found) return null;
  return (await recoverSupplierImport(found.assetUuid, recoveringActor)) ? findSupplier(uuid) : found;
}

/**
 * A supplier is named by its uuid alone and owned by the client asset it supplies. Its public
 * form names it with its link token beside the uuid: whether that token is the current one is
 * part of its ownership, so a wrong or reset token is refused before any handler reads.
 */
export const supplierOwner: OwnerSource<Stored<SupplierRecord>> = {
  load: loadSupplier,
  ownership: (supplier, input) => ({
    assetUuid: supplier.assetUuid,
    tokenMatches: typeof input.token === 'string' && isSupplierToken(supplier, input.token),
  }),
  refusal: notFound('Supplier'),
};
