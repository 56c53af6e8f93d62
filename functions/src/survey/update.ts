import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { updateSurvey } from '../lib/survey/store.ts';
import { readSurveyDetail } from '../lib/survey/view.ts';

/** Replaces a survey's settings, affiliations and questions from its form. */
export const handler = defineProcedure('survey.update', async ({ uuid: _uuid, expectedVersion, ...settings }, { user, owner: survey, notifyAsset }) => {
  const updated = await updateSurvey(survey, settings, expectedVersion, user.uuid);
  notifyAsset(updated.assetUuid);
  return readSurveyDetail(updated);
});
