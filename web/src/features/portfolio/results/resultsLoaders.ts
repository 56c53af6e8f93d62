import type { Language } from '@cairn/shared/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { dashboardQueryOptions } from '../../../app/dashboard.ts';
import { ensurePageData, requireUuid } from '../../../app/pageData.ts';
import type { PortfolioScopeChoice } from '../../../app/routeSearch.ts';
import { browserViewedAsset, viewedAssetFor } from '../../../app/viewedAsset.ts';
import type { AuthController } from '../../../auth/session.ts';
import { loadMessagePart } from '../../../i18n/translate.ts';
import { clientSnapshotOf, estimateQueryOptions, resultsQueryOptions, snapshotOfSegment } from './resultsQuery.ts';

/*
 * The reads of the results' and estimates' routes (router.tsx), loaded with the pages' code
 * rather than with the first page, whose budget has no room for them. Each answers once the
 * page's data is in the cache; a missing reporting or line is the route's not-found page.
 */

interface LoaderContext {
  queryClient: QueryClient;
  auth: AuthController;
}

/** The snapshot the client reads, from the module's status on the dashboard of the asset in view. */
async function clientSnapshot(context: LoaderContext, reportingUuid: string) {
  const user = context.auth.session()?.user;
  const dashboard = await context.queryClient.ensureQueryData(dashboardQueryOptions(viewedAssetFor(browserViewedAsset.snapshot(), user)));
  return clientSnapshotOf(dashboard.modules.find((module) => module.uuid === reportingUuid)?.status);
}

/** Staff's snapshot segment (`preview`, `delivered`), or the route's not-found page for anything else. */
function requireSnapshot(segment: string) {
  const snapshot = snapshotOfSegment(segment);
  if (snapshot === null) throw notFound();
  return snapshot;
}

/** `/portfolio-emissions/$uuid/estimate|external-report/$snapshotUuid`, with the hypotheses' words (the reports' messages). */
export async function clientEstimate(context: LoaderContext, params: { uuid: string; snapshotUuid: string }, language: Language): Promise<void> {
  const reportingUuid = requireUuid(params.uuid);
  const snapshotUuid = requireUuid(params.snapshotUuid);
  const hypotheses = loadMessagePart('reports', language);
  await ensurePageData(context.queryClient, estimateQueryOptions(reportingUuid, snapshotUuid, await clientSnapshot(context, reportingUuid)));
  await hypotheses;
}

/** Staff's estimate page; the admin app has the reports' messages already. */
export async function staffEstimate(context: LoaderContext, params: { uuid: string; snapshot: string; snapshotUuid: string }): Promise<void> {
  await ensurePageData(context.queryClient, estimateQueryOptions(requireUuid(params.uuid), requireUuid(params.snapshotUuid), requireSnapshot(params.snapshot)));
}

/** Staff's results page, for the scopes the address chose. */
export async function staffResults(context: LoaderContext, params: { uuid: string; snapshot: string }, scopes: PortfolioScopeChoice | undefined): Promise<void> {
  await ensurePageData(context.queryClient, resultsQueryOptions(requireUuid(params.uuid), requireSnapshot(params.snapshot), scopes));
}
