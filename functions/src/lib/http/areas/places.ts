import { placeProcedures } from '@cairn/shared/contract/places';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the place search of a questionnaire's DISTANCE cells. */
export const { defineProcedure, prepareAnswer } = procedureArea(placeProcedures);
