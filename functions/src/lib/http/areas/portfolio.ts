import { portfolioProcedures } from '@cairn/shared/contract/portfolio';
import { portfolioReportingOwner } from '../../owners/portfolioReporting.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of portfolio emissions: the client's data collection and results, the staff page. */
export const { defineProcedure } = procedureArea(portfolioProcedures, { portfolioReporting: portfolioReportingOwner });
