import { projectProcedures } from '@cairn/shared/contract/projects';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the staff projects' procedures: staff only, no owner to load. */
export const { defineProcedure, prepareAnswer } = procedureArea(projectProcedures, {});
