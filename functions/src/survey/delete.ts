import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { deleteSurvey } from '../lib/survey/store.ts';

/** Deletes a survey with its answers. */
export const handler = defineProcedure('survey.delete', async ({ expectedVersion }, { owner: survey, notifyAsset }) => {
  await deleteSurvey(survey, expectedVersion);
  notifyAsset(survey.assetUuid);
  return { success: true as const };
});
