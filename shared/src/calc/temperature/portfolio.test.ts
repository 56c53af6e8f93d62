import { describe, expect, it } from 'vitest';
import { aggregateScores } from './aggregate.ts';
import { computeTemperature, withHoldingTarget } from './portfolio.ts';
import type { AggregationMethod, CompanyFinancials, CompanyTemperatureInput, PortfolioScore, TemperatureHolding, TemperatureRequest, TemperatureTrajectory } from './types.ts';

/*
 * The seven aggregations of the CDP-WWF v1.5 methodology, worked by hand on a small portfolio.
 * Reporting year 2025, horizon 2030 (short), all scopes (the scores aggregated are 1 + 2 + 3).
 *
 *   holding  score (all scopes)                       emissions 2025  investment  market cap  EV     cash  assets  revenue
 *   A        1.5 (every scope cut to 0: the floor)    1,000           100         1,000       2,000  500   4,000   500
 *   B        3.4 (every scope rising: the default)    3,000           300         6,000       3,000  —     3,000   1,000
 *   C        k = 2.4049579007 (scope 1 flat, ARR 0;   2,000           600         3,000       6,000  0     —       4,000
 *            scopes 2 and 3 at 0, weighing nothing)
 *   D        no trajectory                            —               500         …
 *   E        no benchmark for scope 3: no score       500             400         …
 *
 * D and E are left out of every method (noTrajectory, scoreFailed).
 */

const k = 2.4049579007;
const benchmarks: CompanyTemperatureInput['benchmarks'] = {
  ONE: { sector: null, targetType: 'Absolute' },
  TWO: { sector: null, targetType: 'Absolute' },
  THREE: { sector: null, targetType: 'Absolute' },
};
const company = (emissionsKg: TemperatureTrajectory['emissionsKg'], scopeBenchmarks = benchmarks): CompanyTemperatureInput => ({
  trajectory: { startYear: 2025, basis: { kind: 'ABSOLUTE' }, emissionsKg },
  benchmarks: scopeBenchmarks,
});
const financials = (marketCapEur: number | null, enterpriseValueEur: number | null, cashEquivalentsEur: number | null, totalAssetsEur: number | null, revenueEur: number | null): CompanyFinancials => ({
  marketCapEur,
  enterpriseValueEur,
  cashEquivalentsEur,
  totalAssetsEur,
  revenueEur,
});

const holdings: TemperatureHolding[] = [
  {
    id: 'A',
    investmentValueEur: 100,
    financials: financials(1000, 2000, 500, 4000, 500),
    company: company({ ONE: { 2025: 500, 2030: 0 }, TWO: { 2025: 200, 2030: 0 }, THREE: { 2025: 300, 2030: 0 } }),
  },
  {
    id: 'B',
    investmentValueEur: 300,
    financials: financials(6000, 3000, null, 3000, 1000),
    company: company({ ONE: { 2025: 1000, 2030: 1100 }, TWO: { 2025: 1000, 2030: 1100 }, THREE: { 2025: 1000, 2030: 1100 } }),
  },
  {
    id: 'C',
    investmentValueEur: 600,
    financials: financials(3000, 6000, 0, null, 4000),
    company: company({ ONE: { 2025: 2000, 2030: 2000 }, TWO: { 2025: 0, 2030: 0 }, THREE: { 2025: 0, 2030: 0 } }),
  },
  { id: 'D', investmentValueEur: 500, financials: financials(1000, 1000, 0, 1000, 1000), company: null },
  {
    id: 'E',
    investmentValueEur: 400,
    financials: financials(1000, 1000, 0, 1000, 1000),
    company: company({ ONE: { 2025: 500, 2030: 400 } }, { ONE: benchmarks.ONE, TWO: benchmarks.TWO }),
  },
];
const request: TemperatureRequest = { reportingYear: 2025, horizonYears: [2030], scopeFilter: 'ALL', holdings };

