import { analyticsProcedures } from '@cairn/shared/contract/analytics';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of usage events. */
export const { defineProcedure, prepareAnswer } = procedureArea(analyticsProcedures);
