import { replaceQuestionTemplate, toQuestionTemplateDetail } from '../lib/data/questionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Replaces a question template if nobody saved it since `expectedVersion`; kept columns keep their uuids. */
export const handler = defineProcedure('questionTemplate.update', async ({ uuid, expectedVersion, ...input }, { user }) =>
  toQuestionTemplateDetail(await replaceQuestionTemplate(uuid, input, user.uuid, expectedVersion)),
);
