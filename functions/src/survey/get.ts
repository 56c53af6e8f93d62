import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { readSurveyDetail } from '../lib/survey/view.ts';

/** A survey whole, for the staff's settings form. */
export const handler = defineProcedure('survey.get', async (_input, { owner: survey }) => readSurveyDetail(survey));
