import { AppError, messages } from '@cairn/shared/errors';
import { isAnalystLevel } from '@cairn/shared/access';
import { prepareUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/files.ts';

/**
 * Signs the link for one upload. Every signed-in user may send documents (the procedure that
 * takes them checks the asset); a catalogue spreadsheet only feeds an analyst's import.
 */
export const handler = defineProcedure('file.prepareUpload', async (request, { user }) => {
  if (request.purpose === 'CATALOGUE_IMPORT' && !isAnalystLevel(user)) throw new AppError('FORBIDDEN', messages.forbidden);
  return prepareUpload(user.uuid, request);
});
