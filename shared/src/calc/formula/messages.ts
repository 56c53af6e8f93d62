/** Formula messages in one place. Those the spec quotes keep its wording exactly. */
export const formulaMessages = {
  invalidFormat: 'eval script format is invalid',
  scriptTooLong: (maxCharacters: number) => `Script too long: at most ${maxCharacters} characters`,
  tooManyTokens: (maxTokens: number) => `Script too long: at most ${maxTokens} tokens`,
  tooDeep: (maxDepth: number) => `Script nested too deeply: at most ${maxDepth} levels`,
  resultNaN: 'Result is NaN',
  notFinite: 'Result is not a finite number',
  factorNotFound: (name: string) => `Emission factor ${name} not found`,
  hypothesisNotFound: (name: string) => `Hypothesis ${name} not found`,
  combinationNotFound: (name: string) => `Emission factor combination ${name} not found`,
  missingGasHypothesis: (gas: string) => `Missing hypothesis for emission gas ${gas}`,
  noAnswerForQuestion: 'No answer for question',
  noAnswerForColumn: 'No answer for column',
  noAnswerInTable: 'No answer in table',
  referenceObject: 'Result is a reference object, not a value',
  combinationRule:
    'emission factor combination script must reference at least two emission factors or one emission factor and one hypothesis',
  stepBudget: (steps: number) => `Formula stopped: more than ${steps} evaluation steps`,
  textTooLong: (maxCharacters: number) => `Formula stopped: text longer than ${maxCharacters} characters`,
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
