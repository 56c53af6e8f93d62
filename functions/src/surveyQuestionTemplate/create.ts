import { createSurveyQuestionTemplate, toSurveyQuestionTemplateDetail } from '../lib/data/surveyQuestionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** Creates a survey question template and claims its name, in one transaction. */
export const handler = defineProcedure('surveyQuestionTemplate.create', async (input, { user }) =>
  toSurveyQuestionTemplateDetail(await createSurveyQuestionTemplate(input, user.uuid)),
);
