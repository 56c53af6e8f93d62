import { useParams } from '@tanstack/react-router';
import { EstimatePage } from './EstimatePage.tsx';
import { useClientSnapshot } from './moduleStatus.ts';
import { clientResultsPaths } from './resultsModel.ts';

/** `/portfolio-emissions/$uuid/estimate/$snapshotUuid` and `/external-report/$snapshotUuid`: one line's figures, back to the results. */
export function ClientEstimatePage() {
  const { uuid = '', snapshotUuid = '' } = useParams({ strict: false });
  return <EstimatePage reportingUuid={uuid} snapshotUuid={snapshotUuid} snapshot={useClientSnapshot(uuid)} backHref={clientResultsPaths(uuid).results} />;
}

// The route's read comes with the page's code (router.tsx imports this module once for both).
export { clientEstimate as load } from './resultsLoaders.ts';
