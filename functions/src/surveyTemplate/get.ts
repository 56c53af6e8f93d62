import { requireSurveyTemplate, toSurveyTemplateDetail } from '../lib/data/surveyTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** A survey template with its questions in order. */
export const handler = defineProcedure('surveyTemplate.get', async ({ uuid }) => toSurveyTemplateDetail(await requireSurveyTemplate(uuid)));
