import { useDashboard } from '../../../app/dashboard.ts';
import { clientSnapshotOf, type ResultsSnapshotKind } from './resultsQuery.ts';

/**
 * The snapshot the client's pages read, from the module's status on the dashboard (the delivered
 * one once DELIVERED), which the routes' loaders have read first.
 */
export function useClientSnapshot(reportingUuid: string): ResultsSnapshotKind {
  return clientSnapshotOf(useDashboard().data?.modules.find((module) => module.uuid === reportingUuid)?.status);
}
