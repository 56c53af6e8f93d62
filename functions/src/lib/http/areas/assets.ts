import { assetProcedures } from '@cairn/shared/contract/assets';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the staff workspace's asset procedures (assets and their sub-entities). */
export const { defineProcedure, prepareAnswer } = procedureArea(assetProcedures);
