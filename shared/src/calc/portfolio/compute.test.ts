import { describe, expect, it } from 'vitest';
import { PortfolioInput, PortfolioResults, type PortfolioAsset } from '../../portfolio/results.ts';
import { attributionFactor, computePortfolio, footprintTypesOf, portfolioTotals } from './compute.ts';
import { testInvestee, testInvestment, testUuid } from './testInvestees.ts';

const M = 1_000_000;
const fund1 = testUuid(1);
const fund2 = testUuid(2);
const [A, B, C, D, E, F] = [11, 12, 13, 14, 15, 16].map(testUuid) as [string, string, string, string, string, string];
const cairnFootprint = { carbonFootprintUuid: testUuid(91), reportUuid: testUuid(92) };

/*
 * Worked example, reporting year 2025, every scope selected. Amounts in M€, emissions in t
 * (the engine works in € and kg: 1 M€ = 1,000,000 €, 1 t = 1,000 kg).
 *
 * Investees
 *   A listed equity, EXTERNAL_REPORT: valuation (EVIC) 200, turnover 50, scopes 10,000 + 2,000 + 8,000
 *     = 20,000 t; revenue intensity 20,000 / 50 = 400 t/M€; PCAF 2 (1b unverified reported).
 *   B private loan, CAIRN: equity + debt 10, turnover 4, Cairn report 300 + 100 + 600 = 1,000 t,
 *     activity data 80 %; revenue intensity 1,000 / 4 = 250; PCAF 2 (2a).
 *   C SECTORAL_ESTIMATE, valuation 0, turnover 2, MANUFACTURING_INDUSTRY at 591 t/M€:
 *     estimate 2 × 591 = 1,182 t; scope 1 200 and scope 2 82 as typed, scope 3 = 1,182 − 282 = 900;
 *     revenue intensity 1,182 / 2 = 591; PCAF 4 (3a).
 *   D AUDIT, valuation 5, no turnover, 100 + 50 + 350 = 500 t; PCAF 1 overridden by staff to 3.
 *   E MANUAL_ESTIMATE, valuation 20, turnover 10, 1,000 + 0 + 0 = 1,000 t (its line is excluded).
 *   F REVENUE_EXTRAPOLATION without base-year turnover: no emissions; valuation 8, turnover 3.
 *
 * Fund 1 (position 0)
 *   A1 outstanding 20: AF 20 / 200 = 0.1; financed 0.1 × 20,000 = 2,000 t; ICI 2,000 / 20 = 100
 *   B  outstanding 4:  AF 4 / 10 = 0.4;   financed 400 t; ICI 400 / 4 = 100
 *   C  outstanding 1:  valuation 0 → AF 0 (uncapped: none); financed 0; ICI 0 / 1 = 0
 *   E  outstanding 2, excluded: AF 2 / 20 = 0.1 shown, finances nothing, weighs nothing
 *   invested 20 + 4 + 1 = 25; financed 2,000 + 400 + 0 = 2,400 t; ICI 2,400 / 25 = 96
 *   WACI = (20 × 400 + 4 × 250 + 1 × 591) / 25 = 9,591 / 25 = 383.64
 *     (contributions 20/25 × 400 = 320, 4/25 × 250 = 40, 1/25 × 591 = 23.64)
 *   PCAF = (2 × 20 + 2 × 4 + 4 × 1) / 25 = 52 / 25 = 2.08; valuations 200 + 10 + 0 = 210
 *
 * Fund 2 (position 1)
 *   A2 outstanding 10: AF 10 / 200 = 0.05; financed 1,000 t; ICI 100
 *   D  outstanding 6 above valuation 5: uncapped 1.2, AF clamped to 1; financed 500 t;
 *      ICI 500 / 6 = 83.333…; no turnover → no revenue intensity (counts 0 in WACI)
 *   F  outstanding 1: AF 1 / 8 = 0.125; no emissions → nothing financed, no PCAF score
 *   invested 10 + 6 + 1 = 17; financed 1,500 t; ICI 1,500 / 17 = 88.2352941…
 *   WACI = (10 × 400 + 6 × 0 + 1 × 0) / 17 = 4,000 / 17 = 235.2941176…
 *   PCAF = (2 × 10 + 3 × 6) / (10 + 6) = 38 / 16 = 2.375 (F has no score)
 *   valuations 200 + 5 + 8 = 213; one asset without emissions (F), one without intensity (D)
 *
 * Portfolio: invested 25 + 17 = 42; financed 2,400 + 1,500 = 3,900 t; ICI 3,900 / 42 = 92.857142…
 *   WACI = (8,000 + 1,000 + 591 + 4,000 + 0 + 0) / 42 = 13,591 / 42 = 323.5952380…
 *   PCAF = (40 + 8 + 4 + 20 + 18) / (20 + 4 + 1 + 10 + 6) = 90 / 41 = 2.1951219…
 *   valuations with A once: 200 + 10 + 0 + 5 + 8 = 223
 */
