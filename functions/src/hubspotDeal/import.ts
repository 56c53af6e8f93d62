import { saveDeals } from '../lib/crm/store.ts';
import { readUpload, takeUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/projectExtras.ts';
import { readDealFile } from '../lib/projectImports/deals.ts';

/**
 * Imports deals from an uploaded .xlsx or .csv: the whole file is checked first and every
 * problem answered with its row, nothing written; a file without problems creates or updates
 * its deals, keyed by their CRM id.
 */
export const handler = defineProcedure('hubspotDeal.import', async ({ uploadUuid }, { user }) => {
  const upload = await takeUpload(user.uuid, uploadUuid, ['PROJECT_DATA_IMPORT']);
  const read = readDealFile(await readUpload(upload), upload.contentType === 'text/csv' ? 'csv' : 'xlsx');
  if (read.errors.length > 0) return { status: 'Errors' as const, errors: read.errors };
  return { status: 'Success' as const, ...(await saveDeals(read.deals, user.uuid, read.kept)) };
});
