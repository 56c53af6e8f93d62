import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { applyCollectData } from '../lib/portfolio/collect.ts';
import { loadCollection } from '../lib/portfolio/collection.ts';

/** One typed change of the questionnaire; the institution's other tabs see it through the invalidation. */
export const handler = defineProcedure('portfolioEmissions.collectData', async (input, { user, owner, notifyAsset }) => {
  const changed = await applyCollectData(await loadCollection(owner, user.uuid), input, user);
  notifyAsset(owner.assetUuid);
  return changed;
});
