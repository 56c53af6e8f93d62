import { catalogueProcedures } from '@cairn/shared/contract/catalogue';
import { emissionFactorOwner } from '../../owners/emissionFactor.ts';
import { hypothesisOwner } from '../../owners/hypothesis.ts';
import { importJobOwner } from '../../owners/importJob.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of the emission-factor, hypothesis and unit catalogue. */
export const { defineProcedure, prepareAnswer } = procedureArea(catalogueProcedures, {
  emissionFactor: emissionFactorOwner,
  hypothesis: hypothesisOwner,
  importJob: importJobOwner,
});
