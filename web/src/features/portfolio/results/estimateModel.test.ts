import { describe, expect, it } from 'vitest';
import { estimateFigures, inputUnitOf, isReportedMethod } from './estimateModel.ts';
import { assetFixture } from './resultsFixture.ts';

describe('the estimate page figures', () => {
  it('adds the scopes in tonnes and divides by revenue in M€ and by headcount', () => {
    // 120,000 + 30,000 + 850,000 kg = 1,000 t; revenue 25 M€: 40 t/M€; 50 employees: 20 t each.
    const asset = assetFixture({ totalScope1Kg: 120_000, totalScope2Kg: 30_000, totalScope3Kg: 850_000, turnoverEur: 25_000_000 });
    expect(estimateFigures(asset, 50)).toEqual({
      totalT: 1000,
      perRevenueT: 40,
      perEmployeeT: 20,
      scopes: [
        { scope: 1, tonnes: 120, percent: 12 },
        { scope: 2, tonnes: 30, percent: 3 },
        { scope: 3, tonnes: 850, percent: 85 },
      ],
    });
  });

  it('has no ratio without revenue, headcount or emissions', () => {
    const asset = assetFixture({ totalScope1Kg: 2_000, turnoverEur: 0 });
    const figures = estimateFigures(asset, null);
    expect(figures.totalT).toBe(2);
    expect(figures.perRevenueT).toBeNull();
    expect(figures.perEmployeeT).toBeNull();
    expect(figures.scopes[1]).toEqual({ scope: 2, tonnes: null, percent: null });
    expect(estimateFigures(assetFixture({ turnoverEur: 1_000_000 }), 10)).toMatchObject({ totalT: null, perRevenueT: null, perEmployeeT: null });
  });

  it('reads an input unit from the end of its name', () => {
    expect(inputUnitOf('turnoverEur')).toBe('euros');
    expect(inputUnitOf('baseYearTotalScope1Kg')).toBe('tonnes');
    expect(inputUnitOf('sectorIntensityTPerM')).toBe('intensity');
    expect(inputUnitOf('activityDataQualityPercentage')).toBe('percent');
    expect(inputUnitOf('employeeNumber')).toBe('plain');
  });

  it('tells reported figures from estimates', () => {
    expect(['EXTERNAL_REPORT', 'AUDIT', 'LIGHT_REVIEW'].every(isReportedMethod)).toBe(true);
    expect(isReportedMethod('SECTORAL_ESTIMATE')).toBe(false);
    expect(isReportedMethod(undefined)).toBe(false);
  });
});
