import { selectReports } from '@cairn/shared/schemas/reportList';
import { assets } from '../lib/data/asset.ts';
import { modules } from '../lib/data/module.ts';
import { reportListings } from '../lib/data/report.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';

/**
 * Every report of every asset, for staff: the listings' one partition (newest change first) and
 * the asset list, read side by side; the search, filter, sort and page applied here; then the
 * footprints of the page's reports, for their names. A few thousand reports are one or two pages
 * of each query.
 */
export const handler = defineProcedure('report.list', async (query) => {
  const [listings, allAssets] = await Promise.all([reportListings.query('all', {}, { descending: true }), assets.query('all', {})]);
  const assetNames = new Map(allAssets.map((asset) => [asset.uuid, asset.name]));
  const selected = selectReports(
    listings.map((listing) => ({ ...listing, updatedAt: listing.reportUpdatedAt, assetName: assetNames.get(listing.assetUuid) ?? null })),
    query,
  );
  const footprintUuids = [...new Set(selected.items.map((listing) => listing.carbonFootprintUuid))];
  const footprints = await modules.batchGet(footprintUuids.map((uuid) => ({ uuid })));
  const footprintNames = new Map(footprints.flatMap((module) => (module ? [[module.uuid, module.moduleName] as const] : [])));
  return {
    ...selected,
    items: selected.items.map((listing) => ({
      uuid: listing.reportUuid,
      name: listing.name,
      year: listing.year,
      status: listing.status,
      deliveredAt: listing.deliveredAt,
      isPublic: listing.isPublic,
      total: listing.total,
      updatedAt: listing.updatedAt,
      carbonFootprintUuid: listing.carbonFootprintUuid,
      footprintName: footprintNames.get(listing.carbonFootprintUuid) ?? null,
      assetUuid: listing.assetUuid,
      assetName: listing.assetName,
    })),
  };
});
