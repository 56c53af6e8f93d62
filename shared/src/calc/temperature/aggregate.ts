import { temperatureErrors } from './messages.ts';
import type { AggregationMethod, CombinedScore, CompanyFinancials, Contribution, Exclusion, ExclusionReason, PortfolioScore, Scored } from './types.ts';

/*
 * The methodology's seven portfolio aggregations (CDP-WWF v1.5, as the published tool computes
 * them): each weighs a company's score by its share of a total.
 * - WATS: investment value (outstanding amount) / Σ investment values.
 * - TETS: the company's emissions of the scored scopes / Σ those emissions.
 * - MOTS, EOTS, ECOTS, AOTS, ROTS: owned emissions / Σ owned emissions, owned emissions being
 *   investment value / company value × the company's emissions, the company valued by its market
 *   capitalisation, enterprise value, enterprise value plus cash, total assets or revenue.
 * Where the tool stops on a company lacking a figure, a holding lacking the figure a method needs
 * is left out of that method and listed with the reason; the others' weights are shares of what
 * remains. A total of 0 is an error value, never NaN.
 */

/** One holding as an aggregation reads it. */
export interface AggregationRow {
  id: string;
  /** The company's score of the selected scopes; null when it has no trajectory. */
  score: Scored<CombinedScore> | null;
  investmentValueEur: number | null;
  /** The company's kgCO2e of the selected scopes; null when unknown. */
  emissionsKg: number | null;
  financials: CompanyFinancials;
}

const known = (value: number | null): value is number => value !== null && Number.isFinite(value);

/** The company value an owned-emissions method divides the investment by; null when unknown or not positive. */
export function companyValueOf(method: Exclude<AggregationMethod, 'WATS' | 'TETS'>, financials: CompanyFinancials): number | null {
  const value = (() => {
    switch (method) {
      case 'MOTS':
        return financials.marketCapEur;
      case 'EOTS':
        return financials.enterpriseValueEur;
      case 'ECOTS':
        return known(financials.enterpriseValueEur) && known(financials.cashEquivalentsEur) ? financials.enterpriseValueEur + financials.cashEquivalentsEur : null;
      case 'AOTS':
        return financials.totalAssetsEur;
      case 'ROTS':
        return financials.revenueEur;
    }
  })();
  return known(value) && value > 0 ? value : null;
}

/** The quantity `method` weighs a holding by, or why the holding has none. */
function basisOf(row: AggregationRow, method: AggregationMethod): number | ExclusionReason {
  const investment = row.investmentValueEur;
  const emissions = row.emissionsKg === null || !Number.isFinite(row.emissionsKg) ? null : Math.max(0, row.emissionsKg);
  if (method === 'TETS') return emissions ?? 'noEmissions';
  if (!known(investment) || investment < 0) return 'noInvestmentValue';
  if (method === 'WATS') return investment;
  const value = companyValueOf(method, row.financials);
  if (value === null) return 'noCompanyValue';
  if (emissions === null) return 'noEmissions';
  return (investment / value) * emissions;
}

/** The portfolio score of `method`, each holding's contribution, and the holdings left out. */
export function aggregateScores(rows: readonly AggregationRow[], method: AggregationMethod): PortfolioScore {
  const excluded: Exclusion[] = [];
  // The counted holdings in three plain lists rather than an object each: seven methods a horizon over thousands of holdings.
  const ids: string[] = [];
  const scores: number[] = [];
  const bases: number[] = [];
  let total = 0;
  for (let at = 0; at < rows.length; at += 1) {
    const row = rows[at]!;
    if (row.score === null) excluded.push({ id: row.id, reason: 'noTrajectory', error: null });
    else if (!row.score.ok) excluded.push({ id: row.id, reason: 'scoreFailed', error: row.score.error });
    else {
      const basis = basisOf(row, method);
      if (typeof basis === 'number') {
        ids.push(row.id);
        scores.push(row.score.value.score);
        bases.push(basis);
        total += basis;
      } else excluded.push({ id: row.id, reason: basis, error: null });
    }
  }
  if (!(total > 0)) return { ok: false, method, error: temperatureErrors.zeroPortfolioWeight(method), excluded };
  const contributions: Contribution[] = [];
  let score = 0;
  for (let at = 0; at < ids.length; at += 1) {
    const weight = bases[at]! / total;
    const contribution = weight * scores[at]!;
    contributions.push({ id: ids[at]!, score: scores[at]!, weight, contribution });
    score += contribution;
  }
  return { ok: true, method, score, contributions, excluded };
}
