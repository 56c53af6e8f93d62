import type { Dashboard, DashboardModule } from '@cairn/shared/schemas';
import type { PlainKey } from '../i18n/translate.ts';
import { latestModule, modulePath, modulesOf, moduleFamilies, type ModuleFamilyName } from './modulePaths.ts';

export type NavIconName =
  | 'home'
  | 'pmdr'
  | 'nzif'
  | 'portfolioEmissions'
  | 'pai'
  | 'carbonFootprint'
  | 'comparison'
  | 'decarbonization'
  | 'portfolioDecarbonization'
  | 'projectManagement'
  | 'supplierEngagement'
  | 'resources';

export interface NavLink {
  kind: 'link';
  id: string;
  label: PlainKey;
  icon: NavIconName;
  /** Where the entry leads, or null when it is disabled (no module of its kind). */
  href: string | null;
  /** Paths under which the entry is the current one ('/' only matches itself). */
  activePaths: readonly string[];
}

export interface NavGroup {
  kind: 'group';
  id: string;
  label: PlainKey;
  entries: NavLink[];
}

/** A slot of the menu still waiting for the dashboard: drawn as a skeleton row of an entry's height. */
export interface NavPlaceholder {
  kind: 'placeholder';
  id: string;
}

export type NavItem = NavLink | NavGroup | NavPlaceholder;

/** What the menu depends on: the dashboard of the asset in view. */
export type NavigationInput = Pick<Dashboard, 'isFinancialInstitution' | 'supplierEngagementOpen'> & {
  modules: readonly Pick<DashboardModule, 'type' | 'uuid' | 'status' | 'year'>[];
};

/**
 * Where a family's entry leads (spec 1 "Navigation"): nowhere without a module; straight to the
 * module when there is one; to the list when there are several, except portfolio
 * decarbonization, which opens its latest year.
 */
export function familyHref(family: ModuleFamilyName, modules: NavigationInput['modules']): string | null {
  const matching = modulesOf(family, modules);
  const [only] = matching;
  if (!only) return null;
  if (matching.length === 1) return modulePath(only);
  if (family === 'portfolioDecarbonization') return modulePath(latestModule(matching) ?? only);
  return moduleFamilies[family].listPath;
}

const home: NavLink = { kind: 'link', id: 'home', label: 'shell.nav.home', icon: 'home', href: '/', activePaths: ['/'] };
const resources: NavLink = {
  kind: 'link',
  id: 'resources',
  label: 'shell.nav.resources',
  icon: 'resources',
  href: '/resources',
  activePaths: ['/resources'],
};

function familyLink(
  id: string,
  label: PlainKey,
  icon: NavIconName,
  family: ModuleFamilyName,
  modules: NavigationInput['modules'],
  extraPaths: readonly string[] = [],
): NavLink {
  return { kind: 'link', id, label, icon, href: familyHref(family, modules), activePaths: [moduleFamilies[family].listPath, ...extraPaths] };
}

/** The carbon footprint entry also covers external reports, which open under their own path. */
const carbonFootprint = (modules: NavigationInput['modules']) =>
  familyLink('carbonFootprint', 'shell.nav.carbonFootprint', 'carbonFootprint', 'carbonFootprint', modules, ['/external-report']);
const decarbonization = (modules: NavigationInput['modules']) =>
  familyLink('decarbonization', 'shell.nav.decarbonization', 'decarbonization', 'decarbonization', modules);

