import { AppError, messages } from '@cairn/shared/errors';
import { getObject } from '../lib/aws/objects.ts';
import { storedFiles } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';
import { assertAssetAccess } from '../lib/tenancy.ts';

export const handler = defineProcedure('file.download', async ({ uuid }, { user }) => {
  const file = await storedFiles.require({ uuid });
  await assertAssetAccess(user, file.assetUuid);
  const bytes = await getObject(file.objectKey);
  if (!bytes) throw new AppError('NOT_FOUND', messages.notFound('File'));
  return { name: file.name, contentType: file.contentType, content: Buffer.from(bytes).toString('base64') };
});
