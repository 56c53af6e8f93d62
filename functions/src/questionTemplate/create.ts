import { createQuestionTemplate, toQuestionTemplateDetail } from '../lib/data/questionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Creates a question template, claims its name and records the select lists it uses, in one transaction. */
export const handler = defineProcedure('questionTemplate.create', async (input, { user }) => toQuestionTemplateDetail(await createQuestionTemplate(input, user.uuid)));
