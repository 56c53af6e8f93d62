import { replaceSurveyTemplate, toSurveyTemplateDetail } from '../lib/data/surveyTemplate.ts';
import { defineProcedure } from '../lib/http/areas/surveyTemplates.ts';

/** Replaces a survey template if nobody saved it since `expectedVersion`. */
export const handler = defineProcedure('surveyTemplate.update', async ({ uuid, expectedVersion, ...input }, { user }) =>
  toSurveyTemplateDetail(await replaceSurveyTemplate(uuid, input, user.uuid, expectedVersion)),
);
