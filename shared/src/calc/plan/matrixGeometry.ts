import { costCircleSizePx, matrixFeasibilityMiddle, matrixImpactAxisTCo2e, type MatrixPoint, type MatrixQuadrant } from './scores.ts';
import type { Level } from './types.ts';

/*
 * Where the feasibility-versus-impact matrix draws (spec 2 section 9, "Matrix"): feasibility 0 to
 * 10 left to right, tonnes avoided on a logarithmic axis from 1 t (bottom) to 50,000 t (top),
 * circles sized by cost level, and the four quadrants split at the axes' middles. Pixels are
 * measured from the plot area's top-left corner, as SVG draws.
 */

/** The impact axis's ticks, tCO2e avoided: the powers of ten from 1 t, then the axis's 50,000 t top. */
export const matrixImpactTicksTCo2e: readonly number[] = [1, 10, 100, 1_000, 10_000, 50_000];

const logSpan = Math.log10(matrixImpactAxisTCo2e.max) - Math.log10(matrixImpactAxisTCo2e.min);

/** The height of `tCo2e` avoided: 1 t at the bottom, 50,000 t at the top, clamped to the axis. */
export function matrixImpactYPx(tCo2e: number, heightPx: number): number {
  const clamped = Math.min(matrixImpactAxisTCo2e.max, Math.max(matrixImpactAxisTCo2e.min, tCo2e));
  const share = (Math.log10(clamped) - Math.log10(matrixImpactAxisTCo2e.min)) / logSpan;
  return heightPx * (1 - share);
}

/** The place of a feasibility score (0 to 10) across the width, clamped. */
export function matrixFeasibilityXPx(feasibility: number, widthPx: number): number {
  return (Math.min(10, Math.max(0, feasibility)) / 10) * widthPx;
}

export interface MatrixCircle {
  uuid: string;
  cxPx: number;
  cyPx: number;
  /** Half of the cost level's size (`costCircleSizePx`: the circle's diameter). */
  radiusPx: number;
  cost: Level;
  quadrant: MatrixQuadrant;
}

/** The circles of the plotted actions in a plot area of `widthPx` by `heightPx`. */
export function matrixCircles(points: readonly MatrixPoint[], widthPx: number, heightPx: number): MatrixCircle[] {
  return points.map((point) => ({
    uuid: point.uuid,
    cxPx: matrixFeasibilityXPx(point.feasibility, widthPx),
    cyPx: matrixImpactYPx(point.avoidedTCo2e, heightPx),
    radiusPx: costCircleSizePx(point.cost, heightPx) / 2,
    cost: point.cost,
    quadrant: point.quadrant,
  }));
}

export interface MatrixQuadrantArea {
  quadrant: MatrixQuadrant;
  xPx: number;
  yPx: number;
  widthPx: number;
  heightPx: number;
}

/**
 * The quadrants' areas: high impact on top (strategic projects left, quick wins right), low impact
 * below (second priority left, fill-ins right). The vertical split is feasibility 5; the
 * horizontal one √50,000 t, which a logarithmic axis from 1 t puts exactly half-way up.
 */
export function matrixQuadrantAreas(widthPx: number, heightPx: number): MatrixQuadrantArea[] {
  const splitX = matrixFeasibilityXPx(matrixFeasibilityMiddle, widthPx);
  const splitY = heightPx / 2;
  return [
    { quadrant: 'STRATEGIC_PROJECTS', xPx: 0, yPx: 0, widthPx: splitX, heightPx: splitY },
    { quadrant: 'QUICK_WINS', xPx: splitX, yPx: 0, widthPx: widthPx - splitX, heightPx: splitY },
    { quadrant: 'SECOND_PRIORITY', xPx: 0, yPx: splitY, widthPx: splitX, heightPx: heightPx - splitY },
    { quadrant: 'FILL_INS', xPx: splitX, yPx: splitY, widthPx: widthPx - splitX, heightPx: heightPx - splitY },
  ];
}

export type LevelTone = 'GOOD' | 'FAIR' | 'POOR';
export type ScoredName = 'cost' | 'feasibility' | 'opportunity' | 'risk' | 'carbonImpact';

/**
 * The colour sense of a score level. A cost reads the natural way: LOW is good, HIGH poor. Spec 2
 * section 9 inverts it for carbon impact, feasibility, opportunity and risk: HIGH is good (a large
 * impact, an easy action, a big opportunity, a risk well covered), LOW poor.
 */
export function scoreLevelTone(score: ScoredName, level: Level): LevelTone {
  const inverted = score !== 'cost';
  if (level === 'MEDIUM') return 'FAIR';
  return (level === 'HIGH') === inverted ? 'GOOD' : 'POOR';
}
