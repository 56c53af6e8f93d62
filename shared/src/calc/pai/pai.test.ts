import { describe, expect, it } from 'vitest';
import type { PortfolioAsset, PortfolioInput } from '../../portfolio/results.ts';
import { computePortfolio } from '../portfolio/compute.ts';
import { testInvestee, testInvestment, testUuid } from '../portfolio/testInvestees.ts';
import { energyDataProblem, nonRenewableSharePercent, paiByFund, paiIndicators, type PaiFigure, type PaiIndicators, type PaiInvesteeData, type PaiLine, type PaiSectorFigure } from './pai.ts';

const M = 1_000_000;
/** 1 GWh in kWh. */
const GWh = 1_000_000;
const fund1 = testUuid(1);
const fund2 = testUuid(2);
const [P, Q, R, S] = [11, 12, 13, 14].map(testUuid) as [string, string, string, string];
const [P1, Q1, S1, P2, R2] = [21, 22, 23, 24, 25].map(testUuid) as [string, string, string, string, string];

/*
 * Worked example. Amounts in M€, emissions in t, energy in GWh (the engine reads €, kg and kWh).
 * Every investee reports its three scopes (EXTERNAL_REPORT), so the portfolio engine passes them on.
 *
 * Investees
 *   P  steel, NACE 24.10 (section C): EVIC 100, revenue 50, scopes 1,000 + 200 + 800 = 2,000 t;
 *      consumption 40 of which renewable 10; production 5 of which renewable 4; not fossil.
 *      Held by both funds.
 *   Q  metal structures, NACE 25.11 (C): EVIC 4, revenue 8, scopes 100 + 50 + 250 = 400 t;
 *      consumption 2 of which renewable 1; production 0; active in fossil fuels.
 *   R  software, NACE 62.01 (J, not high-impact): EVIC 20, revenue 0, scopes 10 + 20 + 30 = 60 t;
 *      no energy data; fossil activity unknown.
 *   S  construction, NACE 41.20 (F): EVIC unknown, revenue unknown, scopes 300 + 100 + 600 =
 *      1,000 t; consumption 10 of which renewable 2; production 1 with renewable 3 (invalid); not fossil.
 *
 * Lines: fund 1: P1 10, Q1 6, S1 5 (21); fund 2: P2 5, R2 4 (9). Portfolio 30.
 *
 * Attribution factors: P1 10/100 = 0.1; Q1 6/4 = 1.5 clamped to 1 (its value exceeds Q's EVIC);
 * P2 5/100 = 0.05; R2 4/20 = 0.2; S1 none (EVIC unknown: excluded from 1 and 2).
 *
 * 1. GHG emissions (t)              P1     Q1    P2    R2  | portfolio | fund 1 | fund 2
 *    scope 1                        100    100    50     2  |   252     |  200   |  52
 *    scope 2                         20     50    10     4  |    84     |   70   |  14
 *    scope 3                         80    250    40     6  |   376     |  330   |  46
 *    total                          200    400   100    12  |   712     |  600   | 112
 *    coverage: portfolio (30 − 5) / 30 = 25/30; fund 1 16/21; fund 2 9/9.
 * 2. Carbon footprint (t/M€ invested): 712 / 30 = 23.7333…; fund 1 600 / 21 = 28.5714…;
 *    fund 2 112 / 9 = 12.4444…; coverage as 1's total.
 * 3. GHG intensity (t/M€ revenue): P 2,000 / 50 = 40; Q 400 / 8 = 50; R revenue 0 and S revenue
 *    unknown: no intensity, their value still in the denominator.
 *    portfolio (10 × 40 + 6 × 50 + 5 × 40) / 30 = 900 / 30 = 30, coverage 21/30;
 *    fund 1 (400 + 300) / 21 = 33.333…, coverage 16/21; fund 2 200 / 9 = 22.222…, coverage 5/9.
 * 4. Fossil fuel exposure (%): only Q. portfolio 6 / 30 = 20 %, coverage 26/30 (R unknown);
 *    fund 1 6 / 21 = 28.5714… %, coverage 1; fund 2 0 / 9 = 0 %, coverage 5/9.
 * 5. Non-renewable share (%). Consumption: P (40 − 10) / 40 = 75; Q (2 − 1) / 2 = 50;
 *    S (10 − 2) / 10 = 80; R none.
 *    portfolio (15 × 75 + 6 × 50 + 5 × 80) / 26 = 1,825 / 26 = 70.1923…, coverage 26/30;
 *    fund 1 (750 + 300 + 400) / 21 = 69.0476…, coverage 1; fund 2 75, coverage 5/9.
 *    Production: P (5 − 4) / 5 = 20; Q produces nothing (undefined); S renewable > total
 *    (invalid); R none. Every scope 20; coverage portfolio 15/30, fund 1 10/21, fund 2 5/9.
 * 6. Energy intensity (GWh/M€ revenue): P 40 / 50 = 0.8; Q 2 / 8 = 0.25.
 *    C: portfolio (15 × 0.8 + 6 × 0.25) / 21 = 13.5 / 21 = 0.642857…, coverage 21/30, share 21/30;
 *       fund 1 (10 × 0.8 + 6 × 0.25) / 16 = 9.5 / 16 = 0.59375, coverage 16/21;
 *       fund 2 0.8, coverage 5/9.
 *    F: S has no revenue: Error in the portfolio and fund 1 (share 5/30, 5/21); fund 2 holds no F.
 *    Other sections: no line, no value, coverage 0. R (J) is in none.
 */