const input: PortfolioInput = {
  reporting: { uuid: testUuid(100), year: 2025, assetUuid: testUuid(101) },
  // Given out of order: the results follow `position`.
  funds: [
    { uuid: fund2, name: 'Growth', article: 'ARTICLE_9', materialityMapLabelPosition: 'TOP', position: 1 },
    { uuid: fund1, name: 'Core', article: 'ARTICLE_8', materialityMapLabelPosition: 'RIGHT', position: 0 },
  ],
  investees: [
    testInvestee({ uuid: A, name: 'Listed Co', valuation: 200 * M, turnover: 50 * M, reportType: 'EXTERNAL_REPORT', totalScope1Kg: 10_000_000, totalScope2Kg: 2_000_000, totalScope3Kg: 8_000_000 }),
    testInvestee({ uuid: B, name: 'Loan Co', assetUuid: testUuid(21), valuation: 10 * M, turnover: 4 * M, reportType: 'CAIRN' }),
    testInvestee({
      uuid: C,
      name: 'Zero Valuation Co',
      valuation: 0,
      turnover: 2 * M,
      sector: 'MANUFACTURING_INDUSTRY',
      reportType: 'SECTORAL_ESTIMATE',
      totalScope1Kg: 200_000,
      totalScope2Kg: 82_000,
    }),
    testInvestee({ uuid: D, name: 'Over Co', valuation: 5 * M, reportType: 'AUDIT', totalScope1Kg: 100_000, totalScope2Kg: 50_000, totalScope3Kg: 350_000, pcafScore: 3 }),
    testInvestee({ uuid: E, name: 'Excluded Co', valuation: 20 * M, turnover: 10 * M, reportType: 'MANUAL_ESTIMATE', totalScope1Kg: 1_000_000, totalScope2Kg: 0, totalScope3Kg: 0 }),
    testInvestee({
      uuid: F,
      name: 'Missing Co',
      valuation: 8 * M,
      turnover: 3 * M,
      reportType: 'REVENUE_EXTRAPOLATION',
      baseYear: 2022,
      baseYearTotalScope1Kg: 1,
      baseYearTotalScope2Kg: 1,
      baseYearTotalScope3Kg: 1,
    }),
  ],
  investments: [
    testInvestment({ uuid: testUuid(31), fundUuid: fund1, investeeUuid: A, outstandingAmount: 20 * M }),
    testInvestment({ uuid: testUuid(32), fundUuid: fund1, investeeUuid: B, outstandingAmount: 4 * M }),
    testInvestment({ uuid: testUuid(33), fundUuid: fund1, investeeUuid: C, outstandingAmount: 1 * M }),
    testInvestment({ uuid: testUuid(34), fundUuid: fund1, investeeUuid: E, outstandingAmount: 2 * M, includeInPortfolioEmissions: false }),
    testInvestment({ uuid: testUuid(35), fundUuid: fund2, investeeUuid: A, outstandingAmount: 10 * M }),
    testInvestment({ uuid: testUuid(36), fundUuid: fund2, investeeUuid: D, outstandingAmount: 6 * M }),
    testInvestment({ uuid: testUuid(37), fundUuid: fund2, investeeUuid: F, outstandingAmount: 1 * M }),
  ],
  baseYearReports: [],
  internalFootprints: [
    { assetUuid: testUuid(21), ...cairnFootprint, totalScope1Kg: 300_000, totalScope2Kg: 100_000, totalScope3Kg: 600_000, activityDataQualityPercentage: 80 },
    // Another asset's footprint: not B's.
    { assetUuid: testUuid(22), carbonFootprintUuid: testUuid(93), reportUuid: testUuid(94), totalScope1Kg: 9, totalScope2Kg: 9, totalScope3Kg: 9, activityDataQualityPercentage: null },
  ],
  sectorIntensityTPerM: { MANUFACTURING_INDUSTRY: 591, GENERAL_SERVICES: 239 },
};

