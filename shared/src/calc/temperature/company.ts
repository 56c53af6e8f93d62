import type { Scope } from '../../labels/enums.ts';
import type { ScopeFilter } from '../plan/types.ts';
import { temperatureErrors } from './messages.ts';
import { scopeScore, timeFrameOf, trajectoryValue } from './score.ts';
import type { CombinedScore, CompanyTemperatureInput, CompanyTemperatureScores, ScopeScore, Scored, TemperatureTrajectory } from './types.ts';

/*
 * A company's scores per scope and their combinations (methodology v1.5, requirement 6.5
 * "Temperature score aggregation"): the scopes' scores weighted by the scopes' emissions.
 */

/** The scopes a scope filter reads (spec 2 section 9's filter, as the plan engine's `ScopeFilter`). */
export const scopesOfFilter: Readonly<Record<ScopeFilter, readonly Scope[]>> = {
  ALL: ['ONE', 'TWO', 'THREE'],
  ONE: ['ONE'],
  TWO: ['TWO'],
  ONE_AND_TWO: ['ONE', 'TWO'],
  THREE: ['THREE'],
};

/** The company's kgCO2e of `scopes` in its trajectory's start year: null when one is unknown. */
export function startEmissionsKg(trajectory: TemperatureTrajectory, scopes: readonly Scope[]): number | null {
  let total = 0;
  for (const scope of scopes) {
    const value = trajectoryValue(trajectory, scope, trajectory.startYear);
    if (value === null) return null;
    total += value;
  }
  return total;
}

/**
 * Σ score × emissions / Σ emissions over `scopes`, the start year's emissions weighing each: a
 * scope without emissions weighs nothing, and all of them without is the spec's error (spec 3
 * section 8). When one scope's emissions are unknown, nothing can weigh them: the highest score
 * stands, as the published tool does. A scope without score leaves the combination without one;
 * one scope alone is its own score, whatever its emissions.
 */
export function combineScopes(scored: Readonly<Record<Scope, Scored<ScopeScore>>>, scopes: readonly Scope[], trajectory: TemperatureTrajectory): Scored<CombinedScore> {
  const parts: { score: number; weight: number | null }[] = [];
  for (const scope of scopes) {
    const part = scored[scope];
    if (!part.ok) return part;
    parts.push({ score: part.value.score, weight: trajectoryValue(trajectory, scope, trajectory.startYear) });
  }
  const [only] = parts;
  if (parts.length === 1 && only) return { ok: true, value: { score: only.score, combination: 'ONE_SCOPE' } };
  if (parts.some((part) => part.weight === null)) return { ok: true, value: { score: Math.max(...parts.map((part) => part.score)), combination: 'HIGHEST' } };
  // Negative emissions (net removals reported as a scope) weigh nothing rather than subtract.
  const weights = parts.map((part) => Math.max(0, part.weight ?? 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return { ok: false, error: temperatureErrors.allEmissionsZero() };
  const score = parts.reduce((sum, part, index) => sum + part.score * (weights[index] ?? 0), 0) / total;
  return { ok: true, value: { score, combination: 'EMISSIONS_WEIGHTED' } };
}

/** A company's scores for `horizonYear`, and the combination of the scopes `filter` reads. */
export function companyScores(company: CompanyTemperatureInput, reportingYear: number, horizonYear: number, filter: ScopeFilter): CompanyTemperatureScores {
  const scored: Record<Scope, Scored<ScopeScore>> = {
    ONE: scopeScore('ONE', company, reportingYear, horizonYear),
    TWO: scopeScore('TWO', company, reportingYear, horizonYear),
    THREE: scopeScore('THREE', company, reportingYear, horizonYear),
  };
  const trajectory = company.trajectory;
  return {
    horizonYear,
    timeFrame: timeFrameOf(reportingYear, horizonYear),
    scope1: scored.ONE,
    scope2: scored.TWO,
    scope3: scored.THREE,
    scope1And2: combineScopes(scored, scopesOfFilter.ONE_AND_TWO, trajectory),
    aggregated: combineScopes(scored, scopesOfFilter.ALL, trajectory),
    scopeSelected: combineScopes(scored, scopesOfFilter[filter], trajectory),
  };
}
