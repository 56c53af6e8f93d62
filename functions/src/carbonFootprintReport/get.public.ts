import { AppError, messages } from '@cairn/shared/errors';
import { assets, readSnapshot, reports } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/**
 * A shared report for anyone with its link: only a delivered report whose link is live. A
 * revoked, unshared or unknown report answers NOT_FOUND alike. The answer names the report and
 * its company and nothing else about the client.
 */
export const handler = defineProcedure('carbonFootprintReport.get.public', async ({ reportUuid }) => {
  const report = await reports.get({ uuid: reportUuid });
  if (!report || report.status !== 'DELIVERED' || !report.isPublic) throw new AppError('NOT_FOUND', messages.notFound('Report'));
  const [asset, snapshot] = await Promise.all([assets.get({ uuid: report.assetUuid }), readSnapshot(report)]);
  return { report: { uuid: report.uuid, name: report.name, year: report.year }, assetName: asset?.name ?? '', snapshot };
});
