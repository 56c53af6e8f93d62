import { defineProcedure } from '../lib/http/areas/catalogue.ts';
import { advanceImportForRequest, importJobView } from '../lib/import/committers.ts';

/** How long one poll moves an import on; the API allows 29 s, the dialog polls every second or so. */
const pollCommitBudgetMs = 4_000;

/**
 * Where an import its caller started stands. Each poll also moves the commit on (the import's
 * steps are idempotent and leased, so a poll can resume a crashed worker's job); anyone but the
 * import's creator gets NOT_FOUND.
 */
export const handler = defineProcedure('import.status', async ({ jobUuid }) =>
  importJobView(await advanceImportForRequest(jobUuid, pollCommitBudgetMs)),
);
