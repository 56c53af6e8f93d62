import { opensOnResults } from '@cairn/shared/portfolio/opening';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { pageModule } from '../../../app/pageModule.ts';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { DataCollection } from './DataCollection.tsx';
import { collectionQuery } from './useCollection.ts';

/*
 * The questionnaire's pages, in one module so their routes load the same chunk: the reporting's
 * own page (which sends it on to its questionnaire until the results are there), the client's
 * questionnaire and staff's read-only preview of it.
 */

const ResultsPage = lazy(() => pageModule(import('../results/ResultsPage.tsx')).then((module) => ({ default: module.ResultsPage })));

/**
 * `/portfolio-emissions/$uuid` (spec 3 section 2.1, its opening rule): the results when the
 * emissions are computed (FE_COMPLETED or DELIVERED), else a redirect to the data collection.
 * Its route has read the questionnaire, which carries the status.
 */
export function PortfolioPage() {
  // The address's index route (`$uuid/`) has another id at run time than its type names: read loosely.
  const { uuid = '' } = useParams({ strict: false });
  const { data } = useSuspenseQuery(collectionQuery(uuid));
  if (!opensOnResults(data.reporting.status)) return <Navigate to="/portfolio-emissions/$uuid/data-collection" params={{ uuid }} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ResultsPage />
    </Suspense>
  );
}

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
