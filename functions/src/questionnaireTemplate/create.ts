import { createQuestionnaireTemplate, toQuestionnaireTemplateDetail } from '../lib/data/questionnaireTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Creates a questionnaire template, claims its name and records the question templates it lists. */
export const handler = defineProcedure('questionnaireTemplate.create', async (input, { user }) =>
  toQuestionnaireTemplateDetail(await createQuestionnaireTemplate(input, user.uuid)),
);
