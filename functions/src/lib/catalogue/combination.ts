import { checkCombinationScript, evaluateCombination, gwpHypothesisName, parse } from '@cairn/shared/calc/formula';
import type { FactorValue, FormulaContext, FormulaError, HypothesisValue } from '@cairn/shared/calc/formula';
import { currentValue } from '@cairn/shared/catalogue';
import { AppError } from '@cairn/shared/errors';
import { emissionFactorNameClaims, getEmissionFactor, type EmissionFactorRecord } from '../data/emissionFactor.ts';
import type { Stored } from '../data/entity.ts';
import { hypotheses, hypothesisNameClaims } from '../data/hypothesis.ts';
import { units } from '../data/unit.ts';

export interface ComputedCombination {
  computedValue: number;
  linkedEmissionFactorUuids: string[];
  linkedHypothesisUuids: string[];
}

/** A formula problem, on the form's `script` field, in the spec's words. */
function scriptIssue(error: FormulaError): AppError {
  const detail = error.undefinedAccesses?.length ? ` (${error.undefinedAccesses.join(', ')})` : '';
  const message = `${error.message}${detail}`;
  return new AppError('BAD_REQUEST', `script: ${message}`, [{ path: ['script'], message }]);
}

/** The factor holding the name, if readers see it (a factor of an import not DONE yet does not exist yet). */
async function factorByName(name: string): Promise<Stored<EmissionFactorRecord> | null> {
  const claim = await emissionFactorNameClaims.get({ name });
  return claim ? getEmissionFactor(claim.emissionFactorUuid) : null;
}

async function hypothesisByName(name: string) {
  const claim = await hypothesisNameClaims.get({ name });
  return claim ? hypotheses.get({ uuid: claim.hypothesisUuid }) : null;
}

async function unitSymbol(uuid: string): Promise<string> {
  return (await units.get({ uuid }))?.symbol ?? '';
}

/**
 * A combination's value from its script and the catalogue's current values: the script must
 * parse, follow the combination rule and evaluate to a number; each problem comes back on
 * the `script` field as the spec words it. References the catalogue lacks are left out of the
 * context, so the engine reports them by name ('Emission factor {name} not found').
 */
export async function computeCombination(script: string): Promise<ComputedCombination> {
  const parsed = parse(script);
  if (!parsed.ok) throw scriptIssue(parsed.error);
  const check = checkCombinationScript(parsed.formula);
  if (!check.ok) throw scriptIssue(check.error);

  const [factors, combinations] = await Promise.all([
    Promise.all(check.factorNames.map(factorByName)),
    Promise.all(check.combinationNames.map(factorByName)),
  ]);
  const ef: Record<string, FactorValue> = {};
  const linkedFactors: string[] = [];
  for (const [index, factor] of factors.entries()) {
    const current = factor?.type === 'SIMPLE' ? currentValue(factor.values) : null;
    if (!factor || !current || typeof current.value !== 'number') continue;
    ef[check.factorNames[index]!] = {
      value: current.value,
      gas: factor.gas,
      methaneOrigin: factor.methaneOrigin,
      unit: await unitSymbol(factor.unitUuid),
      source: current.source,
      sourceVersion: current.sourceVersion,
      isPublic: current.isPublic,
    };
    linkedFactors.push(factor.uuid);
  }
  const efc: Record<string, { value: number; unit: string }> = {};
  for (const [index, combination] of combinations.entries()) {
    if (combination?.type !== 'COMBINATION' || typeof combination.computedValue !== 'number') continue;
    efc[check.combinationNames[index]!] = { value: combination.computedValue, unit: await unitSymbol(combination.unitUuid) };
    linkedFactors.push(combination.uuid);
  }

  // The GWP100 hypotheses convert CH4 (by methane origin) and N2O factors; they join the context when a factor needs one.
  const hypothesisNames = [
    ...check.hypothesisNames,
    ...Object.values(ef).flatMap((factor) => (factor.gas === 'CO2E' ? [] : [gwpHypothesisName(factor.gas, factor.methaneOrigin)])),
  ];
  const hyp: Record<string, HypothesisValue> = {};
  const linkedHypotheses: string[] = [];
  for (const name of new Set(hypothesisNames)) {
    const hypothesis = await hypothesisByName(name);
    const current = hypothesis ? currentValue(hypothesis.values) : null;
    if (!hypothesis || !current) continue;
    hyp[name] = { value: current.value, unit: await unitSymbol(hypothesis.unitUuid), source: current.source ?? '' };
    if (check.hypothesisNames.includes(name)) linkedHypotheses.push(hypothesis.uuid);
  }

  const context: FormulaContext = { ef, efc, hyp };
  const result = evaluateCombination(parsed.formula, context);
  if (!result.ok) throw scriptIssue(result.error);
  return { computedValue: result.value as number, linkedEmissionFactorUuids: linkedFactors, linkedHypothesisUuids: linkedHypotheses };
}
