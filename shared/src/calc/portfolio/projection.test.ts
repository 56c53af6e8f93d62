import { describe, expect, it } from 'vitest';
import type { AssetSector } from '../../schemas/enums.ts';
import { action, formula } from '../plan/testActions.ts';
import {
  projectPortfolio,
  type InvesteeTrajectory,
  type PortfolioProjectionInput,
  type ProjectionLine,
  type ProjectionMeasures,
  type ProjectionPlanAction,
  type ProjectionReporting,
  type SectorPathway,
} from './projection.ts';
import { testUuid } from './testInvestees.ts';

const M = 1_000_000;
const t = 1000;
const [A, B, C, D, E, F] = [11, 12, 13, 14, 15, 16].map(testUuid) as [string, string, string, string, string, string];
const fund = testUuid(1);
const otherFund = testUuid(2);
const names: Record<string, string> = { [A]: 'Alpha', [B]: 'Bravo', [C]: 'Charlie', [D]: 'Delta', [E]: 'Echo', [F]: 'Foxtrot' };

/** A computed line: amounts in M€ and emissions in t, the engine's € and kg. */
function line(
  investeeUuid: string,
  fields: { outstandingM: number; valuationM: number; turnoverM: number | null; scopesT: [number, number, number] | null; sector: AssetSector | null; exitYear?: number | null; fundUuid?: string },
): ProjectionLine {
  const [one, two, three] = fields.scopesT ?? [null, null, null];
  return {
    investmentUuid: testUuid(100 + Number(investeeUuid.slice(-2)) + (fields.fundUuid === otherFund ? 50 : 0)),
    investeeUuid,
    fundUuid: fields.fundUuid ?? fund,
    name: names[investeeUuid] ?? 'Investee',
    sector: fields.sector,
    totalScope1Kg: one === null ? null : one * t,
    totalScope2Kg: two === null ? null : two * t,
    totalScope3Kg: three === null ? null : three * t,
    outstandingAmountEur: fields.outstandingM * M,
    turnoverEur: fields.turnoverM === null ? null : fields.turnoverM * M,
    attributionFactor: Math.min(1, fields.outstandingM / fields.valuationM),
    exclusions: fields.scopesT === null ? ['noEmissions'] : [],
    exitYear: fields.exitYear ?? null,
  };
}

/** Per-scope target values in t (or t per M€ for an intensity), as the engine's kg. */
const values = (one: number | null, two: number | null, three: number | null) => ({
  valueScope1: one === null ? null : one * t,
  valueScope2: two === null ? null : two * t,
  valueScope3: three === null ? null : three * t,
});

