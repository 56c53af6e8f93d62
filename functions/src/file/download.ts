import { AppError, messages } from '@cairn/shared/errors';
import { downloadLink, objectHead } from '../lib/aws/objects.ts';
import { defineProcedure } from '../lib/http/areas/files.ts';

const notFound = () => new AppError('NOT_FOUND', messages.notFound('File'));

/**
 * A short-lived link to a stored file, for whoever may read the page that shows it: staff and
 * the asset's own users, not an investor (the rule of `externalReport.get.client`). A file that
 * does not exist, one the caller may not read and one whose bytes are gone answer the same
 * NOT_FOUND: nothing tells them apart. Its tenancy (the contract) reads the file and refuses
 * the caller before this runs; here only the bytes can still be missing.
 */
export const handler = defineProcedure('file.download', async (_input, { owner: file }) => {
  if (!(await objectHead(file.objectKey))) throw notFound();
  return { name: file.name, contentType: file.contentType, ...(await downloadLink(file.objectKey, file)) };
});
