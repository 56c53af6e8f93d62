import { defineProcedure } from '../lib/http/areas/reports.ts';
import { toReportSummary } from '../lib/data/report.ts';
import { ensureReportFile } from '../lib/report/downloads.ts';
import { pdfFile } from '../lib/report/files/pdfFile.ts';
import { deliverReport } from '../lib/report/store.ts';

/**
 * Delivers a draft: its snapshot is frozen, its footprint marked delivered, and its A4 PDF
 * generated and kept, so the client's first download is immediate.
 */
export const handler = defineProcedure('report.deliver', async ({ uuid }, { user, notifyAsset }) => {
  const report = await deliverReport(uuid, user.uuid);
  await ensureReportFile(report, pdfFile);
  notifyAsset(report.assetUuid);
  return toReportSummary(report);
});
