import { describe, expect, it } from 'vitest';
import type { BaseYearReport, InternalFootprint } from '../../portfolio/results.ts';
import { employeeExtrapolation, estimateHypothesisKeys, internalEmissions, investeeEmissions, revenueExtrapolation, sectoralEstimate, typedEmissions } from './estimates.ts';
import { testInvestee, testUuid } from './testInvestees.ts';

const M = 1_000_000;
const year = 2025;
const keys = (hypotheses: readonly { key: string }[]) => hypotheses.map((hypothesis) => hypothesis.key);

describe('internalEmissions (CAIRN)', () => {
  const footprint: InternalFootprint = {
    assetUuid: testUuid(21),
    carbonFootprintUuid: testUuid(22),
    reportUuid: testUuid(23),
    totalScope1Kg: 1_200,
    totalScope2Kg: 3_400,
    totalScope3Kg: 56_000,
    activityDataQualityPercentage: 65,
  };

  it('reads the delivered report of the investee asset', () => {
    const result = internalEmissions(testInvestee({ uuid: testUuid(1), assetUuid: testUuid(21), reportType: 'CAIRN' }), [footprint], year);
    expect(result.scopes).toEqual({ ONE: 1_200, TWO: 3_400, THREE: 56_000 });
    expect(result.footprint).toBe(footprint);
    expect(result.estimate.method).toBe('CAIRN');
    expect(result.estimate.inputs.activityDataQualityPercentage).toBe(65);
    expect(result.estimate.hypotheses).toEqual([{ key: estimateHypothesisKeys.internal, params: { year } }]);
  });

  it.each([
    ['another asset', testUuid(99)],
    ['a non-validated asset', null],
  ])('has no emissions for %s', (_case, assetUuid) => {
    const result = internalEmissions(testInvestee({ uuid: testUuid(1), assetUuid, reportType: 'CAIRN' }), [footprint], year);
    expect(result.scopes).toBeNull();
    expect(result.footprint).toBeNull();
  });
});

describe('typedEmissions (AUDIT, LIGHT_REVIEW, EXTERNAL_REPORT, MANUAL_ESTIMATE)', () => {
  const typed = testInvestee({ uuid: testUuid(1), totalScope1Kg: 500, totalScope2Kg: 0, totalScope3Kg: 7_000 });

  it.each([
    ['AUDIT', estimateHypothesisKeys.audited],
    ['LIGHT_REVIEW', estimateHypothesisKeys.lightReview],
    ['EXTERNAL_REPORT', estimateHypothesisKeys.reported],
    ['MANUAL_ESTIMATE', estimateHypothesisKeys.manual],
  ] as const)('%s takes the typed current-year scopes as they are', (method, key) => {
    const result = typedEmissions(typed, method, year);
    expect(result.scopes).toEqual({ ONE: 500, TWO: 0, THREE: 7_000 });
    expect(result.estimate).toEqual({ method, inputs: { totalScope1Kg: 500, totalScope2Kg: 0, totalScope3Kg: 7_000 }, factors: [], hypotheses: [{ key, params: { year } }] });
  });

  it('has no emissions while a scope is missing', () => {
    expect(typedEmissions({ ...typed, totalScope3Kg: null }, 'EXTERNAL_REPORT', year).scopes).toBeNull();
  });
});

