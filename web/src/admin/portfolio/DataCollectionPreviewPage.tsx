import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { DataCollection } from '../../features/portfolio/collection/DataCollection.tsx';

const routeId = '/app/staff/financial-institution-reportings/$uuid/portfolio-emissions/data-collection';

/**
 * `/financial-institution-reportings/$uuid/portfolio-emissions/data-collection?tab=` (spec 3
 * section 2.1, admin equivalents): the client's questionnaire as staff preview it, read-only.
 */
export function DataCollectionPreviewPage() {
  const { uuid } = useParams({ from: routeId });
  const { tab = 'financial-data' } = useSearch({ from: routeId });
  const navigate = useNavigate({ from: '/financial-institution-reportings/$uuid/portfolio-emissions/data-collection' });
  return <DataCollection reportingUuid={uuid} tab={tab} preview onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
