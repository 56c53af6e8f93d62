import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { prepareUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { supplierUploader } from '../lib/supplier/publicForm.ts';

/**
 * Signs the link for one file of a supplier's form. The upload belongs to the supplier, not to
 * a user (the supplier has no account): only its own save takes it, by its uuid. Refused at once
 * when no year of the form is open.
 */
export const handler = defineProcedure('supplier.prepareUpload', async ({ supplierUuid, token: _token, ...file }, { owner }) => {
  if (!owner.yearData.some((data) => data.open)) throw new AppError('CONFLICT', say('server.supplier.formClosed'));
  return prepareUpload(supplierUploader(supplierUuid), { purpose: 'SUPPLIER_FILE', ...file });
});