const results = computePortfolio(input, ['ONE', 'TWO', 'THREE']);
const [core, growth] = results.funds as [(typeof results.funds)[number], (typeof results.funds)[number]];
const line = (fund: typeof core, investeeUuid: string): PortfolioAsset => {
  const found = fund.assets.find((asset) => asset.investeeUuid === investeeUuid);
  if (!found) throw new Error(`no line for ${investeeUuid}`);
  return found;
};

describe('computePortfolio, worked example', () => {
  it('orders funds by position and keeps the lines in input order', () => {
    expect(results.funds.map((fund) => fund.name)).toEqual(['Core', 'Growth']);
    expect(core.assets.map((asset) => asset.name)).toEqual(['Listed Co', 'Loan Co', 'Zero Valuation Co', 'Excluded Co']);
    expect(growth.assets.map((asset) => asset.name)).toEqual(['Listed Co', 'Over Co', 'Missing Co']);
  });

  it.each([
    // [fund, investee, AF, uncapped AF, financed kg, revenue intensity, investment intensity]
    ['core', A, 0.1, 0.1, 2_000_000, 400, 100],
    ['core', B, 0.4, 0.4, 400_000, 250, 100],
    ['core', C, 0, null, 0, 591, 0],
    ['core', E, 0.1, 0.1, null, 100, null],
    ['growth', A, 0.05, 0.05, 1_000_000, 400, 100],
    ['growth', D, 1, 1.2, 500_000, null, 500 / 6],
    ['growth', F, 0.125, 0.125, null, null, null],
  ] as const)('%s line of %s: attribution, financed emissions and intensities', (fund, investee, factor, uncapped, financed, revenue, investment) => {
    const asset = line(fund === 'core' ? core : growth, investee);
    expect(asset.attributionFactor).toBeCloseTo(factor, 12);
    if (uncapped === null) expect(asset.attributionFactorUncapped).toBeNull();
    else expect(asset.attributionFactorUncapped).toBeCloseTo(uncapped, 12);
    if (financed === null) expect(asset.financedEmissionsKg).toBeNull();
    else expect(asset.financedEmissionsKg).toBeCloseTo(financed, 6);
    if (revenue === null) expect(asset.revenueIntensityTPerM).toBeNull();
    else expect(asset.revenueIntensityTPerM).toBeCloseTo(revenue, 9);
    if (investment === null) expect(asset.investmentCarbonIntensityTPerM).toBeNull();
    else expect(asset.investmentCarbonIntensityTPerM).toBeCloseTo(investment, 9);
  });

  it('splits the sectoral estimate: typed scopes 1 and 2, scope 3 the rest', () => {
    const asset = line(core, C);
    expect([asset.totalScope1Kg, asset.totalScope2Kg, asset.totalScope3Kg]).toEqual([200_000, 82_000, 900_000]);
    expect(asset.filteredScopeTotalKg).toBeCloseTo(1_182_000, 6);
  });

  it('gives each line its share of the fund WACI, excluded lines none', () => {
    expect(line(core, A).contributionToFundWaciTPerM).toBeCloseTo(320, 9);
    expect(line(core, B).contributionToFundWaciTPerM).toBeCloseTo(40, 9);
    expect(line(core, C).contributionToFundWaciTPerM).toBeCloseTo(23.64, 9);
    expect(line(core, E).contributionToFundWaciTPerM).toBe(0);
    expect(line(growth, A).contributionToFundWaciTPerM).toBeCloseTo(4000 / 17, 9);
    expect(line(growth, D).contributionToFundWaciTPerM).toBe(0);
  });

  it('scores each line from its type, the staff override first, none without emissions', () => {
    expect([A, B, C, E].map((uuid) => line(core, uuid).pcafScore)).toEqual([2, 2, 4, 5]);
    expect([A, D, F].map((uuid) => line(growth, uuid).pcafScore)).toEqual([2, 3, null]);
  });

  it('names the footprint type, the report link and the exclusions', () => {
    const summary = (asset: PortfolioAsset) => [asset.carbonFootprintType, asset.lowDataType, asset.reportLink, asset.exclusions];
    expect(summary(line(core, A))).toEqual(['EXTERNAL_REPORT', 'EXTERNAL_REPORT', { kind: 'ESTIMATE', lowDataReportSnapshotUuid: A }, []]);
    expect(summary(line(core, B))).toEqual(['CAIRN', null, { kind: 'INTERNAL', ...cairnFootprint }, []]);
    expect(summary(line(core, C))).toEqual(['ESTIMATE', 'SECTORAL_ESTIMATE', { kind: 'ESTIMATE', lowDataReportSnapshotUuid: C }, []]);
    expect(summary(line(core, E))).toEqual(['ESTIMATE', 'MANUAL_ESTIMATE', { kind: 'ESTIMATE', lowDataReportSnapshotUuid: E }, ['excluded']]);
    expect(summary(line(growth, D))).toEqual(['AUDIT', 'EXTERNAL_REPORT', { kind: 'ESTIMATE', lowDataReportSnapshotUuid: D }, ['noIntensity']]);
    expect(summary(line(growth, F))).toEqual([null, null, null, ['noEmissions']]);
    expect(line(core, B).activityDataQualityPercentage).toBe(80);
    expect(line(core, A).activityDataQualityPercentage).toBeNull();
  });

  it('totals fund 1', () => {
    const totals = core.totals;
    expect(totals.investedAmountEur).toBe(25 * M);
    expect(totals.financedEmissionsKg).toBeCloseTo(2_400_000, 6);
    expect(totals.investmentCarbonIntensityTPerM).toBeCloseTo(96, 9);
    expect(totals.waciTPerM).toBeCloseTo(383.64, 9);
    expect(totals.pcafScore).toBeCloseTo(2.08, 12);
    expect(totals.valuationEur).toBe(210 * M);
    expect([totals.assetsWithoutEmissions, totals.assetsWithoutIntensity]).toEqual([0, 0]);
  });

  it('totals fund 2', () => {
    const totals = growth.totals;
    expect(totals.investedAmountEur).toBe(17 * M);
    expect(totals.financedEmissionsKg).toBeCloseTo(1_500_000, 6);
    expect(totals.investmentCarbonIntensityTPerM).toBeCloseTo(1500 / 17, 9);
    expect(totals.waciTPerM).toBeCloseTo(4000 / 17, 9);
    expect(totals.pcafScore).toBeCloseTo(2.375, 12);
    expect(totals.valuationEur).toBe(213 * M);
    expect([totals.assetsWithoutEmissions, totals.assetsWithoutIntensity]).toEqual([1, 1]);
  });

  it('totals the portfolio, counting an investee held by two funds once in valuations', () => {
    const totals = results.totals;
    expect(totals.investedAmountEur).toBe(42 * M);
    expect(totals.financedEmissionsKg).toBeCloseTo(3_900_000, 6);
    expect(totals.investmentCarbonIntensityTPerM).toBeCloseTo(3900 / 42, 9);
    expect(totals.waciTPerM).toBeCloseTo(13_591 / 42, 9);
    expect(totals.pcafScore).toBeCloseTo(90 / 41, 12);
    expect(totals.valuationEur).toBe(223 * M);
    expect([totals.assetsWithoutEmissions, totals.assetsWithoutIntensity]).toEqual([1, 1]);
  });

  it('re-aggregates a subset of funds with portfolioTotals as the fund does', () => {
    expect(portfolioTotals(growth.assets)).toEqual(growth.totals);
    expect(portfolioTotals([...core.assets, ...growth.assets])).toEqual(results.totals);
  });
});