function financialInstitutionMenu(modules: NavigationInput['modules']): NavItem[] {
  return [
    home,
    {
      kind: 'group',
      id: 'maturity',
      label: 'shell.nav.maturity',
      entries: [
        familyLink('pmdr', 'shell.nav.pmdr', 'pmdr', 'pmdr', modules),
        // The NZIF assessment is announced but not offered yet: always shown, never open.
        { kind: 'link', id: 'nzif', label: 'shell.nav.nzif', icon: 'nzif', href: null, activePaths: [] },
      ],
    },
    {
      kind: 'group',
      id: 'measure',
      label: 'shell.nav.measure',
      entries: [
        familyLink('portfolioEmissions', 'shell.nav.portfolioEmissions', 'portfolioEmissions', 'portfolioEmissions', modules),
        familyLink('pai', 'shell.nav.pai', 'pai', 'pai', modules),
        carbonFootprint(modules),
        familyLink('comparisons', 'shell.nav.comparisons', 'comparison', 'reportComparison', modules),
      ],
    },
    {
      kind: 'group',
      id: 'reduce',
      label: 'shell.nav.reduce',
      entries: [
        decarbonization(modules),
        familyLink(
          'portfolioDecarbonization',
          'shell.nav.portfolioDecarbonization',
          'portfolioDecarbonization',
          'portfolioDecarbonization',
          modules,
        ),
      ],
    },
    familyLink('projectManagement', 'shell.nav.projectManagement', 'projectManagement', 'projectManagement', modules),
    resources,
  ];
}

function clientMenu(input: NavigationInput): NavItem[] {
  const supplierEngagement: NavLink = {
    kind: 'link',
    id: 'supplierEngagement',
    label: 'shell.nav.supplierEngagement',
    icon: 'supplierEngagement',
    href: '/supplier-engagement/suppliers',
    activePaths: ['/supplier-engagement'],
  };
  return [
    home,
    carbonFootprint(input.modules),
    ...(input.supplierEngagementOpen ? [supplierEngagement] : []),
    decarbonization(input.modules),
    familyLink('reportComparison', 'shell.nav.reportComparison', 'comparison', 'reportComparison', input.modules),
    resources,
  ];
}

/**
 * The client menu of spec 1 "Navigation" for the dashboard in view. Without a dashboard only
 * the entries that need none are offered (see `sidebarMenu` for what the sidebar shows then).
 */
export function navigationFor(input: NavigationInput | undefined): NavItem[] {
  if (!input) return [home, resources];
  return input.isFinancialInstitution ? financialInstitutionMenu(input.modules) : clientMenu(input);
}

/** Skeleton rows between Home and Resources while the dashboard loads: an ordinary client's module entries. */
export const placeholderEntries = 4;

export type SidebarMenuState = 'ready' | 'loading' | 'failed';

export interface SidebarMenu {
  state: SidebarMenuState;
  items: NavItem[];
}

/**
 * What the sidebar shows for the dashboard query. A dashboard in hand (even while it is being
 * fetched again, or after a refetch failed) gives the full menu. Before the first answer the
 * menu keeps its shape, Home, skeleton rows where the module entries go, Resources, so it
 * does not shrink then grow. Without any dashboard after a failure, Home and Resources stay
 * usable and the sidebar says the rest could not be loaded, with a retry. A read that failed
 * once stays 'failed' while it is asked again (the query itself turns back to pending then),
 * so a retry shows on its button rather than as skeleton rows flickering under the message.
 */
export function sidebarMenu(dashboard: { data: NavigationInput | undefined; isError: boolean; errorUpdateCount: number }): SidebarMenu {
  if (dashboard.data) return { state: 'ready', items: navigationFor(dashboard.data) };
  if (dashboard.isError || dashboard.errorUpdateCount > 0) return { state: 'failed', items: [home, resources] };
  const placeholders = Array.from({ length: placeholderEntries }, (_, index): NavPlaceholder => ({ kind: 'placeholder', id: `placeholder-${index}` }));
  return { state: 'loading', items: [home, ...placeholders, resources] };
}

/** Whether `pathname` lies at or under `path`, segment by segment ('/' only matches itself). */
export function isUnderPath(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function isActiveLink(link: NavLink, pathname: string): boolean {
  return link.activePaths.some((path) => isUnderPath(pathname, path));
}

/** Every link of the menu, groups flattened, in menu order. */
export function linksOf(items: readonly NavItem[]): NavLink[] {
  return items.flatMap((item) => (item.kind === 'group' ? item.entries : item.kind === 'link' ? [item] : []));
}
