import type { Scope } from '../../labels/enums.ts';
import type { ScopeFilter } from '../plan/types.ts';
import { computeTemperature } from '../temperature/portfolio.ts';
import type { CompanyFinancials, ScopeBenchmarks, TemperatureHolding, TemperatureResult, TrajectoryBasis } from '../temperature/types.ts';
import { projectPortfolio, type InvesteeTrajectory, type PortfolioProjection, type PortfolioProjectionInput } from './projection.ts';

/*
 * The decarbonization dashboard's figures (spec 3 section 2.2) from its read: the portfolio's
 * projection under the page's scope filter, and the temperature scores of each horizon year read
 * on that projection. The browser runs it as the filters change; the server never needs to.
 */

/** What the dashboard knows of an investee beyond its trajectory: the temperature engine's inputs. */
export interface OutlookInvestee {
  investeeUuid: string;
  benchmarks: ScopeBenchmarks;
  financials: CompanyFinancials;
}

export interface Outlook {
  projection: PortfolioProjection;
  /** Null without horizon years. */
  temperature: TemperatureResult | null;
}

/**
 * The basis a trajectory's temperature is read on: an intensity for a reported intensity target
 * (its activity, or else the turnover in M€ grown by the investee's turnover growth, as the
 * projection reads it), absolute emissions otherwise.
 */
export function temperatureBasisOf(trajectory: InvesteeTrajectory | undefined, turnoverEur: number | null): TrajectoryBasis {
  const consolidated = trajectory?.consolidated;
  if (consolidated?.type !== 'EXTERNAL' || consolidated.trajectory?.absoluteOrIntensity.kind !== 'INTENSITY') return { kind: 'ABSOLUTE' };
  const activity = consolidated.trajectory.absoluteOrIntensity.activity;
  if (activity) return { kind: 'INTENSITY', baselineValue: activity.baselineValue, growthProjection: activity.growthProjection };
  return { kind: 'INTENSITY', baselineValue: turnoverEur === null ? null : turnoverEur / 1e6, growthProjection: trajectory?.turnoverGrowthPercentage ?? null };
}

/** A company none of whose figures the dashboard knows. */
const unknownFinancials: CompanyFinancials = { marketCapEur: null, enterpriseValueEur: null, cashEquivalentsEur: null, totalAssetsEur: null, revenueEur: null };

/**
 * The temperature engine's holdings from a projection: one per investee of the reporting year,
 * weighed by its outstanding amount, its trajectory the scopes of each year it is held in the
 * projection (its assets' `scopesKg`), from the reporting year; none for an investee the
 * projection could not project.
 */
export function temperatureHoldingsOf(input: PortfolioProjectionInput, projection: PortfolioProjection, investees: readonly OutlookInvestee[]): TemperatureHolding[] {
  const reportingYear = input.reporting.year;
  const series = new Map<string, Record<Scope, Record<number, number | null>>>();
  for (const row of projection.years) {
    if (row.year < reportingYear) continue;
    for (const asset of row.assets) {
      let scopes = series.get(asset.investeeUuid);
      if (!scopes) {
        scopes = { ONE: {}, TWO: {}, THREE: {} };
        series.set(asset.investeeUuid, scopes);
      }
      // Each scope written by name: a loop over the scopes would allocate per asset and year.
      const kg = asset.scopesKg;
      scopes.ONE[row.year] = kg?.one ?? null;
      scopes.TWO[row.year] = kg?.two ?? null;
      scopes.THREE[row.year] = kg?.three ?? null;
    }
  }
  const unprojectable = new Set(projection.missingTrajectories.map((missing) => missing.investeeUuid));
  const trajectories = new Map(input.reporting.trajectories.map((trajectory) => [trajectory.investeeUuid, trajectory]));
  const inputs = new Map(investees.map((investee) => [investee.investeeUuid, investee]));
  const actual = projection.years.find((row) => row.year === reportingYear);
  // A loop, not `map` with an arrow: the arrow would be a new closure each call, unoptimized again after each full collection.
  const holdings: TemperatureHolding[] = [];
  for (const asset of actual?.assets ?? []) {
    const investee = inputs.get(asset.investeeUuid);
    const emissionsKg = series.get(asset.investeeUuid);
    const financials: CompanyFinancials = investee?.financials ?? unknownFinancials;
    holdings.push({
      id: asset.investeeUuid,
      investmentValueEur: asset.outstandingAmountEur,
      financials,
      company:
        unprojectable.has(asset.investeeUuid) || !investee || !emissionsKg
          ? null
          : { trajectory: { startYear: reportingYear, basis: temperatureBasisOf(trajectories.get(asset.investeeUuid), asset.turnoverEur), emissionsKg }, benchmarks: investee.benchmarks },
    });
  }
  return holdings;
}

/** The dashboard's projection and temperature scores under one scope filter. */
export function portfolioOutlook(input: PortfolioProjectionInput, investees: readonly OutlookInvestee[], horizonYears: readonly number[], filter: ScopeFilter): Outlook {
  const projection = projectPortfolio(input, filter);
  const temperature =
    horizonYears.length === 0
      ? null
      : computeTemperature({ reportingYear: input.reporting.year, horizonYears, scopeFilter: filter, holdings: temperatureHoldingsOf(input, projection, investees) });
  return { projection, temperature };
}
