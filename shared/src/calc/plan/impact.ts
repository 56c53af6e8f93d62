import type { PlanAction, PlanFormula, Scope, ScopeKgCo2e } from './types.ts';

/*
 * The impact of an action in a given year (spec 2 section 9: "Carbon impact ramps linearly from
 * start to end year (or applies evenly with no baseline change), scaled by annual growth percent
 * from the baseline year when proportional to growth"). docs/methodology.md, "Decarbonization
 * plan engine", states each rule and why.
 */

/**
 * The share of a formula's full yearly impact that applies in `year`, 0 to 1.
 * - Ramp (the default): over the n = end − start + 1 years from start to end, year k (1-based)
 *   gets k / n, so the end year is the first at full effect; every later year stays at full
 *   effect, since the action changed the baseline for good.
 * - `noBaselineModification`: 1 in every year from start to end, 0 after: the effect is even and
 *   lasts only while the action runs.
 * A null end year means full effect from the start year on (in either mode); no start year means
 * the formula is not placed in time, so 0.
 */
export function rampFraction(formula: Pick<PlanFormula, 'carbonImpactStartYear' | 'carbonImpactEndYear' | 'noBaselineModification'>, year: number): number {
  const start = formula.carbonImpactStartYear;
  if (start === null || year < start) return 0;
  const end = formula.carbonImpactEndYear === null ? null : Math.max(start, formula.carbonImpactEndYear);
  if (formula.noBaselineModification) return end === null || year <= end ? 1 : 0;
  if (end === null || year >= end) return 1;
  return (year - start + 1) / (end - start + 1);
}

/** (1 + growth / 100)^(year − baseline year): the plan's annual growth, compounded. */
export function growthFactor(annualGrowthPercent: number, baselineYear: number, year: number): number {
  return (1 + annualGrowthPercent / 100) ** (year - baselineYear);
}

/** Whether an action has a quantified impact that the projection counts. */
export function isQuantified(action: Pick<PlanAction, 'type'>): boolean {
  return action.type !== 'QUALITATIVE';
}

/** Whether any formula of the action is placed in time (has a start year). */
export function isDated(action: Pick<PlanAction, 'formulas'>): boolean {
  return action.formulas.some((formula) => formula.carbonImpactStartYear !== null);
}

export const zeroScopes = (): ScopeKgCo2e => ({ one: 0, two: 0, three: 0, total: 0 });

const scopeKey: Record<Scope, 'one' | 'two' | 'three'> = { ONE: 'one', TWO: 'two', THREE: 'three' };

/**
 * An action's impact in `year`, kgCO2e per scope (negative is a reduction): each formula's
 * average impact × its ramp fraction, × the growth factor when the action is proportional to
 * growth. A qualitative action has none.
 */
export function actionImpactKgCo2e(
  action: Pick<PlanAction, 'type' | 'proportionalToGrowth' | 'formulas'>,
  growth: { baselineYear: number; annualGrowth: number },
  year: number,
): ScopeKgCo2e {
  const impact = zeroScopes();
  if (!isQuantified(action)) return impact;
  const scale = action.proportionalToGrowth ? growthFactor(growth.annualGrowth, growth.baselineYear, year) : 1;
  for (const formula of action.formulas) {
    const fraction = rampFraction(formula, year);
    if (fraction === 0) continue;
    const value = formula.averageImpact * fraction * scale;
    impact[scopeKey[formula.scope]] += value;
    impact.total += value;
  }
  return impact;
}
