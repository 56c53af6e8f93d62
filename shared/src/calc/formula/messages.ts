import { englishOf, messageOfText, say, type Message } from '../../errorMessages.ts';
import { fieldIssue, type FieldIssue } from '../../errors.ts';
import type { FormulaError } from './types.ts';

/** A failure's English text, and the catalogue message it is, to say it in another language. */
const failure = (said: Message) => ({ message: said.text, said });

/**
 * Formula messages in one place (worded in `../../errorMessages.ts`). Those the spec quotes keep
 * its wording exactly. A message with parameters gives the failure's `message` and `said`.
 */
export const formulaMessages = {
  invalidFormat: englishOf('validation.message.invalidScriptFormat'),
  scriptTooLong: (maxCharacters: number) => failure(say('server.formula.scriptTooLong', { max: maxCharacters })),
  tooManyTokens: (maxTokens: number) => failure(say('server.formula.tooManyTokens', { max: maxTokens })),
  tooDeep: (maxDepth: number) => failure(say('server.formula.tooDeep', { max: maxDepth })),
  resultNaN: englishOf('validation.message.resultIsNaN'),
  notFinite: englishOf('server.formula.notFinite'),
  factorNotFound: (name: string) => failure(say('validation.message.emissionFactorNotFound', { name })),
  hypothesisNotFound: (name: string) => failure(say('validation.message.hypothesisNotFound', { name })),
  combinationNotFound: (name: string) => failure(say('server.formula.combinationNotFound', { name })),
  missingGasHypothesis: (gas: string) => failure(say('validation.message.missingGasHypothesis', { gas })),
  noAnswerForQuestion: englishOf('server.formula.noAnswerForQuestion'),
  noAnswerForColumn: englishOf('server.formula.noAnswerForColumn'),
  noAnswerInTable: englishOf('server.formula.noAnswerInTable'),
  referenceObject: englishOf('server.formula.referenceObject'),
  combinationRule: englishOf('validation.message.combinationReferences'),
  stepBudget: (steps: number) => failure(say('server.formula.stepBudget', { steps })),
  textTooLong: (maxCharacters: number) => failure(say('server.formula.textTooLong', { max: maxCharacters })),
} as const;

/**
 * A formula error as the catalogue message it is, or null for a text of no catalogue message;
 * with the references that read nothing after it when it names them, as `withReferences` shows.
 */
export function formulaErrorMessage(error: Pick<FormulaError, 'message' | 'said' | 'undefinedAccesses'>): Message | null {
  const said = error.said ?? messageOfText(error.message);
  if (!said || !error.undefinedAccesses?.length) return said;
  return say('server.formula.withReferences', { message: said, references: error.undefinedAccesses.join(', ') });
}

/** A formula error as an issue on the field at `path`, with its key when it is a catalogue message. */
export function formulaErrorIssue(path: (string | number)[], error: Pick<FormulaError, 'message' | 'said' | 'undefinedAccesses'>): FieldIssue {
  const said = formulaErrorMessage(error);
  return said ? fieldIssue(path, said) : { path, message: withReferences(error) };
}

/** A formula error's text with the references that read nothing, as it is shown. */
export function withReferences(error: Pick<FormulaError, 'message' | 'undefinedAccesses'>): string {
  return error.undefinedAccesses?.length ? `${error.message} (${error.undefinedAccesses.join(', ')})` : error.message;
}

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
