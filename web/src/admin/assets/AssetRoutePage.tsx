import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { pageModule } from '../../app/pageModule.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { AssetPage } from './AssetPage.tsx';

const route = getRouteApi('/app/staff/assets/$uuid/$');

// Its own chunk: the asset's page does not carry the supplier pages' code.
const SupplierEngagementAdminPage = lazy(() =>
  pageModule(import('../supplierEngagement/SupplierEngagementAdminPage.tsx')).then((module) => ({ default: module.SupplierEngagementAdminPage })),
);

/**
 * `/assets/$uuid/…`: the asset's page itself, or under `supplier-engagement/` its supplier
 * engagement's pages (spec 3 section 2.6), which read the rest of the address. One route for
 * both keeps the client's first load within its budget; anything else under the asset is the
 * supplier pages' not-found.
 */
export function AssetRoutePage() {
  const { _splat: splat = '' } = route.useParams();
  if (splat === '') return <AssetPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SupplierEngagementAdminPage />
    </Suspense>
  );
}
