import type { Scope } from '@cairn/shared/labels';
import { queryOptionsFor } from '../../../api/client.ts';
import type { PortfolioScopeChoice } from './resultsSearch.ts';

/*
 * The results' reads, shared by the routes' loaders and the pages, so both ask with the same
 * input and the page finds the loader's answer in the cache. Small on purpose: the router
 * imports it, and the pages' code loads only with them.
 */

/** The scopes each choice of the header's selection asks the server to count. */
export const scopesOfChoice: Record<PortfolioScopeChoice, Scope[]> = {
  ONE_TWO: ['ONE', 'TWO'],
  ONE_TWO_THREE: ['ONE', 'TWO', 'THREE'],
};

/** Spec 3 section 2.1: without a choice in the address the results count every scope. */
export const defaultScopeChoice: PortfolioScopeChoice = 'ONE_TWO_THREE';

export type ResultsSnapshotKind = 'PREVIEW' | 'FINAL';

export function resultsQueryOptions(reportingUuid: string, snapshot: ResultsSnapshotKind, choice: PortfolioScopeChoice | undefined) {
  return queryOptionsFor('portfolioEmissions.get', { reportingUuid, snapshot, scopes: scopesOfChoice[choice ?? defaultScopeChoice] });
}

export function estimateQueryOptions(reportingUuid: string, snapshotUuid: string, snapshot: ResultsSnapshotKind) {
  return queryOptionsFor('lowDataReportSnapshot.get', { reportingUuid, uuid: snapshotUuid, snapshot });
}

/** The snapshot a client reads: the delivered one once the module is DELIVERED, else the preview (spec 3 section 2.1). */
export function clientSnapshotOf(status: string | undefined): ResultsSnapshotKind {
  return status === 'DELIVERED' ? 'FINAL' : 'PREVIEW';
}

/** Staff address a snapshot as `preview` or `delivered`; anything else is no page. */
export function snapshotOfSegment(segment: string): ResultsSnapshotKind | null {
  return segment === 'preview' ? 'PREVIEW' : segment === 'delivered' ? 'FINAL' : null;
}
