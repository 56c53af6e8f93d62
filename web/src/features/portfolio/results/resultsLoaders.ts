import { opensOnResults } from '@cairn/shared/portfolio/opening';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { queryOptionsFor } from '../../../api/client.ts';
import { dashboardQueryOptions } from '../../../app/dashboard.ts';
import { ensurePageData, requireUuid } from '../../../app/pageData.ts';
import { uuidParam } from '../../../app/routeParams.ts';
import { initialLanguage, readLanguage } from '../../../i18n/languageStore.ts';
import { loadMessagePart } from '../../../i18n/translate.ts';
import { browserStorage } from '../../../lib/browserStorage.ts';
import { portfolioResultsSearchOf } from './resultsSearch.ts';
import { paiFundOf } from '../../pai/paiAddress.ts';
import { browserViewedAsset, viewedAssetFor } from '../../../app/viewedAsset.ts';
import type { AuthController } from '../../../auth/session.ts';
import { clientSnapshotOf, estimateQueryOptions, resultsQueryOptions, snapshotOfSegment } from './resultsQuery.ts';

/*
 * The reads of the results' and estimates' routes (router.tsx), exported by the pages' modules
 * so they load with the pages' code rather than with the first page, whose budget has no room
 * for them. Each answers once the page's data is in the cache; a missing reporting or line is
 * the route's not-found page. The messages (the reports' part) are the routes' to load.
 */

interface LoaderContext {
  queryClient: QueryClient;
  auth: AuthController;
}

/** What every route of these pages hands its read: the router's context, the address's parameters and its query. */
export interface PortfolioLoad {
  context: LoaderContext;
  params: Readonly<Record<string, string | undefined>>;
  location: { search: unknown };
}

/** The snapshot the client reads, from the module's status on the dashboard of the asset in view. */
async function clientSnapshot(context: LoaderContext, reportingUuid: string) {
  const user = context.auth.session()?.user;
  const dashboard = await context.queryClient.ensureQueryData(dashboardQueryOptions(viewedAssetFor(browserViewedAsset.snapshot(), user)));
  return clientSnapshotOf(dashboard.modules.find((module) => module.uuid === reportingUuid)?.status);
}

/** The estimate page's kinds of line: an estimate, or a reported footprint (external report, audit, light review). */
const estimateKinds = new Set(['estimate', 'external-report']);

/** Staff's snapshot segment (`preview`, `delivered`), or the route's not-found page for anything else. */
function requireSnapshot(segment: string) {
  const snapshot = snapshotOfSegment(segment);
  if (snapshot === null) throw notFound();
  return snapshot;
}

/**
 * `/portfolio-emissions/$uuid`: the results once they are complete (FE_COMPLETED or DELIVERED),
 * else the data collection, where the address is sent (spec 3 section 2.1, the opening rule).
 * The status comes with the questionnaire's read, which the data collection reads anyway.
 */
export async function clientResults({ context, params, location }: PortfolioLoad): Promise<void> {
  const reportingUuid = requireUuid(params.uuid ?? '');
  const collection = await ensurePageData(context.queryClient, queryOptionsFor('portfolioEmissions.getDataCollection', { reportingUuid }));
  const status = collection.reporting.status;
  if (!opensOnResults(status)) throw redirect({ href: `/portfolio-emissions/${reportingUuid}/data-collection`, replace: true });
  await ensurePageData(context.queryClient, resultsQueryOptions(reportingUuid, clientSnapshotOf(status), portfolioResultsSearchOf(location.search).scopes));
}

/** The part of a client's line address that names an investee's Cairn report (spec 1, the portfolio routes). */
export const internalReportSegment = 'internal-report';

/** What a client's line address names (`/portfolio-emissions/$uuid/$kind/$`): an estimate's or reported figures, or an investee's Cairn report or its comparison. */
export type ClientLineView =
  | { kind: 'estimate'; snapshotUuid: string }
  | { kind: 'internalReport'; carbonFootprintUuid: string; reportUuid: string; comparison: boolean };

/**
 * `estimate|external-report/{lowDataReportSnapshotUuid}`, `internal-report/{carbonFootprintUuid}/{reportUuid}`
 * and the latter's `/comparison`; null for anything else.
 */
export function clientLineViewOf(kind: string, splat: string | undefined): ClientLineView | null {
  if (kind !== internalReportSegment) {
    const view = staffPortfolioViewOf(`${kind}/${splat ?? ''}`);
    return view?.kind === 'estimate' ? view : null;
  }
  const [footprint = '', report = '', ...rest] = (splat ?? '').split('/').filter((part) => part !== '');
  const carbonFootprintUuid = uuidParam(footprint);
  const reportUuid = uuidParam(report);
  if (carbonFootprintUuid === null || reportUuid === null) return null;
  if (rest.length === 0) return { kind: 'internalReport', carbonFootprintUuid, reportUuid, comparison: false };
  return rest.length === 1 && rest[0] === 'comparison' ? { kind: 'internalReport', carbonFootprintUuid, reportUuid, comparison: true } : null;
}

/**
 * A line of the client's results: its estimate (or reported figures), or the investee's Cairn
 * report, which must be of the footprint the address names, and its comparison with the
 * comparison's words (the reports' are the route's).
 */
