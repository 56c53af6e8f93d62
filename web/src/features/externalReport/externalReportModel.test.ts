import { describe, expect, it } from 'vitest';
import { externalReportFigures, scopeShares } from './externalReportModel.ts';

const base = {
  electricityReporting: 'LOCATION_AND_MARKET' as const,
  scope1: 400_000,
  scope2Location: 100_000,
  scope2Market: 120_000,
  scope3: null,
  employeeNumber: 64,
  turnover: 8_000_000,
  currency: 'EURO' as const,
  year: 2023,
};

describe('externalReportFigures', () => {
  it('counts market-based scope 2 when both methods are reported, and leaves out an unreported scope 3', () => {
    const figures = externalReportFigures(base);
    expect(figures.basis).toBe('MARKET');
    expect(figures.totalKgCo2e).toBeCloseTo(520_000, 6);
    expect(figures.scopes.map((scope) => scope.scope)).toEqual(['ONE', 'TWO']);
    // 520,000 kg / 64 employees; 520,000 kg / 8 M€ (to the gram).
    expect(figures.kgCo2ePerEmployee).toBeCloseTo(8_125, 3);
    expect(figures.kgCo2ePerMEur).toBeCloseTo(65_000, 3);
  });

  it('counts location-based scope 2 for a location-only report, and scope 3 when reported', () => {
    const figures = externalReportFigures({ ...base, electricityReporting: 'LOCATION', scope2Market: null, scope3: 1_000_000 });
    expect(figures.basis).toBe('LOCATION');
    expect(figures.totalKgCo2e).toBeCloseTo(1_500_000, 6);
    expect(figures.scopes).toEqual([
      { scope: 'ONE', kgCo2e: 400_000 },
      { scope: 'TWO', kgCo2e: 100_000 },
      { scope: 'THREE', kgCo2e: 1_000_000 },
    ]);
  });

  it('falls back to the method the provider gave when the preferred one is missing', () => {
    expect(externalReportFigures({ ...base, scope2Market: null }).basis).toBe('LOCATION');
  });

  it('gives no ratio without headcount or turnover, and converts another currency to euros', () => {
    const none = externalReportFigures({ ...base, employeeNumber: null, turnover: null, currency: null });
    expect(none.kgCo2ePerEmployee).toBeNull();
    expect(none.kgCo2ePerMEur).toBeNull();
    // 8 M$ at the 2023 average of 1.0813 $ per € is about 7.398 M€.
    const dollars = externalReportFigures({ ...base, currency: 'DOLLAR' });
    expect(dollars.kgCo2ePerMEur).toBeCloseTo((520_000 * 1.0813) / 8, 3);
  });
});

describe('scopeShares (the scope cards and the pie)', () => {
  const nbsp = '\u00a0';
  const sharesOf = (scope1: number, scope2: number, scope3: number | null, locale = 'en') =>
    scopeShares(externalReportFigures({ ...base, electricityReporting: 'MARKET', scope1, scope2Market: scope2, scope3 }), locale);

  it("shows '>99%' and '<1%' rather than 100 % and 0 % next to small non-zero scopes", () => {
    // 99.8 %, 0.1 %, 0.1 %: rounded alone these read 100 %, 0 %, 0 %.
    expect(sharesOf(998_000, 1_000, 1_000)).toEqual({ ONE: '>99%', TWO: '<1%', THREE: '<1%' });
    expect(sharesOf(998_000, 1_000, 1_000, 'fr')).toEqual({ ONE: `>99${nbsp}%`, TWO: `<1${nbsp}%`, THREE: `<1${nbsp}%` });
  });

  it('sums to 100 where rounding each share alone gives 99', () => {
    // 33.3 % each: rounded alone 33 + 33 + 33 = 99; the largest remainder gets the missing point.
    expect(sharesOf(1_000, 1_000, 1_000)).toEqual({ ONE: '34%', TWO: '33%', THREE: '33%' });
    // 40.4, 30.4, 29.2 → 40 + 30 + 29 = 99 alone; the first largest remainder (0.4) gets the point.
    expect(sharesOf(404, 304, 292)).toEqual({ ONE: '41%', TWO: '30%', THREE: '29%' });
  });

  it('gives an unreported scope 3 no share, and a zero scope 0%', () => {
    expect(sharesOf(500, 0, null)).toEqual({ ONE: '100%', TWO: '0%' });
  });
});
