import { userProcedures } from '@cairn/shared/contract/users';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of signing in and out, registering, and the signed-in user. */
export const { defineProcedure, prepareAnswer } = procedureArea(userProcedures);
