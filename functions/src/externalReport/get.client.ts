import { AppError, messages } from '@cairn/shared/errors';
import { externalReports, externalReportView } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';
import { readsOwnAssetPages } from '../lib/tenancy.ts';

/**
 * An external carbon footprint as its page shows it. Staff and the footprint's own asset only:
 * a report made by another provider is the investee's document, not Cairn's footprint, so an
 * institution viewing its investee does not read it, and anyone else gets the answer of a report
 * that does not exist. `file.download` reads its document by the same rule.
 */
export const handler = defineProcedure('externalReport.get.client', async ({ uuid }, { user }) => {
  const record = await externalReports.get({ uuid });
  if (!record || !readsOwnAssetPages(user, record.assetUuid)) {
    throw new AppError('NOT_FOUND', messages.notFound('External report'));
  }
  return externalReportView(record);
});