describe('revenueExtrapolation', () => {
  /*
   * Base year 2022: turnover 8 M€, scopes 1,000 t, 400 t, 2,600 t. Turnover 2025: 10 M€.
   * Ratio 10 / 8 = 1.25: scopes 1,250 t, 500 t, 3,250 t (emissions per € of revenue held).
   */
  const investee = testInvestee({
    uuid: testUuid(1),
    reportType: 'REVENUE_EXTRAPOLATION',
    turnover: 10 * M,
    baseYear: 2022,
    baseYearTurnover: 8 * M,
    baseYearTotalScope1Kg: 1_000_000,
    baseYearTotalScope2Kg: 400_000,
    baseYearTotalScope3Kg: 2_600_000,
  });

  it('scales each base-year scope by the turnover ratio', () => {
    const result = revenueExtrapolation(investee, year);
    expect(result.scopes).toEqual({ ONE: 1_250_000, TWO: 500_000, THREE: 3_250_000 });
    expect(result.estimate.inputs).toEqual({
      baseYear: 2022,
      baseYearTotalScope1Kg: 1_000_000,
      baseYearTotalScope2Kg: 400_000,
      baseYearTotalScope3Kg: 2_600_000,
      turnoverEur: 10 * M,
      baseYearTurnoverEur: 8 * M,
    });
    expect(result.estimate.factors).toEqual([{ name: 'turnoverRatio', value: 1.25, unit: '€/€', source: 'INVESTEE_DATA' }]);
    expect(keys(result.estimate.hypotheses)).toEqual([estimateHypothesisKeys.revenueExtrapolation]);
  });

  it.each([
    ['no turnover', { turnover: null }],
    ['no base-year turnover', { baseYearTurnover: null }],
    ['a base-year turnover of 0', { baseYearTurnover: 0 }],
    ['a base-year scope missing', { baseYearTotalScope2Kg: null }],
  ])('has no emissions with %s', (_case, change) => {
    const result = revenueExtrapolation({ ...investee, ...change }, year);
    expect(result.scopes).toBeNull();
  });

  it('gives zero emissions for a turnover of 0', () => {
    expect(revenueExtrapolation({ ...investee, turnover: 0 }, year).scopes).toEqual({ ONE: 0, TWO: 0, THREE: 0 });
  });

  /*
   * The asset's 2023 Cairn report gives the base year: scopes 600 t, 200 t, 1,200 t, whatever was
   * typed (the questionnaire hides those cells). Ratio 10 / 8 = 1.25: 750 t, 250 t, 1,500 t.
   */
  const report: BaseYearReport = { assetUuid: testUuid(9), kind: 'CAIRN', year: 2023, totalScope1Kg: 600_000, totalScope2Kg: 200_000, totalScope3Kg: 1_200_000 };

  it("reads the base year and its scopes from the asset's base-year report, saying so", () => {
    const result = revenueExtrapolation({ ...investee, assetUuid: testUuid(9) }, year, report);
    expect(result.scopes).toEqual({ ONE: 750_000, TWO: 250_000, THREE: 1_500_000 });
    expect(result.estimate.inputs).toMatchObject({ baseYear: 2023, baseYearTotalScope1Kg: 600_000, baseYearTotalScope2Kg: 200_000, baseYearTotalScope3Kg: 1_200_000 });
    expect(result.estimate.hypotheses).toEqual([
      { key: estimateHypothesisKeys.baseYearCairnReport, params: { year: 2023 } },
      { key: estimateHypothesisKeys.revenueExtrapolation, params: { year } },
    ]);
  });

  it('needs no typed base year nor base-year scope with a base-year report, and still its base-year turnover', () => {
    const untyped = { ...investee, assetUuid: testUuid(9), baseYear: null, baseYearTotalScope1Kg: null, baseYearTotalScope2Kg: null, baseYearTotalScope3Kg: null };
    expect(revenueExtrapolation(untyped, year, report).scopes).toEqual({ ONE: 750_000, TWO: 250_000, THREE: 1_500_000 });
    expect(revenueExtrapolation({ ...untyped, baseYearTurnover: null }, year, report).scopes).toBeNull();
  });
});

describe('employeeExtrapolation', () => {
  /* Base year: 200 FTE, scopes 1,000 t, 400 t, 2,600 t; now 150 FTE: ratio 0.75 → 750 t, 300 t, 1,950 t. */
  const investee = testInvestee({
    uuid: testUuid(1),
    reportType: 'EMPLOYEE_EXTRAPOLATION',
    employeeNumber: 150,
    baseYearEmployeeNumber: 200,
    baseYearTotalScope1Kg: 1_000_000,
    baseYearTotalScope2Kg: 400_000,
    baseYearTotalScope3Kg: 2_600_000,
  });

  it('scales each base-year scope by the headcount ratio', () => {
    const result = employeeExtrapolation(investee, year);
    expect(result.scopes).toEqual({ ONE: 750_000, TWO: 300_000, THREE: 1_950_000 });
    expect(result.estimate.factors).toEqual([{ name: 'employeeRatio', value: 0.75, unit: 'FTE/FTE', source: 'INVESTEE_DATA' }]);
    expect(result.estimate.inputs.employeeNumber).toBe(150);
    expect(result.estimate.inputs.baseYearEmployeeNumber).toBe(200);
  });

  it("names an external report that gave the base year", () => {
    // 800 t, 100 t, 2,100 t × 150 / 200 = 600 t, 75 t, 1,575 t.
    const external: BaseYearReport = { assetUuid: testUuid(9), kind: 'EXTERNAL', year: 2021, totalScope1Kg: 800_000, totalScope2Kg: 100_000, totalScope3Kg: 2_100_000 };
    const result = employeeExtrapolation({ ...investee, assetUuid: testUuid(9) }, year, external);
    expect(result.scopes).toEqual({ ONE: 600_000, TWO: 75_000, THREE: 1_575_000 });
    expect(keys(result.estimate.hypotheses)).toEqual([estimateHypothesisKeys.baseYearExternalReport, estimateHypothesisKeys.employeeExtrapolation]);
  });

  it.each([
    ['no headcount', { employeeNumber: null }],
    ['a base-year headcount of 0', { baseYearEmployeeNumber: 0 }],
    ['a base-year scope missing', { baseYearTotalScope3Kg: null }],
  ])('has no emissions with %s', (_case, change) => {
    expect(employeeExtrapolation({ ...investee, ...change }, year).scopes).toBeNull();
  });
});

