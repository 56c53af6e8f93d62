import { defaultRanker } from '@cairn/shared/search/conceptRanker';
import type { SearchDocument } from '@cairn/shared/search/types';
import { listEmissionFactors, toEmissionFactor } from '../lib/data/emissionFactor.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/**
 * The catalogue ranked by meaning against the search (see shared/src/search): each factor is
 * a document of its client names, group and family. Its technical name joins only when it has
 * no client name: names carry codes (grid zones such as US-CAR-SCEG) that read as words and
 * would rank a Carolina utility first for a car. Exact mode searches the names. Like
 * emissionFactor.list, the whole catalogue, asset-specific factors included, since only staff
 * may call it.
 */
export const handler = defineProcedure('emissionFactor.semanticSearch', async ({ search, limit }) => {
  const found = await listEmissionFactors();
  const byUuid = new Map(found.map((factor) => [factor.uuid, factor]));
  const documents: SearchDocument[] = found.map((factor) => ({
    id: factor.uuid,
    texts: [
      ...(factor.clientNameEn || factor.clientNameFr ? [] : [factor.name]),
      factor.clientNameEn ?? '',
      factor.clientNameFr ?? '',
      factor.group ?? '',
      factor.family,
    ],
  }));
  return defaultRanker.rank(search, documents, limit).map(({ id, score }) => ({ ...toEmissionFactor(byUuid.get(id)!), score }));
});
