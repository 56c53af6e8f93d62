import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { PortfolioProjectionInput, ProjectionLine } from '../calc/portfolio/projection.ts';
import type { CompanyFinancials } from '../calc/temperature/types.ts';
import type { PortfolioDecarbonizationView } from '../contract/portfolio.ts';
import { projectionLinesOf, projectionPlanOf, temperatureFinancialsOf } from './decarbonizationDashboard.ts';

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