describe('computePortfolio, scope selection', () => {
  /*
   * Scopes 1 and 2 only: A 10,000 + 2,000 = 12,000 t → revenue intensity 12,000 / 50 = 240,
   * A1 financed 0.1 × 12,000 = 1,200 t; B 300 + 100 = 400 t × 0.4 = 160 t; C 200 + 82 = 282 t × 0;
   * fund 1 financed 1,200 + 160 + 0 = 1,360 t.
   */
  const scoped = computePortfolio(input, ['ONE', 'TWO']);
  const scopedCore = scoped.funds[0];

  it('counts the selected scopes only', () => {
    if (!scopedCore) throw new Error('no fund');
    expect(line(scopedCore, A).filteredScopeTotalKg).toBe(12_000_000);
    expect(line(scopedCore, A).revenueIntensityTPerM).toBeCloseTo(240, 9);
    expect(line(scopedCore, A).financedEmissionsKg).toBeCloseTo(1_200_000, 6);
    expect(scopedCore.totals.financedEmissionsKg).toBeCloseTo(1_360_000, 6);
    // The scopes themselves stay whole.
    expect(line(scopedCore, A).totalScope3Kg).toBe(8_000_000);
  });
});

describe('computePortfolio, edges', () => {
  it('answers zeros and no scores for an empty portfolio', () => {
    expect(computePortfolio({ ...input, funds: [], investments: [] }, ['ONE']).totals).toEqual({
      financedEmissionsKg: 0,
      investedAmountEur: 0,
      valuationEur: 0,
      investmentCarbonIntensityTPerM: null,
      waciTPerM: 0,
      pcafScore: null,
      assetsWithoutEmissions: 0,
      assetsWithoutIntensity: 0,
    });
  });

  it('leaves out a line whose investee is unknown and lists an investee without type as without emissions', () => {
    const orphan = testInvestment({ uuid: testUuid(40), fundUuid: fund1, investeeUuid: testUuid(99), outstandingAmount: M });
    const untyped = testInvestee({ uuid: testUuid(41), valuation: M, turnover: M });
    const computed = computePortfolio(
      { ...input, investees: [untyped], investments: [orphan, testInvestment({ uuid: testUuid(42), fundUuid: fund1, investeeUuid: untyped.uuid, outstandingAmount: M })] },
      ['ONE', 'TWO', 'THREE'],
    );
    const assets = computed.funds[0]?.assets ?? [];
    expect(assets).toHaveLength(1);
    expect(assets[0]?.exclusions).toEqual(['noEmissions']);
    expect(assets[0]?.estimate).toBeNull();
    expect(computed.totals.pcafScore).toBeNull();
  });
});

