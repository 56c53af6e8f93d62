import { describe, expect, it } from 'vitest';
import { matrixCircles, matrixFeasibilityXPx, matrixImpactTicksTCo2e, matrixImpactYPx, matrixQuadrantAreas, scoreLevelTone } from './matrixGeometry.ts';
import { matrixPoints } from './scores.ts';

describe('the matrix geometry', () => {
  it('puts tonnes on a logarithmic axis: 1 t at the bottom, 50,000 t at the top', () => {
    // log10(50,000) = 4.69897; a 400 px axis: 100 t is 2 / 4.69897 = 42.56 % up, 400 × (1 − 0.42563) = 229.75 px from the top.
    expect(matrixImpactYPx(1, 400)).toBeCloseTo(400, 6);
    expect(matrixImpactYPx(50_000, 400)).toBeCloseTo(0, 6);
    expect(matrixImpactYPx(100, 400)).toBeCloseTo(229.75, 2);
    expect(matrixImpactYPx(10_000, 400)).toBeCloseTo(400 * (1 - 4 / Math.log10(50_000)), 6);
    // √50,000 = 223.6 t lies exactly half-way.
    expect(matrixImpactYPx(Math.sqrt(50_000), 400)).toBeCloseTo(200, 6);
  });

  it('clamps impacts outside the axis to its ends', () => {
    expect(matrixImpactYPx(0.5, 400)).toBeCloseTo(400, 6);
    expect(matrixImpactYPx(80_000, 400)).toBeCloseTo(0, 6);
  });

  it('ticks 1 to 50,000 t', () => {
    expect(matrixImpactTicksTCo2e).toEqual([1, 10, 100, 1000, 10000, 50000]);
  });

  it('places feasibility 0 to 10 across the width', () => {
    expect(matrixFeasibilityXPx(0, 600)).toBe(0);
    expect(matrixFeasibilityXPx(7, 600)).toBeCloseTo(420, 6);
    expect(matrixFeasibilityXPx(10, 600)).toBe(600);
    expect(matrixFeasibilityXPx(12, 600)).toBe(600);
  });

  it('sizes circles by cost: diameter LOW h/15, MEDIUM h/10, HIGH h/7.5', () => {
    const points = matrixPoints([
      { uuid: 'low', feasibility: 8, cost: 'LOW', carbonImpact: -100_000 },
      { uuid: 'medium', feasibility: 2, cost: 'MEDIUM', carbonImpact: -10_000 },
      { uuid: 'high', feasibility: 5, cost: 'HIGH', carbonImpact: -1_000_000 },
    ]);
    const circles = matrixCircles(points, 600, 450);
    // 450 / 15 = 30 → radius 15; 450 / 10 = 45 → 22.5; 450 / 7.5 = 60 → 30.
    expect(circles.map((circle) => circle.radiusPx)).toEqual([15, 22.5, 30]);
    // 100 t: 450 × (1 − 2 / 4.69897) = 258.47 px; feasibility 8 of 600 px: 480.
    expect(circles[0]!.cxPx).toBeCloseTo(480, 6);
    expect(circles[0]!.cyPx).toBeCloseTo(258.47, 2);
    expect(circles.map((circle) => circle.quadrant)).toEqual(['FILL_INS', 'SECOND_PRIORITY', 'QUICK_WINS']);
    // 1,000 t: 450 × (1 − 3 / 4.69897) = 162.70 px.
    expect(circles[2]!.cyPx).toBeCloseTo(162.7, 1);
  });

  it('splits the quadrants at feasibility 5 and half the height', () => {
    expect(matrixQuadrantAreas(600, 400)).toEqual([
      { quadrant: 'STRATEGIC_PROJECTS', xPx: 0, yPx: 0, widthPx: 300, heightPx: 200 },
      { quadrant: 'QUICK_WINS', xPx: 300, yPx: 0, widthPx: 300, heightPx: 200 },
      { quadrant: 'SECOND_PRIORITY', xPx: 0, yPx: 200, widthPx: 300, heightPx: 200 },
      { quadrant: 'FILL_INS', xPx: 300, yPx: 200, widthPx: 300, heightPx: 200 },
    ]);
  });
});

describe('scoreLevelTone', () => {
  it('reads a cost the natural way: low is good', () => {
    expect(scoreLevelTone('cost', 'LOW')).toBe('GOOD');
    expect(scoreLevelTone('cost', 'MEDIUM')).toBe('FAIR');
    expect(scoreLevelTone('cost', 'HIGH')).toBe('POOR');
  });

  it('inverts carbon impact, feasibility, opportunity and risk: high is good', () => {
    for (const score of ['carbonImpact', 'feasibility', 'opportunity', 'risk'] as const) {
      expect(scoreLevelTone(score, 'HIGH')).toBe('GOOD');
      expect(scoreLevelTone(score, 'MEDIUM')).toBe('FAIR');
      expect(scoreLevelTone(score, 'LOW')).toBe('POOR');
    }
  });
});
