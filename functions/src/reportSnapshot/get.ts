import { footprintDisplayStatus } from '@cairn/shared/schemas';
import { assets, reports, toReportSummary } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';
import { readableReportWithSnapshot, requireFootprint } from '../lib/report/store.ts';
import { comparisonBaseOf } from '../lib/report/comparison.ts';

/**
 * One report with what its header needs: the footprint, the other reports, the comparison base.
 * An institution reads its investees' delivered reports here (the investee view), as a client.
 */
export const handler = defineProcedure('reportSnapshot.get', async ({ reportUuid }, { user }) => {
  const { report, snapshot } = await readableReportWithSnapshot(user, reportUuid, { investors: true });
  const [footprint, asset, siblings, base] = await Promise.all([
    requireFootprint(report.carbonFootprintUuid),
    assets.get({ uuid: report.assetUuid }),
    reports.query('byFootprint', report, { descending: true }),
    comparisonBaseOf(report, snapshot),
  ]);
  return {
    report: { ...toReportSummary(report), version: report.version },
    carbonFootprint: {
      uuid: footprint.uuid,
      moduleName: footprint.moduleName,
      status: footprint.status,
      displayStatus: footprintDisplayStatus(footprint.status),
    },
    assetUuid: report.assetUuid,
    assetName: asset?.name ?? '',
    siblings: siblings.filter((sibling) => user.isAdmin || sibling.status === 'DELIVERED').map(toReportSummary),
    comparisonBase: base ? { reportUuid: base.uuid, year: base.year } : null,
    snapshot,
  };
});
