import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { supplierGroups, writeUnlessImporting } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { requireGroup } from '../lib/supplier/groups.ts';
import { suppliersOfAsset } from '../lib/supplier/importJournal.ts';

/**
 * Deletes a group no supplier of its asset belongs to; not while an import is being written into
 * the asset's suppliers, which may be putting suppliers in it.
 */
export const handler = defineProcedure('supplierGroup.delete', async ({ assetUuid, uuid }, { user, notifyAsset }) => {
  const group = await requireGroup(assetUuid, uuid);
  const members = (await suppliersOfAsset(assetUuid, user.uuid)).suppliers.filter((supplier) => supplier.groupUuid === uuid).length;
  if (members > 0) throw new AppError('CONFLICT', say('server.supplierGroup.inUse', { count: members }));
  await writeUnlessImporting(assetUuid, [supplierGroups.ops.remove({ assetUuid, uuid }, { expectedVersion: group.version })]);
  notifyAsset(assetUuid);
  return { uuid };
});