describe('computePortfolio, shapes and degenerate figures', () => {
  it('reads a valid input and answers valid results', () => {
    expect(PortfolioInput.safeParse(input).success).toBe(true);
    expect(PortfolioResults.safeParse(results).error).toBeUndefined();
  });

  it('never answers NaN or an infinity when every amount and emission is zero', () => {
    const zero = testInvestee({ uuid: testUuid(70), valuation: 0, turnover: 0, reportType: 'MANUAL_ESTIMATE', totalScope1Kg: 0, totalScope2Kg: 0, totalScope3Kg: 0 });
    const computed = computePortfolio(
      { ...input, investees: [zero], investments: [testInvestment({ uuid: testUuid(71), fundUuid: fund1, investeeUuid: zero.uuid, outstandingAmount: 0 })] },
      ['ONE', 'TWO', 'THREE'],
    );
    const numbers = JSON.stringify(computed, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? 'NOT FINITE' : value));
    expect(numbers).not.toContain('NOT FINITE');
    // Zero turnover: no revenue intensity; zero outstanding: no investment intensity, no PCAF weight.
    expect(computed.funds[0]?.assets[0]?.exclusions).toEqual(['noIntensity']);
    expect(computed.totals).toMatchObject({ waciTPerM: 0, investmentCarbonIntensityTPerM: null, pcafScore: null });
  });
});

