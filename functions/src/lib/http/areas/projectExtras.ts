import { projectExtraProcedures } from '@cairn/shared/contract/projectExtras';
import { procedureArea } from '../procedure.ts';

/** The pipeline of a staff project's deals, time and delivery feedback: staff only, no owner to load. */
export const { defineProcedure, prepareAnswer } = procedureArea(projectExtraProcedures, {});
