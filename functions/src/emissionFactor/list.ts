import { compareCatalogueItems, emissionFactors, matchesSearch, toEmissionFactor } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/** The whole catalogue (asset-specific factors included: staff only), sorted by family, group and name. */
export const handler = defineProcedure('emissionFactor.list', async ({ search }) => {
  const found = await emissionFactors.query('all', 'CATALOGUE#EF');
  return found
    .filter((factor) => matchesSearch(factor, search))
    .sort(compareCatalogueItems)
    .map(toEmissionFactor);
});
