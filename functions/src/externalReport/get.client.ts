import { AppError, messages } from '@cairn/shared/errors';
import { externalReports, externalReportView } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';
import { isInvestorOf, readsOwnAssetPages } from '../lib/tenancy.ts';

/**
 * An external carbon footprint as its page shows it. Staff, the footprint's own asset, and an
 * institution holding the asset as an investee (the read-only investee view of spec 1); anyone
 * else gets the answer of a report that does not exist. Its document stays with the asset's
 * own users: `file.download` reads it by `readsOwnAssetPages`.
 */
export const handler = defineProcedure('externalReport.get.client', async ({ uuid }, { user }) => {
  const record = await externalReports.get({ uuid });
  if (!record || (!readsOwnAssetPages(user, record.assetUuid) && !(await isInvestorOf(user, record.assetUuid)))) {
    throw new AppError('NOT_FOUND', messages.notFound('External report'));
  }
  return externalReportView(record);
});
