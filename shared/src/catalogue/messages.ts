import { englishOf, keyedMessages, say, type Message } from '../errors.ts';
import type { Gas } from '../labels/enums.ts';

/**
 * Every message of the emission-factor and hypothesis catalogue, in one place (their wording
 * lives in the message catalogue, `../errorMessages.ts`). Those quoted by
 * spec 2 section 5 "Value histories" keep its exact wording, because the forms and the batch
 * import show them as they are; the others are ours and say what to type instead.
 */
export const catalogueMessages = {
  // Quoted by the spec.
  required: englishOf('validation.message.required'),
  exactlyOneOpenEntry: englishOf('validation.message.exactlyOneOpenEntry'),
  sourceUrlRequired: englishOf('validation.message.sourceUrlRequired'),
  combinationReferences: englishOf('validation.message.combinationReferences'),
  resultIsNaN: englishOf('validation.message.resultIsNaN'),
  emissionFactorNotFound: (name: string) => say('validation.message.emissionFactorNotFound', { name }).text,
  hypothesisNotFound: (name: string) => say('validation.message.hypothesisNotFound', { name }).text,
  missingGasHypothesis: (gas: Gas) => say('validation.message.missingGasHypothesis', { gas }).text,
  invalidScriptFormat: englishOf('validation.message.invalidScriptFormat'),

  // Ours: the spec states the rule without a message.
  atLeastOneEntry: englishOf('validation.message.atLeastOneEntry'),
  invalidSourceVersion: englishOf('validation.message.invalidSourceVersion'),
  duplicateYear: (year: number) => duplicateYear(year).text,
  invalidQuality: englishOf('validation.message.invalidQuality'),
  monetaryMismatch: (qualityPercentage: number) => monetaryMismatch(qualityPercentage).text,
  invalidGas: englishOf('validation.message.invalidGas'),
  invalidType: englishOf('validation.message.invalidType'),
  expectedNumber: englishOf('validation.message.expectedNumber'),
  invalidUrl: englishOf('validation.message.invalidUrl'),
  unknownUnit: (unit: string) => keyedMessages.unknownUnit(unit).text,
  /** Deleting an entry that others still use: its usage list says which. */
  emissionFactorInUse: (count: number) => keyedMessages.emissionFactorInUse(count).text,
  hypothesisInUse: (count: number) => keyedMessages.hypothesisInUse(count).text,
} as const;

/** Two values of a history end in the same year. */
export const duplicateYear = (year: number): Message => say('validation.message.duplicateYear', { year });

/** A quality that contradicts the factor's kind: 100 % is physical, anything less monetary. */
export const monetaryMismatch = (qualityPercentage: number): Message =>
  qualityPercentage === 100
    ? say('validation.message.physicalNotMonetary')
    : say('validation.message.monetaryNotPhysical', { percentage: qualityPercentage });
