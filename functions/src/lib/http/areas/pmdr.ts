import { pmdrProcedures } from '@cairn/shared/contract/pmdr';
import { assetOwner } from '../../owners/asset.ts';
import { portfolioReportingOwner } from '../../owners/portfolioReporting.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of PMDR: the institution's yearly data collection and its writes. */
export const { defineProcedure } = procedureArea(pmdrProcedures, { asset: assetOwner, portfolioReporting: portfolioReportingOwner });