/*
 * Worked example. Reporting year 2025, consolidated target year 2028: projected years 2026-2028.
 * Amounts in M€, emissions in t (the engine works in € and kg).
 *
 * A Alpha, INTERNAL, manufacturing: valuation 100, outstanding 10 (AF 0.1), turnover 50 growing
 *   5 % a year (52.5 in 2026, 55.125 in 2027, 57.88125 in 2028). 2025: 1,000 + 500 + 2,500 = 4,000.
 *   Plan (baseline 2025, target 2027, no growth): a1 scope 1 −400 a year, ramp 2026-2027 (2026
 *   −200, then −400, still −400 in 2028, past the plan's own target year); a2 −100 from 2026 with
 *   no scope: counts in ALL only, and is listed in the warning.
 *   2026: 800 + 500 + 2,500 − 100 = 3,700; 2027 and 2028: 600 + 500 + 2,500 − 100 = 3,500.
 * B Bravo, EXTERNAL absolute linear, logistics: valuation 40, outstanding 8 (AF 0.2), turnover 20,
 *   exits in 2027 (held in 2026 only). 2025: 2,000 + 0 + 1,000 = 3,000. Target 2029: scope 1 1,200,
 *   scope 2 none (stays 0), scope 3 600; one quarter of the way a year:
 *   2026: 1,800 + 0 + 900 = 2,700; 2027 (the year it leaves): 1,600 + 0 + 800 = 2,400.
 * C Charlie, EXTERNAL intensity granular (t per M€ of turnover), general services: valuation 20,
 *   outstanding 5 (AF 0.25), turnover 10 growing 10 % (11, 12.1, 13.31). 2025: 100 + 100 + 300 = 500,
 *   so intensities 10, 10, 30. Given: 2024 (before the reporting year, ignored), 2027 (6, none, 20),
 *   2028 (5, none, none). Scope 1: 10 → 8 (2026, halfway) → 6 → 5; scope 2 stays 10; scope 3:
 *   30 → 25 → 20, held at 20 in 2028.
 *   2026: 8 × 11 + 10 × 11 + 25 × 11 = 88 + 110 + 275 = 473
 *   2027: 6 × 12.1 + 10 × 12.1 + 20 × 12.1 = 72.6 + 121 + 242 = 435.6
 *   2028: 5 × 13.31 + 10 × 13.31 + 20 × 13.31 = 66.55 + 133.1 + 266.2 = 465.85
 * D Delta, ESTIMATE, manufacturing, pathway −10 % a year (absolute): valuation 10, outstanding 2
 *   (AF 0.2), turnover 5. 2025: 300 + 100 + 600 = 1,000; 2026 900 (270 + 90 + 540); 2027 810
 *   (243 + 81 + 486); 2028 729.
 * E Echo, no trajectory type, general services: valuation 10, outstanding 1 (AF 0.1), turnover 4,
 *   2025: 100 + 50 + 50 = 200. Listed as missing, absent from the projected years.
 *
 * 2025 (actual): financed 0.1 × 4,000 + 0.2 × 3,000 + 0.25 × 500 + 0.2 × 1,000 + 0.1 × 200
 *   = 400 + 600 + 125 + 200 + 20 = 1,345; absolute 8,700; invested 26; intensity 1,345 / 26
 *   = 51.730769; WACI (10 × 80 + 8 × 150 + 5 × 50 + 2 × 200 + 1 × 50) / 26 = 2,700 / 26 = 103.846154.
 * 2026: financed 370 + 540 + 118.25 + 180 = 1,208.25; absolute 3,700 + 2,700 + 473 + 900 = 7,773;
 *   invested 25; intensity 48.33; revenue intensities A 3,700 / 52.5 = 70.476190, B 135, C 43, D 180:
 *   WACI (704.761905 + 1,080 + 215 + 360) / 25 = 94.390476.
 * 2027: B gone. financed 350 + 108.9 + 162 = 620.9; absolute 3,500 + 435.6 + 810 = 4,745.6;
 *   invested 17; intensity 36.523529; WACI (10 × 3,500 / 55.125 + 5 × 36 + 2 × 162) / 17
 *   = (634.920635 + 180 + 324) / 17 = 66.995331.
 * 2028: financed 350 + 0.25 × 465.85 + 0.2 × 729 = 350 + 116.4625 + 145.8 = 612.2625; absolute
 *   3,500 + 465.85 + 729 = 4,694.85; intensity 612.2625 / 17 = 36.015441; WACI (10 × 3,500 /
 *   57.88125 + 5 × 35 + 2 × 145.8) / 17 = (604.686319 + 175 + 291.6) / 17 = 63.016842.
 *
 * Past reporting 2024: A (outstanding 10, valuation 100, turnover 48, 1,200 + 600 + 2,600 = 4,400,
 *   then projected as ESTIMATE manufacturing: 2025 3,960) and F Foxtrot (logistics, outstanding 5,
 *   valuation 10: AF 0.5, turnover 2, 100 + 0 + 0, EXTERNAL linear to 80 in 2025), sold before 2025.
 *   2024: financed 440 + 50 = 490; absolute 4,500; intensity 490 / 15 = 32.666667; WACI
 *   (10 × 4,400 / 48 + 5 × 50) / 15 = (916.666667 + 250) / 15 = 77.777778.
 *   2025's bars: previous projected 0.1 × 3,960 = 396 (A), excluded 0.5 × 80 = 40 (F), new
 *   600 + 125 + 200 + 20 = 945 (B, C, D, E), actual 400 (A).
 */
const pathways: SectorPathway[] = [{ sector: 'MANUFACTURING_INDUSTRY', annualReductionPercent: 10, basis: 'ABSOLUTE', source: 'worked example' }];
const a1 = action({ formulas: [formula({ scope: 'ONE', averageImpact: -400 * t, carbonImpactStartYear: 2026, carbonImpactEndYear: 2027 })] });
const a2: ProjectionPlanAction = action({ formulas: [formula({ averageImpact: -100 * t, carbonImpactStartYear: 2026 })] });
const unscoped: ProjectionPlanAction = { ...a2, formulas: a2.formulas.map((f) => ({ ...f, scope: null })) };
const plan = { uuid: testUuid(90), frame: { baselineYear: 2025, targetYear: 2027, annualGrowth: 0 }, actions: [a1, unscoped] };

