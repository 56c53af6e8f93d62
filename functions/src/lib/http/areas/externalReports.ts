import { externalReportProcedures } from '@cairn/shared/contract/externalReports';
import { externalReportOwner } from '../../owners/externalReport.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of external carbon footprints. */
export const { defineProcedure, prepareAnswer } = procedureArea(externalReportProcedures, { externalReport: externalReportOwner });
