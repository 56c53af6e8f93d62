import { AppError, fieldIssue, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { supplierLimits } from '@cairn/shared/supplier/model';
import { now } from '../lib/data/entity.ts';
import { updateSupplier } from '../lib/data/supplier.ts';
import { forgetFiles, keepUploadsAsFiles } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { writtenSupplier } from '../lib/supplier/view.ts';

/**
 * The client's edit, on the version it read: the supplier's e-mails, or its own comment with its
 * files. The files it keeps must be of the supplier's list; the new ones are the caller's uploads,
 * kept as stored files of the asset only now, so a file added and removed before saving never
 * is (its upload expires). Refused or failed, the save keeps nothing; the files the new list
 * drops are deleted once it is written.
 */
export const handler = defineProcedure('supplier.clientEdit', async ({ action, expectedVersion }, { user, owner, notifyAsset }) => {
  if (action.type === 'emails') {
    const saved = await updateSupplier(owner, () => ({ emails: action.emails }), user.uuid, { expectedVersion });
    notifyAsset(owner.assetUuid);
    return writtenSupplier(saved);
  }
  // A stale page is refused before its uploads are taken, so a reload can still name them.
  if (owner.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  const keptUuids = new Set(action.fileUuids);
  const uploadUuids = [...new Set(action.uploadUuids)];
  const listed = new Map(owner.filesFromClient.map((file) => [file.uuid, file]));
  // A file of another list, or of nothing, answers as a missing one.
  if ([...keptUuids].some((uuid) => !listed.has(uuid))) throw new AppError('NOT_FOUND', messages.notFound('File'));
  if (keptUuids.size + uploadUuids.length > supplierLimits.files) {
    const problem = say('server.supplier.tooManyFiles', { max: supplierLimits.files });
    throw new AppError('BAD_REQUEST', problem, [fieldIssue(['action', 'uploadUuids'], problem)]);
  }
  const { kept: added, discard } = await keepUploadsAsFiles(user.uuid, uploadUuids, owner.assetUuid, ['SUPPLIER_FILE'], user.uuid);
  let dropped: string[] = [];
  const saved = await updateSupplier(
    owner,
    (current) => {
      dropped = current.filesFromClient.filter((file) => !keptUuids.has(file.uuid)).map((file) => file.uuid);
      return {
        commentFromClient: { text: action.text, updatedAt: now() },
        filesFromClient: [...current.filesFromClient.filter((file) => keptUuids.has(file.uuid)), ...added.map((file) => ({ uuid: file.uuid, name: file.name }))],
      };
    },
    user.uuid,
    { expectedVersion },
  ).catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  await forgetFiles(dropped);
  notifyAsset(owner.assetUuid);
  return writtenSupplier(saved);
});
