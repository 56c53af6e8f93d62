import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { questionnaireView } from '../lib/questionnaire/view.ts';

/** A questionnaire whole, as staff see it. */
export const handler = defineProcedure('questionnaire.get', async (_input, { owner: questionnaire }) => questionnaireView(questionnaire, 'staff'));
