import { readUpload, takeUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { checkSupplierImport, writeSupplierImport } from '../lib/supplier/spreadsheet.ts';

/**
 * Imports a filled supplier template: every error of the file at once and nothing written, or the
 * file written all or nothing (lib/supplier/spreadsheet.ts). Staff only: adding, editing and
 * deleting suppliers are staff's actions (spec 3 section 6). The upload is used up either way.
 */
export const handler = defineProcedure('supplier.importFromSpreadsheet', async ({ assetUuid, uploadUuid, year, language }, { user, notifyAsset }) => {
  const upload = await takeUpload(user.uuid, uploadUuid, ['PORTFOLIO_IMPORT']);
  const { validation, state } = await checkSupplierImport(await readUpload(upload), assetUuid, year, language, user.uuid);
  if (!validation.ok) return { result: 'Errors' as const, errors: validation.errors };
  const counts = await writeSupplierImport(assetUuid, validation.plan, state, user.uuid);
  if (counts.created + counts.updated > 0) notifyAsset(assetUuid);
  return { result: 'Success' as const, ...counts };
});
