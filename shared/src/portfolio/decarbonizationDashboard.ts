import type { PortfolioProjectionInput, ProjectionLine, ProjectionPlan } from '../calc/portfolio/projection.ts';
import type { CompanyFinancials } from '../calc/temperature/types.ts';
import type { Action, ActionFormula, Plan } from '../plans/model.ts';
import type { Investee, Investment } from './model.ts';

/*
 * How a delivered reporting's stored data becomes the decarbonization dashboard's engine inputs
 * (`clientPortfolioDecarbonization.get`; docs/methodology.md, "Portfolio decarbonization
 * trajectory" and "Temperature scores"). Pure, so a test works them out by hand.
 */

/** The computed lines of a reporting's results (`PortfolioAsset`), each with its investment line's exit year. */
export function projectionLinesOf(assets: readonly Omit<ProjectionLine, 'exitYear'>[], investments: readonly Pick<Investment, 'uuid' | 'exitYear'>[]): ProjectionLine[] {
  const exitYears = new Map(investments.map((line) => [line.uuid, line.exitYear]));
  return assets.map((asset) => ({
    investmentUuid: asset.investmentUuid,
    investeeUuid: asset.investeeUuid,
    fundUuid: asset.fundUuid,
    name: asset.name,
    sector: asset.sector,
    totalScope1Kg: asset.totalScope1Kg,
    totalScope2Kg: asset.totalScope2Kg,
    totalScope3Kg: asset.totalScope3Kg,
    outstandingAmountEur: asset.outstandingAmountEur,
    turnoverEur: asset.turnoverEur,
    attributionFactor: asset.attributionFactor,
    exclusions: asset.exclusions,
    exitYear: exitYears.get(asset.investmentUuid) ?? null,
  }));
}

type SnapshotPlan = Pick<Plan, 'uuid' | 'baselineYear' | 'targetYear' | 'annualGrowth'>;
type SnapshotAction = Pick<
  Action,
  'uuid' | 'displayId' | 'status' | 'type' | 'isRecommended' | 'preBaseline' | 'proportionalToGrowth' | 'implementationStartDate' | 'implementationEndDate'
> & { formulas: readonly Pick<ActionFormula, 'scope' | 'ghgCategory' | 'averageImpact' | 'carbonImpactStartYear' | 'carbonImpactEndYear' | 'noBaselineModification'>[] };

/**
 * A delivered plan snapshot as the projection reads it: its frame and its actions. A plan without
 * a baseline year places no impact in time, so it is no plan (the engine's NO_PLAN); without a
 * target year (or one before the baseline) it ends at its baseline year, which the engine
 * stretches to the dashboard's target year anyway. Votes and cost lines are left out: the
 * projection reads neither, and they are the investee's, not its investor's.
 */
export function projectionPlanOf(plan: SnapshotPlan, actions: readonly SnapshotAction[]): ProjectionPlan | null {
  if (plan.baselineYear === null) return null;
  const targetYear = plan.targetYear === null ? plan.baselineYear : Math.max(plan.targetYear, plan.baselineYear);
  return {
    uuid: plan.uuid,
    frame: { baselineYear: plan.baselineYear, targetYear, annualGrowth: plan.annualGrowth },
    actions: actions.map((action) => ({
      uuid: action.uuid,
      displayId: action.displayId,
      status: action.status,
      type: action.type,
      isRecommended: action.isRecommended,
      preBaseline: action.preBaseline,
      proportionalToGrowth: action.proportionalToGrowth,
      votes: [],
      formulas: action.formulas.map((formula) => ({
        scope: formula.scope,
        ghgCategory: formula.ghgCategory,
        averageImpact: formula.averageImpact,
        carbonImpactStartYear: formula.carbonImpactStartYear,
        carbonImpactEndYear: formula.carbonImpactEndYear,
        noBaselineModification: formula.noBaselineModification,
      })),
      investments: [],
      implementationStartDate: action.implementationStartDate,
      implementationEndDate: action.implementationEndDate,
    })),
  };
}

/**
 * The temperature engine's company figures of an investee: its valuation as the enterprise value
 * including cash (EVIC, PCAF's attribution denominator for listed companies, which the reporting's
 * valuation stands for) and its turnover as revenue; the reporting collects no market
 * capitalisation, cash or total assets, so those are unknown and the methods that need them
 * leave the investee out.
 */
export function temperatureFinancialsOf(investee: Pick<Investee, 'valuation' | 'turnover'>): CompanyFinancials {
  return { marketCapEur: null, enterpriseValueEur: investee.valuation, cashEquivalentsEur: null, totalAssetsEur: null, revenueEur: investee.turnover };
}

/** A fund of the dashboard's reporting or of an earlier one, as the investment filter names it. */
export interface DashboardFund {
  uuid: string;
  name: string;
}

/**
 * The projection's input kept to the investments the dashboard's filter chose (spec 3 section
 * 2.2, "investment filter (list of investment uuids)"): the reporting's lines of those
 * investments and, in earlier reportings, whose investments have uuids of their own, the lines of
 * the same investees (by name) in the same funds (by name), so the actual years follow the same
 * holdings. No choice, or none the reporting holds, keeps every line. Trajectories stay whole:
 * the engine reads only those of the lines it keeps.
 */
export function filteredProjectionInput(input: PortfolioProjectionInput, funds: readonly DashboardFund[], investmentUuids: readonly string[]): PortfolioProjectionInput {
  const chosen = new Set(investmentUuids);
  const lines = input.reporting.lines.filter((line) => chosen.has(line.investmentUuid));
  if (lines.length === 0) return input;
  const fundNames = new Map(funds.map((fund) => [fund.uuid, fund.name]));
  const holding = (line: ProjectionLine) => `${fundNames.get(line.fundUuid) ?? line.fundUuid}\u0000${line.name}`;
  const held = new Set(lines.map(holding));
  return {
    ...input,
    reporting: { ...input.reporting, lines },
    pastReportings: input.pastReportings.map((past) => ({ ...past, lines: past.lines.filter((line) => held.has(holding(line))) })),
  };
}
