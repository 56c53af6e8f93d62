import { useParams } from '@tanstack/react-router';
import { useClientSnapshot } from './moduleStatus.ts';
import { ResultsPage } from './ResultsPage.tsx';

/** `/portfolio-emissions/$uuid` once the results are complete (FE_COMPLETED or DELIVERED): the reporting named by the address. */
export function ClientResultsPage() {
  const { uuid = '' } = useParams({ strict: false });
  return <ResultsPage reportingUuid={uuid} snapshot={useClientSnapshot(uuid)} />;
}
