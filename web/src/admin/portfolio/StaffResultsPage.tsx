import { useParams } from '@tanstack/react-router';
import { ResultsPage } from '../../features/portfolio/results/ResultsPage.tsx';
import { staffResultsPaths } from '../../features/portfolio/results/resultsModel.ts';
import { snapshotOfSegment } from '../../features/portfolio/results/resultsQuery.ts';

/**
 * `/financial-institution-reportings/$uuid/portfolio-emissions/$snapshot` (spec 3 section 2.1
 * "Admin equivalents"): the client's results page on the snapshot the address names (`preview`
 * or `delivered`; the route refuses any other), its links staying in the staff's pages.
 */
export function StaffResultsPage() {
  const { uuid = '', snapshot = '' } = useParams({ strict: false });
  const kind = snapshotOfSegment(snapshot) ?? 'PREVIEW';
  return <ResultsPage reportingUuid={uuid} snapshot={kind} paths={staffResultsPaths(uuid, kind)} />;
}
