import { englishOf, say } from '../../errorMessages.ts';

/** Formula messages in one place (worded in `../../errorMessages.ts`). Those the spec quotes keep its wording exactly. */
export const formulaMessages = {
  invalidFormat: englishOf('validation.message.invalidScriptFormat'),
  scriptTooLong: (maxCharacters: number) => say('server.formula.scriptTooLong', { max: maxCharacters }).text,
  tooManyTokens: (maxTokens: number) => say('server.formula.tooManyTokens', { max: maxTokens }).text,
  tooDeep: (maxDepth: number) => say('server.formula.tooDeep', { max: maxDepth }).text,
  resultNaN: englishOf('validation.message.resultIsNaN'),
  notFinite: englishOf('server.formula.notFinite'),
  factorNotFound: (name: string) => say('validation.message.emissionFactorNotFound', { name }).text,
  hypothesisNotFound: (name: string) => say('validation.message.hypothesisNotFound', { name }).text,
  combinationNotFound: (name: string) => say('server.formula.combinationNotFound', { name }).text,
  missingGasHypothesis: (gas: string) => say('validation.message.missingGasHypothesis', { gas }).text,
  noAnswerForQuestion: englishOf('server.formula.noAnswerForQuestion'),
  noAnswerForColumn: englishOf('server.formula.noAnswerForColumn'),
  noAnswerInTable: englishOf('server.formula.noAnswerInTable'),
  referenceObject: englishOf('server.formula.referenceObject'),
  combinationRule: englishOf('validation.message.combinationReferences'),
  stepBudget: (steps: number) => say('server.formula.stepBudget', { steps }).text,
  textTooLong: (maxCharacters: number) => say('server.formula.textTooLong', { max: maxCharacters }).text,
} as const;

/** Hypotheses that convert a non-CO2E factor to CO2e (spec 2: Emission factor). */
export const gwpHypothesisNames = { CH4: 'GWP100-CH4', N2O: 'GWP100-N2O' } as const;

/** The GWP100 hypotheses of methane by origin (GHG Protocol GWP table v2.0: AR5 and AR6 split them). */
export const methaneGwpHypothesisNames = { FOSSIL: 'GWP100-CH4-fossil', NON_FOSSIL: 'GWP100-CH4-non-fossil' } as const;

/**
 * The hypothesis that converts a factor of `gas` to CO2e: for methane, the one of its origin when
 * the factor states it, else the generic GWP100-CH4 the spec names.
 */
export function gwpHypothesisName(gas: 'CH4' | 'N2O', methaneOrigin?: keyof typeof methaneGwpHypothesisNames | null): string {
  return gas === 'CH4' && methaneOrigin ? methaneGwpHypothesisNames[methaneOrigin] : gwpHypothesisNames[gas];
}
