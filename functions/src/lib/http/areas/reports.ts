import { reportProcedures } from '@cairn/shared/contract/reports';
import { carbonFootprintOwner } from '../../owners/carbonFootprint.ts';
import { reportOwner } from '../../owners/report.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of carbon-footprint reports. */
export const { defineProcedure, prepareAnswer } = procedureArea(reportProcedures, { report: reportOwner, carbonFootprint: carbonFootprintOwner });
