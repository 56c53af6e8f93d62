import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { createCustomSurvey } from '../lib/survey/store.ts';
import { readSurveyDetail } from '../lib/survey/view.ts';

/** Creates a survey on a footprint: custom, or from a survey template. */
export const handler = defineProcedure('survey.create', async (input, { user, owner: footprint, notifyAsset }) => {
  // The survey-template catalogue is not part of this deployment yet.
  if ('templateUuid' in input) throw new AppError('BAD_REQUEST', say('server.survey.templatesUnavailable'));
  const created = await createCustomSurvey(footprint, input, user.uuid);
  notifyAsset(created.assetUuid);
  return readSurveyDetail(created);
});
