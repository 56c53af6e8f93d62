import { AppError, fieldIssue } from '@cairn/shared/errors';
import { importEmissionFactors, importProblems } from '../lib/catalogue/batchImport.ts';
import { readUpload, takeUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/**
 * Imports emission factors from an .xlsx file, uploaded to the bucket first or sent as base64:
 * the whole file is validated first, and every problem comes back with its row. A file without
 * any problem becomes an import job committed all or nothing; the answer is the result when the
 * commit ends within the request, else the job to poll with `import.status`.
 */
export const handler = defineProcedure('emissionFactor.batchImport', async ({ uploadUuid, b64File, fileName }, { user }) => {
  if (uploadUuid !== undefined) {
    const upload = await takeUpload(user.uuid, uploadUuid, ['CATALOGUE_IMPORT']);
    return importEmissionFactors(await readUpload(upload), upload.name, user.uuid);
  }
  const name = (fileName ?? '').trim();
  if (!/\.xlsx$/i.test(name)) {
    const issue = fieldIssue(['fileName'], importProblems.invalidFileType(name));
    throw new AppError('BAD_REQUEST', `fileName: ${issue.message}`, [issue]);
  }
  return importEmissionFactors(b64File ?? '', name, user.uuid);
});
