import { reportProcedures } from '@cairn/shared/contract/reports';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of carbon-footprint reports. */
export const { defineProcedure, prepareAnswer } = procedureArea(reportProcedures);
