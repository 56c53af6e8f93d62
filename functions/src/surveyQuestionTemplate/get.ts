import { requireSurveyQuestionTemplate, toSurveyQuestionTemplateDetail } from '../lib/data/surveyQuestionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** A survey question template whole, with how many survey templates list it. */
export const handler = defineProcedure('surveyQuestionTemplate.get', async ({ uuid }) => toSurveyQuestionTemplateDetail(await requireSurveyQuestionTemplate(uuid)));
