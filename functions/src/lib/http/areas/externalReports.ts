import { externalReportProcedures } from '@cairn/shared/contract/externalReports';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of external carbon footprints. */
export const { defineProcedure, prepareAnswer } = procedureArea(externalReportProcedures);
