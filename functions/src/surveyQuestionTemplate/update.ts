import { replaceSurveyQuestionTemplate, toSurveyQuestionTemplateDetail } from '../lib/data/surveyQuestionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** Replaces a survey question template if nobody saved it since `expectedVersion`; kept formulas keep their uuids. */
export const handler = defineProcedure('surveyQuestionTemplate.update', async ({ uuid, expectedVersion, ...input }, { user }) =>
  toSurveyQuestionTemplateDetail(await replaceSurveyQuestionTemplate(uuid, input, user.uuid, expectedVersion)),
);