const energy: Record<string, PaiInvesteeData> = {
  [P]: {
    energyConsumptionKWh: 40 * GWh,
    renewableEnergyConsumptionKWh: 10 * GWh,
    energyProductionKWh: 5 * GWh,
    renewableEnergyProductionKWh: 4 * GWh,
    isActiveInFossilFuelSector: false,
  },
  [Q]: {
    energyConsumptionKWh: 2 * GWh,
    renewableEnergyConsumptionKWh: 1 * GWh,
    energyProductionKWh: 0,
    renewableEnergyProductionKWh: 0,
    isActiveInFossilFuelSector: true,
  },
  [R]: {
    energyConsumptionKWh: null,
    renewableEnergyConsumptionKWh: null,
    energyProductionKWh: null,
    renewableEnergyProductionKWh: null,
    isActiveInFossilFuelSector: null,
  },
  [S]: {
    energyConsumptionKWh: 10 * GWh,
    renewableEnergyConsumptionKWh: 2 * GWh,
    energyProductionKWh: 1 * GWh,
    renewableEnergyProductionKWh: 3 * GWh,
    isActiveInFossilFuelSector: false,
  },
};

const reported = { reportType: 'EXTERNAL_REPORT' } as const;
const input: PortfolioInput = {
  reporting: { uuid: testUuid(100), year: 2025, assetUuid: testUuid(101) },
  funds: [
    {
      uuid: fund1,
      name: 'Core',
      article: 'ARTICLE_8',
      materialityMapLabelPosition: 'RIGHT',
      position: 0,
    },
    {
      uuid: fund2,
      name: 'Growth',
      article: 'ARTICLE_9',
      materialityMapLabelPosition: 'TOP',
      position: 1,
    },
  ],
  investees: [
    testInvestee({
      uuid: P,
      ...reported,
      naceCode: '24.10',
      valuation: 100 * M,
      turnover: 50 * M,
      totalScope1Kg: 1_000_000,
      totalScope2Kg: 200_000,
      totalScope3Kg: 800_000,
    }),
    testInvestee({
      uuid: Q,
      ...reported,
      naceCode: '25.11',
      valuation: 4 * M,
      turnover: 8 * M,
      totalScope1Kg: 100_000,
      totalScope2Kg: 50_000,
      totalScope3Kg: 250_000,
    }),
    testInvestee({
      uuid: R,
      ...reported,
      naceCode: '62.01',
      valuation: 20 * M,
      turnover: 0,
      totalScope1Kg: 10_000,
      totalScope2Kg: 20_000,
      totalScope3Kg: 30_000,
    }),
    testInvestee({
      uuid: S,
      ...reported,
      naceCode: '41.20',
      valuation: null,
      turnover: null,
      totalScope1Kg: 300_000,
      totalScope2Kg: 100_000,
      totalScope3Kg: 600_000,
    }),
  ],
  investments: [
    testInvestment({
      uuid: P1,
      fundUuid: fund1,
      investeeUuid: P,
      outstandingAmount: 10 * M,
    }),
    testInvestment({
      uuid: Q1,
      fundUuid: fund1,
      investeeUuid: Q,
      outstandingAmount: 6 * M,
    }),
    testInvestment({
      uuid: S1,
      fundUuid: fund1,
      investeeUuid: S,
      outstandingAmount: 5 * M,
    }),
    testInvestment({
      uuid: P2,
      fundUuid: fund2,
      investeeUuid: P,
      outstandingAmount: 5 * M,
    }),
    testInvestment({
      uuid: R2,
      fundUuid: fund2,
      investeeUuid: R,
      outstandingAmount: 4 * M,
    }),
  ],
  internalFootprints: [],
  baseYearReports: [],
  sectorIntensityTPerM: {},
};

