import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { createCustomSurvey, createSurveyFromTemplate } from '../lib/survey/store.ts';
import { readSurveyDetail } from '../lib/survey/view.ts';

/** Creates a survey on a footprint: custom, or as a copy of a survey template. */
export const handler = defineProcedure('survey.create', async (input, { user, owner: footprint, notifyAsset }) => {
  const created = 'templateUuid' in input ? await createSurveyFromTemplate(footprint, input.templateUuid, user.uuid) : await createCustomSurvey(footprint, input, user.uuid);
  notifyAsset(created.assetUuid);
  return readSurveyDetail(created);
});
