import { type Message } from '../errors.ts';
import { sayValidation, validationEnglish } from '../areaValidationMessageTexts.ts';
import type { Gas } from '../labels/enums.ts';

/**
 * Every message of the emission-factor and hypothesis catalogue, in one place (their wording
 * lives in the validation rules' catalogue, `../validationMessageTexts.ts`, which every page has). Those quoted by
 * spec 2 section 5 "Value histories" keep its exact wording, because the forms and the batch
 * import show them as they are; the others are ours and say what to type instead.
 */
export const catalogueMessages = {
  // Quoted by the spec.
  required: validationEnglish('validation.message.required'),
  exactlyOneOpenEntry: validationEnglish('validation.message.exactlyOneOpenEntry'),
  sourceUrlRequired: validationEnglish('validation.message.sourceUrlRequired'),
  combinationReferences: validationEnglish('validation.message.combinationReferences'),
  resultIsNaN: validationEnglish('validation.message.resultIsNaN'),
  emissionFactorNotFound: (name: string) => sayValidation('validation.message.emissionFactorNotFound', { name }).text,
  hypothesisNotFound: (name: string) => sayValidation('validation.message.hypothesisNotFound', { name }).text,
  missingGasHypothesis: (gas: Gas) => sayValidation('validation.message.missingGasHypothesis', { gas }).text,
  invalidScriptFormat: validationEnglish('validation.message.invalidScriptFormat'),

  // Ours: the spec states the rule without a message.
  atLeastOneEntry: validationEnglish('validation.message.atLeastOneEntry'),
  invalidSourceVersion: validationEnglish('validation.message.invalidSourceVersion'),
  duplicateYear: (year: number) => duplicateYear(year).text,
  invalidQuality: validationEnglish('validation.message.invalidQuality'),
  monetaryMismatch: (qualityPercentage: number) => monetaryMismatch(qualityPercentage).text,
  invalidGas: validationEnglish('validation.message.invalidGas'),
  invalidType: validationEnglish('validation.message.invalidType'),
  expectedNumber: validationEnglish('validation.message.expectedNumber'),
  invalidUrl: validationEnglish('validation.message.invalidUrl'),
  unknownUnit: (symbol: string) => sayValidation('validation.message.unknownUnit', { symbol }).text,
  /** Deleting an entry that others still use: its usage list says which. */
  emissionFactorInUse: (count: number) => sayValidation('validation.message.emissionFactorInUse', { count }).text,
  hypothesisInUse: (count: number) => sayValidation('validation.message.hypothesisInUse', { count }).text,
} as const;

/** Two values of a history end in the same year. */
export const duplicateYear = (year: number): Message => sayValidation('validation.message.duplicateYear', { year });

/** A quality that contradicts the factor's kind: 100 % is physical, anything less monetary. */
export const monetaryMismatch = (qualityPercentage: number): Message =>
  qualityPercentage === 100
    ? sayValidation('validation.message.physicalNotMonetary')
    : sayValidation('validation.message.monetaryNotPhysical', { percentage: qualityPercentage });
