import type { Scope } from '../../labels/enums.ts';
import type { ScopeFilter } from '../plan/types.ts';
import { temperatureErrors } from './messages.ts';
import { scopeScoreFrom, timeFrameOf, trajectoryValue } from './score.ts';
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

/** Each scope's kgCO2e in the trajectory's start year, null when unknown: read once, every horizon and combination weighs by them. */
export type StartKg = Readonly<Record<Scope, number | null>>;

export function startKgOf(trajectory: TemperatureTrajectory): StartKg {
  return { ONE: trajectoryValue(trajectory, 'ONE', trajectory.startYear), TWO: trajectoryValue(trajectory, 'TWO', trajectory.startYear), THREE: trajectoryValue(trajectory, 'THREE', trajectory.startYear) };
}

/** The kgCO2e of `scopes` in the start year: null when one is unknown. */
export function startTotalKg(start: StartKg, scopes: readonly Scope[]): number | null {
  let total = 0;
  for (const scope of scopes) {
    const value = start[scope];
    if (value === null) return null;
    total += value;
  }
  return total;
}

/** The company's kgCO2e of `scopes` in its trajectory's start year: null when one is unknown. */
export function startEmissionsKg(trajectory: TemperatureTrajectory, scopes: readonly Scope[]): number | null {
  return startTotalKg(startKgOf(trajectory), scopes);
}

/**
 * Σ score × emissions / Σ emissions over `scopes`, the start year's emissions weighing each: a
 * scope without emissions weighs nothing, and all of them without is the spec's error (spec 3
 * section 8). When one scope's emissions are unknown, nothing can weigh them: the highest score
 * stands, as the published tool does. A scope without score leaves the combination without one;
 * one scope alone is its own score, whatever its emissions.
 */
export function combineScopes(scored: Readonly<Record<Scope, Scored<ScopeScore>>>, scopes: readonly Scope[], trajectory: TemperatureTrajectory): Scored<CombinedScore> {
  return combineFrom(scored, scopes, startKgOf(trajectory));
}

/** `combineScopes` given the start-year values; sums in the scopes' order, with no array per combination (a portfolio makes thousands). */
function combineFrom(scored: Readonly<Record<Scope, Scored<ScopeScore>>>, scopes: readonly Scope[], start: StartKg): Scored<CombinedScore> {
  let highest = -Infinity;
  let unknown = false;
  let total = 0;
  let weighted = 0;
  for (let at = 0; at < scopes.length; at += 1) {
    const scope = scopes[at]!;
    const part = scored[scope];
    if (!part.ok) return part;
    const weight = start[scope];
    highest = Math.max(highest, part.value.score);
    if (weight === null) unknown = true;
    else {
      // Negative emissions (net removals reported as a scope) weigh nothing rather than subtract.
      const counted = Math.max(0, weight);
      total += counted;
      weighted += part.value.score * counted;
    }
  }
  if (scopes.length === 1) return { ok: true, value: { score: highest, combination: 'ONE_SCOPE' } };
  if (unknown) return { ok: true, value: { score: highest, combination: 'HIGHEST' } };
  if (total <= 0) return { ok: false, error: temperatureErrors.allEmissionsZero() };
  return { ok: true, value: { score: weighted / total, combination: 'EMISSIONS_WEIGHTED' } };
}

/** A company's scores for `horizonYear`, and the combination of the scopes `filter` reads. */
export function companyScores(company: CompanyTemperatureInput, reportingYear: number, horizonYear: number, filter: ScopeFilter): CompanyTemperatureScores {
  return companyScoresFrom(company, startKgOf(company.trajectory), reportingYear, horizonYear, filter);
}

/** `companyScores` given the start-year values `startKgOf` read. */
export function companyScoresFrom(company: CompanyTemperatureInput, start: StartKg, reportingYear: number, horizonYear: number, filter: ScopeFilter): CompanyTemperatureScores {
  const scored: Record<Scope, Scored<ScopeScore>> = {
    ONE: scopeScoreFrom('ONE', company, start.ONE, reportingYear, horizonYear),
    TWO: scopeScoreFrom('TWO', company, start.TWO, reportingYear, horizonYear),
    THREE: scopeScoreFrom('THREE', company, start.THREE, reportingYear, horizonYear),
  };
  return {
    horizonYear,
    timeFrame: timeFrameOf(reportingYear, horizonYear),
    scope1: scored.ONE,
    scope2: scored.TWO,
    scope3: scored.THREE,
    scope1And2: combineFrom(scored, scopesOfFilter.ONE_AND_TWO, start),
    aggregated: combineFrom(scored, scopesOfFilter.ALL, start),
    scopeSelected: combineFrom(scored, scopesOfFilter[filter], start),
  };
}
