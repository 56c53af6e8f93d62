import { pmdrReportingsOf } from '@cairn/shared/portfolio/pmdr';
import { modules } from '../lib/data/module.ts';
import { defineProcedure } from '../lib/http/areas/pmdr.ts';
import { loadCollection } from '../lib/portfolio/collection.ts';
import { pmdrYearView } from '../lib/pmdr/view.ts';

/**
 * The institution's PMDR, year by year: each year it has a PMDR module for, read from that year's
 * portfolio-emissions reporting (the pipeline has checked the caller is staff or the institution's).
 */
export const handler = defineProcedure('pmdr.client', async ({ assetUuid }, { user }) => {
  const owned = await modules.query('byAsset', { assetUuid });
  const years = pmdrReportingsOf(owned);
  const byUuid = new Map(owned.map((module) => [module.uuid, module]));
  const views = await Promise.all(years.map(({ reportingUuid }) => loadCollection(byUuid.get(reportingUuid)!, user.uuid).then((state) => pmdrYearView(state, user))));
  return { years: views };
});
