import { useParams } from '@tanstack/react-router';
import { DataCollectionPreview } from '../../features/portfolio/collection/DataCollectionPage.tsx';
import { EstimatePage } from '../../features/portfolio/results/EstimatePage.tsx';
import { ResultsPage } from '../../features/portfolio/results/ResultsPage.tsx';
import { staffPortfolioViewOf } from '../../features/portfolio/results/resultsLoaders.ts';
import { staffResultsPaths } from '../../features/portfolio/results/resultsModel.ts';
import { snapshotOfSegment } from '../../features/portfolio/results/resultsQuery.ts';
import { collectionSegment, staffAddressOf } from '../../features/portfolio/results/resultsLoaders.ts';
import { PaiView } from '../../features/pai/PaiView.tsx';
import { PmdrStaffPage } from '../../features/pmdr/PmdrPages.tsx';
import { DecarbonizationEditorPage } from './DecarbonizationEditorPage.tsx';
import { ReportingPage } from './ReportingPage.tsx';

/*
 * Staff's results and estimate pages of a reporting (spec 3 section 2.1 "Admin equivalents"):
 * the client's pages, on the snapshot the address names (`preview` or `delivered`; the route
 * refuses any other), whose links stay in the staff's pages. One route and one module for both,
 * with the route's read, so the first load carries as little of them as can be.
 */

/**
 * `/financial-institution-reportings/$uuid` (the reporting's own page, ReportingPage.tsx),
 * `…/portfolio-emissions/$snapshot` (the results),
 * `…/$snapshot/estimate|external-report/$snapshotUuid` (one line's figures, back to the results),
 * `…/portfolio-emissions/data-collection` (the client's questionnaire, read-only) and `…/pai`,
 * `…/pai/$fundUuid` (the delivered results' PAI, the client's page with staff's links) and
 * `…/decarbonization` (the delivered investees' decarbonization data, DecarbonizationEditorPage.tsx) and
 * `…/pmdr` with its data collection (the client's PMDR pages on this reporting's year, PmdrPages.tsx): one route
 * for staff's portfolio pages, the first load's budget.
 */
export function StaffPortfolioPage() {
  const { uuid = '', _splat } = useParams({ from: '/app/staff/financial-institution-reportings/$uuid/$' });
  const address = staffAddressOf(_splat);
  // The route's read refused any other address.
  if (address === null || address.page === 'reporting') return <ReportingPage reportingUuid={uuid} />;
  if (address.page === 'decarbonization') return <DecarbonizationEditorPage reportingUuid={uuid} />;
  if (address.page === 'pmdr') return <PmdrStaffPage reportingUuid={uuid} rest={address.rest} />;
  if (address.page === 'pai') return <PaiView reportingUuid={uuid} fundUuid={address.fundUuid} pathOf={staffPaiPath(uuid)} backHref={`/financial-institution-reportings/${uuid}`} />;
  if (address.segment === collectionSegment) return <DataCollectionPreview reportingUuid={uuid} />;
  const { segment: snapshot, rest } = address;
  const kind = snapshotOfSegment(snapshot) ?? 'PREVIEW';
  const paths = staffResultsPaths(uuid, kind);
  const view = staffPortfolioViewOf(rest);
  if (view?.kind === 'estimate') return <EstimatePage reportingUuid={uuid} snapshotUuid={view.snapshotUuid} snapshot={kind} backHref={paths.results} />;
  return <ResultsPage reportingUuid={uuid} snapshot={kind} paths={paths} />;
}

/** Staff's address of a reporting's PAI: the portfolio's, or one fund's. */
const staffPaiPath = (reportingUuid: string) => (fundUuid: string | null) =>
  `/financial-institution-reportings/${reportingUuid}/pai${fundUuid === null ? '' : `/${fundUuid}`}`;

// The route's read comes with the pages' code.
export { staffPortfolio as load } from '../../features/portfolio/results/resultsLoaders.ts';
