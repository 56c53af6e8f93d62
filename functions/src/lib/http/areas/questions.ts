import { questionProcedures } from '@cairn/shared/contract/questions';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of the staff's questions: question templates and select lists. */
export const { defineProcedure, prepareAnswer } = procedureArea(questionProcedures);
