import { requireQuestionTemplate, toQuestionTemplateDetail } from '../lib/data/questionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** A question template whole, each select column with its list's name. */
export const handler = defineProcedure('questionTemplate.get', async ({ uuid }) => toQuestionTemplateDetail(await requireQuestionTemplate(uuid)));
