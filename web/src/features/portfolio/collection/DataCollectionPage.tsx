import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { DataCollection } from './DataCollection.tsx';

const routeId = '/app/portfolio-emissions/$uuid/data-collection';

/**
 * `/portfolio-emissions/$uuid/data-collection?tab=` (spec 3 section 2.1): the client's
 * questionnaire, on the tab the address names (financial data by default). Its route reads the
 * questionnaire and its messages first.
 */
export function DataCollectionPage() {
  const { uuid } = useParams({ from: routeId });
  const { tab = 'financial-data' } = useSearch({ from: routeId });
  const navigate = useNavigate({ from: '/portfolio-emissions/$uuid/data-collection' });
  return <DataCollection reportingUuid={uuid} tab={tab} preview={false} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
