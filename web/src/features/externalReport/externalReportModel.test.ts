import { describe, expect, it } from 'vitest';
import { externalReportFigures } from './externalReportModel.ts';

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
