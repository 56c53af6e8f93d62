import { listSurveyQuestionTemplates } from '../lib/data/surveyQuestionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** The catalogue of survey question templates, searched and filtered by type, by name. */
export const handler = defineProcedure('surveyQuestionTemplate.list', async (filter) => listSurveyQuestionTemplates(filter));
