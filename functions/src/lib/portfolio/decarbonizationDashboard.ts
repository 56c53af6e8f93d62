import { computePortfolio } from '@cairn/shared/calc/portfolio/compute';
import type { PortfolioProjectionInput, ProjectionPlan, ProjectionReporting } from '@cairn/shared/calc/portfolio/projection';
import type { PortfolioDecarbonizationView } from '@cairn/shared/contract/portfolio';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { Scope } from '@cairn/shared/labels';
import { investeeTrajectoryOf, type InvesteeDecarbonization } from '@cairn/shared/portfolio/decarbonization';
import { projectionLinesOf, projectionPlanOf, temperatureFinancialsOf, type DashboardFund } from '@cairn/shared/portfolio/decarbonizationDashboard';
import type { PortfolioInput } from '@cairn/shared/portfolio/results';
import { sectorPathways } from '@cairn/shared/portfolio/sectorPathways';
import { assets } from '../data/asset.ts';
import type { Actor, Stored } from '../data/entity.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { investeeDecarbonizations } from '../data/portfolio.ts';
import { snapshotOf } from '../plans/store.ts';
import { reportingOf } from './collection.ts';
import { decarbonizationOf, deliveredInput } from './decarbonization.ts';
import { finalInput } from './inputs.ts';

/*
 * The client's decarbonization dashboard (`clientPortfolioDecarbonization.get`, spec 3 sections
 * 2.2 and 7): what the browser runs the projection and temperature engines on. Every reporting
 * is read as delivered (its FINAL snapshot, every scope computed) with its investees'
 * decarbonization data as they are now; an INTERNAL trajectory reads its plan's delivered
 * snapshot, a plan without one being no plan.
 */

const everyScope: readonly Scope[] = ['ONE', 'TWO', 'THREE'];

/** The delivered snapshot of a plan as the projection reads it; null without a snapshot or a baseline year. */
async function deliveredPlan(planUuid: string): Promise<ProjectionPlan | null> {
  const snapshot = await snapshotOf(planUuid);
  return snapshot ? projectionPlanOf(snapshot.plan, snapshot.actions) : null;
}

/** A delivered reporting's computed lines and its investees' trajectories, with their stored data. */
async function projectionReportingOf(
  reportingUuid: string,
  input: PortfolioInput,
): Promise<{ reporting: ProjectionReporting; data: Map<string, InvesteeDecarbonization>; funds: DashboardFund[] }> {
  const results = computePortfolio(input, everyScope);
  const stored = await investeeDecarbonizations.query('ofReporting', { reportingUuid }, { consistent: true });
  const byInvestee = new Map(stored.map((record) => [record.investeeUuid, record]));
  const data = new Map(input.investees.map((investee) => [investee.uuid, decarbonizationOf(byInvestee.get(investee.uuid))]));
  const planUuids = [...new Set([...data.values()].flatMap((value) => (value.type === 'INTERNAL' && value.planUuid ? [value.planUuid] : [])))];
  const plans = new Map(await Promise.all(planUuids.map(async (uuid) => [uuid, await deliveredPlan(uuid)] as const)));
  const trajectories = input.investees.map((investee) => {
    const value = data.get(investee.uuid) ?? decarbonizationOf(undefined);
    return investeeTrajectoryOf(investee.uuid, value, value.planUuid ? (plans.get(value.planUuid) ?? null) : null);
  });
  return {
    reporting: { year: input.reporting.year, lines: projectionLinesOf(results.funds.flatMap((fund) => fund.assets), input.investments), trajectories },
    data,
    funds: [...input.funds].sort((a, b) => a.position - b.position).map((fund) => ({ uuid: fund.uuid, name: fund.name })),
  };
}

/** The asset's delivered reportings of earlier years, each as the projection reads it. */
async function pastReportingsOf(module: Stored<ModuleRecord>, year: number): Promise<{ reporting: ProjectionReporting; funds: DashboardFund[] }[]> {
  const earlier = (await modules.query('byAsset', { assetUuid: module.assetUuid }, { skBeginsWith: 'PORTFOLIO_EMISSIONS#' })).filter(
    (other) => other.uuid !== module.uuid && other.year !== null && other.year < year,
  );
  const read = await Promise.all(
    earlier.map(async (other) => {
      const final = await finalInput(other.uuid);
      return final ? await projectionReportingOf(other.uuid, final.input) : null;
    }),
  );
  return read.filter((past) => past !== null).sort((a, b) => a.reporting.year - b.reporting.year);
}

/**
 * The dashboard of a reporting: before its delivery, and while its target year is not set, the
 * spec's replacement warnings as refusals (spec 3 section 2.2; the target year can only be set
 * once delivered, so delivery is checked first).
 */
export async function decarbonizationDashboard(module: Stored<ModuleRecord>, actor: Actor): Promise<PortfolioDecarbonizationView> {
  const input = await deliveredInput(module.uuid);
  const settings = await reportingOf(module, actor);
  const targetYear = settings.consolidatedDecarbonizationTargetYear;
  if (targetYear === null) throw new AppError('BAD_REQUEST', say('server.portfolio.decarbonizationTargetYearNotSet'));
  const [current, past, asset] = await Promise.all([
    projectionReportingOf(module.uuid, input),
    pastReportingsOf(module, input.reporting.year),
    assets.get({ uuid: module.assetUuid }),
  ]);
  const pastReportings = past.map((each) => each.reporting);
  const projection: PortfolioProjectionInput = { reporting: current.reporting, targetYear, pastReportings, sectorPathways: [...sectorPathways] };
  const investees = input.investees
    .map((investee) => {
      const data = current.data.get(investee.uuid) ?? decarbonizationOf(undefined);
      return {
        investeeUuid: investee.uuid,
        assetUuid: investee.assetUuid,
        name: investee.name,
        consolidatedType: data.type,
        benchmarks: data.benchmarks,
        financials: temperatureFinancialsOf(investee),
        clientNote: data.clientNote,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.investeeUuid.localeCompare(b.investeeUuid));
  return {
    reporting: { uuid: module.uuid, year: input.reporting.year, moduleName: module.moduleName, assetName: asset?.name ?? '' },
    consolidatedDecarbonizationTargetYear: targetYear,
    temperatureHorizonYears: settings.temperatureHorizonYears,
    chartNotes: settings.chartNotes,
    projection,
    funds: [...current.funds, ...past.flatMap((each) => each.funds)],
    investees,
  };
}
