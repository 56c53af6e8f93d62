import { settingsProcedures } from '@cairn/shared/contract/settings';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of a staff member's settings. */
export const { defineProcedure, prepareAnswer } = procedureArea(settingsProcedures);
