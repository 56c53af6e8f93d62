import { listSurveyTemplates } from '../lib/data/surveyTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** Every survey template by name, with its number of questions. */
export const handler = defineProcedure('surveyTemplate.list', async () => listSurveyTemplates());
