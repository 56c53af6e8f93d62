import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { DataCollection } from './DataCollection.tsx';

/*
 * The questionnaire's pages, in one module so their routes load the same chunk: the client's
 * questionnaire and staff's read-only preview of it. The reporting's own page, which sends it on
 * to its questionnaire until the results are there, is the results' (features/portfolio/results).
 */

const clientRoute = '/app/portfolio-emissions/$uuid/data-collection';
const staffRoute = '/app/staff/financial-institution-reportings/$uuid/portfolio-emissions/data-collection';

/**
 * `/portfolio-emissions/$uuid/data-collection?tab=` (spec 3 section 2.1): the client's
 * questionnaire, on the tab the address names (financial data by default). Its route reads the
 * questionnaire and its messages first.
 */
export function DataCollectionPage() {
  const { uuid } = useParams({ from: clientRoute });
  const { tab = 'financial-data' } = useSearch({ from: clientRoute });
  const navigate = useNavigate({ from: '/portfolio-emissions/$uuid/data-collection' });
  return <DataCollection reportingUuid={uuid} tab={tab} preview={false} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}

/**
 * `/financial-institution-reportings/$uuid/portfolio-emissions/data-collection?tab=` (spec 3
 * section 2.1, admin equivalents): the client's questionnaire as staff preview it, read-only.
 */
export function DataCollectionPreviewPage() {
  const { uuid } = useParams({ from: staffRoute });
  const { tab = 'financial-data' } = useSearch({ from: staffRoute });
  const navigate = useNavigate({ from: '/financial-institution-reportings/$uuid/portfolio-emissions/data-collection' });
  return <DataCollection reportingUuid={uuid} tab={tab} preview onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
