import { defineProcedure } from '../lib/http/areas/projects.ts';
import { setReviewer } from '../lib/projects/cards.ts';

/** Names who reviews a financial-institution reporting project. */
export const handler = defineProcedure('financialInstitutionReporting.setReviewer', async ({ uuid, reviewByUuid }, { user, notifyAsset }) => {
  const { project, assetUuid, error } = await setReviewer(['FINANCIAL_INSTITUTION_REPORTING'], uuid, reviewByUuid, user.uuid);
  notifyAsset(assetUuid);
  return { project, error };
});
