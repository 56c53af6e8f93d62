import { openingPage } from '@cairn/shared/plans/opening';
import type { PlanKind } from '@cairn/shared/plans/workflow';
import type { DashboardModule, ModuleStatus, ModuleType } from '@cairn/shared/schemas';

/** The part of a dashboard module that decides where it opens. */
export type ModuleRef = Pick<DashboardModule, 'type' | 'uuid' | 'status' | 'reportUuid' | 'reportingUuid'>;

/**
 * Where a module opens (spec 1 section 2 and "Module opening rules"). Plans start on their
 * actions while the second workshop is being prepared, and on the projection after it; a
 * trajectory shows its projection once delivered; portfolio emissions open on their page, which
 * shows the result once the emissions are computed and the data collection before.
 */
export function modulePath(module: ModuleRef): string {
  const { uuid, status } = module;
  switch (module.type) {
    case 'CARBON_FOOTPRINT':
      return `/carbon-footprint/${uuid}`;
    case 'EXTERNAL_CARBON_FOOTPRINT':
      return `/external-report/${uuid}`;
    case 'DECARBONIZATION_PLAN':
    case 'DECARBONIZATION_TRAJECTORY':
      return planPath(uuid, module.type === 'DECARBONIZATION_PLAN' ? 'PLAN' : 'TRAJECTORY', status);
    case 'PORTFOLIO_EMISSIONS':
      // Its page sends it on to the data collection until the results are there (`opensOnResults`).
      return `/portfolio-emissions/${uuid}`;
    case 'PMDR':
      // The institution has one maturity review page, whatever the module.
      return '/pmdr';
    case 'PROJECT_MANAGEMENT':
      return `/project-management/${uuid}`;
    case 'PORTFOLIO_DECARBONIZATION':
      // Its dashboard is the portfolio-emissions reporting's of its year (`reportingUuid`), as PAI's.
      return `/portfolio-decarbonization/${module.reportingUuid ?? uuid}`;
    case 'PAI':
      // Its pages read the portfolio-emissions reporting of its year (`reportingUuid`).
      return `/pai/${module.reportingUuid ?? uuid}`;
    case 'REPORT_COMPARISON':
      // A comparison opens on the report it compares with its base year.
      return `/report-comparison/${module.reportUuid ?? uuid}`;
  }
}

/** Where a plan opens: its actions or its projection, as `openingPage` says. */
function planPath(uuid: string, kind: PlanKind, status: ModuleStatus): string {
  return `/decarbonization/${uuid}/${openingPage(kind, status)}`;
}

export interface ModuleFamily {
  /** The page listing the family's modules. */
  listPath: string;
  types: readonly ModuleType[];
  /** Whether the list page exists (PMDR has a single page of its own instead). */
  hasListPage: boolean;
}

/** Module types grouped as the menu and the list pages group them. */
export const moduleFamilies = {
  carbonFootprint: { listPath: '/carbon-footprint', types: ['CARBON_FOOTPRINT', 'EXTERNAL_CARBON_FOOTPRINT'], hasListPage: true },
  decarbonization: { listPath: '/decarbonization', types: ['DECARBONIZATION_PLAN', 'DECARBONIZATION_TRAJECTORY'], hasListPage: true },
  reportComparison: { listPath: '/report-comparison', types: ['REPORT_COMPARISON'], hasListPage: true },
  portfolioEmissions: { listPath: '/portfolio-emissions', types: ['PORTFOLIO_EMISSIONS'], hasListPage: true },
  portfolioDecarbonization: { listPath: '/portfolio-decarbonization', types: ['PORTFOLIO_DECARBONIZATION'], hasListPage: true },
  pai: { listPath: '/pai', types: ['PAI'], hasListPage: true },
  projectManagement: { listPath: '/project-management', types: ['PROJECT_MANAGEMENT'], hasListPage: true },
  pmdr: { listPath: '/pmdr', types: ['PMDR'], hasListPage: false },
} as const satisfies Record<string, ModuleFamily>;

export type ModuleFamilyName = keyof typeof moduleFamilies;

/** The families that have a list page. */
export type ListedFamilyName = {
  [K in ModuleFamilyName]: (typeof moduleFamilies)[K]['hasListPage'] extends true ? K : never;
}[ModuleFamilyName];

/** The family's modules, in the order given. */
export function modulesOf<M extends ModuleRef>(family: ModuleFamilyName, modules: readonly M[]): M[] {
  const types: readonly ModuleType[] = moduleFamilies[family].types;
  return modules.filter((module) => types.includes(module.type));
}

/**
 * The latest module by year (modules without a year count as oldest); the first one listed
 * wins a tie, so the server's order decides between equals.
 */
export function latestModule<M extends Pick<DashboardModule, 'year'>>(modules: readonly M[]): M | undefined {
  return modules.reduce<M | undefined>(
    (latest, module) => (latest === undefined || (module.year ?? -Infinity) > (latest.year ?? -Infinity) ? module : latest),
    undefined,
  );
}
