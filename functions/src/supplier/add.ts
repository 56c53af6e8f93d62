import { say } from '@cairn/shared/errorMessages';
import { AppError } from '@cairn/shared/errors';
import { randomUUID } from 'node:crypto';
import { supplierGroups, suppliers, writeUnlessImporting } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { newSupplierRecord } from '../lib/supplier/newSupplier.ts';

/**
 * Adds a supplier to an asset, in one of the asset's groups, with a fresh link token stored as a
 * hash; not while an import is being written into the asset's suppliers.
 */
export const handler = defineProcedure('supplier.add', async ({ assetUuid, name, language, clientId, groupUuid, emails }, { user, notifyAsset }) => {
  const group = await supplierGroups.get({ assetUuid, uuid: groupUuid }, { consistent: true });
  if (!group) throw new AppError('NOT_FOUND', say('server.notFound.supplierGroup'));
  const uuid = randomUUID();
  await writeUnlessImporting(assetUuid, [suppliers.ops.create(await newSupplierRecord({ uuid, assetUuid, name, clientId, language, groupUuid, emails }), user.uuid)]);
  notifyAsset(assetUuid);
  return { uuid };
});
