import { readUpload, takeUpload } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/projectExtras.ts';
import { readTimeEntryFile } from '../lib/projectImports/timeEntries.ts';
import { replaceTrackerEntries } from '../lib/timeTracker/entriesStore.ts';

/**
 * Imports time entries from an uploaded .xlsx or .csv: the whole file is checked first and every
 * problem answered with its row, nothing written; a file without problems replaces the entries
 * of each tracker id it names. A project's time moves at its next refresh.
 */
export const handler = defineProcedure('timeEntry.import', async ({ uploadUuid }, { user }) => {
  const upload = await takeUpload(user.uuid, uploadUuid, ['PROJECT_DATA_IMPORT']);
  const read = readTimeEntryFile(await readUpload(upload), upload.contentType === 'text/csv' ? 'csv' : 'xlsx');
  if (read.errors.length > 0) return { status: 'Errors' as const, errors: read.errors };
  return { status: 'Success' as const, ...(await replaceTrackerEntries(read.entries, user.uuid)) };
});
