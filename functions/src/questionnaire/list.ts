import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { footprintQuestionnaires } from '../lib/questionnaire/view.ts';

/** A footprint's questionnaires with the staff's progress and unseen client comments. */
export const handler = defineProcedure('questionnaire.list', async ({ carbonFootprintUuid }) => footprintQuestionnaires(carbonFootprintUuid, 'staff'));
