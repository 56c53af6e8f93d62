import { aggregateScores, type AggregationRow } from './aggregate.ts';
import { companyScoresFrom, scopesOfFilter, startKgOf, startTotalKg, type StartKg } from './company.ts';
import { timeFrameOf } from './score.ts';
import type { CompanyTemperatureInput, CompanyTemperatureScores, HorizonScores, PortfolioScores, TemperatureHolding, TemperatureRequest, TemperatureResult } from './types.ts';

/*
 * A portfolio's temperature scores per horizon year: every holding's company scores, and the
 * seven aggregations of their `scopeSelected` score. The dashboard shows WATS (spec 3 section 9);
 * the others are there for a reader who weighs by emissions or ownership.
 */

function rowOf(holding: TemperatureHolding, scores: CompanyTemperatureScores | null, emissionsKg: number | null): AggregationRow {
  return { id: holding.id, score: scores === null ? null : scores.scopeSelected, investmentValueEur: holding.investmentValueEur, emissionsKg, financials: holding.financials };
}

/*
 * The loops over holdings are plain loops, not array methods given arrows: an arrow is a new
 * closure each call, whose optimized code a full collection discards, so a dashboard recomputing
 * its scores would run them unoptimized each time.
 */

/** Each holding's start-year values, read once for every horizon; null without trajectory. */
function startsOf(request: TemperatureRequest): (StartKg | null)[] {
  const starts: (StartKg | null)[] = [];
  for (const holding of request.holdings) starts.push(holding.company === null ? null : startKgOf(holding.company.trajectory));
  return starts;
}

/** Each holding's start-year kgCO2e of the filtered scopes, which TETS and the owned-emissions methods weigh by. */
function emissionsOf(request: TemperatureRequest, starts: readonly (StartKg | null)[]): (number | null)[] {
  const emissions: (number | null)[] = [];
  for (const start of starts) emissions.push(start === null ? null : startTotalKg(start, scopesOfFilter[request.scopeFilter]));
  return emissions;
}

function portfolioOf(rows: readonly AggregationRow[]): PortfolioScores {
  return {
    WATS: aggregateScores(rows, 'WATS'),
    TETS: aggregateScores(rows, 'TETS'),
    MOTS: aggregateScores(rows, 'MOTS'),
    EOTS: aggregateScores(rows, 'EOTS'),
    ECOTS: aggregateScores(rows, 'ECOTS'),
    AOTS: aggregateScores(rows, 'AOTS'),
    ROTS: aggregateScores(rows, 'ROTS'),
  };
}

function horizonOf(request: TemperatureRequest, horizonYear: number, companies: readonly (CompanyTemperatureScores | null)[], emissions: readonly (number | null)[]): HorizonScores {
  const rows: AggregationRow[] = [];
  for (let index = 0; index < request.holdings.length; index += 1) rows.push(rowOf(request.holdings[index]!, companies[index] ?? null, emissions[index] ?? null));
  return { horizonYear, timeFrame: timeFrameOf(request.reportingYear, horizonYear), companies, portfolio: portfolioOf(rows) };
}

function scoresOf(company: CompanyTemperatureInput | null, start: StartKg | null, request: TemperatureRequest, horizonYear: number): CompanyTemperatureScores | null {
  return company === null || start === null ? null : companyScoresFrom(company, start, request.reportingYear, horizonYear, request.scopeFilter);
}

/** Every holding's scores and the portfolio's, for each horizon year of the request. */
export function computeTemperature(request: TemperatureRequest): TemperatureResult {
  const starts = startsOf(request);
  const emissions = emissionsOf(request, starts);
  const horizons: HorizonScores[] = [];
  for (const horizonYear of request.horizonYears) {
    const companies: (CompanyTemperatureScores | null)[] = [];
    for (let index = 0; index < request.holdings.length; index += 1) companies.push(scoresOf(request.holdings[index]!.company, starts[index] ?? null, request, horizonYear));
    horizons.push(horizonOf(request, horizonYear, companies, emissions));
  }
  return { request, horizons };
}

/**
 * What-if: the scores had holding `id` the target (trajectory and benchmarks) `company` (null: no
 * trajectory). Only that company's scores are recomputed; the aggregations are summed again,
 * O(holdings) per horizon and method. Null when no holding has `id`.
 */
export function withHoldingTarget(result: TemperatureResult, id: string, company: CompanyTemperatureInput | null): TemperatureResult | null {
  const index = result.request.holdings.findIndex((holding) => holding.id === id);
  const previous = result.request.holdings[index];
  if (previous === undefined) return null;
  const holdings = result.request.holdings.map((holding, position) => (position === index ? { ...previous, company } : holding));
  const request: TemperatureRequest = { ...result.request, holdings };
  const start = company === null ? null : startKgOf(company.trajectory);
  const emissions = emissionsOf(request, startsOf(request));
  const horizons = result.horizons.map((horizon) =>
    horizonOf(
      request,
      horizon.horizonYear,
      horizon.companies.map((scores, position) => (position === index ? scoresOf(company, start, request, horizon.horizonYear) : scores)),
      emissions,
    ),
  );
  return { request, horizons };
}
