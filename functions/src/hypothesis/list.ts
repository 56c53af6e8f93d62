import { compareCatalogueItems, matchesSearch } from '../lib/data/emissionFactor.ts';
import { hypotheses, toHypothesis } from '../lib/data/hypothesis.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** The whole catalogue (asset-specific hypotheses included: staff only), sorted by family and name. */
export const handler = defineProcedure('hypothesis.list', async ({ search }) => {
  const found = await hypotheses.query('all', {});
  return found
    .filter((hypothesis) => matchesSearch(hypothesis, search))
    .sort(compareCatalogueItems)
    .map(toHypothesis);
});
