import { keepUploadAsFile } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/files.ts';

/** Keeps a checked upload as a file of an asset that the caller's pages show: staff and the asset's own users (the rule of `file.download`). */
export const handler = defineProcedure('file.register', async ({ uploadUuid, assetUuid }, { user }) =>
  keepUploadAsFile(user.uuid, uploadUuid, assetUuid, ['DOCUMENT', 'SUPPLIER_FILE'], user.uuid),
);
