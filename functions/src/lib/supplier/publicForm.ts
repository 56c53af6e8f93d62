import { AppError, fieldIssue, invalidInput, messages, type FieldIssue, type Message } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { StoredFileRef } from '@cairn/shared/portfolio/model';
import type { SupplierGroup } from '@cairn/shared/supplier/model';
import { supplierFileSubjectNames, type SupplierSelfFiles } from '@cairn/shared/supplier/selfUpdate';
import { randomUUID } from 'node:crypto';
import { deleteObject, moveObject } from '../aws/objects.ts';
import { assets } from '../data/asset.ts';
import type { Stored } from '../data/entity.ts';
import { storedFileKey, storedFiles } from '../data/storedFile.ts';
import { supplierGroups, type SupplierRecord } from '../data/supplier.ts';
import { forgetFiles, takeUpload } from '../files/uploads.ts';

/** Who saves a supplier's form: the supplier itself, through its link, not a user. */
export const supplierActor = (supplierUuid: string) => `supplier:${supplierUuid}`;

/** Who a supplier's uploads belong to: the supplier (never a user's uuid, by its prefix), so only its own save takes them. */
export const supplierUploader = (supplierUuid: string) => `supplier-${supplierUuid}`;

/** The group whose questions a supplier's form asks; a supplier always has one, so a missing one is a fault. */
export async function groupOf(supplier: SupplierRecord): Promise<Stored<SupplierGroup>> {
  const group = await supplierGroups.get({ assetUuid: supplier.assetUuid, uuid: supplier.groupUuid }, { consistent: true });
  if (!group) throw new AppError('NOT_FOUND', messages.notFound('Supplier group'));
  return group;
}

/** The name of the client's asset a supplier's form answers. */
export async function assetNameOf(supplier: SupplierRecord): Promise<string> {
  const asset = await assets.get({ uuid: supplier.assetUuid });
  if (!asset) throw new AppError('NOT_FOUND', messages.notFound('Asset'));
  return asset.name;
}

/** Every file of a supplier's year data its own form lists. */
export function supplierFormFiles(supplier: SupplierRecord): StoredFileRef[] {
  return supplier.yearData.flatMap((data) => supplierFileSubjectNames.flatMap((subject) => data[subject]));
}

/**
 * Takes the uploads a save names (action CREATE): each must be this supplier's upload and pass
 * SUPPLIER_FILE's checks again (size, type, first bytes). Every refused file is a problem of its
 * list, answered at once, and nothing is kept then. The accepted ones are moved under the
 * client's asset and recorded as its stored files; `created` maps each upload uuid to its file,
 * `discard` forgets them when the save is finally not written.
 */
export async function takeSupplierFiles(
  supplier: SupplierRecord,
  files: SupplierSelfFiles | undefined,
): Promise<{ created: Map<string, StoredFileRef>; discard: () => Promise<void> }> {
  const wanted = supplierFileSubjectNames.flatMap((subject) =>
    (files?.[subject] ?? []).flatMap((file, index) => (file.action === 'CREATE' ? [{ subject, index, file }] : [])),
  );
  const created = new Map<string, StoredFileRef>();
  if (wanted.length === 0) return { created, discard: async () => {} };
  const uploader = supplierUploader(supplier.uuid);
  const outcomes = await Promise.allSettled(wanted.map(({ file }) => takeUpload(uploader, file.uuid, ['SUPPLIER_FILE'])));
  const problems: FieldIssue[] = [];
  outcomes.forEach((outcome, position) => {
    if (outcome.status === 'fulfilled') return;
    if (!(outcome.reason instanceof AppError)) throw outcome.reason;
    const { subject, index, file } = wanted[position]!;
    // An upload that is gone (expired, or never this supplier's) is named by the file the supplier chose.
    const refusal = outcome.reason;
    const message = refusal.code === 'NOT_FOUND' || !refusal.key ? say('server.supplier.fileMissing', { file: file.name }) : { key: refusal.key as Message['key'], params: refusal.params, text: refusal.message };
    problems.push(fieldIssue(['answers', 'files', subject, index], message));
  });
  if (problems.length > 0) {
    // The accepted uploads of a refused save are dropped too: a retry sends them again.
    await Promise.allSettled(outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [deleteObject(outcome.value.key)] : [])));
    throw invalidInput(problems);
  }
  const kept: string[] = [];
  const discard = () => forgetFiles(kept);
  try {
    for (const [position, { file }] of wanted.entries()) {
      const upload = (outcomes[position] as PromiseFulfilledResult<Awaited<ReturnType<typeof takeUpload>>>).value;
      const uuid = randomUUID();
      const objectKey = storedFileKey(supplier.assetUuid, uuid);
      await moveObject(upload.key, objectKey);
      await storedFiles.create({ uuid, assetUuid: supplier.assetUuid, name: upload.name, contentType: upload.contentType, sizeBytes: upload.size, objectKey }, supplierActor(supplier.uuid));
      kept.push(uuid);
      created.set(file.uuid, { uuid, name: upload.name });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { created, discard };
}
