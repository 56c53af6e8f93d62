import { defineProcedure } from '../lib/http/index.ts';
import { reportFile } from '../lib/report/downloads.ts';
import { readableReportWithSnapshot } from '../lib/report/store.ts';

/** Generated from the snapshot on first ask and kept in the bucket; only readers of the report get it. */
export const handler = defineProcedure('report.emissionFactorsAndHypotheses.download', async ({ deliverableUuid }, { user }) => {
  const { report, snapshot } = await readableReportWithSnapshot(user, deliverableUuid);
  return reportFile(report, snapshot, 'factors');
});
