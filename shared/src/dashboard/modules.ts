import type { ModuleStatus, ModuleType } from '../schemas/enums.ts';

/*
 * The home dashboard's module rules (spec 1 "Home"), pure: which of an asset's modules a
 * viewer sees, in which order, the action count a trajectory shows, and how far along each
 * status is. `dashboard.get` loads the modules and the people, and calls these.
 */

/** Who looks at a dashboard, as the session says. */
export interface DashboardViewer {
  readonly isAdmin: boolean;
  /** The viewer's own asset; null for staff. */
  readonly assetUuid: string | null;
  /** The subentity a client user is bound to; null when bound to the whole asset. */
  readonly subentityUuid: string | null;
}

/** What the dashboard of one asset shows to one viewer. */
export interface DashboardScope {
  /** Only this subentity's modules and the asset-wide ones; null for every module. */
  readonly subentityUuid: string | null;
  /**
   * A financial institution looking at an investee: a footprint made by another provider is the
   * investee's own document (externalReport.get.client refuses it), so it is not offered.
   */
  readonly investorView: boolean;
}

/**
 * The scope of `assetUuid`'s dashboard for `viewer`, or null when the viewer may not ask for
 * that subentity: a user bound to a subentity of the asset sees only it; anyone else may pick
 * one (`requestedSubentityUuid`). Whether the viewer may read the asset at all is tenancy's rule.
 */
export function dashboardScope(viewer: DashboardViewer, assetUuid: string, requestedSubentityUuid: string | null | undefined): DashboardScope | null {
  const ownAsset = viewer.assetUuid === assetUuid;
  const requested = requestedSubentityUuid ?? null;
  if (ownAsset && viewer.subentityUuid && requested && requested !== viewer.subentityUuid) return null;
  return {
    subentityUuid: (ownAsset ? viewer.subentityUuid : null) ?? requested,
    investorView: !ownAsset && !viewer.isAdmin,
  };
}

/** What the rules read of a module. */
export interface DashboardModuleFacts {
  readonly type: ModuleType;
  readonly year: number | null;
  readonly moduleName: string;
  readonly subentityUuid: string | null;
  readonly actionCounts?: { readonly selected: number; readonly submitted: number; readonly suggested: number } | null | undefined;
}

/** Whether a module appears on a dashboard of that scope. */
export function isShownOnDashboard(module: DashboardModuleFacts, scope: DashboardScope): boolean {
  const inSubentity = !scope.subentityUuid || module.subentityUuid === null || module.subentityUuid === scope.subentityUuid;
  return inSubentity && !(scope.investorView && module.type === 'EXTERNAL_CARBON_FOOTPRINT');
}

/** The dashboard's order: by type, then latest year first (no year last), then by name. */
export function compareDashboardModules(a: DashboardModuleFacts, b: DashboardModuleFacts): number {
  return a.type.localeCompare(b.type) || (b.year ?? 0) - (a.year ?? 0) || a.moduleName.localeCompare(b.moduleName);
}

/** The modules a scope shows, in the dashboard's order; without a scope (staff's own dashboard), all of them. */
export function dashboardModules<M extends DashboardModuleFacts>(modules: readonly M[], scope: DashboardScope | null = null): M[] {
  return modules.filter((module) => scope === null || isShownOnDashboard(module, scope)).sort(compareDashboardModules);
}

/**
 * The portfolio-emissions reporting a PAI or PORTFOLIO_DECARBONIZATION module reads (spec 1
 * routes: `/pai/{financialInstitutionReportingUuid}`; spec 3 sections 2.2 and 7: both pages read
 * the reporting's delivered results, `clientPortfolioDecarbonization.get` takes the reporting's
 * uuid): the PORTFOLIO_EMISSIONS module of the same asset and year among `modules`, or null when
 * there is none (or several: the module then cannot say which).
 */
export function portfolioReportingOf<M extends { readonly uuid: string; readonly type: ModuleType; readonly year: number | null; readonly assetUuid: string }>(
  module: M,
  modules: readonly M[],
): string | null {
  if ((module.type !== 'PAI' && module.type !== 'PORTFOLIO_DECARBONIZATION') || module.year === null) return null;
  const reportings = modules.filter((other) => other.type === 'PORTFOLIO_EMISSIONS' && other.assetUuid === module.assetUuid && other.year === module.year);
  return reportings.length === 1 ? reportings[0]!.uuid : null;
}

/** A trajectory's actions counted by the statuses its home card reads. */
export function actionCountsOf(actions: readonly { readonly status: string }[]): { selected: number; submitted: number; suggested: number } {
  const count = (status: string) => actions.filter((action) => action.status === status).length;
  return { selected: count('SELECTED'), submitted: count('SUBMITTED'), suggested: count('SUGGESTED') };
}

/**
 * The action count a decarbonization trajectory shows: its selected actions, else submitted,
 * else suggested (spec 1 "Home"); null for any other type or when nothing is counted yet.
 */
export function dashboardActionCount(module: DashboardModuleFacts): number | null {
  if (module.type !== 'DECARBONIZATION_TRAJECTORY' || !module.actionCounts) return null;
  const { selected, submitted, suggested } = module.actionCounts;
  return selected || submitted || suggested;
}

/**
 * How far along a module is, for its status badge. The spec groups carbon footprint statuses as
 * in progress, validating and completed; the other types' statuses are placed in the same groups.
 */
export type StatusTone = 'inProgress' | 'validating' | 'completed';

export const statusTones: Readonly<Record<ModuleStatus, StatusTone>> = {
  DATA_COLLECTION: 'inProgress',
  ONGOING: 'inProgress',
  PREPARE_WORKSHOP_2: 'inProgress',
  PREPARE_WORKSHOP_3: 'inProgress',
  DATA_CONSISTENCY_CHECK: 'validating',
  FCF_CALCULATION: 'validating',
  FE_CALCULATION: 'validating',
  FINALISATION: 'validating',
  FCF_COMPLETED: 'completed',
  FE_COMPLETED: 'completed',
  DELIVERED: 'completed',
};