const scoreOf = (portfolio: PortfolioScore) => {
  if (!portfolio.ok) throw new Error(portfolio.error.message.text);
  return portfolio;
};
const weights = (portfolio: PortfolioScore) => Object.fromEntries(scoreOf(portfolio).contributions.map((row) => [row.id, row.weight]));
const excludedOf = (portfolio: PortfolioScore) => Object.fromEntries(portfolio.excluded.map((row) => [row.id, row.reason]));
const sumOfContributions = (portfolio: PortfolioScore) => scoreOf(portfolio).contributions.reduce((sum, row) => sum + row.contribution, 0);

const result = computeTemperature(request);
const [horizon] = result.horizons;
if (!horizon) throw new Error('one horizon expected');
const portfolio = horizon.portfolio;

describe('computeTemperature', () => {
  it('scores each holding for the horizon', () => {
    expect(horizon.timeFrame).toBe('SHORT');
    const selected = horizon.companies.map((scores) => (scores === null ? null : scores.scopeSelected.ok ? scores.scopeSelected.value.score : scores.scopeSelected.error.code));
    expect(selected[0]).toBeCloseTo(1.5, 10);
    expect(selected[1]).toBeCloseTo(3.4, 10);
    expect(selected[2]).toBeCloseTo(k, 10);
    expect(selected[3]).toBeNull();
    expect(selected[4]).toBe('missingBenchmark');
  });

  it('WATS weighs by investment value: 100, 300 and 600 of 1,000', () => {
    // 0.1 × 1.5 + 0.3 × 3.4 + 0.6 × k = 0.15 + 1.02 + 1.442974740 = 2.612974740.
    expect(weights(portfolio.WATS)).toEqual({ A: 0.1, B: 0.3, C: 0.6 });
    expect(scoreOf(portfolio.WATS).score).toBeCloseTo(2.61297474, 8);
    expect(excludedOf(portfolio.WATS)).toEqual({ D: 'noTrajectory', E: 'scoreFailed' });
    expect(portfolio.WATS.excluded.find((row) => row.id === 'E')?.error?.message.text).toBe('Missing benchmark for scope 3');
  });

  it('TETS weighs by the company emissions: 1,000, 3,000 and 2,000 of 6,000', () => {
    // 1.5 / 6 + 3.4 / 2 + k / 3 = 0.25 + 1.7 + 0.801652634 = 2.751652634.
    const tets = weights(portfolio.TETS);
    expect(tets.A).toBeCloseTo(1 / 6, 12);
    expect(tets.B).toBeCloseTo(1 / 2, 12);
    expect(tets.C).toBeCloseTo(1 / 3, 12);
    expect(scoreOf(portfolio.TETS).score).toBeCloseTo(2.75165263, 8);
  });

  it('MOTS weighs by emissions owned through the market capitalisation', () => {
    // Owned: A 100 / 1,000 × 1,000 = 100; B 300 / 6,000 × 3,000 = 150; C 600 / 3,000 × 2,000 = 400; total 650.
    // (100 × 1.5 + 150 × 3.4 + 400 × k) / 650 = (150 + 510 + 961.983160) / 650 = 2.495358708.
    const mots = weights(portfolio.MOTS);
    expect(mots.A).toBeCloseTo(100 / 650, 12);
    expect(mots.B).toBeCloseTo(150 / 650, 12);
    expect(mots.C).toBeCloseTo(400 / 650, 12);
    expect(scoreOf(portfolio.MOTS).score).toBeCloseTo(2.49535871, 8);
  });

  it('EOTS weighs by emissions owned through the enterprise value', () => {
    // Owned: A 100 / 2,000 × 1,000 = 50; B 300 / 3,000 × 3,000 = 300; C 600 / 6,000 × 2,000 = 200; total 550.
    // (75 + 1,020 + 200 × k) / 550 = (1,095 + 480.991580) / 550 = 2.865439237.
    expect(scoreOf(portfolio.EOTS).score).toBeCloseTo(2.86543924, 8);
  });

  it('ECOTS weighs by emissions owned through the enterprise value plus cash, leaving out a company without cash figure', () => {
    // Owned: A 100 / 2,500 × 1,000 = 40; B has no cash figure (left out); C 600 / 6,000 × 2,000 = 200; total 240.
    // (40 × 1.5 + 200 × k) / 240 = (60 + 480.991580) / 240 = 2.254131584.
    expect(weights(portfolio.ECOTS).A).toBeCloseTo(40 / 240, 12);
    expect(scoreOf(portfolio.ECOTS).score).toBeCloseTo(2.25413158, 8);
    expect(excludedOf(portfolio.ECOTS)).toEqual({ B: 'noCompanyValue', D: 'noTrajectory', E: 'scoreFailed' });
  });

  it('AOTS weighs by emissions owned through the total assets', () => {
    // Owned: A 100 / 4,000 × 1,000 = 25; B 300 / 3,000 × 3,000 = 300; C has no total assets (left out); total 325.
    // (37.5 + 1,020) / 325 = 3.253846154.
    expect(scoreOf(portfolio.AOTS).score).toBeCloseTo(3.25384615, 8);
    expect(excludedOf(portfolio.AOTS).C).toBe('noCompanyValue');
  });

  it('ROTS weighs by emissions owned through the revenue', () => {
    // Owned: A 100 / 500 × 1,000 = 200; B 300 / 1,000 × 3,000 = 900; C 600 / 4,000 × 2,000 = 300; total 1,400.
    // (300 + 3,060 + 300 × k) / 1,400 = (3,360 + 721.487370) / 1,400 = 2.915348122.
    expect(scoreOf(portfolio.ROTS).score).toBeCloseTo(2.91534812, 8);
  });

  it('has contributions (weight × score) that sum to each method’s score', () => {
    const methods: AggregationMethod[] = ['WATS', 'TETS', 'MOTS', 'EOTS', 'ECOTS', 'AOTS', 'ROTS'];
    for (const method of methods) {
      const scored = scoreOf(portfolio[method]);
      for (const row of scored.contributions) expect(row.contribution).toBeCloseTo(row.weight * row.score, 12);
      expect(sumOfContributions(portfolio[method])).toBeCloseTo(scored.score, 12);
      expect(scored.contributions.reduce((sum, row) => sum + row.weight, 0)).toBeCloseTo(1, 12);
    }
  });

  it('scores each horizon year of the request', () => {
    // Horizon 2036 (11 years, long): no trajectory gives a 2036 figure, so A, B and C score the default 3.4 (missing data).
    const both = computeTemperature({ ...request, horizonYears: [2030, 2036] });
    expect(both.horizons.map((row) => [row.horizonYear, row.timeFrame])).toEqual([
      [2030, 'SHORT'],
      [2036, 'LONG'],
    ]);
    const later = both.horizons[1]?.portfolio.WATS;
    // 0.1 × 3.4 + 0.3 × 3.4 + 0.6 × 3.4 = 3.4.
    expect(later && scoreOf(later).score).toBeCloseTo(3.4, 12);
  });
});

