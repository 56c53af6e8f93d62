import { describe, expect, it } from 'vitest';
import { actionImpactKgCo2e, growthFactor, rampFraction } from './impact.ts';
import { action, formula } from './testActions.ts';
import type { ScopeKgCo2e } from './types.ts';

/** Each scope's value equal to `digits` decimals (toBeCloseTo), the sums being of floats. */
function expectScopes(actual: ScopeKgCo2e, expected: ScopeKgCo2e, digits = 6): void {
  for (const key of ['one', 'two', 'three', 'total'] as const) expect(actual[key], key).toBeCloseTo(expected[key], digits);
}

describe('rampFraction', () => {
  // A ramp from 2025 to 2028 is n = 2028 − 2025 + 1 = 4 years, each adding 1/4.
  const ramp = formula({ averageImpact: -10_000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2028 });

  it('ramps linearly from the start year to full effect at the end year, and stays there', () => {
    expect(rampFraction(ramp, 2024)).toBe(0);
    expect(rampFraction(ramp, 2025)).toBeCloseTo(1 / 4, 12);
    expect(rampFraction(ramp, 2026)).toBeCloseTo(2 / 4, 12);
    expect(rampFraction(ramp, 2027)).toBeCloseTo(3 / 4, 12);
    expect(rampFraction(ramp, 2028)).toBe(1);
    expect(rampFraction(ramp, 2040)).toBe(1);
  });

  it('applies evenly from start to end, and not after, when the baseline is not modified', () => {
    const even = formula({ averageImpact: -6_000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2027, noBaselineModification: true });
    expect([2024, 2025, 2026, 2027, 2028].map((year) => rampFraction(even, year))).toEqual([0, 1, 1, 1, 0]);
  });

  it('is at full effect from the start year when there is no end year or the end is the start', () => {
    const open = formula({ averageImpact: -1, carbonImpactStartYear: 2025 });
    const oneYear = formula({ averageImpact: -1, carbonImpactStartYear: 2025, carbonImpactEndYear: 2025 });
    const openEven = formula({ averageImpact: -1, carbonImpactStartYear: 2025, noBaselineModification: true });
    for (const f of [open, oneYear, openEven]) {
      expect(rampFraction(f, 2024)).toBe(0);
      expect(rampFraction(f, 2025)).toBe(1);
    }
    expect(rampFraction(open, 2050)).toBe(1);
    expect(rampFraction(openEven, 2050)).toBe(1);
    // A one-year ramp changes the baseline: it stays after its year.
    expect(rampFraction(oneYear, 2030)).toBe(1);
  });

  it('is 0 for a formula not placed in time', () => {
    expect(rampFraction(formula({ averageImpact: -1 }), 2030)).toBe(0);
  });
});

describe('growth scaling', () => {
  it('compounds the annual growth from the baseline year', () => {
    // 5 % from 2024: 2024 → 1; 2026 → 1.05² = 1.1025; 2028 → 1.1025² = 1.21550625.
    expect(growthFactor(5, 2024, 2024)).toBe(1);
    expect(growthFactor(5, 2024, 2026)).toBeCloseTo(1.1025, 12);
    expect(growthFactor(5, 2024, 2028)).toBeCloseTo(1.21550625, 12);
  });

  it('scales the impact of an action proportional to growth, and only that one', () => {
    const ramp = formula({ averageImpact: -10_000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2028 });
    const growth = { baselineYear: 2024, annualGrowth: 5 };
    const proportional = action({ proportionalToGrowth: true, formulas: [ramp] });
    const flat = action({ formulas: [ramp] });
    // 2026: −10,000 × 2/4 = −5,000, × 1.1025 = −5,512.5.
    expect(actionImpactKgCo2e(proportional, growth, 2026).total).toBeCloseTo(-5_512.5, 9);
    expect(actionImpactKgCo2e(flat, growth, 2026).total).toBeCloseTo(-5_000, 9);
    // 2028: −10,000 × 1.21550625 = −12,155.0625.
    expect(actionImpactKgCo2e(proportional, growth, 2028).total).toBeCloseTo(-12_155.0625, 9);
  });
});

describe('actionImpactKgCo2e', () => {
  const growth = { baselineYear: 2024, annualGrowth: 0 };

  it('adds each formula to its scope', () => {
    const twoScopes = action({
      formulas: [
        formula({ scope: 'ONE', averageImpact: -3_000, carbonImpactStartYear: 2025 }),
        formula({ scope: 'THREE', averageImpact: -8_000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2026 }),
        formula({ scope: 'THREE', averageImpact: 1_000, carbonImpactStartYear: 2026 }),
      ],
    });
    // 2025: scope 1 −3,000; scope 3 −8,000 × 1/2 = −4,000; the increase has not started: total −7,000.
    expectScopes(actionImpactKgCo2e(twoScopes, growth, 2025), { one: -3_000, two: 0, three: -4_000, total: -7_000 });
    // 2026: scope 3 −8,000 + 1,000 = −7,000; total −10,000.
    expectScopes(actionImpactKgCo2e(twoScopes, growth, 2026), { one: -3_000, two: 0, three: -7_000, total: -10_000 });
  });

  it('gives a qualitative action no impact', () => {
    const qualitative = action({ type: 'QUALITATIVE', formulas: [formula({ averageImpact: -5_000, carbonImpactStartYear: 2025 })] });
    expectScopes(actionImpactKgCo2e(qualitative, growth, 2030), { one: 0, two: 0, three: 0, total: 0 });
  });
});
