import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { PortfolioProjectionInput, ProjectionLine } from '../calc/portfolio/projection.ts';
import type { CompanyFinancials } from '../calc/temperature/types.ts';
import type { PortfolioDecarbonizationView } from '../contract/portfolio.ts';
import { filteredProjectionInput, projectionLinesOf, projectionPlanOf, temperatureFinancialsOf } from './decarbonizationDashboard.ts';

/** The answer's projection is the engine's input as it is: this does not compile when they drift apart. */
const engineInputOf = (answer: z.output<typeof PortfolioDecarbonizationView>): PortfolioProjectionInput => answer.projection;
const financialsOf = (answer: z.output<typeof PortfolioDecarbonizationView>): CompanyFinancials[] => answer.investees.map((investee) => investee.financials);

const planUuid = '00000000-0000-4000-8000-000000000031';
const actionUuid = '00000000-0000-4000-8000-000000000032';

const action = {
  uuid: actionUuid,
  displayId: 3,
  status: 'SELECTED' as const,
  type: 'QUANTITATIVE' as const,
  isRecommended: true,
  preBaseline: false,
  proportionalToGrowth: true,
  implementationStartDate: '2025-01-01',
  implementationEndDate: null,
  formulas: [{ scope: 'TWO' as const, ghgCategory: null, averageImpact: -5000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2027, noBaselineModification: false }],
};

describe('projectionPlanOf', () => {
  it("keeps the snapshot's frame and the action fields the projection reads, votes and costs left out", () => {
    const plan = projectionPlanOf({ uuid: planUuid, baselineYear: 2024, targetYear: 2030, annualGrowth: 2 }, [action]);
    expect(plan).toEqual({
      uuid: planUuid,
      frame: { baselineYear: 2024, targetYear: 2030, annualGrowth: 2 },
      actions: [{ ...action, votes: [], investments: [] }],
    });
  });

  it('is no plan without a baseline year, and ends at the baseline without a later target year', () => {
    expect(projectionPlanOf({ uuid: planUuid, baselineYear: null, targetYear: 2030, annualGrowth: 0 }, [action])).toBeNull();
    expect(projectionPlanOf({ uuid: planUuid, baselineYear: 2024, targetYear: null, annualGrowth: 0 }, [])?.frame).toEqual({ baselineYear: 2024, targetYear: 2024, annualGrowth: 0 });
    expect(projectionPlanOf({ uuid: planUuid, baselineYear: 2024, targetYear: 2020, annualGrowth: 0 }, [])?.frame.targetYear).toBe(2024);
  });
});

describe('projectionLinesOf', () => {
  it("gives each computed line its investment's exit year, none when the line has none", () => {
    const asset = {
      investmentUuid: '00000000-0000-4000-8000-000000000041',
      investeeUuid: '00000000-0000-4000-8000-000000000042',
      fundUuid: '00000000-0000-4000-8000-000000000043',
      name: 'Alpha',
      sector: 'LOGISTICS',
      totalScope1Kg: 1,
      totalScope2Kg: 2,
      totalScope3Kg: 3,
      outstandingAmountEur: 10,
      turnoverEur: 100,
      attributionFactor: 0.5,
      exclusions: [],
    } satisfies Omit<ProjectionLine, 'exitYear'>;
    const other = { ...asset, investmentUuid: '00000000-0000-4000-8000-000000000044' };
    const lines = projectionLinesOf([asset, other], [{ uuid: asset.investmentUuid, exitYear: 2030 }]);
    expect(lines).toEqual([
      { ...asset, exitYear: 2030 },
      { ...other, exitYear: null },
    ]);
  });
});

describe('temperatureFinancialsOf', () => {
  it('reads the valuation as EVIC and the turnover as revenue, the rest unknown', () => {
    expect(temperatureFinancialsOf({ valuation: 50_000_000, turnover: 20_000_000 })).toEqual({
      marketCapEur: null,
      enterpriseValueEur: 50_000_000,
      cashEquivalentsEur: null,
      totalAssetsEur: null,
      revenueEur: 20_000_000,
    });
    expect(engineInputOf).toBeTypeOf('function');
    expect(financialsOf).toBeTypeOf('function');
  });
});

describe('filteredProjectionInput', () => {
  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const line = (investmentUuid: string, fundUuid: string, name: string): ProjectionLine => ({
    investmentUuid,
    investeeUuid: uuid(900),
    fundUuid,
    name,
    sector: null,
    totalScope1Kg: 1,
    totalScope2Kg: 0,
    totalScope3Kg: 0,
    outstandingAmountEur: 1,
    turnoverEur: null,
    attributionFactor: 1,
    exclusions: [],
    exitYear: null,
  });
  // 2024: Growth holds Alpha and Bravo, Climate holds Alpha. 2023 (its own uuids): Growth held Alpha and Bravo, Climate Alpha.
  const [growth, climate, growth2023, climate2023] = [uuid(1), uuid(2), uuid(3), uuid(4)];
  const funds = [
    { uuid: growth, name: 'Growth' },
    { uuid: climate, name: 'Climate' },
    { uuid: growth2023, name: 'Growth' },
    { uuid: climate2023, name: 'Climate' },
  ];
  const current = [line(uuid(11), growth, 'Alpha'), line(uuid(12), growth, 'Bravo'), line(uuid(13), climate, 'Alpha')];
  const past = [line(uuid(21), growth2023, 'Alpha'), line(uuid(22), growth2023, 'Bravo'), line(uuid(23), climate2023, 'Alpha')];
  const input: PortfolioProjectionInput = {
    reporting: { year: 2024, lines: current, trajectories: [] },
    targetYear: 2030,
    pastReportings: [{ year: 2023, lines: past, trajectories: [] }],
    sectorPathways: [],
  };

  it("keeps the chosen investments, and in earlier years the same investee's line in the same fund", () => {
    const kept = filteredProjectionInput(input, funds, [uuid(13)]);
    expect(kept.reporting.lines.map((each) => each.investmentUuid)).toEqual([uuid(13)]);
    // Alpha in Climate only: not Alpha in Growth.
    expect(kept.pastReportings[0]!.lines.map((each) => each.investmentUuid)).toEqual([uuid(23)]);
    const two = filteredProjectionInput(input, funds, [uuid(11), uuid(12)]);
    expect(two.pastReportings[0]!.lines.map((each) => each.investmentUuid)).toEqual([uuid(21), uuid(22)]);
    expect(two.targetYear).toBe(2030);
  });

  it('keeps everything without a choice, or with none the reporting holds', () => {
    expect(filteredProjectionInput(input, funds, [])).toBe(input);
    expect(filteredProjectionInput(input, funds, [uuid(21), uuid(99)])).toBe(input);
  });
});
