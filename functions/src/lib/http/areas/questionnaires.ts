import { questionnaireProcedures } from '@cairn/shared/contract/questionnaires';
import { carbonFootprintOwner } from '../../owners/carbonFootprint.ts';
import { questionnaireOwner, questionOwner } from '../../owners/questionnaire.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of questionnaires on a footprint: staff follow-up, client answers and discussions. */
export const { defineProcedure, prepareAnswer } = procedureArea(questionnaireProcedures, {
  carbonFootprint: carbonFootprintOwner,
  questionnaire: questionnaireOwner,
  question: questionOwner,
});
