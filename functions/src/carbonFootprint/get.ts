import { footprintDisplayStatus } from '@cairn/shared/schemas/reportApi';
import { assets } from '../lib/data/asset.ts';
import { reports, toReportSummary } from '../lib/data/report.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';

/**
 * A carbon footprint for its staff page: the module, its asset, its consultants and every
 * report, drafts included. The pipeline has loaded the footprint and let only analyst-level staff in.
 */
export const handler = defineProcedure('carbonFootprint.get', async ({ uuid }, { owner: footprint }) => {
  const [asset, found] = await Promise.all([
    assets.get({ uuid: footprint.assetUuid }),
    reports.query('byFootprint', { carbonFootprintUuid: uuid }, { descending: true }),
  ]);
  // A module always names an existing asset: one that does not is a broken record (logged, answered 500), not the caller's mistake.
  if (!asset) throw new Error(`Carbon footprint ${uuid} names a missing asset ${footprint.assetUuid}`);
  return {
    uuid,
    year: footprint.year,
    moduleName: footprint.moduleName,
    status: footprint.status,
    displayStatus: footprintDisplayStatus(footprint.status),
    // A new draft compares with the asset's sector; a real-estate asset has no sector average to compare with.
    asset: { uuid: asset.uuid, name: asset.name, sector: asset.sector === 'REAL_ESTATE' ? null : asset.sector, currency: asset.currency },
    consultantUuids: footprint.consultantUuids,
    reports: found.map(toReportSummary),
  };
});
