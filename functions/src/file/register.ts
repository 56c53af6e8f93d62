import { keepUploadAsFile } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/files.ts';

/**
 * Keeps a checked upload as a file of an asset that the caller's pages show: staff and the asset's
 * own users (the rule of `file.download`). Supplier files are kept by the save that lists them
 * (`supplier.clientEdit`), never ahead of it.
 */
export const handler = defineProcedure('file.register', async ({ uploadUuid, assetUuid }, { user }) =>
  keepUploadAsFile(user.uuid, uploadUuid, assetUuid, ['DOCUMENT'], user.uuid),
);
