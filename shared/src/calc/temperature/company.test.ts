import { describe, expect, it } from 'vitest';
import { companyScores } from './company.ts';
import type { CombinedScore, CompanyTemperatureInput, Scored, TemperatureTrajectory } from './types.ts';

/*
 * Scope combination (CDP-WWF v1.5 requirement 6.5): the scopes' scores weighted by their
 * start-year emissions. Reporting year 2025, horizon 2030 (short time frame).
 * Scope 1: 600 → 600, flat, ARR 0: the Kyoto short intercept k = 2.4049579007.
 * Scope 2: 200 → 240, rising: the default 3.4.
 * Scope 3: 1,200 → 0, a 100 % reduction: the floor 1.5.
 */

const k = 2.4049579007;
const benchmarks: CompanyTemperatureInput['benchmarks'] = {
  ONE: { sector: null, targetType: 'Absolute' },
  TWO: { sector: null, targetType: 'Absolute' },
  THREE: { sector: null, targetType: 'Absolute' },
};
const company = (emissionsKg: TemperatureTrajectory['emissionsKg'], overrides: Partial<CompanyTemperatureInput> = {}): CompanyTemperatureInput => ({
  trajectory: { startYear: 2025, basis: { kind: 'ABSOLUTE' }, emissionsKg },
  benchmarks,
  ...overrides,
});
const mixed = company({ ONE: { 2025: 600, 2030: 600 }, TWO: { 2025: 200, 2030: 240 }, THREE: { 2025: 1200, 2030: 0 } });

const valueOf = (scored: Scored<CombinedScore>): CombinedScore => {
  if (!scored.ok) throw new Error(scored.error.message.text);
  return scored.value;
};

describe('companyScores', () => {
  it('scores each scope and weighs them by their emissions', () => {
    const scores = companyScores(mixed, 2025, 2030, 'ALL');
    expect(scores.timeFrame).toBe('SHORT');
    expect(scores.scope1).toMatchObject({ ok: true, value: { score: k } });
    expect(scores.scope2).toMatchObject({ ok: true, value: { score: 3.4, defaulted: 'risingEmissions' } });
    expect(scores.scope3).toMatchObject({ ok: true, value: { score: 1.5, floored: true } });
    // Scopes 1 and 2: (k × 600 + 3.4 × 200) / 800 = (1,442.974740 + 680) / 800 = 2.653718.
    expect(valueOf(scores.scope1And2).score).toBeCloseTo(2.6537184, 6);
    expect(valueOf(scores.scope1And2).combination).toBe('EMISSIONS_WEIGHTED');
    // All three: (1,442.974740 + 680 + 1.5 × 1,200) / 2,000 = 3,922.974740 / 2,000 = 1.961487.
    expect(valueOf(scores.aggregated).score).toBeCloseTo(1.9614874, 6);
    expect(valueOf(scores.scopeSelected).score).toBeCloseTo(1.9614874, 6);
  });

  it('selects the scopes of the filter', () => {
    expect(valueOf(companyScores(mixed, 2025, 2030, 'ONE').scopeSelected)).toEqual({ score: k, combination: 'ONE_SCOPE' });
    expect(valueOf(companyScores(mixed, 2025, 2030, 'TWO').scopeSelected).score).toBe(3.4);
    expect(valueOf(companyScores(mixed, 2025, 2030, 'THREE').scopeSelected).score).toBe(1.5);
    expect(valueOf(companyScores(mixed, 2025, 2030, 'ONE_AND_TWO').scopeSelected).score).toBeCloseTo(2.6537184, 6);
  });

  it('gives a scope without emissions no weight', () => {
    // Scope 2 at 0: its score (ARR 0 on a base of 0, the energy supply intercept) weighs nothing; scopes 1 and 2 = k.
    const scores = companyScores(company({ ONE: { 2025: 600, 2030: 600 }, TWO: { 2025: 0, 2030: 0 }, THREE: { 2025: 1200, 2030: 0 } }), 2025, 2030, 'ALL');
    expect(valueOf(scores.scope1And2).score).toBeCloseTo(k, 10);
    // (k × 600 + 1.5 × 1,200) / 1,800 = (1,442.974740 + 1,800) / 1,800 = 1.801653.
    expect(valueOf(scores.aggregated).score).toBeCloseTo(1.8016526, 6);
  });

  it('answers the spec error when every scope combined has emissions of 0', () => {
    const scores = companyScores(company({ ONE: { 2025: 0, 2030: 0 }, TWO: { 2025: 0, 2030: 0 }, THREE: { 2025: 0, 2030: 0 } }), 2025, 2030, 'ALL');
    const error = { code: 'allEmissionsZero', message: { key: 'server.temperature.allEmissionsZero', text: 'Unable to aggregate temperature score: unexpected emissions of 0 on all scopes' } };
    expect(scores.aggregated).toMatchObject({ ok: false, error });
    expect(scores.scope1And2).toMatchObject({ ok: false, error });
    expect(scores.scopeSelected).toMatchObject({ ok: false, error });
    // One scope alone is its own score, whatever its emissions: ARR 0 on a base of 0, the intercept.
    expect(valueOf(companyScores(company({ ONE: { 2025: 0, 2030: 0 } }), 2025, 2030, 'ONE').scopeSelected).score).toBeCloseTo(k, 10);
  });

  it('keeps the highest score when a scope’s emissions are unknown', () => {
    // Scope 2 unknown in 2025: it scores 3.4 (missing data) and cannot be weighed; max(k, 3.4) = 3.4.
    const scores = companyScores(company({ ONE: { 2025: 600, 2030: 600 }, TWO: { 2030: 240 }, THREE: { 2025: 1200, 2030: 0 } }), 2025, 2030, 'ONE_AND_TWO');
    expect(scores.scope2).toMatchObject({ ok: true, value: { score: 3.4, defaulted: 'missingData' } });
    expect(valueOf(scores.scope1And2)).toEqual({ score: 3.4, combination: 'HIGHEST' });
    expect(valueOf(scores.aggregated)).toEqual({ score: 3.4, combination: 'HIGHEST' });
  });

  it('leaves a combination without score when one of its scopes has none', () => {
    const scores = companyScores({ ...mixed, benchmarks: { ONE: benchmarks.ONE, TWO: benchmarks.TWO } }, 2025, 2030, 'ALL');
    expect(scores.scope3).toMatchObject({ ok: false, error: { code: 'missingBenchmark', message: { text: 'Missing benchmark for scope 3' } } });
    expect(scores.aggregated).toMatchObject({ ok: false, error: { code: 'missingBenchmark' } });
    expect(scores.scopeSelected).toMatchObject({ ok: false, error: { code: 'missingBenchmark' } });
    expect(valueOf(scores.scope1And2).score).toBeCloseTo(2.6537184, 6);
  });
});
