import { assets, ensureReportListing, reports, type Actor } from '@cairn/functions/data';

/**
 * Gives every report of the table its staff-list item (docs/data-model.md, `ReportListing`):
 * reports written before listings existed have none, and the seed keeps a delivered report as it
 * is. Walks the assets' reports (no scan); idempotent.
 */
export async function ensureReportListings(actor: Actor): Promise<void> {
  for (const asset of await assets.query('all', {})) {
    for (const report of await reports.query('byAsset', { assetUuid: asset.uuid })) await ensureReportListing(report, actor);
  }
}