describe('aggregateScores', () => {
  it('leaves out a holding without investment value from the methods that need it, never NaN', () => {
    const rows = [
      { id: 'X', score: { ok: true as const, value: { score: 2, combination: 'ONE_SCOPE' as const } }, investmentValueEur: null, emissionsKg: 100, financials: financials(10, 10, 0, 10, 10) },
      { id: 'Y', score: { ok: true as const, value: { score: 3, combination: 'ONE_SCOPE' as const } }, investmentValueEur: 50, emissionsKg: null, financials: financials(10, 10, 0, 10, 10) },
    ];
    // WATS: only Y has an investment value: 3. TETS: only X has emissions: 2. MOTS: X lacks the investment, Y the emissions.
    expect(scoreOf(aggregateScores(rows, 'WATS')).score).toBe(3);
    expect(excludedOf(aggregateScores(rows, 'WATS'))).toEqual({ X: 'noInvestmentValue' });
    expect(scoreOf(aggregateScores(rows, 'TETS')).score).toBe(2);
    expect(excludedOf(aggregateScores(rows, 'TETS'))).toEqual({ Y: 'noEmissions' });
    expect(aggregateScores(rows, 'MOTS')).toMatchObject({
      ok: false,
      error: { code: 'zeroPortfolioWeight', message: { text: 'The MOTS weights of the portfolio add up to 0: no portfolio score can be computed' } },
    });
    expect(excludedOf(aggregateScores(rows, 'MOTS'))).toEqual({ X: 'noInvestmentValue', Y: 'noEmissions' });
  });

  it('answers an error when the weights add up to 0', () => {
    const rows = [{ id: 'X', score: { ok: true as const, value: { score: 2, combination: 'ONE_SCOPE' as const } }, investmentValueEur: 0, emissionsKg: 100, financials: financials(10, 10, 0, 10, 10) }];
    expect(aggregateScores(rows, 'WATS')).toMatchObject({ ok: false, error: { code: 'zeroPortfolioWeight' }, excluded: [] });
    expect(aggregateScores([], 'WATS')).toMatchObject({ ok: false, error: { code: 'zeroPortfolioWeight' } });
    // A figure that is not a number counts as missing.
    const notANumber = [{ ...rows[0]!, investmentValueEur: Number.NaN, emissionsKg: Number.NaN }];
    expect(excludedOf(aggregateScores(notANumber, 'WATS'))).toEqual({ X: 'noInvestmentValue' });
    expect(excludedOf(aggregateScores(notANumber, 'TETS'))).toEqual({ X: 'noEmissions' });
  });
});

