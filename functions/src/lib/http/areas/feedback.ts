import { feedbackProcedures } from '@cairn/shared/contract/feedback';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of feedback messages. */
export const { defineProcedure, prepareAnswer } = procedureArea(feedbackProcedures);
