import { defineProcedure } from '../lib/http/areas/reports.ts';
import { toReportSummary } from '../lib/data/report.ts';
import { saveDraft } from '../lib/report/store.ts';

/** Creates or replaces a draft report; every entry's formula is evaluated for the report's year. */
export const handler = defineProcedure('report.save', async (input, { user, notifyAsset }) => {
  const report = await saveDraft(input, user.uuid);
  notifyAsset(report.assetUuid);
  return { ...toReportSummary(report), version: report.version };
});