describe('attributionFactor', () => {
  it.each([
    // [outstanding €, valuation €, factor, uncapped]
    [20, 200, 0.1, 0.1],
    [6, 5, 1, 1.2],
    [5, 5, 1, 1],
    [1, 0, 0, null],
    [1, null, 0, null],
    [null, 10, 0, null],
    [0, 10, 0, 0],
  ] as const)('outstanding %s over valuation %s gives %s (uncapped %s)', (outstanding, valuation, factor, uncapped) => {
    expect(attributionFactor(outstanding, valuation)).toEqual({ factor, uncapped });
  });
});

describe('footprintTypesOf', () => {
  it.each([
    ['CAIRN', 'CAIRN', null],
    ['AUDIT', 'AUDIT', 'EXTERNAL_REPORT'],
    ['LIGHT_REVIEW', 'LIGHT_REVIEW', 'EXTERNAL_REPORT'],
    ['EXTERNAL_REPORT', 'EXTERNAL_REPORT', 'EXTERNAL_REPORT'],
    ['MANUAL_ESTIMATE', 'ESTIMATE', 'MANUAL_ESTIMATE'],
    ['SECTORAL_ESTIMATE', 'ESTIMATE', 'SECTORAL_ESTIMATE'],
    ['REVENUE_EXTRAPOLATION', 'ESTIMATE', 'REVENUE_EXTRAPOLATION'],
    ['EMPLOYEE_EXTRAPOLATION', 'ESTIMATE', 'EMPLOYEE_EXTRAPOLATION'],
  ] as const)('%s is a %s footprint with low-data type %s', (reportType, carbonFootprintType, lowDataType) => {
    expect(footprintTypesOf(reportType)).toEqual({ carbonFootprintType, lowDataType });
  });
});

