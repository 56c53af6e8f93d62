import { catalogueProcedures } from '@cairn/shared/contract/catalogue';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of the emission-factor, hypothesis and unit catalogue. */
export const { defineProcedure, prepareAnswer } = procedureArea(catalogueProcedures);
