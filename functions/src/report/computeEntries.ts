import { toReportSummary } from '../lib/data/report.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';
import { computeDraftEntries } from '../lib/report/computeEntries.ts';

/** Computes a draft's entries from its footprint's questionnaires, surveys and its asset's supplier expenses, in one version-conditional save. */
export const handler = defineProcedure('report.computeEntries', async ({ expectedVersion }, { user, owner, notifyAsset }) => {
  const { saved, merged, failures, supplierExpensesLeftOut } = await computeDraftEntries(owner.uuid, expectedVersion, user.uuid);
  notifyAsset(saved.assetUuid);
  return {
    report: { ...toReportSummary(saved), version: saved.version },
    created: merged.created,
    refreshed: merged.refreshed,
    removed: merged.removed,
    failures: failures.map(({ key, params, ...failure }) => ({ ...failure, ...(key ? { key } : {}), ...(params ? { params } : {}) })),
    supplierExpensesLeftOut,
  };
});
