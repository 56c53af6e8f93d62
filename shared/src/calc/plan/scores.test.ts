import { describe, expect, it } from 'vitest';
import { costCircleSizePx, feasibilityLevel, isPlottable, matrixImpactMiddleTCo2e, matrixPoints, matrixQuadrant } from './scores.ts';

describe('feasibilityLevel', () => {
  it('bands at 10/3 and 20/3, each edge belonging to the band above', () => {
    // 10/3 = 3.333…, 20/3 = 6.666…
    expect(feasibilityLevel(0)).toBe('LOW');
    expect(feasibilityLevel(3)).toBe('LOW');
    expect(feasibilityLevel(3.33)).toBe('LOW');
    expect(feasibilityLevel(10 / 3 - 1e-9)).toBe('LOW');
    expect(feasibilityLevel(10 / 3)).toBe('MEDIUM');
    expect(feasibilityLevel(3.34)).toBe('MEDIUM');
    expect(feasibilityLevel(5)).toBe('MEDIUM');
    expect(feasibilityLevel(6.66)).toBe('MEDIUM');
    expect(feasibilityLevel(20 / 3 - 1e-9)).toBe('MEDIUM');
    expect(feasibilityLevel(20 / 3)).toBe('HIGH');
    expect(feasibilityLevel(6.67)).toBe('HIGH');
    expect(feasibilityLevel(10)).toBe('HIGH');
  });

  it('places the integer scores the score buttons give: 0-3 LOW, 4-6 MEDIUM, 7-10 HIGH', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(feasibilityLevel)).toEqual(['LOW', 'LOW', 'LOW', 'LOW', 'MEDIUM', 'MEDIUM', 'MEDIUM', 'HIGH', 'HIGH', 'HIGH', 'HIGH']);
  });

  it('has no level without a score', () => {
    expect(feasibilityLevel(null)).toBeNull();
    expect(feasibilityLevel(Number.NaN)).toBeNull();
  });
});

describe('the matrix', () => {
  const plottable = { uuid: 'a', feasibility: 6, cost: 'MEDIUM' as const, carbonImpact: -5_000 };

  it('needs a feasibility, a cost and an impact below −1,000 kgCO2e (more than 1 t avoided)', () => {
    expect(isPlottable(plottable)).toBe(true);
    expect(isPlottable({ ...plottable, carbonImpact: -1_000 })).toBe(false);
    expect(isPlottable({ ...plottable, carbonImpact: -1_000.01 })).toBe(true);
    expect(isPlottable({ ...plottable, carbonImpact: 2_000 })).toBe(false);
    expect(isPlottable({ ...plottable, carbonImpact: null })).toBe(false);
    expect(isPlottable({ ...plottable, feasibility: null })).toBe(false);
    expect(isPlottable({ ...plottable, cost: null })).toBe(false);
    // A feasibility of 0 is a score, not a missing one.
    expect(isPlottable({ ...plottable, feasibility: 0 })).toBe(true);
  });

  it('sizes the circles by cost: LOW height/15, MEDIUM height/10, HIGH height/7.5', () => {
    // A 300 px chart: 300 / 15 = 20, 300 / 10 = 30, 300 / 7.5 = 40.
    expect(costCircleSizePx('LOW', 300)).toBeCloseTo(20, 9);
    expect(costCircleSizePx('MEDIUM', 300)).toBeCloseTo(30, 9);
    expect(costCircleSizePx('HIGH', 300)).toBeCloseTo(40, 9);
  });

  it('splits the quadrants at feasibility 5 and the log axis middle √(1 × 50,000) ≈ 223.6 t', () => {
    expect(matrixImpactMiddleTCo2e).toBeCloseTo(223.6068, 4);
    expect(matrixQuadrant(5, 224)).toBe('QUICK_WINS');
    expect(matrixQuadrant(5, 223)).toBe('FILL_INS');
    expect(matrixQuadrant(4.99, 5_000)).toBe('STRATEGIC_PROJECTS');
    expect(matrixQuadrant(4.99, 10)).toBe('SECOND_PRIORITY');
  });

  it('plots the plottable actions in tonnes avoided', () => {
    const points = matrixPoints([plottable, { uuid: 'b', feasibility: 2, cost: 'HIGH', carbonImpact: -500_000 }, { uuid: 'c', feasibility: 9, cost: null, carbonImpact: -9_000 }]);
    // a: −5,000 kg = 5 t avoided, feasibility 6: fill-in. b: 500 t, feasibility 2: strategic project. c: no cost, left out.
    expect(points.map(({ uuid, quadrant }) => ({ uuid, quadrant }))).toEqual([
      { uuid: 'a', quadrant: 'FILL_INS' },
      { uuid: 'b', quadrant: 'STRATEGIC_PROJECTS' },
    ]);
    expect(points[0]!.avoidedTCo2e).toBeCloseTo(5, 9);
    expect(points[1]!.avoidedTCo2e).toBeCloseTo(500, 9);
  });
});
