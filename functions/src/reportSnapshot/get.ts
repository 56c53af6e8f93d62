import { seesDrafts } from '@cairn/shared/access';
import { footprintDisplayStatus } from '@cairn/shared/schemas/reportApi';
import { assets } from '../lib/data/asset.ts';
import { reports, toReportSummary } from '../lib/data/report.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';
import { requireFootprint, snapshotFor } from '../lib/report/store.ts';
import { comparisonBaseOf } from '../lib/report/comparison.ts';

/**
 * One report with what its header needs: the footprint, the other reports, the comparison base.
 * An institution reads its investees' delivered reports here (the investee view), as a client.
 */
export const handler = defineProcedure('reportSnapshot.get', async (_input, { user, owner: report }) => {
  const snapshot = await snapshotFor(user, report);
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
    siblings: siblings.filter((sibling) => seesDrafts(user) || sibling.status === 'DELIVERED').map(toReportSummary),
    comparisonBase: base ? { reportUuid: base.uuid, year: base.year } : null,
    snapshot,
  };
});
