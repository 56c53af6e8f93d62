import { replaceQuestionnaireTemplate, toQuestionnaireTemplateDetail } from '../lib/data/questionnaireTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Replaces a questionnaire template if nobody saved it since `expectedVersion`. */
export const handler = defineProcedure('questionnaireTemplate.update', async ({ uuid, expectedVersion, ...input }, { user }) =>
  toQuestionnaireTemplateDetail(await replaceQuestionnaireTemplate(uuid, input, user.uuid, expectedVersion)),
);
