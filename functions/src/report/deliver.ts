import { defineProcedure } from '../lib/http/index.ts';
import { toReportSummary } from '../lib/data/index.ts';
import { deliverReport } from '../lib/report/store.ts';

/** Delivers a draft: its snapshot is frozen and its footprint marked delivered. */
export const handler = defineProcedure('report.deliver', async ({ uuid }, { user, notifyAsset }) => {
  const report = await deliverReport(uuid, user.uuid);
  notifyAsset(report.assetUuid);
  return toReportSummary(report);
});
