import { versionProcedures } from '@cairn/shared/contract/version';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of the deployed version. */
export const { defineProcedure, prepareAnswer } = procedureArea(versionProcedures);
