import { describe, expect, it } from 'vitest';
import { regression, timeFrames } from './regression.ts';
import { annualReductionRatePercent, intensityReductionRatePercent, regressionVariableOf, scopeScore, timeFrameOf } from './score.ts';
import type { CompanyTemperatureInput, ScopeScore, Scored, TemperatureTrajectory } from './types.ts';

/*
 * Worked by hand from spec 3 sections 5, 8 and 9 and the CDP-WWF v1.5 regression (intercepts and
 * params as published, regression.ts). Reporting year 2025; the trajectory starts in 2025.
 */

const scoreOf = (scored: Scored<ScopeScore>): ScopeScore => {
  if (!scored.ok) throw new Error(scored.error.message.text);
  return scored.value;
};

const absolute = (emissionsKg: TemperatureTrajectory['emissionsKg']): CompanyTemperatureInput => ({
  trajectory: { startYear: 2025, basis: { kind: 'ABSOLUTE' }, emissionsKg },
  benchmarks: { ONE: { sector: null, targetType: 'Absolute' }, TWO: { sector: null, targetType: 'Absolute' }, THREE: { sector: null, targetType: 'Absolute' } },
});

describe('the regression rows', () => {
  it('agree with the Kyoto gases example of spec 3 section 9 (5 years 2.4 and −0.21; 10 years 2.46 and −0.24; 30 years 2.81 and −0.30)', () => {
    const kyoto = regression['Emissions|Kyoto Gases'];
    expect(kyoto.SHORT.intercept).toBeCloseTo(2.4, 1);
    expect(kyoto.SHORT.param).toBeCloseTo(-0.21, 2);
    expect(kyoto.MID.intercept).toBeCloseTo(2.46, 2);
    expect(kyoto.MID.param).toBeCloseTo(-0.24, 2);
    expect(kyoto.LONG.intercept).toBeCloseTo(2.81, 2);
    expect(kyoto.LONG.param).toBeCloseTo(-0.3, 2);
  });

  it('name each time frame by the source row it comes from', () => {
    for (const variable of Object.keys(regression) as (keyof typeof regression)[]) {
      expect(timeFrames.map((frame) => regression[variable][frame].slope)).toEqual(['slopeCA5', 'slopeCA10', 'slopeCA30']);
    }
  });
});

describe('timeFrameOf', () => {
  it('counts years from the reporting year: up to 5 short, up to 10 mid, beyond long', () => {
    expect(timeFrameOf(2025, 2026)).toBe('SHORT');
    expect(timeFrameOf(2025, 2030)).toBe('SHORT'); // 5 years
    expect(timeFrameOf(2025, 2031)).toBe('MID'); // 6 years
    expect(timeFrameOf(2025, 2035)).toBe('MID'); // 10 years
    expect(timeFrameOf(2025, 2036)).toBe('LONG'); // 11 years
    expect(timeFrameOf(2025, 2055)).toBe('LONG');
  });
});

describe('annualReductionRatePercent', () => {
  it('compounds the reduction: half in 10 years is (1 − 0.5^0.1) × 100 = 6.6967 % a year', () => {
    // 0.5^0.1 = e^(−0.0693147) = 0.9330330.
    expect(annualReductionRatePercent(100, 50, 10)).toBeCloseTo(6.6967008, 6);
  });

  it('is 0 when the base is 0 (spec 3 section 5), 100 when the end is 0 or less, negative when emissions rise', () => {
    expect(annualReductionRatePercent(0, 50, 5)).toBe(0);
    expect(annualReductionRatePercent(100, 0, 5)).toBe(100);
    expect(annualReductionRatePercent(100, -5, 5)).toBe(100);
    // 1.1^0.2 = e^(0.0190620) = 1.0192449: −1.92449 %.
    expect(annualReductionRatePercent(100, 110, 5)).toBeCloseTo(-1.924487, 5);
  });
});

describe('intensityReductionRatePercent', () => {
  it('divides by the activity grown by its projection', () => {
    // Emissions flat at 1,000 over 10 years, activity 10 growing 2 % a year: intensity 100 → 1,000 / (10 × 1.02^10);
    // the ratio is 1 / 1.02^10, so ARR = (1 − 1 / 1.02) × 100 = 1.960784 %.
    expect(intensityReductionRatePercent(1000, 1000, 10, 10, 2)).toBeCloseTo(1.960784, 5);
    // No growth projected: the intensity moves as the emissions.
    expect(intensityReductionRatePercent(100, 50, 10, 10, null)).toBeCloseTo(6.6967008, 6);
  });

  it('has none without a positive activity', () => {
    expect(intensityReductionRatePercent(1000, 900, 10, null, 2)).toBeNull();
    expect(intensityReductionRatePercent(1000, 900, 10, 0, 2)).toBeNull();
    expect(intensityReductionRatePercent(1000, 900, 10, 10, -100)).toBeNull();
    expect(intensityReductionRatePercent(1000, 900, 10, 10, Number.NaN)).toBeNull();
  });
});

