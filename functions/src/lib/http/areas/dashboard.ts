import { dashboardProcedures } from '@cairn/shared/contract/dashboard';
import { assetOwner } from '../../owners/asset.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of a client's dashboard. */
export const { defineProcedure, prepareAnswer } = procedureArea(dashboardProcedures, { asset: assetOwner });
