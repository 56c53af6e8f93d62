import { evaluate, type EvaluateOptions } from './evaluate.ts';
import { formulaMessages } from './messages.ts';
import type { EvaluationResult, Formula, FormulaContext, FormulaError, Reference } from './types.ts';

/** Every distinct reference of a parsed formula, in source order (usage lists, validation as you type). */
export function referencesOf(formula: Formula): readonly Reference[] {
  return formula.references;
}

export type CombinationCheck =
  | {
      readonly ok: true;
      readonly factorNames: readonly string[];
      readonly combinationNames: readonly string[];
      readonly hypothesisNames: readonly string[];
    }
  | { readonly ok: false; readonly error: FormulaError };

const namesOf = (formula: Formula, prefix: 'ef' | 'efc' | 'hyp') =>
  formula.references.filter((reference) => reference.prefix === prefix).map((reference) => reference.path[0] as string);

/**
 * The combination rule (spec 2, Value histories): at least two emission factors, or one factor
 * and one hypothesis. A combination is an emission factor of type combination, so `efc`
 * references count as factors.
 */
export function checkCombinationScript(formula: Formula): CombinationCheck {
  const factorNames = namesOf(formula, 'ef');
  const combinationNames = namesOf(formula, 'efc');
  const hypothesisNames = namesOf(formula, 'hyp');
  const factorCount = factorNames.length + combinationNames.length;
  if (factorCount >= 2 || (factorCount >= 1 && hypothesisNames.length >= 1)) {
    return { ok: true, factorNames, combinationNames, hypothesisNames };
  }
  return { ok: false, error: { code: 'combinationRule', message: formulaMessages.combinationRule } };
}

/** The computed value of a combination factor, in kgCO2e per unit, with what produced it. */
export function evaluateCombination(formula: Formula, context: FormulaContext, options?: EvaluateOptions): EvaluationResult {
  const check = checkCombinationScript(formula);
  if (!check.ok) return check;
  const result = evaluate(formula, context, options);
  if (result.ok && typeof result.value !== 'number') {
    return { ok: false, error: { code: 'resultNaN', message: formulaMessages.resultNaN, undefinedAccesses: result.undefinedAccesses } };
  }
  return result;
}
