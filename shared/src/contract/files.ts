import * as z from 'zod';
import { FileLink, UploadRequest, UploadTicket } from '../files.ts';
import { validationMessages } from '../validation/index.ts';
import { mutation, query } from './define.ts';

/** An upload a caller sent to the bucket, named to the procedure that takes it. */
export const uploadUuid = z.uuid({ error: validationMessages.invalidUuid });

/**
 * Stored files and the way bytes travel: outside JSON, by short-lived signed links to the bucket
 * (a Lambda's payload stops at 6 MB; docs/architecture.md, "Files").
 */
export const fileProcedures = {
  'file.prepareUpload': mutation({
    access: 'client',
    tenancy: { rule: 'caller' },
    summary:
      'Checks a file the browser is about to send (purpose, name, type, size) and answers a link that stores exactly those bytes for five minutes; the upload is then named by its uuid to the procedure that takes it, which checks it again.',
    input: UploadRequest,
    output: UploadTicket,
  }),
  'file.register': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'asset', field: 'assetUuid' },
    summary:
      'Keeps a DOCUMENT upload as a stored file of an asset, for staff and the asset’s own users, once its size and first bytes match its declared type; a refused upload is deleted. (A supplier file is kept by the `supplier.clientEdit` that lists it.)',
    input: z.object({ uploadUuid, assetUuid: z.uuid({ error: validationMessages.invalidUuid }) }),
    output: z.object({ uuid: z.uuid(), name: z.string(), contentType: z.string(), size: z.number().int() }),
  }),
  'file.download': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'storedFile', field: 'uuid' },
    summary:
      'A short-lived link to a stored file, for whoever may read the page that shows it (staff and the asset’s own users); anyone else gets the NOT_FOUND of a missing file.',
    input: z.object({ uuid: z.uuid() }),
    output: FileLink,
  }),
} as const;
