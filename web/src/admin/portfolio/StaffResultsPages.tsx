import { useParams } from '@tanstack/react-router';
import { EstimatePage } from '../../features/portfolio/results/EstimatePage.tsx';
import { ResultsPage } from '../../features/portfolio/results/ResultsPage.tsx';
import { staffPortfolioViewOf } from '../../features/portfolio/results/resultsLoaders.ts';
import { staffResultsPaths } from '../../features/portfolio/results/resultsModel.ts';
import { snapshotOfSegment } from '../../features/portfolio/results/resultsQuery.ts';

/*
 * Staff's results and estimate pages of a reporting (spec 3 section 2.1 "Admin equivalents"):
 * the client's pages, on the snapshot the address names (`preview` or `delivered`; the route
 * refuses any other), whose links stay in the staff's pages. One route and one module for both,
 * with the route's read, so the first load carries as little of them as can be.
 */

/**
 * `/financial-institution-reportings/$uuid/portfolio-emissions/$snapshot` (the results) and
 * `…/$snapshot/estimate|external-report/$snapshotUuid` (one line's figures, back to the results).
 */
export function StaffPortfolioPage() {
  const { uuid = '', snapshot = '', _splat: rest } = useParams({ strict: false });
  const kind = snapshotOfSegment(snapshot) ?? 'PREVIEW';
  const paths = staffResultsPaths(uuid, kind);
  const view = staffPortfolioViewOf(rest);
  if (view?.kind === 'estimate') return <EstimatePage reportingUuid={uuid} snapshotUuid={view.snapshotUuid} snapshot={kind} backHref={paths.results} />;
  return <ResultsPage reportingUuid={uuid} snapshot={kind} paths={paths} />;
}

// The route's read comes with the pages' code.
export { staffPortfolio as load } from '../../features/portfolio/results/resultsLoaders.ts';
