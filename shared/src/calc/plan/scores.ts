import type { Level } from './types.ts';

/*
 * Feasibility bands and the feasibility-versus-impact matrix (spec 2 section 5, "Actions and
 * plans", and section 9, "Matrix").
 */

/** Feasibility is scored 0 to 10; the bands split it in thirds. */
export const feasibilityLowBelow = 10 / 3;
export const feasibilityMediumBelow = 20 / 3;

/** Below 10/3 LOW, below 20/3 MEDIUM, otherwise HIGH; null without a score. */
export function feasibilityLevel(feasibility: number | null): Level | null {
  if (feasibility === null || Number.isNaN(feasibility)) return null;
  if (feasibility < feasibilityLowBelow) return 'LOW';
  if (feasibility < feasibilityMediumBelow) return 'MEDIUM';
  return 'HIGH';
}

/**
 * The matrix plots an action only when it avoids more than 1 tCO2e: its carbon impact (kgCO2e,
 * negative a reduction) below −1,000, 1 t being the lowest tick of the logarithmic impact axis.
 */
export const matrixImpactBelowKgCo2e = -1000;
/** The impact axis's ticks, tCO2e avoided (logarithmic). */
export const matrixImpactAxisTCo2e = { min: 1, max: 50_000 } as const;

export interface MatrixInput {
  uuid: string;
  feasibility: number | null;
  /** The cost score's level. */
  cost: Level | null;
  /** kgCO2e per year, negative a reduction. */
  carbonImpact: number | null;
}

/** Whether the matrix can plot an action: feasibility, cost and an impact below −1,000 kgCO2e all set. */
export function isPlottable(action: MatrixInput): boolean {
  return action.feasibility !== null && action.cost !== null && action.carbonImpact !== null && action.carbonImpact < matrixImpactBelowKgCo2e;
}

/** The circle's size, by cost level, as a share of the chart's height: LOW h/15, MEDIUM h/10, HIGH h/7.5. */
export function costCircleSizePx(cost: Level, chartHeightPx: number): number {
  return chartHeightPx / { LOW: 15, MEDIUM: 10, HIGH: 7.5 }[cost];
}

export type MatrixQuadrant = 'QUICK_WINS' | 'STRATEGIC_PROJECTS' | 'FILL_INS' | 'SECOND_PRIORITY';

/** The feasibility axis's middle (0 to 10). */
export const matrixFeasibilityMiddle = 5;
/** The impact axis's middle: on a logarithmic axis from 1 to 50,000 t, √50,000 ≈ 223.6 t. */
export const matrixImpactMiddleTCo2e = Math.sqrt(matrixImpactAxisTCo2e.min * matrixImpactAxisTCo2e.max);

/**
 * The quadrant of a plotted action, split at the axes' middles (a value on a middle counts as
 * high): high impact and feasible are quick wins; high impact but hard, strategic projects; low
 * impact but feasible, fill-ins; low impact and hard, second priority.
 */
export function matrixQuadrant(feasibility: number, avoidedTCo2e: number): MatrixQuadrant {
  const feasible = feasibility >= matrixFeasibilityMiddle;
  const large = avoidedTCo2e >= matrixImpactMiddleTCo2e;
  if (large) return feasible ? 'QUICK_WINS' : 'STRATEGIC_PROJECTS';
  return feasible ? 'FILL_INS' : 'SECOND_PRIORITY';
}

export interface MatrixPoint {
  uuid: string;
  feasibility: number;
  avoidedTCo2e: number;
  cost: Level;
  quadrant: MatrixQuadrant;
}

/** The matrix's points: the plottable actions, their impact as tCO2e avoided, and their quadrant. */
export function matrixPoints(actions: readonly MatrixInput[]): MatrixPoint[] {
  return actions.filter(isPlottable).map((action) => {
    const avoidedTCo2e = -action.carbonImpact! / 1000;
    return { uuid: action.uuid, feasibility: action.feasibility!, avoidedTCo2e, cost: action.cost!, quadrant: matrixQuadrant(action.feasibility!, avoidedTCo2e) };
  });
}