describe('withHoldingTarget', () => {
  it('rescores the portfolio with one holding’s new target', () => {
    // B now cuts every scope to 0: 1.5. WATS = 0.1 × 1.5 + 0.3 × 1.5 + 0.6 × k = 0.15 + 0.45 + 1.442974740 = 2.042974740.
    const cut = company({ ONE: { 2025: 1000, 2030: 0 }, TWO: { 2025: 1000, 2030: 0 }, THREE: { 2025: 1000, 2030: 0 } });
    const whatIf = withHoldingTarget(result, 'B', cut);
    const scores = whatIf?.horizons[0];
    expect(scores && scoreOf(scores.portfolio.WATS).score).toBeCloseTo(2.04297474, 8);
    // The other holdings' scores are the ones computed before, not recomputed.
    expect(scores?.companies[0]).toBe(horizon.companies[0]);
    expect(scores?.companies[2]).toBe(horizon.companies[2]);
    // The result it started from is unchanged.
    expect(scoreOf(portfolio.WATS).score).toBeCloseTo(2.61297474, 8);
    expect(whatIf?.request.holdings[1]?.company).toBe(cut);
  });

  it('gives a holding without trajectory a score when it gets a target, and takes it away with null', () => {
    // D (500) gets C's flat target: k. WATS over 100, 300, 600, 500 = 1,500:
    // (150 + 1,020 + 600 × k + 500 × k) / 1,500 = (1,170 + 2,645.453691) / 1,500 = 2.543635794.
    const flat = company({ ONE: { 2025: 2000, 2030: 2000 }, TWO: { 2025: 0, 2030: 0 }, THREE: { 2025: 0, 2030: 0 } });
    const withD = withHoldingTarget(result, 'D', flat)?.horizons[0]?.portfolio.WATS;
    expect(withD && scoreOf(withD).score).toBeCloseTo(2.54363579, 8);
    const withoutA = withHoldingTarget(result, 'A', null)?.horizons[0]?.portfolio.WATS;
    // B and C alone: (300 × 3.4 + 600 × k) / 900 = (1,020 + 1,442.974740) / 900 = 2.736638600.
    expect(withoutA && scoreOf(withoutA).score).toBeCloseTo(2.7366386, 7);
  });

  it('answers null for a holding the portfolio does not have', () => {
    expect(withHoldingTarget(result, 'Z', null)).toBeNull();
  });
});
