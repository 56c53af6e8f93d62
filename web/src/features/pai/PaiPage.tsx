import { notFound, useParams } from '@tanstack/react-router';
import { ensurePageData, requireUuid } from '../../app/pageData.ts';
import type { PortfolioLoad } from '../portfolio/results/resultsLoaders.ts';
import { resultsQueryOptions } from '../portfolio/results/resultsQuery.ts';
import { paiFundOf, paiPath } from './paiAddress.ts';
import { PaiView } from './PaiView.tsx';

/**
 * `/pai/$uuid` and `/pai/$uuid/$fundUuid`: a reporting's PAI, read from its delivered results.
 * Not delivered yet, or a fund the snapshot does not have, is the route's not-found page.
 */
export async function load({ context, params }: PortfolioLoad): Promise<void> {
  const reportingUuid = requireUuid(params.uuid ?? '');
  const fundUuid = paiFundOf(params._splat);
  if (fundUuid === undefined) throw notFound();
  const results = await ensurePageData(context.queryClient, resultsQueryOptions(reportingUuid, 'FINAL', 'ONE_TWO_THREE'));
  if (fundUuid !== null && !results.funds.some((fund) => fund.uuid === fundUuid)) throw notFound();
}

export function PaiPage() {
  const { uuid = '', _splat } = useParams({ from: '/app/pai/$uuid/$' });
  return <PaiView reportingUuid={uuid} fundUuid={paiFundOf(_splat) ?? null} pathOf={paiPath(uuid)} backHref="/pai" />;
}
