import { clientAccountProcedures } from '@cairn/shared/contract/clientAccounts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures by which staff manage an asset's client accounts. */
export const { defineProcedure, prepareAnswer } = procedureArea(clientAccountProcedures);
