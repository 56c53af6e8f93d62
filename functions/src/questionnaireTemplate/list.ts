import { listQuestionnaireTemplates } from '../lib/data/questionnaireTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Every questionnaire template by name, with its question and category counts. */
export const handler = defineProcedure('questionnaireTemplate.list', async () => listQuestionnaireTemplates());
