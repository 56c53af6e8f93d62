import { defineProcedure } from '../lib/http/areas/reports.ts';
import { publicAnswer } from '../lib/report/publicAnswer.ts';

/**
 * A shared report for anyone with its link: only a delivered report whose link is live. A
 * revoked, unshared or unknown report answers NOT_FOUND alike, from the report item alone. The
 * answer (built by `publicReportView`: the report, its company's name, nothing else about the
 * client) is served as the gzipped bytes made at delivery, without parsing megabytes again.
 */
export const handler = defineProcedure('carbonFootprintReport.get.public', async (_input, { owner: report }) =>
  publicAnswer(report),
);
