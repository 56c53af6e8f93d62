import { describe, expect, it } from 'vitest';
import { computeTemperature, withHoldingTarget } from './portfolio.ts';
import type { CompanyTemperatureInput, TemperatureHolding } from './types.ts';
import { reductionTarget } from './whatIf.ts';

const absolute = { sector: null, targetType: 'Absolute' } as const;
const flat: CompanyTemperatureInput = {
  trajectory: { startYear: 2024, basis: { kind: 'ABSOLUTE' }, emissionsKg: { ONE: { 2024: 1000, 2029: 1000 }, TWO: { 2024: 0, 2029: 0 }, THREE: { 2024: 0, 2029: 0 } } },
  benchmarks: { ONE: absolute, TWO: absolute, THREE: absolute },
};
const financials = { marketCapEur: null, enterpriseValueEur: null, cashEquivalentsEur: null, totalAssetsEur: null, revenueEur: null };

describe('reductionTarget', () => {
  it('cuts every scope linearly to the target year, then holds', () => {
    const target = reductionTarget(flat, 40, 2028, 2030);
    // 1,000 t cut by 40 % over 4 years: 100 t a year, 600 t from 2028 on.
    expect(target.trajectory.emissionsKg.ONE).toEqual({ 2024: 1000, 2025: 900, 2026: 800, 2027: 700, 2028: 600, 2029: 600, 2030: 600 });
    expect(target.trajectory.emissionsKg.TWO?.[2030]).toBe(0);
    expect(target.benchmarks).toBe(flat.benchmarks);
  });

  it('moves the portfolio score when a holding takes the target', () => {
    // Two holdings of 1 M€ each, both flat: each scores the short Kyoto intercept, 2.4049579007 °C.
    const holdings: TemperatureHolding[] = ['a', 'b'].map((id) => ({ id, investmentValueEur: 1_000_000, financials, company: flat }));
    const before = computeTemperature({ reportingYear: 2024, horizonYears: [2029], scopeFilter: 'ALL', holdings });
    const wats = (result: typeof before | null) => {
      const score = result?.horizons[0]?.portfolio.WATS;
      return score?.ok ? score.score : null;
    };
    expect(wats(before)).toBeCloseTo(2.4049579007, 9);
    // 'a' cuts 10 % by 2029: 0.9^(1/5) = exp(0.2 × ln 0.9) = exp(−0.0210721) = 0.9791484, so
    // ARR = 2.0851638 %; 2.4049579007 − 0.2113171826 × 2.0851638 = 2.4049579 − 0.4406310 = 1.9643269;
    // WATS (1.9643269 + 2.4049579) / 2 = 2.1846424.
    const after = withHoldingTarget(before, 'a', reductionTarget(flat, 10, 2029, 2029));
    expect(wats(after)).toBeCloseTo(2.1846424, 6);
  });
});