/** The portfolio engine's line plus its investee's PAI data is a PAI line, as is. */
const lineOf = (asset: PortfolioAsset): PaiLine => ({
  ...asset,
  ...energy[asset.investeeUuid]!,
});
const portfolioResults = computePortfolio(input, ['ONE', 'TWO', 'THREE']);
const lines = portfolioResults.funds.flatMap((fund) => fund.assets).map(lineOf);
const { portfolio, funds } = paiByFund(lines);
const [core, growth] = funds.map((fund) => fund.indicators) as [PaiIndicators, PaiIndicators];

const reasons = (figure: { excluded: PaiFigure['excluded'] }): string[] => figure.excluded.map((entry) => `${entry.investmentUuid}:${entry.reason}`).sort();
const sector = (indicators: PaiIndicators, section: string): PaiSectorFigure => {
  const found = indicators.energyIntensity.sectors.find((candidate) => candidate.section === section);
  if (!found) throw new Error(`no section ${section}`);
  return found;
};

describe('paiByFund, worked example', () => {
  it('groups the lines by fund in first-seen order and sums the current values', () => {
    expect(funds.map((fund) => fund.fundUuid)).toEqual([fund1, fund2]);
    expect([portfolio.totalValueEur, core.totalValueEur, growth.totalValueEur]).toEqual([30 * M, 21 * M, 9 * M]);
  });

  it.each([
    // [figure, portfolio t, fund 1 t, fund 2 t]
    ['scope1', 252, 200, 52],
    ['scope2', 84, 70, 14],
    ['scope3', 376, 330, 46],
    ['total', 712, 600, 112],
  ] as const)('1. GHG emissions %s: Σ clamped attribution factor × emissions', (scope, all, first, second) => {
    expect(portfolio.ghgEmissions[scope].value).toBeCloseTo(all, 9);
    expect(core.ghgEmissions[scope].value).toBeCloseTo(first, 9);
    expect(growth.ghgEmissions[scope].value).toBeCloseTo(second, 9);
    expect(portfolio.ghgEmissions[scope].unit).toBe('tCO2e');
    expect(portfolio.ghgEmissions[scope].coverage).toBeCloseTo(25 / 30, 12);
    expect(core.ghgEmissions[scope].coverage).toBeCloseTo(16 / 21, 12);
    expect(growth.ghgEmissions[scope].coverage).toBe(1);
    expect(reasons(portfolio.ghgEmissions[scope])).toEqual([`${S1}:noValuation`]);
  });

  it('1. GHG emissions: the total is the PCAF financed emissions of the portfolio engine', () => {
    expect(portfolio.ghgEmissions.total.value).toBeCloseTo(portfolioResults.totals.financedEmissionsKg / 1000, 9);
  });

  it('2. carbon footprint: the total over the M€ of all investments', () => {
    expect(portfolio.carbonFootprint.value).toBeCloseTo(712 / 30, 9);
    expect(core.carbonFootprint.value).toBeCloseTo(600 / 21, 9);
    expect(growth.carbonFootprint.value).toBeCloseTo(112 / 9, 9);
    expect(portfolio.carbonFootprint.unit).toBe('tCO2ePerMEurInvested');
    expect(portfolio.carbonFootprint.coverage).toBeCloseTo(25 / 30, 12);
  });

  it('3. GHG intensity: a zero or unknown revenue adds nothing and still weighs', () => {
    expect(portfolio.ghgIntensity.value).toBeCloseTo(30, 9);
    expect(core.ghgIntensity.value).toBeCloseTo(700 / 21, 9);
    expect(growth.ghgIntensity.value).toBeCloseTo(200 / 9, 9);
    expect(portfolio.ghgIntensity.unit).toBe('tCO2ePerMEurRevenue');
    expect(portfolio.ghgIntensity.coverage).toBeCloseTo(21 / 30, 12);
    expect(core.ghgIntensity.coverage).toBeCloseTo(16 / 21, 12);
    expect(growth.ghgIntensity.coverage).toBeCloseTo(5 / 9, 12);
    expect(reasons(portfolio.ghgIntensity)).toEqual([`${S1}:noRevenue`, `${R2}:noRevenue`].sort());
  });

  it('4. fossil fuel exposure: the value in fossil-fuel companies over all investments', () => {
    expect(portfolio.fossilFuelExposure.value).toBeCloseTo(20, 9);
    expect(core.fossilFuelExposure.value).toBeCloseTo((6 / 21) * 100, 9);
    expect(growth.fossilFuelExposure.value).toBe(0);
    expect(portfolio.fossilFuelExposure.unit).toBe('percent');
    expect(portfolio.fossilFuelExposure.coverage).toBeCloseTo(26 / 30, 12);
    expect(core.fossilFuelExposure.coverage).toBe(1);
    expect(growth.fossilFuelExposure.coverage).toBeCloseTo(5 / 9, 12);
    expect(reasons(portfolio.fossilFuelExposure)).toEqual([`${R2}:noFossilFuelData`]);
  });

  it('5. non-renewable consumption: value-weighted over the investees with data', () => {
    const { consumption } = portfolio.nonRenewableEnergy;
    expect(consumption.value).toBeCloseTo(1825 / 26, 9);
    expect(consumption.coverage).toBeCloseTo(26 / 30, 12);
    expect(core.nonRenewableEnergy.consumption.value).toBeCloseTo(1450 / 21, 9);
    expect(core.nonRenewableEnergy.consumption.coverage).toBe(1);
    expect(growth.nonRenewableEnergy.consumption.value).toBeCloseTo(75, 9);
    expect(growth.nonRenewableEnergy.consumption.coverage).toBeCloseTo(5 / 9, 12);
    expect(reasons(consumption)).toEqual([`${R2}:noEnergyData`]);
  });

  it('5. non-renewable production: no production and an invalid renewable part are left out', () => {
    const { production } = portfolio.nonRenewableEnergy;
    expect(production.value).toBeCloseTo(20, 9);
    expect(production.coverage).toBeCloseTo(0.5, 12);
    expect(core.nonRenewableEnergy.production.coverage).toBeCloseTo(10 / 21, 12);
    expect(growth.nonRenewableEnergy.production.coverage).toBeCloseTo(5 / 9, 12);
    expect(reasons(production)).toEqual([`${Q1}:noEnergy`, `${S1}:invalidEnergyData`, `${R2}:noEnergyData`].sort());
  });

  it('6. energy intensity: one figure per high-impact section, value-weighted', () => {
    expect(portfolio.energyIntensity.sectors.map((figure) => figure.section)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L']);
    expect(sector(portfolio, 'C')).toMatchObject({
      kind: 'value',
      unit: 'gwhPerMEurRevenue',
    });
    const c = sector(portfolio, 'C');
    if (c.kind !== 'value') throw new Error('C is a value');
    expect(c.value).toBeCloseTo(13.5 / 21, 12);
    expect(c.coverage).toBeCloseTo(21 / 30, 12);
    expect(c.sectionShare).toBeCloseTo(21 / 30, 12);
    expect(sector(core, 'C')).toMatchObject({ kind: 'value', value: 0.59375 });
    const growthC = sector(growth, 'C');
    if (growthC.kind !== 'value') throw new Error('C is a value');
    expect(growthC.value).toBeCloseTo(0.8, 12);
    expect(growthC.coverage).toBeCloseTo(5 / 9, 12);
    expect(sector(portfolio, 'H')).toEqual({
      section: 'H',
      kind: 'value',
      value: null,
      unit: 'gwhPerMEurRevenue',
      coverage: 0,
      sectionShare: 0,
      excluded: [],
    });
    expect(portfolio.energyIntensity.excluded).toEqual([]);
  });

  it("6. energy intensity: 'Error' for a section with a high-impact investee without revenue", () => {
    const f = sector(portfolio, 'F');
    expect(f).toMatchObject({
      kind: 'error',
      error: 'missingTurnover',
      investeeUuids: [S],
    });
    expect(f.sectionShare).toBeCloseTo(5 / 30, 12);
    expect(sector(core, 'F')).toMatchObject({
      kind: 'error',
      investeeUuids: [S],
    });
    // Fund 2 holds nothing in F: no error there.
    expect(sector(growth, 'F')).toMatchObject({
      kind: 'value',
      value: null,
      coverage: 0,
    });
  });
});

describe('paiIndicators, edge cases', () => {
  const base: PaiLine = {
    investmentUuid: testUuid(41),
    investeeUuid: testUuid(51),
    fundUuid: fund1,
    outstandingAmountEur: 2 * M,
    valuationEur: 10 * M,
    turnoverEur: 4 * M,
    naceCode: null,
    totalScope1Kg: 1_000,
    totalScope2Kg: 1_000,
    totalScope3Kg: 2_000,
    ...energy[P]!,
  };

  it('answers nothing and no coverage for no lines', () => {
    const empty = paiIndicators([]);
    expect(empty.totalValueEur).toBe(0);
    expect(empty.ghgEmissions.total).toEqual({
      value: null,
      unit: 'tCO2e',
      coverage: null,
      excluded: [],
    });
    expect(empty.carbonFootprint.value).toBeNull();
    expect(empty.ghgIntensity.value).toBeNull();
    expect(empty.fossilFuelExposure.value).toBeNull();
    expect(empty.energyIntensity.sectors.every((figure) => figure.kind === 'value' && figure.value === null && figure.sectionShare === null)).toBe(true);
  });

  it('a line without a current value weighs nothing and is listed in every figure', () => {
    const unvalued = {
      ...base,
      investmentUuid: testUuid(42),
      outstandingAmountEur: null,
    };
    const result = paiIndicators([base, unvalued]);
    // Only `base`: AF 2 / 10 = 0.2 × 4 t = 0.8 t; footprint 0.8 / 2 = 0.4; intensity 4 / 4 = 1.
    expect(result.totalValueEur).toBe(2 * M);
    expect(result.ghgEmissions.total.value).toBeCloseTo(0.8, 12);
    expect(result.carbonFootprint.value).toBeCloseTo(0.4, 12);
    expect(result.ghgIntensity.value).toBeCloseTo(1, 12);
    expect(result.ghgEmissions.total.coverage).toBe(1);
    for (const figure of [result.ghgEmissions.total, result.ghgIntensity, result.fossilFuelExposure, result.nonRenewableEnergy.consumption]) {
      expect(figure.excluded).toContainEqual({
        investmentUuid: testUuid(42),
        investeeUuid: testUuid(51),
        reason: 'noValue',
      });
    }
  });

  it('a missing scope leaves the line out of that scope and of the total, not of the others', () => {
    const result = paiIndicators([{ ...base, totalScope3Kg: null }]);
    expect(result.ghgEmissions.scope1.value).toBeCloseTo(0.2, 12);
    expect(result.ghgEmissions.scope3.value).toBeNull();
    expect(result.ghgEmissions.total.value).toBeNull();
    expect(reasons(result.ghgEmissions.total)).toEqual([`${testUuid(41)}:noEmissions`]);
  });

  it('a line without NACE code is outside every section, listed', () => {
    const result = paiIndicators([base]);
    expect(result.energyIntensity.excluded).toEqual([
      {
        investmentUuid: testUuid(41),
        investeeUuid: testUuid(51),
        reason: 'noNaceCode',
      },
    ]);
    expect(paiIndicators([{ ...base, naceCode: '99.99.9' }]).energyIntensity.excluded.map((entry) => entry.reason)).toEqual(['noNaceCode']);
  });

  it('a section letter as NACE code counts in that section', () => {
    // Consumption 40 GWh / revenue 4 M€ = 10 GWh per M€.
    expect(sector(paiIndicators([{ ...base, naceCode: 'L' }]), 'L')).toMatchObject({ kind: 'value', value: 10, coverage: 1, sectionShare: 1 });
  });
});

describe('energy figures', () => {
  it.each([
    [100, 40, null],
    [100, 100, null],
    [0, 0, null],
    [100, 101, 'invalidEnergyData'],
    [-1, 0, 'invalidEnergyData'],
    [100, Number.NaN, 'invalidEnergyData'],
    [null, 10, 'noEnergyData'],
    [100, null, 'noEnergyData'],
  ] as const)('total %s, renewable %s: %s', (total, renewable, problem) => {
    expect(energyDataProblem(total, renewable)).toBe(problem);
  });

  it('the non-renewable share is (total − renewable) / total, undefined for a total of 0', () => {
    expect(nonRenewableSharePercent(100, 40)).toEqual({
      ok: true,
      percent: 60,
    });
    expect(nonRenewableSharePercent(100, 100)).toEqual({
      ok: true,
      percent: 0,
    });
    expect(nonRenewableSharePercent(0, 0)).toEqual({
      ok: false,
      reason: 'noEnergy',
    });
    expect(nonRenewableSharePercent(100, 120)).toEqual({
      ok: false,
      reason: 'invalidEnergyData',
    });
  });
});
