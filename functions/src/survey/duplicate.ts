import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { duplicateSurvey } from '../lib/survey/store.ts';
import { readSurveyDetail } from '../lib/survey/view.ts';

/** A closed copy of a survey's settings, affiliations and questions under new labels, without its answers. */
export const handler = defineProcedure('survey.duplicate', async ({ labelEn, labelFr }, { user, owner: source, notifyAsset }) => {
  const created = await duplicateSurvey(source, { labelEn, labelFr }, user.uuid);
  notifyAsset(created.assetUuid);
  return readSurveyDetail(created);
});
