import { actionImpactKgCo2e, isDated, isQuantified, zeroScopes } from './impact.ts';
import type { ActionStatus, PlanAction, PlanFrame, ScopeFilter, ScopeKgCo2e } from './types.ts';

/** The plan's baseline per scope (spec 2 "Decarbonization plan", `baselineValue`), kgCO2e. */
export interface BaselineKgCo2e {
  scope1: number;
  scope2: number;
  scope3: number;
}

export interface ProjectionYear {
  year: number;
  /** The sum of the counted actions' impacts this year, per scope; negative is a reduction. */
  impactKgCo2e: ScopeKgCo2e;
  /** Baseline + impact, per scope. */
  projectedKgCo2e: ScopeKgCo2e;
}

export interface PlanProjection {
  baselineKgCo2e: ScopeKgCo2e;
  /** One row per year from the baseline year to the target year, both included. */
  years: ProjectionYear[];
  /** Actions counted: of the counted statuses, quantified, with a dated formula. */
  countedActionUuids: string[];
  /** Counted statuses and quantified, but no formula has a start year: not placed in time. */
  undatedActionUuids: string[];
}

export interface ProjectionOptions {
  /** The statuses whose actions count; the projection tab shows SELECTED actions (spec 2 section 4). */
  statuses?: readonly ActionStatus[];
}

/**
 * The plan's emissions per year and scope, from the baseline year to the target year.
 *
 * Year y's emissions are the baseline plus the counted actions' impacts in y (`actionImpactKgCo2e`:
 * ramp, growth). Impacts are negative for a reduction, so adding them lowers the baseline. The
 * baseline year's row is the baseline itself: it is the measured footprint, and an action changes
 * only the years after it. The baseline stays flat: the spec scales actions proportional to
 * growth, not the baseline.
 */
export function projectPlan(
  frame: PlanFrame,
  baseline: BaselineKgCo2e,
  actions: readonly PlanAction[],
  { statuses = ['SELECTED'] }: ProjectionOptions = {},
): PlanProjection {
  const baselineKgCo2e: ScopeKgCo2e = {
    one: baseline.scope1,
    two: baseline.scope2,
    three: baseline.scope3,
    total: baseline.scope1 + baseline.scope2 + baseline.scope3,
  };
  const candidates = actions.filter((action) => statuses.includes(action.status) && isQuantified(action));
  const counted = candidates.filter(isDated);
  const years: ProjectionYear[] = [];
  for (let year = frame.baselineYear; year <= frame.targetYear; year += 1) {
    const impactKgCo2e = zeroScopes();
    if (year > frame.baselineYear) {
      for (const action of counted) {
        const impact = actionImpactKgCo2e(action, frame, year);
        impactKgCo2e.one += impact.one;
        impactKgCo2e.two += impact.two;
        impactKgCo2e.three += impact.three;
        impactKgCo2e.total += impact.total;
      }
    }
    years.push({
      year,
      impactKgCo2e,
      projectedKgCo2e: {
        one: baselineKgCo2e.one + impactKgCo2e.one,
        two: baselineKgCo2e.two + impactKgCo2e.two,
        three: baselineKgCo2e.three + impactKgCo2e.three,
        total: baselineKgCo2e.total + impactKgCo2e.total,
      },
    });
  }
  return {
    baselineKgCo2e,
    years,
    countedActionUuids: counted.map((action) => action.uuid),
    undatedActionUuids: candidates.filter((action) => !isDated(action)).map((action) => action.uuid),
  };
}

/** A per-scope value under the charts' scope filter: ALL the total, ONE_AND_TWO scopes 1 and 2. */
export function scopeFilterValue(values: ScopeKgCo2e, filter: ScopeFilter): number {
  switch (filter) {
    case 'ALL':
      return values.total;
    case 'ONE':
      return values.one;
    case 'TWO':
      return values.two;
    case 'ONE_AND_TWO':
      return values.one + values.two;
    case 'THREE':
      return values.three;
  }
}
