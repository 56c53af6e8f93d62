import { defineProcedure } from '../lib/http/areas/projects.ts';
import { updateCard } from '../lib/projects/cards.ts';

/** A decarbonization project's card: the steps of its workshops, or of its training and quantification. */
export const handler = defineProcedure('decarbonizationPlan.card.update', async (input, { user, notifyAsset }) => {
  const { project, assetUuid } = await updateCard(['DECARBONIZATION', 'DECARBONIZATION_TRAJECTORY'], input, {}, user.uuid);
  notifyAsset(assetUuid);
  return project;
});
