import { requireQuestionnaireTemplate, toQuestionnaireTemplateDetail } from '../lib/data/questionnaireTemplate.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** A questionnaire template with its questions in order. */
export const handler = defineProcedure('questionnaireTemplate.get', async ({ uuid }) => toQuestionnaireTemplateDetail(await requireQuestionnaireTemplate(uuid)));
