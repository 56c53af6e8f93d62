import { AppError, messages } from '@cairn/shared/errors';
import { downloadLink, objectHead } from '../lib/aws/objects.ts';
import { storedFiles } from '../lib/data/storedFile.ts';
import { defineProcedure } from '../lib/http/areas/files.ts';
import { readsOwnAssetPages } from '../lib/tenancy.ts';

const notFound = () => new AppError('NOT_FOUND', messages.notFound('File'));

/**
 * A short-lived link to a stored file, for whoever may read the page that shows it: staff and
 * the asset's own users, not an investor (the rule of `externalReport.get.client`). A file that
 * does not exist, one the caller may not read and one whose bytes are gone answer the same
 * NOT_FOUND: nothing tells them apart.
 */
export const handler = defineProcedure('file.download', async ({ uuid }, { user }) => {
  const file = await storedFiles.get({ uuid });
  if (!file || !readsOwnAssetPages(user, file.assetUuid)) throw notFound();
  if (!(await objectHead(file.objectKey))) throw notFound();
  return { name: file.name, contentType: file.contentType, ...(await downloadLink(file.objectKey, file)) };
});
