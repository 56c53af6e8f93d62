import { AppError, messages } from '@cairn/shared/errors';
import { downloadLink, objectHead } from '../lib/aws/objects.ts';
import { storedFiles } from '../lib/data/storedFile.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { supplierFormFiles } from '../lib/supplier/publicForm.ts';

const notFound = () => new AppError('NOT_FOUND', messages.notFound('File'));

/**
 * A short-lived link to a file the supplier's own form lists; the pipeline has checked the
 * link's token. Any other file (the client's, another supplier's) answers the NOT_FOUND of a
 * missing one, so nothing tells them apart.
 */
export const handler = defineProcedure('supplier.download.public', async ({ fileUuid }, { owner }) => {
  if (!supplierFormFiles(owner).some((file) => file.uuid === fileUuid)) throw notFound();
  const file = await storedFiles.get({ uuid: fileUuid });
  if (!file || file.assetUuid !== owner.assetUuid || !(await objectHead(file.objectKey))) throw notFound();
  return { name: file.name, contentType: file.contentType, ...(await downloadLink(file.objectKey, file)) };
});
