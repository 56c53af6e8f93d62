import { listQuestionTemplates } from '../lib/data/questionTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** The catalogue of question templates, searched and filtered by type, by category, subcategory and name. */
export const handler = defineProcedure('questionTemplate.list', async (filter) => listQuestionTemplates(filter));
