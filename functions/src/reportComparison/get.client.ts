import { ComparisonCategoryComment } from '@cairn/shared/schemas/reportApi';
import * as z from 'zod';
import { assets } from '../lib/data/asset.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';
import { comparisonBaseOf } from '../lib/report/comparison.ts';
import { snapshotFor } from '../lib/report/store.ts';

/**
 * A report next to the delivered report of its comparison base year, with the consultant's notes.
 * Both snapshots as the reader may see them: the split of a change must not give a private value back.
 * An institution reads its investees' comparisons here (the investee view), as a client.
 */
export const handler = defineProcedure('reportComparison.get.client', async (_input, { user, owner: report }) => {
  const snapshot = await snapshotFor(user, report);
  const [asset, base] = await Promise.all([assets.get({ uuid: report.assetUuid }), comparisonBaseOf(report, snapshot)]);
  return {
    asset: { uuid: report.assetUuid, name: asset?.name ?? '' },
    name: report.name,
    years: { base: base?.year ?? null, new: report.year },
    newReportUuid: report.uuid,
    baseReportUuid: base?.uuid ?? null,
    baseSnapshot: base ? await snapshotFor(user, base) : null,
    newSnapshot: snapshot,
    comparisonCategoryComments: z.array(ComparisonCategoryComment).parse(report.comparisonCategoryComments),
    comparisonEntries: report.comparisonEntries,
    comparisonSummary: report.comparisonSummary,
  };
});
