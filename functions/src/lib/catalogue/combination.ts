import { evaluateCombinationScript, linkedCatalogueUuids } from '@cairn/shared/calc/catalogue';
import { checkCombinationScript, formulaErrorIssue, parse, type FormulaError } from '@cairn/shared/calc/formula';
import { AppError } from '@cairn/shared/errors';
import { loadReachedCatalogue } from './view.ts';

export interface ComputedCombination {
  computedValue: number;
  linkedEmissionFactorUuids: string[];
  linkedHypothesisUuids: string[];
}

/** A formula problem, on the form's `script` field, in the spec's words and with its message key. */
function scriptIssue(error: FormulaError): AppError {
  const issue = formulaErrorIssue(['script'], error);
  return new AppError('BAD_REQUEST', `script: ${issue.message}`, [issue]);
}

/**
 * A combination's value from its script and the catalogue's current values, computed by the
 * engine the browser preview and the reports use (`evaluateCombinationScript`): the script must
 * parse, follow the combination rule and evaluate to a number; each problem comes back on the
 * `script` field as the spec words it. `selfUuid` is the combination being saved: a script reading
 * it, directly or through another combination, is refused as a cycle.
 */
export async function computeCombination(script: string, selfUuid?: string): Promise<ComputedCombination> {
  const parsed = parse(script);
  if (!parsed.ok) throw scriptIssue(parsed.error);
  const check = checkCombinationScript(parsed.formula);
  if (!check.ok) throw scriptIssue(check.error);
  const catalogue = await loadReachedCatalogue(parsed.formula);
  const result = evaluateCombinationScript(parsed.formula, catalogue, 'current', selfUuid);
  if (!result.ok) throw scriptIssue(result.error);
  const links = linkedCatalogueUuids(parsed.formula, catalogue);
  return { computedValue: result.value as number, linkedEmissionFactorUuids: links.emissionFactorUuids, linkedHypothesisUuids: links.hypothesisUuids };
}
