import { externalReportView, saveExternalReport } from '../lib/data/externalReport.ts';
import { defineProcedure } from '../lib/http/areas/externalReports.ts';

/** Creates or replaces the external report of an EXTERNAL_CARBON_FOOTPRINT module. */
export const handler = defineProcedure('externalReport.save', async (input, { user, notifyAsset }) => {
  const record = await saveExternalReport(input, user.uuid);
  notifyAsset(record.assetUuid);
  return { ...(await externalReportView(record)), version: record.version };
});