describe('computePortfolio, the PAI figures of each line (spec 3 section 3, PAI variant)', () => {
  /*
   * Copied from the investee, whatever its emissions; the high-impact flag from its NACE code:
   * sections A to H and L of NACE Rev. 2 (Delegated Regulation (EU) 2022/1288, Annex I).
   *   P1 35.11, production of electricity: section D (division 35), high impact; consumes
   *      1,000,000 kWh of which 400,000 renewable, produces 5,000,000 kWh all renewable.
   *   P2 62.01, computer programming: section J (division 62), not high impact; said nothing.
   *   P3 no NACE code: not known; active in the fossil fuel sector.
   *   P4 68.20, renting of own real estate: section L (division 68), high impact.
   */
  const [P1, P2, P3, P4] = [61, 62, 63, 64].map(testUuid) as [string, string, string, string];
  const pai = computePortfolio(
    {
      ...input,
      investees: [
        testInvestee({
          uuid: P1,
          naceCode: '35.11',
          energyConsumptionKWh: 1_000_000,
          renewableEnergyConsumptionKWh: 400_000,
          energyProductionKWh: 5_000_000,
          renewableEnergyProductionKWh: 5_000_000,
          isActiveInFossilFuelSector: false,
        }),
        testInvestee({ uuid: P2, naceCode: '62.01' }),
        testInvestee({ uuid: P3, isActiveInFossilFuelSector: true }),
        testInvestee({ uuid: P4, naceCode: '68.20', energyConsumptionKWh: 250_000 }),
      ],
      investments: [
        testInvestment({ uuid: testUuid(65), fundUuid: fund1, investeeUuid: P1, outstandingAmount: M }),
        testInvestment({ uuid: testUuid(66), fundUuid: fund1, investeeUuid: P2 }),
        testInvestment({ uuid: testUuid(67), fundUuid: fund1, investeeUuid: P3 }),
        testInvestment({ uuid: testUuid(68), fundUuid: fund1, investeeUuid: P4 }),
        // P1 held by the second fund too: the same figures on its line.
        testInvestment({ uuid: testUuid(69), fundUuid: fund2, investeeUuid: P1 }),
      ],
    },
    ['ONE', 'TWO', 'THREE'],
  );
  const paiOf = (asset: PortfolioAsset | undefined) =>
    asset && {
      energyConsumptionKWh: asset.energyConsumptionKWh,
      renewableEnergyConsumptionKWh: asset.renewableEnergyConsumptionKWh,
      energyProductionKWh: asset.energyProductionKWh,
      renewableEnergyProductionKWh: asset.renewableEnergyProductionKWh,
      isActiveInFossilFuelSector: asset.isActiveInFossilFuelSector,
      hasHighClimateSectorImpact: asset.hasHighClimateSectorImpact,
    };
  const none = { energyConsumptionKWh: null, renewableEnergyConsumptionKWh: null, energyProductionKWh: null, renewableEnergyProductionKWh: null, isActiveInFossilFuelSector: null };

  it('copies the energy figures and the fossil-fuel flag, and derives the high-impact sector from the NACE code', () => {
    const p1 = { energyConsumptionKWh: 1_000_000, renewableEnergyConsumptionKWh: 400_000, energyProductionKWh: 5_000_000, renewableEnergyProductionKWh: 5_000_000, isActiveInFossilFuelSector: false, hasHighClimateSectorImpact: true };
    expect(pai.funds[0]?.assets.map(paiOf)).toEqual([
      p1,
      { ...none, hasHighClimateSectorImpact: false },
      { ...none, isActiveInFossilFuelSector: true, hasHighClimateSectorImpact: null },
      { ...none, energyConsumptionKWh: 250_000, hasHighClimateSectorImpact: true },
    ]);
    expect(pai.funds[1]?.assets.map(paiOf)).toEqual([p1]);
  });

  it('reads a FINAL snapshot taken before the PAI fields as figures not said', () => {
    const { energyConsumptionKWh: _1, renewableEnergyConsumptionKWh: _2, energyProductionKWh: _3, renewableEnergyProductionKWh: _4, isActiveInFossilFuelSector: _5, ...oldShaped } = testInvestee({ uuid: P2, naceCode: '01.11' });
    const snapshot = PortfolioInput.parse(JSON.parse(JSON.stringify({ ...input, investees: [oldShaped], investments: [testInvestment({ uuid: testUuid(66), fundUuid: fund1, investeeUuid: P2 })] })));
    expect(snapshot.investees[0]).toEqual(expect.objectContaining(none));
    // 01.11, growing of cereals: section A, high impact.
    expect(paiOf(computePortfolio(snapshot, ['ONE']).funds[0]?.assets[0])).toEqual({ ...none, hasHighClimateSectorImpact: true });
  });
});
