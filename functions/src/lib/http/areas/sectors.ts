import { sectorProcedures } from '@cairn/shared/contract/sectors';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of the sector averages. */
export const { defineProcedure, prepareAnswer } = procedureArea(sectorProcedures);
