import { defineProcedure } from '../lib/http/index.ts';
import { reportFile } from '../lib/report/downloads.ts';
import { readableReportWithSnapshot } from '../lib/report/store.ts';

/** Generated from the snapshot on first ask and kept in the bucket; only readers of the report get it. */
export const handler = defineProcedure('report.pdf.download', async ({ uuid }, { user }) => {
  const { report, snapshot } = await readableReportWithSnapshot(user, uuid);
  return reportFile(report, snapshot, 'pdf');
});
