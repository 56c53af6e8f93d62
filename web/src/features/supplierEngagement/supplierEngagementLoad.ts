import type { QueryClient } from '@tanstack/react-query';
import { queryOptionsFor } from '../../api/client.ts';
import { ensurePageData } from '../../app/pageData.ts';
import { shownSupplierYear, supplierEngagementAddressOf } from './supplierEngagementModel.ts';

/**
 * The route's reads, loaded apart from the shell: the asset's suppliers for the year shown and,
 * on a supplier's page, that supplier. An address naming no page reads nothing (the page says so).
 */
export async function preloadSupplierEngagement(queryClient: QueryClient, assetUuid: string, splat: string | undefined, year: number | undefined): Promise<void> {
  const address = supplierEngagementAddressOf(splat);
  if (address === null) return;
  const reads: Promise<unknown>[] = [ensurePageData(queryClient, queryOptionsFor('supplierEngagement.get', { assetUuid, year: shownSupplierYear(year) }))];
  if (address.view === 'detail') reads.push(ensurePageData(queryClient, queryOptionsFor('supplier.get', { uuid: address.supplierUuid })));
  await Promise.all(reads);
}
