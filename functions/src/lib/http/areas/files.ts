import { fileProcedures } from '@cairn/shared/contract/files';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of stored files and uploads. */
export const { defineProcedure, prepareAnswer } = procedureArea(fileProcedures);
