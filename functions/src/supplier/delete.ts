import { suppliers, writeUnlessImporting } from '../lib/data/supplier.ts';
import { forgetFiles } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';

/**
 * Deletes a supplier on the version the pipeline read, then the files its client attached (after
 * the write, so a refused deletion loses no file); not while an import is being written into the
 * asset's suppliers.
 */
export const handler = defineProcedure('supplier.delete', async (_input, { owner, notifyAsset }) => {
  await writeUnlessImporting(owner.assetUuid, [suppliers.ops.remove({ assetUuid: owner.assetUuid, uuid: owner.uuid }, { expectedVersion: owner.version })]);
  await forgetFiles(owner.filesFromClient.map((file) => file.uuid));
  notifyAsset(owner.assetUuid);
  return { uuid: owner.uuid };
});
