import { compareCatalogueItems, listEmissionFactors, matchesSearch, toEmissionFactor } from '../lib/data/emissionFactor.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/**
 * The whole catalogue (asset-specific factors included: staff only; an import not DONE yet left
 * out), sorted by family, group and name.
 */
export const handler = defineProcedure('emissionFactor.list', async ({ search }) => {
  const found = await listEmissionFactors();
  return found
    .filter((factor) => matchesSearch(factor, search))
    .sort(compareCatalogueItems)
    .map(toEmissionFactor);
});
