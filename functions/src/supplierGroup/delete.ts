import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { supplierGroups, suppliers } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { requireGroup } from '../lib/supplier/groups.ts';

/** Deletes a group no supplier of its asset belongs to. */
export const handler = defineProcedure('supplierGroup.delete', async ({ assetUuid, uuid }, { notifyAsset }) => {
  const group = await requireGroup(assetUuid, uuid);
  const members = (await suppliers.query('ofAsset', { assetUuid }, { consistent: true })).filter((supplier) => supplier.groupUuid === uuid).length;
  if (members > 0) throw new AppError('CONFLICT', say('server.supplierGroup.inUse', { count: members }));
  await supplierGroups.remove({ assetUuid, uuid }, { expectedVersion: group.version });
  notifyAsset(assetUuid);
  return { uuid };
});