const reporting: ProjectionReporting = {
  year: 2025,
  lines: [
    line(A, { outstandingM: 10, valuationM: 100, turnoverM: 50, scopesT: [1000, 500, 2500], sector: 'MANUFACTURING_INDUSTRY' }),
    line(B, { outstandingM: 8, valuationM: 40, turnoverM: 20, scopesT: [2000, 0, 1000], sector: 'LOGISTICS', exitYear: 2027 }),
    line(C, { outstandingM: 5, valuationM: 20, turnoverM: 10, scopesT: [100, 100, 300], sector: 'GENERAL_SERVICES' }),
    line(D, { outstandingM: 2, valuationM: 10, turnoverM: 5, scopesT: [300, 100, 600], sector: 'MANUFACTURING_INDUSTRY' }),
    line(E, { outstandingM: 1, valuationM: 10, turnoverM: 4, scopesT: [100, 50, 50], sector: 'GENERAL_SERVICES' }),
  ],
  trajectories: [
    { investeeUuid: A, turnoverGrowthPercentage: 5, consolidated: { type: 'INTERNAL', plan } },
    {
      investeeUuid: B,
      turnoverGrowthPercentage: null,
      consolidated: { type: 'EXTERNAL', trajectory: { absoluteOrIntensity: { kind: 'ABSOLUTE' }, target: { kind: 'LINEAR', targetYear: 2029, ...values(1200, null, 600) } } },
    },
    {
      investeeUuid: C,
      turnoverGrowthPercentage: 10,
      consolidated: {
        type: 'EXTERNAL',
        trajectory: {
          absoluteOrIntensity: { kind: 'INTENSITY', activity: null },
          target: {
            kind: 'GRANULAR',
            values: [
              { year: 2028, ...values(5, null, null) },
              { year: 2024, ...values(999, 999, 999) },
              { year: 2027, ...values(6, null, 20) },
            ],
          },
        },
      },
    },
    { investeeUuid: D, turnoverGrowthPercentage: 0, consolidated: { type: 'ESTIMATE' } },
    { investeeUuid: E, turnoverGrowthPercentage: null, consolidated: null },
  ],
};

const past2024: ProjectionReporting = {
  year: 2024,
  lines: [
    line(A, { outstandingM: 10, valuationM: 100, turnoverM: 48, scopesT: [1200, 600, 2600], sector: 'MANUFACTURING_INDUSTRY' }),
    line(F, { outstandingM: 5, valuationM: 10, turnoverM: 2, scopesT: [100, 0, 0], sector: 'LOGISTICS' }),
  ],
  trajectories: [
    { investeeUuid: A, turnoverGrowthPercentage: null, consolidated: { type: 'ESTIMATE' } },
    {
      investeeUuid: F,
      turnoverGrowthPercentage: null,
      consolidated: { type: 'EXTERNAL', trajectory: { absoluteOrIntensity: { kind: 'ABSOLUTE' }, target: { kind: 'LINEAR', targetYear: 2025, ...values(80, 0, 0) } } },
    },
  ],
};

const input: PortfolioProjectionInput = { reporting, targetYear: 2028, pastReportings: [past2024], sectorPathways: pathways };
const all = projectPortfolio(input, 'ALL');
const year = (projection: typeof all, y: number) => {
  const row = projection.years.find((candidate) => candidate.year === y);
  if (!row) throw new Error(`no year ${y}`);
  return row;
};

/** Measures in t and t/M€, to 6 decimals. */
function expectMeasures(actual: ProjectionMeasures, expected: { financedT: number; absoluteT: number; intensity: number | null; waci: number }): void {
  expect(actual.financedEmissionsKg / t, 'financed').toBeCloseTo(expected.financedT, 6);
  expect(actual.absoluteEmissionsKg / t, 'absolute').toBeCloseTo(expected.absoluteT, 6);
  if (expected.intensity === null) expect(actual.investmentIntensityTPerM).toBeNull();
  else expect(actual.investmentIntensityTPerM ?? Number.NaN, 'intensity').toBeCloseTo(expected.intensity, 6);
  expect(actual.waciTPerM, 'WACI').toBeCloseTo(expected.waci, 6);
}

