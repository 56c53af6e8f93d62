import { AppError, messages } from '@cairn/shared/errors';
import { now } from '../lib/data/entity.ts';
import { storedFiles } from '../lib/data/storedFile.ts';
import { updateSupplier } from '../lib/data/supplier.ts';
import { forgetFiles } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { writtenSupplier } from '../lib/supplier/view.ts';

/**
 * The client's edit, on the version it read: the supplier's e-mails, or its own comment with the
 * whole list of its files. Each file must be a stored file of the supplier's asset; the files
 * the new list drops are deleted once the write has succeeded.
 */
export const handler = defineProcedure('supplier.clientEdit', async ({ action, expectedVersion }, { user, owner, notifyAsset }) => {
  if (action.type === 'emails') {
    const saved = await updateSupplier(owner, () => ({ emails: action.emails }), user.uuid, { expectedVersion });
    notifyAsset(owner.assetUuid);
    return writtenSupplier(saved);
  }
  const fileUuids = [...new Set(action.fileUuids)];
  const files = await storedFiles.batchGet(fileUuids.map((uuid) => ({ uuid })));
  const filesFromClient = files.map((file) => {
    // Another asset's file answers as a missing one.
    if (!file || file.assetUuid !== owner.assetUuid) throw new AppError('NOT_FOUND', messages.notFound('File'));
    return { uuid: file.uuid, name: file.name };
  });
  const saved = await updateSupplier(owner, () => ({ commentFromClient: { text: action.text, updatedAt: now() }, filesFromClient }), user.uuid, { expectedVersion });
  const kept = new Set(fileUuids);
  await forgetFiles(owner.filesFromClient.filter((file) => !kept.has(file.uuid)).map((file) => file.uuid));
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
