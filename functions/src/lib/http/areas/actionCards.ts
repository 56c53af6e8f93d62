import { actionCardProcedures } from '@cairn/shared/contract/actionCards';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of the staff's action cards and their image library. */
export const { defineProcedure, prepareAnswer } = procedureArea(actionCardProcedures);