describe('projectPortfolio on the worked example', () => {
  it('runs from the past reportings through the reporting year, then to the target year', () => {
    expect(all.years.map((row) => [row.year, row.kind])).toEqual([
      [2024, 'ACTUAL'],
      [2025, 'ACTUAL'],
      [2026, 'PROJECTED'],
      [2027, 'PROJECTED'],
      [2028, 'PROJECTED'],
    ]);
  });

  it('shows the delivered reportings as measured', () => {
    expectMeasures(year(all, 2024).measures, { financedT: 490, absoluteT: 4500, intensity: 32.666667, waci: 77.777778 });
    expectMeasures(year(all, 2025).measures, { financedT: 1345, absoluteT: 8700, intensity: 51.730769, waci: 103.846154 });
  });

  it('projects each measure, the exit and the turnover growth', () => {
    expectMeasures(year(all, 2026).measures, { financedT: 1208.25, absoluteT: 7773, intensity: 48.33, waci: 94.390476 });
    expectMeasures(year(all, 2027).measures, { financedT: 620.9, absoluteT: 4745.6, intensity: 36.523529, waci: 66.995331 });
    expectMeasures(year(all, 2028).measures, { financedT: 612.2625, absoluteT: 4694.85, intensity: 36.015441, waci: 63.016842 });
  });

  it('lists the assets involved with their grown turnover, B until it exits', () => {
    expect(year(all, 2026).assets.map((asset) => asset.name)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(year(all, 2027).assets.map((asset) => asset.name)).toEqual(['Alpha', 'Charlie', 'Delta']);
    const alpha2028 = year(all, 2028).assets[0];
    // 50 × 1.05³ = 57.88125 M€; 3,500 t / 57.88125 = 60.468632 t/M€.
    expect((alpha2028?.turnoverEur ?? 0) / M).toBeCloseTo(57.88125, 9);
    expect(alpha2028?.revenueIntensityTPerM ?? 0).toBeCloseTo(60.468632, 6);
    expect(alpha2028?.trajectoryType).toBe('INTERNAL');
    expect((alpha2028?.financedEmissionsKg ?? 0) / t).toBeCloseTo(350, 6);
    // Charlie's intensity target × its grown turnover: 13.31 × 35 = 465.85 t.
    expect((year(all, 2028).assets[1]?.emissionsKg ?? 0) / t).toBeCloseTo(465.85, 6);
    expect(year(all, 2025).assets.map((asset) => asset.trajectoryType)).toEqual([null, null, null, null, null]);
  });

  it('splits each year by trajectory type, the groups adding up to the year', () => {
    expect(year(all, 2025).byType.map((group) => group.key)).toEqual(['ACTUAL']);
    const types = year(all, 2026).byType;
    expect(types.map((group) => [group.key, group.investeeUuids])).toEqual([
      ['INTERNAL', [A]],
      ['EXTERNAL', [B, C]],
      ['ESTIMATE', [D]],
    ]);
    // 2026: INTERNAL 370 t, EXTERNAL 540 + 118.25 = 658.25 t, ESTIMATE 180 t of 1,208.25 t.
    expectMeasures(types[0]!.measures, { financedT: 370, absoluteT: 3700, intensity: 14.8, waci: 28.190476 });
    expectMeasures(types[1]!.measures, { financedT: 658.25, absoluteT: 3173, intensity: 26.33, waci: 51.8 });
    expectMeasures(types[2]!.measures, { financedT: 180, absoluteT: 900, intensity: 7.2, waci: 14.4 });
    // Normalized: 370 / 1,208.25 = 0.306228, 658.25 / 1,208.25 = 0.544796, 180 / 1,208.25 = 0.148976.
    expect(types.map((group) => group.shares.financedEmissionsKg ?? 0)).toEqual([expect.closeTo(0.306228, 6), expect.closeTo(0.544796, 6), expect.closeTo(0.148976, 6)]);
    // WACI shares: 28.190476 / 94.390476 = 0.298658; absolute: 3,700 / 7,773 = 0.476007.
    expect(types[0]!.shares.waciTPerM ?? 0).toBeCloseTo(0.298658, 6);
    expect(types[0]!.shares.absoluteEmissionsKg ?? 0).toBeCloseTo(0.476007, 6);
    // 2027 without B: EXTERNAL is C alone, 108.9 t.
    expect(year(all, 2027).byType[1]?.measures.financedEmissionsKg ?? 0).toBeCloseTo(108.9 * t, 3);
    expect(all.showsTypeChart).toBe(true);
  });

  it('splits each year by sector, in the sectors order', () => {
    const sectors = year(all, 2026).bySector;
    expect(sectors.map((group) => [group.key, group.investeeUuids])).toEqual([
      ['GENERAL_SERVICES', [C]],
      ['LOGISTICS', [B]],
      ['MANUFACTURING_INDUSTRY', [A, D]],
    ]);
    // Manufacturing 2026: A 370 + D 180 = 550 t of 1,208.25: 0.455204; absolute 3,700 + 900 = 4,600.
    expect(sectors[2]!.measures.financedEmissionsKg / t).toBeCloseTo(550, 6);
    expect(sectors[2]!.measures.absoluteEmissionsKg / t).toBeCloseTo(4600, 6);
    expect(sectors[2]!.shares.financedEmissionsKg ?? 0).toBeCloseTo(0.455204, 6);
    // 2025 (actual) has E in general services too: C 125 + E 20 = 145 t.
    expect(year(all, 2025).bySector[0]?.measures.financedEmissionsKg ?? 0).toBeCloseTo(145 * t, 3);
    expect(all.showsSectorChart).toBe(true);
  });

  it('reads a scope filter, the unscoped action counting in ALL only', () => {
    // Scope 1, 2026: A 800, B 1,800, C 88, D 270: financed 80 + 360 + 22 + 54 = 516 t; absolute 2,958 t.
    const one = projectPortfolio(input, 'ONE');
    expect(year(one, 2026).measures.financedEmissionsKg / t).toBeCloseTo(516, 6);
    expect(year(one, 2026).measures.absoluteEmissionsKg / t).toBeCloseTo(2958, 6);
    // Scope 3, 2027: A 2,500, C 242, D 486: financed 250 + 60.5 + 97.2 = 407.7 t.
    expect(year(projectPortfolio(input, 'THREE'), 2027).measures.financedEmissionsKg / t).toBeCloseTo(407.7, 6);
    // 1 and 2, 2025 (actual): A 1,500, B 2,000, C 200, D 400, E 150: 150 + 400 + 50 + 80 + 15 = 695 t.
    expect(year(projectPortfolio(input, 'ONE_AND_TWO'), 2025).measures.financedEmissionsKg / t).toBeCloseTo(695, 6);
  });

  it('draws the projected and actual bars', () => {
    expect(year(all, 2024).bars).toBeNull();
    const bars2025 = year(all, 2025).bars;
    expect(bars2025?.previousYear).toBe(2024);
    expect((bars2025?.previousProjectedKg ?? 0) / t).toBeCloseTo(396, 6);
    expect((bars2025?.excludedKg ?? 0) / t).toBeCloseTo(40, 6);
    expect((bars2025?.newKg ?? 0) / t).toBeCloseTo(945, 6);
    expect((bars2025?.actualKg ?? 0) / t).toBeCloseTo(400, 6);
    expect(bars2025?.excludedInvestments).toEqual([F]);
    expect(bars2025?.newInvestments).toEqual([B, C, D, E]);
    expect(bars2025?.previousInvestments).toEqual([A]);
    // 2027: the held lines' 620.9 t, and B's line leaving at 0.2 × 2,400 = 480 t.
    const bars2027 = year(all, 2027).bars;
    expect((bars2027?.previousProjectedKg ?? 0) / t).toBeCloseTo(620.9, 6);
    expect((bars2027?.excludedKg ?? 0) / t).toBeCloseTo(480, 6);
    expect(bars2027?.excludedInvestments).toEqual([B]);
    expect([bars2027?.newKg, bars2027?.actualKg]).toEqual([0, 0]);
    expect(year(all, 2026).bars?.excludedKg).toBe(0);
  });

  it('knows an investee across reportings by its name, each reporting giving it a uuid of its own', () => {
    // The 2024 reporting's Alpha under another uuid, its name typed with other spaces and case: the same bars.
    const alpha2024 = testUuid(81);
    const renamed = input.pastReportings.map((past) => ({
      ...past,
      lines: past.lines.map((each) => (each.investeeUuid === A ? { ...each, investeeUuid: alpha2024, name: ' ALPHA ' } : each)),
      trajectories: past.trajectories.map((each) => (each.investeeUuid === A ? { ...each, investeeUuid: alpha2024 } : each)),
    }));
    const bars2025 = year(projectPortfolio({ ...input, pastReportings: renamed }, 'ALL'), 2025).bars;
    expect((bars2025?.previousProjectedKg ?? 0) / t).toBeCloseTo(396, 6);
    expect((bars2025?.excludedKg ?? 0) / t).toBeCloseTo(40, 6);
    expect((bars2025?.newKg ?? 0) / t).toBeCloseTo(945, 6);
    expect((bars2025?.actualKg ?? 0) / t).toBeCloseTo(400, 6);
    // The investee still held, by this year's uuid: the panel finds it among the year's assets.
    expect(bars2025?.previousInvestments).toEqual([A]);
    expect(bars2025?.excludedInvestments).toEqual([F]);
  });

  it('gives the warnings their inputs', () => {
    expect(all.missingTrajectories).toEqual([{ investeeUuid: E, name: 'Echo', reason: 'NO_TYPE' }]);
    expect(all.actionsMissingScope).toEqual([{ investeeUuid: A, planUuid: plan.uuid, actionUuid: a2.uuid }]);
    expect(all.hasExitByTargetYear).toBe(true);
    expect(projectPortfolio({ ...input, targetYear: 2026 }, 'ALL').hasExitByTargetYear).toBe(false);
  });
});

/** A one-investee reporting of 2025: valuation 10, outstanding 1 (AF 0.1), 100 + 0 + 0 t, turnover 10. */
function single(trajectory: InvesteeTrajectory['consolidated'], fields: Partial<Parameters<typeof line>[1]> = {}, growth: number | null = null): PortfolioProjectionInput {
  return {
    reporting: {
      year: 2025,
      lines: [line(A, { outstandingM: 1, valuationM: 10, turnoverM: 10, scopesT: [100, 0, 0], sector: 'LOGISTICS', ...fields })],
      trajectories: [{ investeeUuid: A, turnoverGrowthPercentage: growth, consolidated: trajectory }],
    },
    targetYear: 2027,
    pastReportings: [],
    sectorPathways: [{ sector: 'LOGISTICS', annualReductionPercent: 20, basis: 'INTENSITY', source: 'worked example' }],
  };
}
const absoluteIn = (projection: typeof all, y: number): number => year(projection, y).measures.absoluteEmissionsKg / t;

describe('projectPortfolio, other rules', () => {
  it('names why an investee cannot be projected', () => {
    const linear = (targetYear: number) => ({ absoluteOrIntensity: { kind: 'ABSOLUTE' as const }, target: { kind: 'LINEAR' as const, targetYear, ...values(50, 0, 0) } });
    const cases: [InvesteeTrajectory['consolidated'], Partial<Parameters<typeof line>[1]>, string][] = [
      [{ type: 'ESTIMATE' }, { scopesT: null }, 'NO_EMISSIONS'],
      [null, {}, 'NO_TYPE'],
      [{ type: 'INTERNAL', plan: null }, {}, 'NO_PLAN'],
      [{ type: 'EXTERNAL', trajectory: null }, {}, 'NO_TARGET'],
      [{ type: 'EXTERNAL', trajectory: linear(2025) }, {}, 'NO_TARGET_AFTER_REPORTING_YEAR'],
      [{ type: 'EXTERNAL', trajectory: { ...linear(2030), absoluteOrIntensity: { kind: 'INTENSITY', activity: null } } }, { turnoverM: null }, 'NO_ACTIVITY'],
      [{ type: 'ESTIMATE' }, { sector: 'REAL_ESTATE' }, 'NO_SECTOR_PATHWAY'],
    ];
    for (const [trajectory, fields, reason] of cases) {
      const projection = projectPortfolio(single(trajectory, fields), 'ALL');
      expect(projection.missingTrajectories.map((missing) => missing.reason), reason).toEqual([reason]);
      // Ignored in the projected years, counted in the actual one when it has emissions.
      expect(year(projection, 2026).assets).toEqual([]);
      expect(year(projection, 2025).assets).toHaveLength(1);
    }
    // Without emissions the actual year shows none, and still weighs the 1 M€ in the ratios (as the delivered results do).
    const without = year(projectPortfolio(single({ type: 'ESTIMATE' }, { scopesT: null }), 'ALL'), 2025);
    expect([without.assets[0]?.emissionsKg, without.assets[0]?.revenueIntensityTPerM]).toEqual([null, null]);
    expect([without.measures.investmentIntensityTPerM, without.measures.waciTPerM]).toEqual([0, 0]);
  });

  it('grows an intensity sector pathway with the turnover', () => {
    // 100 t × 0.8² × 1.05² = 100 × 0.64 × 1.1025 = 70.56 t in 2027.
    expect(absoluteIn(projectPortfolio(single({ type: 'ESTIMATE' }, {}, 5), 'ALL'), 2027)).toBeCloseTo(70.56, 6);
  });

  it('reads an intensity target on its own activity', () => {
    // Activity 200 units in 2025 growing 10 %: intensity 100 t / 200 = 0.5 t a unit, target 0.3 in 2027.
    // 2026: 0.4 × 220 = 88 t; 2027: 0.3 × 242 = 72.6 t. The turnover growth (5 %) is not read.
    const trajectory = {
      absoluteOrIntensity: { kind: 'INTENSITY' as const, activity: { baselineValue: 200, growthProjection: 10 } },
      target: { kind: 'LINEAR' as const, targetYear: 2027, ...values(0.3, null, null) },
    };
    const projection = projectPortfolio(single({ type: 'EXTERNAL', trajectory }, {}, 5), 'ALL');
    expect(absoluteIn(projection, 2026)).toBeCloseTo(88, 6);
    expect(absoluteIn(projection, 2027)).toBeCloseTo(72.6, 6);
  });

  it('applies a plan from the reporting year, whatever its baseline year', () => {
    // Baseline 2023, scope 1 −30 t a year ramped 2024-2026: −10, −20, −30. The 2025 footprint
    // (100 t) already has the 2025 impact, so 2026 = 100 − (30 − 20) = 90 and 2027 = 90.
    const rampAction = action({ formulas: [formula({ scope: 'ONE', averageImpact: -30 * t, carbonImpactStartYear: 2024, carbonImpactEndYear: 2026 })] });
    const laterPlan = { uuid: testUuid(91), frame: { baselineYear: 2023, targetYear: 2030, annualGrowth: 0 }, actions: [rampAction] };
    const projection = projectPortfolio(single({ type: 'INTERNAL', plan: laterPlan }), 'ALL');
    expect(absoluteIn(projection, 2026)).toBeCloseTo(90, 6);
    expect(absoluteIn(projection, 2027)).toBeCloseTo(90, 6);
  });

  it('counts an investee held by two funds once in absolute emissions, each line leaving on its own', () => {
    // Two lines of A (AF 0.1 and 0.3), the second exiting in 2027, ESTIMATE −20 % on intensity, no growth:
    // 2026: 80 t, financed (0.1 + 0.3) × 80 = 32 t; 2027: 64 t, financed 0.1 × 64 = 6.4 t, excluded 0.3 × 64 = 19.2 t.
    const base = single({ type: 'ESTIMATE' });
    const second = line(A, { outstandingM: 3, valuationM: 10, turnoverM: 10, scopesT: [100, 0, 0], sector: 'LOGISTICS', exitYear: 2027, fundUuid: otherFund });
    const projection = projectPortfolio({ ...base, reporting: { ...base.reporting, lines: [...base.reporting.lines, second] } }, 'ALL');
    expect(absoluteIn(projection, 2026)).toBeCloseTo(80, 6);
    expect(year(projection, 2026).measures.financedEmissionsKg / t).toBeCloseTo(32, 6);
    expect(year(projection, 2027).measures.financedEmissionsKg / t).toBeCloseTo(6.4, 6);
    expect((year(projection, 2027).bars?.excludedKg ?? 0) / t).toBeCloseTo(19.2, 6);
    expect(year(projection, 2027).assets[0]?.outstandingAmountEur).toBe(1 * M);
  });

  it('has no projected year when the target year is not after the reporting year', () => {
    expect(projectPortfolio({ ...single({ type: 'ESTIMATE' }), targetYear: 2025 }, 'ALL').years.map((row) => row.kind)).toEqual(['ACTUAL']);
  });
});
