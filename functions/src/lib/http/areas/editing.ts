import { editingProcedures } from '@cairn/shared/contract/editing';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures that tell staff who else is editing a field. */
export const { defineProcedure, prepareAnswer } = procedureArea(editingProcedures);
