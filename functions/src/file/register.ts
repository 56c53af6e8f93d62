import { randomUUID } from 'node:crypto';
import { moveObject } from '../lib/aws/objects.ts';
import { storedFileKey, storedFiles } from '../lib/data/storedFile.ts';
import { takeUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/files.ts';

/**
 * Keeps a checked upload as a file of an asset that the caller's pages show: staff and the
 * asset's own users (the rule of `file.download`, its tenancy in the contract). The record is
 * written once the bytes are in place, so a failure between the two leaves no file pointing at
 * nothing.
 */
export const handler = defineProcedure('file.register', async ({ uploadUuid, assetUuid }, { user }) => {
  const upload = await takeUpload(user.uuid, uploadUuid, ['DOCUMENT', 'SUPPLIER_FILE']);
  const uuid = randomUUID();
  const objectKey = storedFileKey(assetUuid, uuid);
  await moveObject(upload.key, objectKey);
  await storedFiles.create({ uuid, assetUuid, name: upload.name, contentType: upload.contentType, sizeBytes: upload.size, objectKey }, user.uuid);
  return { uuid, name: upload.name, contentType: upload.contentType, size: upload.size };
});
