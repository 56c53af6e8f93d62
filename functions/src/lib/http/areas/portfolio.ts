import { portfolioProcedures } from '@cairn/shared/contract/portfolio';
import { portfolioReportingOwner } from '../../owners/portfolioReporting.ts';
import { projectManagementOwner } from '../../owners/projectManagement.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of portfolio emissions: the client's data collection and results, the staff page, the institution's project tracking. */
export const { defineProcedure } = procedureArea(portfolioProcedures, { portfolioReporting: portfolioReportingOwner, projectManagement: projectManagementOwner });
