import { AppError, messages } from '@cairn/shared/errors';
import { reports } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';
import { publicAnswer } from '../lib/report/publicAnswer.ts';

/**
 * A shared report for anyone with its link: only a delivered report whose link is live. A
 * revoked, unshared or unknown report answers NOT_FOUND alike, from the report item alone. The
 * answer (built by `publicReportView`: the report, its company's name, nothing else about the
 * client) is served as the gzipped bytes made at delivery, without parsing megabytes again.
 */
export const handler = defineProcedure('carbonFootprintReport.get.public', async ({ reportUuid }) => {
  const report = await reports.get({ uuid: reportUuid });
  if (!report || report.status !== 'DELIVERED' || !report.isPublic) throw new AppError('NOT_FOUND', messages.notFound('Report'));
  return publicAnswer(report);
});
