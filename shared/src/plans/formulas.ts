import { answersEvaluator, catalogueView, type CatalogueView, type ValueYear } from '../calc/catalogue/context.ts';
import { formulaErrorMessage, withReferences } from '../calc/formula/messages.ts';
import { parse } from '../calc/formula/parse.ts';
import type { AnswerMap, FormulaError } from '../calc/formula/types.ts';
import { englishOf, say } from '../errorMessages.ts';
import type { ActionFormula, ActionParameter, FormulaEvaluationError } from './model.ts';

/*
 * An action's carbon-impact formulas (spec 2 "Action": formulas with `displayedEval`,
 * `emissionFactors`, `hypotheses`), evaluated by the formula engine exactly as a report entry is:
 * catalogue names trimmed and case-insensitive, each value the one its history gives for the
 * plan's baseline year, CH4 and N2O converted by their GWP100 hypothesis. `p.<name>` reads the
 * action's parameters: a NUMBER parameter its number, a TEXT parameter its text (blank is null).
 * The result is kgCO2e a year, negative for a reduction. Pure: the handler loads the catalogue
 * the expressions reach and stores what this returns.
 */

/** A formula as it is written, before evaluation. */
export type WrittenFormula = Pick<ActionFormula, 'expression' | 'averageImpact'>;

/** What an evaluation sets on a formula. */
export type FormulaOutcome = Pick<ActionFormula, 'averageImpact' | 'displayedEval' | 'emissionFactors' | 'hypotheses' | 'evaluationError'>;

/** The catalogue year a plan's formulas read: its baseline year, or the open (current) values when it has none. */
export const formulaYear = (baselineYear: number | null): ValueYear => baselineYear ?? 'current';

/** The formula context's `p`: each parameter by name. */
export function parameterContext(parameters: readonly Pick<ActionParameter, 'name' | 'type' | 'valueNumber' | 'valueText'>[]): AnswerMap {
  const values: Record<string, number | string | null> = {};
  for (const parameter of parameters) values[parameter.name] = parameter.type === 'NUMBER' ? parameter.valueNumber : parameter.valueText;
  return values;
}

const storedError = (error: FormulaError): FormulaEvaluationError => {
  const said = formulaErrorMessage(error);
  return said ? { text: said.text, key: said.key, params: said.params } : { text: withReferences(error), key: null, params: {} };
};

const failed = (error: FormulaEvaluationError): FormulaOutcome => ({
  // A failed formula counts for nothing rather than for a stale figure; its error says why.
  averageImpact: 0,
  displayedEval: null,
  emissionFactors: [],
  hypotheses: [],
  evaluationError: error,
});

const emptyCatalogue = catalogueView({ factors: [], hypotheses: [], units: [] });

/** The largest impact a formula may give, as the action's fields bound it (kgCO2e a year). */
const magnitudeKgCo2e = 1e15;

/** One formula's evaluation against the catalogue (as `loadReachedCatalogue` gives what its expression reaches). */
export function evaluateActionFormula(expression: string, parameters: AnswerMap, catalogue: CatalogueView, year: ValueYear): FormulaOutcome {
  const parsed = parse(expression);
  if (!parsed.ok) return failed(storedError(parsed.error));
  const result = answersEvaluator(parsed.formula, catalogue, year)({ p: parameters });
  if (!result.ok) return failed(storedError(result.error));
  if (typeof result.value !== 'number' || !Number.isFinite(result.value)) {
    return failed({ text: englishOf('validation.message.resultIsNaN'), key: 'validation.message.resultIsNaN', params: {} });
  }
  if (Math.abs(result.value) > magnitudeKgCo2e) {
    const said = say('server.plan.impactTooLarge');
    return failed({ text: said.text, key: said.key, params: said.params });
  }
  return {
    averageImpact: result.value,
    displayedEval: `${expression} = ${String(result.value)} kgCO2e/year`.slice(0, 2_000),
    emissionFactors: result.factors.slice(0, 30),
    hypotheses: result.hypotheses.slice(0, 30),
    evaluationError: null,
  };
}

/**
 * An action's formulas evaluated, and its carbon impact: the sum of its formulas' yearly
 * impacts (kgCO2e). A formula without an expression keeps the impact entered by hand. The
 * carbon impact is null when a formula failed (a sum missing a term would be a wrong figure)
 * and unchanged (`undefined`) when no formula has an expression: it was entered by hand.
 */
export function evaluateActionFormulas<F extends ActionFormula>(
  formulas: readonly F[],
  parameters: AnswerMap,
  catalogues: ReadonlyMap<string, CatalogueView>,
  year: ValueYear,
): { formulas: F[]; carbonImpact: number | null | undefined } {
  const evaluated = formulas.map((formula): F => {
    if (formula.expression === null || formula.expression === undefined) return formula;
    // A formula whose catalogue was not loaded reads an empty one: each name it reads is reported as not found.
    const catalogue = catalogues.get(formula.uuid) ?? emptyCatalogue;
    return { ...formula, ...evaluateActionFormula(formula.expression, parameters, catalogue, year) };
  });
  if (!evaluated.some((formula) => formula.expression)) return { formulas: evaluated, carbonImpact: undefined };
  if (evaluated.some((formula) => formula.evaluationError !== null)) return { formulas: evaluated, carbonImpact: null };
  return { formulas: evaluated, carbonImpact: evaluated.reduce((sum, formula) => sum + formula.averageImpact, 0) };
}
