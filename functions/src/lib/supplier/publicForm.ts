import { AppError, messages } from '@cairn/shared/errors';
import type { SupplierGroup } from '@cairn/shared/supplier/model';
import type { Stored } from '../data/entity.ts';
import { supplierGroups, type SupplierRecord } from '../data/supplier.ts';

/** Who saves a supplier's form: the supplier itself, through its link, not a user. */
export const supplierActor = (supplierUuid: string) => `supplier:${supplierUuid}`;

/** The group whose questions a supplier's form asks; a supplier always has one, so a missing one is a fault. */
export async function groupOf(supplier: SupplierRecord): Promise<Stored<SupplierGroup>> {
  const group = await supplierGroups.get({ assetUuid: supplier.assetUuid, uuid: supplier.groupUuid }, { consistent: true });
  if (!group) throw new AppError('NOT_FOUND', messages.notFound('Supplier group'));
  return group;
}