export async function clientLine({ context, params }: PortfolioLoad): Promise<void> {
  const reportingUuid = requireUuid(params.uuid ?? '');
  const view = clientLineViewOf(params.kind ?? '', params._splat);
  if (view === null) throw notFound();
  if (view.kind === 'estimate') {
    await ensurePageData(context.queryClient, estimateQueryOptions(reportingUuid, view.snapshotUuid, await clientSnapshot(context, reportingUuid)));
    return;
  }
  const language = initialLanguage(window.location, readLanguage(browserStorage('localStorage')));
  const [report] = await Promise.all([
    ensurePageData(context.queryClient, queryOptionsFor('reportSnapshot.get', { reportUuid: view.reportUuid })),
    view.comparison ? ensurePageData(context.queryClient, queryOptionsFor('reportComparison.get.client', { reportUuid: view.reportUuid })) : null,
    view.comparison ? loadMessagePart('comparison', language) : null,
  ]);
  if (report.carbonFootprint.uuid !== view.carbonFootprintUuid) throw notFound();
}

/** Staff's view of a reporting's results, from the rest of its address (`$snapshot/$`). */
export type StaffPortfolioView = { kind: 'results' } | { kind: 'estimate'; snapshotUuid: string };

/** The view the rest of a staff address names: the results (nothing more), or a line's figures; anything else is no page. */
export function staffPortfolioViewOf(splat: string | undefined): StaffPortfolioView | null {
  const parts = (splat ?? '').split('/').filter((part) => part !== '');
  if (parts.length === 0) return { kind: 'results' };
  const [kind = '', snapshotUuid = '', ...rest] = parts;
  const uuid = uuidParam(snapshotUuid);
  return estimateKinds.has(kind) && uuid !== null && rest.length === 0 ? { kind: 'estimate', snapshotUuid: uuid } : null;
}

/** The segment of a staff address that names the client's questionnaire, previewed (`…/portfolio-emissions/data-collection`). */
export const collectionSegment = 'data-collection';

/**
 * What the rest of a staff reporting address names (`/financial-institution-reportings/$uuid/$`):
 * the reporting's own page (nothing), or under `portfolio-emissions/` a snapshot's results or
 * the questionnaire's preview, with what follows; null for no page.
 */
export function staffAddressOf(
  splat: string | undefined,
): { page: 'reporting' } | { page: 'portfolio'; segment: string; rest: string } | { page: 'pai'; fundUuid: string | null } | { page: 'decarbonization' } | { page: 'pmdr'; rest: string } | null {
  const [first, segment, ...rest] = (splat ?? '').split('/').filter((part) => part !== '');
  if (first === undefined) return { page: 'reporting' };
  // The PMDR page checks its own rest (`data-collection`, `…/create`, `…/{investeeUuid}`).
  if (first === pmdrSegment) return { page: 'pmdr', rest: [segment, ...rest].filter((part) => part !== undefined).join('/') };
  if (first === decarbonizationSegment) return segment === undefined ? { page: 'decarbonization' } : null;
  if (first === paiSegment) {
    const fundUuid = paiFundOf([segment ?? '', ...rest].join('/'));
    return fundUuid === undefined ? null : { page: 'pai', fundUuid };
  }
  return first === 'portfolio-emissions' && segment !== undefined ? { page: 'portfolio', segment, rest: rest.join('/') } : null;
}

/** The segment of a staff address that names the editor of the delivered investees' decarbonization data (`…/decarbonization`, spec 3 section 2.2). */
export const decarbonizationSegment = 'decarbonization';

/** The segment of a staff address that names the reporting's PMDR (`…/pmdr`, its data collection below, spec 3 section 2.4). */
export const pmdrSegment = 'pmdr';

/** The segment of a staff address that names the reporting's PAI (`…/pai`, `…/pai/{fundUuid}`, spec 3 section 2.3 "Admin"). */
export const paiSegment = 'pai';

/**
 * A staff reporting address's read: the reporting (its own page), the investees' decarbonization
 * data with the dashboard settings (their editor), the questionnaire (its preview), the results for the scopes the address chose (a later choice is the page's to read)
 * or one line's figures.
 */
export async function staffPortfolio({ context, params, location }: PortfolioLoad): Promise<void> {
  const reportingUuid = requireUuid(params.uuid ?? '');
  const address = staffAddressOf(params._splat);
  if (address === null) throw notFound();
  if (address.page === 'reporting') {
    await ensurePageData(context.queryClient, queryOptionsFor('financialInstitutionReporting.get', { reportingUuid }));
    return;
  }
  if (address.page === 'decarbonization') {
    await ensurePageData(context.queryClient, queryOptionsFor('portfolioDecarbonization.getInvestees', { reportingUuid }));
    return;
  }
  if (address.page === 'pmdr') {
    // The institution's PMDR, read by its asset: the page shows this reporting's year.
    const reporting = await ensurePageData(context.queryClient, queryOptionsFor('financialInstitutionReporting.get', { reportingUuid }));
    await ensurePageData(context.queryClient, queryOptionsFor('pmdr.client', { assetUuid: reporting.assetUuid }));
    return;
  }
  if (address.page === 'pai') {
    const results = await ensurePageData(context.queryClient, resultsQueryOptions(reportingUuid, 'FINAL', 'ONE_TWO_THREE'));
    if (address.fundUuid !== null && !results.funds.some((fund) => fund.uuid === address.fundUuid)) throw notFound();
    return;
  }
  if (address.segment === collectionSegment) {
    if (address.rest) throw notFound();
    await ensurePageData(context.queryClient, queryOptionsFor('portfolioEmissions.getDataCollection', { reportingUuid }));
    return;
  }
  const snapshot = requireSnapshot(address.segment);
  const view = staffPortfolioViewOf(address.rest);
  if (view === null) throw notFound();
  if (view.kind === 'results') await ensurePageData(context.queryClient, resultsQueryOptions(reportingUuid, snapshot, portfolioResultsSearchOf(location.search).scopes));
  else await ensurePageData(context.queryClient, estimateQueryOptions(reportingUuid, view.snapshotUuid, snapshot));
}
