import type { Gas } from '../labels/enums.ts';

/**
 * Every message of the emission-factor and hypothesis catalogue, in one place. Those quoted by
 * spec 2 section 5 "Value histories" keep its exact wording, because the forms and the batch
 * import show them as they are; the others are ours and say what to type instead.
 */
export const catalogueMessages = {
  // Quoted by the spec.
  required: 'Required',
  exactlyOneOpenEntry: 'Exactly one entry should have an empty year',
  sourceUrlRequired: 'Source URL is required',
  combinationReferences:
    'emission factor combination script must reference at least two emission factors or one emission factor and one hypothesis',
  resultIsNaN: 'Result is NaN',
  emissionFactorNotFound: (name: string) => `Emission factor ${name} not found`,
  hypothesisNotFound: (name: string) => `Hypothesis ${name} not found`,
  missingGasHypothesis: (gas: Gas) => `Missing hypothesis for emission gas ${gas}`,
  invalidScriptFormat: 'eval script format is invalid',

  // Ours: the spec states the rule without a message.
  atLeastOneEntry: 'At least one entry is required',
  invalidSourceVersion: 'Invalid source version (v1.2, MM/YYYY or YYYY)',
  duplicateYear: (year: number) => `Another entry already ends in ${year}`,
  invalidQuality: 'Quality must be a whole number from 0 to 100',
  monetaryMismatch: (qualityPercentage: number) =>
    qualityPercentage === 100
      ? 'A quality of 100% means a physical factor, not a monetary one'
      : `A quality of ${qualityPercentage}% means a monetary factor, not a physical one`,
  invalidGas: 'Invalid gas (CO2E, CH4 or N2O)',
  invalidType: 'Invalid type (SIMPLE or COMBINATION)',
  expectedNumber: 'A number was expected',
  invalidUrl: 'Invalid URL',
  unknownUnit: (unit: string) => `Unit ${unit} not found`,
  /** Deleting an entry that others still use: its usage list says which. */
  emissionFactorInUse: (count: number) =>
    `This emission factor is used by ${count} ${count === 1 ? 'item' : 'items'}: remove those uses before deleting it`,
  hypothesisInUse: (count: number) =>
    `This hypothesis is used by ${count} ${count === 1 ? 'item' : 'items'}: remove those uses before deleting it`,
} as const;
