import { portfolioTotals } from '@cairn/shared/calc/portfolio';
import type { PortfolioResultsView } from '@cairn/shared/contract/portfolio';
import { isFiltered, type ResultsFund, type ResultsTotals } from './resultsModel.ts';

/**
 * The totals the KPI cards show: the server's for the whole portfolio, or the engine's totals
 * over the selected funds' lines, so a filtered view adds up as the server would have.
 */
export function shownTotals(results: Pick<PortfolioResultsView, 'funds' | 'totals'>, shown: readonly ResultsFund[]): ResultsTotals {
  if (!isFiltered(results.funds, shown)) return results.totals;
  return portfolioTotals(shown.flatMap((fund) => fund.assets));
}

