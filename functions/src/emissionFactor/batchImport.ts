import { AppError } from '@cairn/shared/errors';
import { importEmissionFactors, importMessages } from '../lib/catalogue/batchImport.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/**
 * Imports emission factors from an .xlsx file: the whole file is validated first, and every
 * problem comes back with its row. A file without any problem becomes an import job committed
 * all or nothing; the answer is the result when the commit ends within the request, else the
 * job to poll with `import.status`.
 */
export const handler = defineProcedure('emissionFactor.batchImport', async ({ b64File, fileName }, { user }) => {
  if (!/\.xlsx$/i.test(fileName.trim())) {
    const message = importMessages.invalidFileType(fileName);
    throw new AppError('BAD_REQUEST', `fileName: ${message}`, [{ path: ['fileName'], message }]);
  }
  return importEmissionFactors(b64File, fileName.trim(), user.uuid);
});