describe('regressionVariableOf', () => {
  it('reads scopes 1 and 3 on Kyoto gases and scope 2 on energy supply', () => {
    expect(regressionVariableOf('ONE', 'Absolute')).toBe('Emissions|Kyoto Gases');
    expect(regressionVariableOf('TWO', 'Absolute')).toBe('Emissions|CO2|Energy|Supply');
    expect(regressionVariableOf('THREE', 'Absolute')).toBe('Emissions|Kyoto Gases');
    expect(regressionVariableOf('ONE', 'Intensity')).toBe('INT.emKyoto_gdp');
    expect(regressionVariableOf('TWO', 'Intensity')).toBe('INT.emCO2energysupply_SE');
    expect(regressionVariableOf('THREE', 'Intensity')).toBe('INT.emKyoto_gdp');
  });
});

describe('scopeScore', () => {
  // Scope 1 from 1,000 in 2025 to 900 at each horizon year.
  const company = absolute({ ONE: { 2025: 1000, 2030: 900, 2031: 900, 2035: 900, 2036: 900 } });

  it('scores a 5-year horizon on the short row', () => {
    // ARR = (1 − 0.9^(1/5)) × 100 = (1 − e^(−0.0210721)) × 100 = 2.085164 %.
    // 2.4049579007 − 0.2113171826 × 2.085164 = 2.4049579 − 0.4406310 = 1.9643270.
    const score = scoreOf(scopeScore('ONE', company, 2025, 2030));
    expect(score.timeFrame).toBe('SHORT');
    expect(score.variable).toBe('Emissions|Kyoto Gases');
    expect(score.arrPercent).toBeCloseTo(2.085164, 5);
    expect(score.score).toBeCloseTo(1.964327, 5);
    expect(score.defaulted).toBeNull();
  });

  it('scores a 6-year horizon on the mid row', () => {
    // ARR = (1 − 0.9^(1/6)) × 100 = (1 − e^(−0.0175601)) × 100 = 1.740681 %.
    // 2.4577142918 − 0.2369383303 × 1.740681 = 2.4577143 − 0.4124340 = 2.0452803.
    const score = scoreOf(scopeScore('ONE', company, 2025, 2031));
    expect(score.timeFrame).toBe('MID');
    expect(score.score).toBeCloseTo(2.04528, 5);
  });

  it('scores a 10-year horizon on the mid row', () => {
    // ARR = (1 − 0.9^(1/10)) × 100 = (1 − e^(−0.0105361)) × 100 = 1.048074 %.
    // 2.4577142918 − 0.2369383303 × 1.048074 = 2.4577143 − 0.2483289 = 2.2093853.
    const score = scoreOf(scopeScore('ONE', company, 2025, 2035));
    expect(score.timeFrame).toBe('MID');
    expect(score.score).toBeCloseTo(2.209385, 5);
  });

  it('scores an 11-year horizon on the long row', () => {
    // ARR = (1 − 0.9^(1/11)) × 100 = (1 − e^(−0.0095782)) × 100 = 0.953250 %.
    // 2.8108914575 − 0.3036406117 × 0.953250 = 2.8108915 − 0.2894455 = 2.5214459.
    const score = scoreOf(scopeScore('ONE', company, 2025, 2036));
    expect(score.timeFrame).toBe('LONG');
    expect(score.score).toBeCloseTo(2.521446, 5);
  });

  it('gives the default 3.4 when emissions rise', () => {
    const score = scoreOf(scopeScore('ONE', absolute({ ONE: { 2025: 1000, 2030: 1100 } }), 2025, 2030));
    expect(score).toMatchObject({ score: 3.4, defaulted: 'risingEmissions' });
    expect(score.arrPercent).toBeLessThan(0);
  });

  it('floors a 100 % reduction at 1.5', () => {
    // ARR 100: 2.4049579 − 0.2113172 × 100 = −18.73 < 1.5.
    expect(scoreOf(scopeScore('ONE', absolute({ ONE: { 2025: 1000, 2030: 0 } }), 2025, 2030))).toMatchObject({ score: 1.5, arrPercent: 100, floored: true, defaulted: null });
  });

  it('gives the default 3.4 when a figure is missing', () => {
    expect(scoreOf(scopeScore('ONE', absolute({ ONE: { 2025: 1000 } }), 2025, 2030))).toMatchObject({ score: 3.4, arrPercent: null, defaulted: 'missingData' });
    expect(scoreOf(scopeScore('ONE', absolute({ ONE: { 2025: null, 2030: 500 } }), 2025, 2030))).toMatchObject({ score: 3.4, defaulted: 'missingData' });
    expect(scoreOf(scopeScore('TWO', absolute({}), 2025, 2030))).toMatchObject({ score: 3.4, defaulted: 'missingData' });
    // A horizon that is not after the trajectory's start has no reduction to read.
    expect(scoreOf(scopeScore('ONE', absolute({ ONE: { 2025: 1000 } }), 2025, 2025))).toMatchObject({ score: 3.4, defaulted: 'missingData' });
  });

  it('reads an ARR of 0 when the base emissions are 0: the intercept', () => {
    // Spec 3 section 5: "ratio undefined gives 0 if base emissions are 0"; short row intercept 2.4049579007.
    const score = scoreOf(scopeScore('ONE', absolute({ ONE: { 2025: 0, 2030: 50 } }), 2025, 2030));
    expect(score.arrPercent).toBe(0);
    expect(score.score).toBeCloseTo(2.4049579007, 10);
    expect(score.defaulted).toBeNull();
  });

  it('reads scope 2 on the energy supply row', () => {
    // Flat scope 2: ARR 0, the short row's intercept 2.3474431778.
    const score = scoreOf(scopeScore('TWO', absolute({ TWO: { 2025: 300, 2030: 300 } }), 2025, 2030));
    expect(score.variable).toBe('Emissions|CO2|Energy|Supply');
    expect(score.score).toBeCloseTo(2.3474431778, 10);
  });

  it('scores an intensity benchmark on the intensity of an intensity trajectory', () => {
    // Flat emissions, activity 10 growing 2 % a year, 10 years: ARR 1.960784 % (see above).
    // INT.emKyoto_gdp mid: 3.2089923235 − 0.2345462497 × 1.960784 = 3.2089923 − 0.4598946 = 2.7490977.
    const company: CompanyTemperatureInput = {
      trajectory: { startYear: 2025, basis: { kind: 'INTENSITY', baselineValue: 10, growthProjection: 2 }, emissionsKg: { ONE: { 2025: 1000, 2035: 1000 } } },
      benchmarks: { ONE: { sector: null, targetType: 'Intensity' } },
    };
    const score = scoreOf(scopeScore('ONE', company, 2025, 2035));
    expect(score.variable).toBe('INT.emKyoto_gdp');
    expect(score.score).toBeCloseTo(2.749098, 5);
    // An absolute benchmark on the same trajectory reads the flat emissions: ARR 0, the Kyoto mid intercept.
    const asAbsolute = scoreOf(scopeScore('ONE', { ...company, benchmarks: { ONE: { sector: null, targetType: 'Absolute' } } }, 2025, 2035));
    expect(asAbsolute.score).toBeCloseTo(2.4577142918, 10);
  });

  it('keeps a score at or under the maximum 3.4: a flat intensity over a long horizon', () => {
    // Flat emissions, no growth, 20 years: intensity ARR 0; INT.emKyoto_gdp long intercept 3.5700509104 > 3.4.
    const company: CompanyTemperatureInput = {
      trajectory: { startYear: 2025, basis: { kind: 'INTENSITY', baselineValue: 10, growthProjection: 0 }, emissionsKg: { ONE: { 2025: 1000, 2045: 1000 } } },
      benchmarks: { ONE: { sector: null, targetType: 'Intensity' } },
    };
    expect(scoreOf(scopeScore('ONE', company, 2025, 2045))).toMatchObject({ score: 3.4, arrPercent: 0, timeFrame: 'LONG', capped: true, defaulted: null });
    // A 1 % a year intensity cut: 3.5700509 − 0.2976172 × 1 = 3.2724337, under the maximum.
    const cut = { ...company, trajectory: { ...company.trajectory, emissionsKg: { ONE: { 2025: 1000, 2045: 1000 * 0.99 ** 20 } } } };
    const score = scoreOf(scopeScore('ONE', cut, 2025, 2045));
    expect(score.score).toBeCloseTo(3.2724337, 6);
    expect(score.capped).toBe(false);
  });

  it('refuses an intensity benchmark on an absolute trajectory with the spec error', () => {
    const scored = scopeScore('ONE', { ...absolute({ ONE: { 2025: 1000, 2030: 900 } }), benchmarks: { ONE: { sector: null, targetType: 'Intensity' } } }, 2025, 2030);
    expect(scored).toMatchObject({ ok: false, error: { code: 'unexpectedIntensity', message: { key: 'server.temperature.unexpectedIntensity', text: 'Unexpected temperature target type intensity' } } });
  });

  it('refuses a scope without benchmark with the spec error naming the scope', () => {
    const scored = scopeScore('TWO', { ...absolute({ TWO: { 2025: 1000, 2030: 900 } }), benchmarks: { ONE: { sector: null, targetType: 'Absolute' }, TWO: null } }, 2025, 2030);
    expect(scored).toMatchObject({ ok: false, error: { code: 'missingBenchmark', message: { key: 'server.temperature.missingBenchmark', params: { scope: 2 }, text: 'Missing benchmark for scope 2' } } });
  });
});
