import { describe, expect, it } from 'vitest';
import { projectPlan, scopeFilterValue } from './projection.ts';
import { action, formula } from './testActions.ts';
import type { ScopeKgCo2e } from './types.ts';

/** Each scope's value equal to `digits` decimals (toBeCloseTo), the sums being of floats. */
function expectScopes(actual: ScopeKgCo2e, expected: ScopeKgCo2e, digits = 6): void {
  for (const key of ['one', 'two', 'three', 'total'] as const) expect(actual[key], key).toBeCloseTo(expected[key], digits);
}

/*
 * Worked example: baseline 2024, target 2028, 2 % annual growth.
 * Baseline: scope 1 100,000, scope 2 20,000, scope 3 300,000 kg = 420,000 kg.
 *   A1 selected: scope 1 −40,000 kg a year, ramp 2025-2026 (2 years): 2025 −20,000, then −40,000.
 *   A2 selected, proportional to growth: scope 3 −50,000, even 2026-2027 without baseline change:
 *      2026 −50,000 × 1.02² = −50,000 × 1.0404 = −52,020; 2027 −50,000 × 1.02³ = −50,000 × 1.061208
 *      = −53,060.4; 2028 nothing.
 *   A3 suggested: not counted. A4 selected but qualitative: not counted.
 *   A5 selected without a start year: undated.
 *   A6 selected: scope 2 −5,000 from 2024 on (no end): the baseline year stays the measured
 *      baseline, so −5,000 from 2025.
 */
const frame = { baselineYear: 2024, targetYear: 2028, annualGrowth: 2 };
const baseline = { scope1: 100_000, scope2: 20_000, scope3: 300_000 };
const a1 = action({ formulas: [formula({ scope: 'ONE', averageImpact: -40_000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2026 })] });
const a2 = action({
  proportionalToGrowth: true,
  formulas: [formula({ scope: 'THREE', averageImpact: -50_000, carbonImpactStartYear: 2026, carbonImpactEndYear: 2027, noBaselineModification: true })],
});
const a3 = action({ status: 'SUGGESTED', formulas: [formula({ averageImpact: -99_000, carbonImpactStartYear: 2025 })] });
const a4 = action({ type: 'QUALITATIVE', formulas: [formula({ averageImpact: -99_000, carbonImpactStartYear: 2025 })] });
const a5 = action({ formulas: [formula({ averageImpact: -99_000 })] });
const a6 = action({ formulas: [formula({ scope: 'TWO', averageImpact: -5_000, carbonImpactStartYear: 2024 })] });
const projection = projectPlan(frame, baseline, [a1, a2, a3, a4, a5, a6]);
const row = (year: number) => projection.years.find((y) => y.year === year)!;

describe('projectPlan on the worked example', () => {
  it('runs from the baseline year to the target year and names the actions it counts', () => {
    expect(projection.years.map((y) => y.year)).toEqual([2024, 2025, 2026, 2027, 2028]);
    expectScopes(projection.baselineKgCo2e, { one: 100_000, two: 20_000, three: 300_000, total: 420_000 });
    expect(projection.countedActionUuids).toEqual([a1.uuid, a2.uuid, a6.uuid]);
    expect(projection.undatedActionUuids).toEqual([a5.uuid]);
  });

  it('keeps the baseline year at the measured baseline', () => {
    expect(row(2024).impactKgCo2e.total).toBe(0);
    expectScopes(row(2024).projectedKgCo2e, { one: 100_000, two: 20_000, three: 300_000, total: 420_000 });
  });

  it('subtracts the reductions year by year, per scope', () => {
    // 2025: −20,000 (A1) and −5,000 (A6) = −25,000: 80,000 + 15,000 + 300,000 = 395,000.
    expectScopes(row(2025).projectedKgCo2e, { one: 80_000, two: 15_000, three: 300_000, total: 395_000 });
    // 2026: −40,000, −5,000, −52,020 = −97,020: 60,000 + 15,000 + 247,980 = 322,980.
    const y2026 = row(2026).projectedKgCo2e;
    expect(y2026.one).toBeCloseTo(60_000, 6);
    expect(y2026.three).toBeCloseTo(247_980, 6);
    expect(y2026.total).toBeCloseTo(322_980, 6);
    expect(row(2026).impactKgCo2e.total).toBeCloseTo(-97_020, 6);
    // 2027: scope 3 300,000 − 53,060.4 = 246,939.6; total 60,000 + 15,000 + 246,939.6 = 321,939.6.
    expect(row(2027).projectedKgCo2e.three).toBeCloseTo(246_939.6, 6);
    expect(row(2027).projectedKgCo2e.total).toBeCloseTo(321_939.6, 6);
    // 2028: A2 has ended and leaves no trace: 420,000 − 40,000 − 5,000 = 375,000.
    expectScopes(row(2028).projectedKgCo2e, { one: 60_000, two: 15_000, three: 300_000, total: 375_000 });
  });

  it('reads a scope filter, 1 & 2 as the sum of both', () => {
    const y2025 = row(2025).projectedKgCo2e;
    expect(scopeFilterValue(y2025, 'ALL')).toBe(395_000);
    expect(scopeFilterValue(y2025, 'ONE')).toBe(80_000);
    expect(scopeFilterValue(y2025, 'TWO')).toBe(15_000);
    expect(scopeFilterValue(y2025, 'ONE_AND_TWO')).toBe(95_000);
    expect(scopeFilterValue(y2025, 'THREE')).toBe(300_000);
  });

  it('counts other statuses when asked', () => {
    // With SUGGESTED too, A3's −99,000 (scope 1, full from 2025) joins: 2025 total 395,000 − 99,000 = 296,000.
    const wider = projectPlan(frame, baseline, [a1, a2, a3, a4, a5, a6], { statuses: ['SELECTED', 'SUGGESTED'] });
    expect(wider.years[1]!.projectedKgCo2e.total).toBe(296_000);
  });
});
