import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../api/client.ts';
import { useViewedAsset } from './viewedAsset.ts';

/**
 * The dashboard of the asset in view: the user's own, or the investee a financial institution
 * looks at. The asset is part of the input, hence of the query key, so the two views never
 * share a cached answer.
 */
export function dashboardQueryOptions(assetUuid: string | undefined) {
  return queryOptionsFor('dashboard.get', assetUuid ? { assetUuid } : {});
}

/** Every dashboard read of the client pages goes through here, so all follow the investee view. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions(useViewedAsset()));
}
