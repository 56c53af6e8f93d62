import { isStaff } from '@cairn/shared/access';
import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { questionnaireView } from '../lib/questionnaire/view.ts';

/** A questionnaire for its client page; staff reading it (impersonating, say) see what the client sees, plus nothing hidden from them. */
export const handler = defineProcedure('questionnaire.get.client', async (_input, { user, owner: questionnaire }) =>
  questionnaireView(questionnaire, isStaff(user) ? 'staff' : 'client'),
);
