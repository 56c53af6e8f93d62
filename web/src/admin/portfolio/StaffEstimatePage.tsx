import { useParams } from '@tanstack/react-router';
import { EstimatePage } from '../../features/portfolio/results/EstimatePage.tsx';
import { staffResultsPaths } from '../../features/portfolio/results/resultsModel.ts';
import { snapshotOfSegment } from '../../features/portfolio/results/resultsQuery.ts';

/** `.../portfolio-emissions/$snapshot/estimate/$snapshotUuid` and `.../external-report/$snapshotUuid`: the client's view of one line's figures, back to staff's results. */
export function StaffEstimatePage() {
  const { uuid = '', snapshot = '', snapshotUuid = '' } = useParams({ strict: false });
  const kind = snapshotOfSegment(snapshot) ?? 'PREVIEW';
  return <EstimatePage reportingUuid={uuid} snapshotUuid={snapshotUuid} snapshot={kind} backHref={staffResultsPaths(uuid, kind).results} />;
}
