import { compareCatalogueItems, hypotheses, matchesSearch, toHypothesis } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/** The whole catalogue (asset-specific hypotheses included: staff only), sorted by family and name. */
export const handler = defineProcedure('hypothesis.list', async ({ search }) => {
  const found = await hypotheses.query('all', {});
  return found
    .filter((hypothesis) => matchesSearch(hypothesis, search))
    .sort(compareCatalogueItems)
    .map(toHypothesis);
});
