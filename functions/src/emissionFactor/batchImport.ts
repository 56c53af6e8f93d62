import { AppError } from '@cairn/shared/errors';
import { importEmissionFactors, importMessages } from '../lib/catalogue/batchImport.ts';
import { defineProcedure } from '../lib/http/index.ts';

/**
 * Imports emission factors from an .xlsx file: the whole file is validated first, and written
 * (each factor with the claim on its name) only when it has no problem; otherwise every
 * problem comes back with its row.
 */
export const handler = defineProcedure('emissionFactor.batchImport', async ({ b64File, fileName }, { user }) => {
  if (!/\.xlsx$/i.test(fileName.trim())) {
    const message = importMessages.invalidFileType(fileName);
    throw new AppError('BAD_REQUEST', `fileName: ${message}`, [{ path: ['fileName'], message }]);
  }
  return importEmissionFactors(b64File, user.uuid);
});
