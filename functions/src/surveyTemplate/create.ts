import { createSurveyTemplate, toSurveyTemplateDetail } from '../lib/data/surveyTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** Creates a survey template, claims its name and records the question templates it lists. */
export const handler = defineProcedure('surveyTemplate.create', async (input, { user }) => toSurveyTemplateDetail(await createSurveyTemplate(input, user.uuid)));