describe('sectoralEstimate', () => {
  /*
   * General services at 239 tCO2e/M€, turnover 2.5 M€: 2.5 × 239 = 597.5 t = 597,500 kg.
   * Typed scope 1 50 t and scope 2 20 t stay; scope 3 = 597.5 − 50 − 20 = 527.5 t.
   */
  const intensities = { GENERAL_SERVICES: 239 };
  const investee = testInvestee({ uuid: testUuid(1), reportType: 'SECTORAL_ESTIMATE', sector: 'GENERAL_SERVICES', turnover: 2.5 * M, totalScope1Kg: 50_000, totalScope2Kg: 20_000 });

  it('puts the rest of the estimate in scope 3', () => {
    const result = sectoralEstimate(investee, intensities, year);
    expect(result.scopes?.ONE).toBe(50_000);
    expect(result.scopes?.TWO).toBe(20_000);
    expect(result.scopes?.THREE).toBeCloseTo(527_500, 6);
    expect(result.estimate.inputs.sectoralEstimateKg).toBeCloseTo(597_500, 6);
    expect(result.estimate.factors).toEqual([{ name: 'sectorIntensity.GENERAL_SERVICES', value: 239, unit: 'tCO2e/M€', source: 'SECTOR_BENCHMARK' }]);
    expect(result.estimate.hypotheses).toEqual([
      { key: estimateHypothesisKeys.sectoral, params: { year, intensityTPerM: 239 } },
      { key: estimateHypothesisKeys.sectoralScope3IsRest, params: {} },
    ]);
  });

  it('keeps typed scopes above the estimate and takes scope 3 as zero', () => {
    // 500 t + 200 t = 700 t > 597.5 t.
    const result = sectoralEstimate({ ...investee, totalScope1Kg: 500_000, totalScope2Kg: 200_000 }, intensities, year);
    expect(result.scopes).toEqual({ ONE: 500_000, TWO: 200_000, THREE: 0 });
    expect(keys(result.estimate.hypotheses)).toContain(estimateHypothesisKeys.sectoralGivenAboveEstimate);
  });

  it('counts scopes 1 and 2 not typed as zero, saying so', () => {
    const result = sectoralEstimate({ ...investee, totalScope1Kg: null, totalScope2Kg: null }, intensities, year);
    expect(result.scopes?.ONE).toBe(0);
    expect(result.scopes?.TWO).toBe(0);
    expect(result.scopes?.THREE).toBeCloseTo(597_500, 6);
    expect(result.estimate.hypotheses.filter((hypothesis) => hypothesis.key === estimateHypothesisKeys.sectoralScopeMissing).map((hypothesis) => hypothesis.params)).toEqual([
      { scope: 1 },
      { scope: 2 },
    ]);
  });

  it.each([
    ['no turnover', { turnover: null }],
    ['no sector', { sector: null }],
    ['a sector without intensity', { sector: 'REAL_ESTATE' as const }],
  ])('has no emissions with %s', (_case, change) => {
    const result = sectoralEstimate({ ...investee, ...change }, intensities, year);
    expect(result.scopes).toBeNull();
    expect(result.estimate.hypotheses).toEqual([]);
  });
});

describe('investeeEmissions', () => {
  const context = { year, internalFootprints: [], sectorIntensityTPerM: {} };

  it('has nothing to say without a type', () => {
    expect(investeeEmissions(testInvestee({ uuid: testUuid(1) }), context)).toBeNull();
  });

  it("gives an extrapolation its own asset's base-year report, and none to another asset's investee", () => {
    const report: BaseYearReport = { assetUuid: testUuid(9), kind: 'CAIRN', year: 2023, totalScope1Kg: 100, totalScope2Kg: 0, totalScope3Kg: 0 };
    const withReports = { ...context, baseYearReports: [report] };
    const extrapolated = (assetUuid: string | null) =>
      investeeEmissions(testInvestee({ uuid: testUuid(1), assetUuid, reportType: 'REVENUE_EXTRAPOLATION', turnover: 2 * M, baseYearTurnover: M }), withReports);
    // 100 kg × 2 M€ / 1 M€ = 200 kg.
    expect(extrapolated(testUuid(9))?.scopes).toEqual({ ONE: 200, TWO: 0, THREE: 0 });
    expect(extrapolated(testUuid(8))?.scopes).toBeNull();
    expect(extrapolated(null)?.scopes).toBeNull();
  });

  it.each(['CAIRN', 'AUDIT', 'LIGHT_REVIEW', 'EXTERNAL_REPORT', 'MANUAL_ESTIMATE', 'SECTORAL_ESTIMATE', 'REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION'] as const)(
    'answers by the method of %s, without emissions when nothing was typed',
    (reportType) => {
      const result = investeeEmissions(testInvestee({ uuid: testUuid(1), reportType }), context);
      expect(result?.estimate.method).toBe(reportType);
      expect(result?.scopes).toBeNull();
    },
  );
});
