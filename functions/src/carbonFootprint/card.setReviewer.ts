import { footprintProjectTypes } from '@cairn/shared/projects/types';
import { defineProcedure } from '../lib/http/areas/projects.ts';
import { setReviewer } from '../lib/projects/cards.ts';

/** Names who reviews a footprint project. */
export const handler = defineProcedure('carbonFootprint.card.setReviewer', async ({ uuid, reviewByUuid }, { user, notifyAsset }) => {
  const { project, assetUuid, error } = await setReviewer(footprintProjectTypes, uuid, reviewByUuid, user.uuid);
  notifyAsset(assetUuid);
  return { project, error };
});
