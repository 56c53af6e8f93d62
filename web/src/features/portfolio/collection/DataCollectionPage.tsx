import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { DataCollection } from './DataCollection.tsx';

/*
 * The questionnaire's pages, in one module so their routes load the same chunk: the client's
 * questionnaire and staff's read-only preview of it. The reporting's own page, which sends it on
 * to its questionnaire until the results are there, is the results' (features/portfolio/results).
 */

const clientRoute = '/app/portfolio-emissions/$uuid/data-collection';

/** The tab an address names: activity data when it says so, the financial data otherwise (a missing or unknown tab). */
function useCollectionTab() {
  const search: { tab?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const tab = search.tab === 'activity-data' ? ('activity-data' as const) : ('financial-data' as const);
  // The routes declare no search (the tab is read here): the address takes the tab as it is.
  return { tab, onTabChange: (next: typeof tab) => void navigate({ to: '.', search: { tab: next } as never, replace: true }) };
}

/**
 * `/portfolio-emissions/$uuid/data-collection?tab=` (spec 3 section 2.1): the client's
 * questionnaire, on the tab the address names (financial data by default). Its route reads the
 * questionnaire and its messages first.
 */
export function DataCollectionPage() {
  const { uuid } = useParams({ from: clientRoute });
  return <DataCollection reportingUuid={uuid} preview={false} {...useCollectionTab()} />;
}

/**
 * `/financial-institution-reportings/$uuid/portfolio-emissions/data-collection?tab=` (spec 3
 * section 2.1, admin equivalents): the client's questionnaire as staff preview it, read-only.
 * Staff's portfolio route serves it (admin/portfolio/StaffResultsPages.tsx).
 */
export function DataCollectionPreview({ reportingUuid }: { reportingUuid: string }) {
  return <DataCollection reportingUuid={reportingUuid} preview {...useCollectionTab()} />;
}
