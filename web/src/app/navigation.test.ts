import type { DashboardModule } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  isActiveLink,
  isUnderPath,
  linksOf,
  navigationFor,
  placeholderEntries,
  sidebarMenu,
  type NavigationInput,
  type NavItem,
  type SidebarMenu,
} from './navigation.ts';

type Module = NavigationInput['modules'][number];

let next = 0;
function module(type: DashboardModule['type'], overrides: Partial<Module> = {}): Module {
  next += 1;
  return {
    type,
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    status: 'DELIVERED',
    year: 2024,
    ...overrides,
  };
}

const institution = (modules: Module[]): NavigationInput => ({ isFinancialInstitution: true, supplierEngagementOpen: false, modules });
const company = (modules: Module[], supplierEngagementOpen = false): NavigationInput => ({
  isFinancialInstitution: false,
  supplierEngagementOpen,
  modules,
});

/** The menu as `id → href` (null when disabled), groups flattened. */
const hrefs = (items: NavItem[]) => Object.fromEntries(linksOf(items).map((link) => [link.id, link.href]));
/** The menu's shape: ids, with each group's entries under it. */
const shape = (items: NavItem[]) => items.map((item) => (item.kind === 'group' ? { [item.id]: item.entries.map((entry) => entry.id) } : item.id));

describe('navigationFor, financial institution', () => {
  it('lays out the groups of the spec in its order', () => {
    expect(shape(navigationFor(institution([])))).toEqual([
      'home',
      { maturity: ['pmdr', 'nzif'] },
      { measure: ['portfolioEmissions', 'pai', 'carbonFootprint', 'comparisons'] },
      { reduce: ['decarbonization', 'portfolioDecarbonization'] },
      'projectManagement',
      'resources',
    ]);
  });

  it('disables every module entry without a module, and keeps home and resources open', () => {
    expect(hrefs(navigationFor(institution([])))).toEqual({
      home: '/',
      pmdr: null,
      nzif: null,
      portfolioEmissions: null,
      pai: null,
      carbonFootprint: null,
      comparisons: null,
      decarbonization: null,
      portfolioDecarbonization: null,
      projectManagement: null,
      resources: '/resources',
    });
  });

  it('links straight to the only module of each kind', () => {
    const emissions = module('PORTFOLIO_EMISSIONS', { status: 'DATA_COLLECTION' });
    const pai = module('PAI');
    const footprint = module('CARBON_FOOTPRINT');
    const comparison = module('REPORT_COMPARISON');
    const trajectory = module('DECARBONIZATION_TRAJECTORY', { status: 'ONGOING' });
    const alignment = module('PORTFOLIO_DECARBONIZATION');
    const management = module('PROJECT_MANAGEMENT', { status: 'ONGOING', year: null });
    const pmdr = module('PMDR', { status: 'DATA_COLLECTION' });

    const menu = hrefs(navigationFor(institution([emissions, pai, footprint, comparison, trajectory, alignment, management, pmdr])));

    expect(menu).toEqual({
      home: '/',
      pmdr: '/pmdr',
      nzif: null,
      portfolioEmissions: `/portfolio-emissions/${emissions.uuid}`,
      pai: `/pai/${pai.uuid}`,
      carbonFootprint: `/carbon-footprint/${footprint.uuid}`,
      comparisons: `/report-comparison/${comparison.uuid}`,
      decarbonization: `/decarbonization/${trajectory.uuid}/actions`,
      portfolioDecarbonization: `/portfolio-decarbonization/${alignment.uuid}`,
      projectManagement: `/project-management/${management.uuid}`,
      resources: '/resources',
    });
  });

  it('links to the list pages when there are several modules of a kind', () => {
    const menu = hrefs(
      navigationFor(
        institution([
          module('PORTFOLIO_EMISSIONS'),
          module('PORTFOLIO_EMISSIONS', { year: 2023 }),
          module('PAI'),
          module('PAI', { year: 2023 }),
          module('REPORT_COMPARISON'),
          module('REPORT_COMPARISON'),
          module('PROJECT_MANAGEMENT'),
          module('PROJECT_MANAGEMENT'),
          module('PMDR'),
          module('PMDR'),
        ]),
      ),
    );
    expect(menu).toMatchObject({
      portfolioEmissions: '/portfolio-emissions',
      pai: '/pai',
      comparisons: '/report-comparison',
      projectManagement: '/project-management',
      pmdr: '/pmdr',
    });
  });

  it('opens the latest portfolio decarbonization rather than a list', () => {
    const older = module('PORTFOLIO_DECARBONIZATION', { year: 2023 });
    const latest = module('PORTFOLIO_DECARBONIZATION', { year: 2025 });
    const middle = module('PORTFOLIO_DECARBONIZATION', { year: 2024 });
    expect(hrefs(navigationFor(institution([older, latest, middle]))).portfolioDecarbonization).toBe(
      `/portfolio-decarbonization/${latest.uuid}`,
    );
  });

  it('keeps NZIF disabled whatever the modules', () => {
    const everything = (['PMDR', 'PORTFOLIO_EMISSIONS', 'PAI', 'CARBON_FOOTPRINT'] as const).map((type) => module(type));
    expect(hrefs(navigationFor(institution(everything))).nzif).toBeNull();
  });

  it('counts an external report as the carbon footprint and opens it as an external report', () => {
    const external = module('EXTERNAL_CARBON_FOOTPRINT');
    expect(hrefs(navigationFor(institution([external]))).carbonFootprint).toBe(`/external-report/${external.uuid}`);
    expect(hrefs(navigationFor(institution([external, module('CARBON_FOOTPRINT')]))).carbonFootprint).toBe('/carbon-footprint');
  });

  it('never offers supplier engagement to an institution', () => {
    const menu = navigationFor({ ...institution([]), supplierEngagementOpen: true });
    expect(linksOf(menu).map((link) => link.id)).not.toContain('supplierEngagement');
  });
});

describe('navigationFor, other clients', () => {
  it('lists the entries of the spec in its order, supplier engagement only when open', () => {
    expect(shape(navigationFor(company([])))).toEqual(['home', 'carbonFootprint', 'decarbonization', 'reportComparison', 'resources']);
    expect(shape(navigationFor(company([], true)))).toEqual([
      'home',
      'carbonFootprint',
      'supplierEngagement',
      'decarbonization',
      'reportComparison',
      'resources',
    ]);
  });

  it('opens supplier engagement on the supplier list, whatever the modules', () => {
    expect(hrefs(navigationFor(company([], true))).supplierEngagement).toBe('/supplier-engagement/suppliers');
  });

  it('disables the module entries without modules', () => {
    expect(hrefs(navigationFor(company([])))).toEqual({
      home: '/',
      carbonFootprint: null,
      decarbonization: null,
      reportComparison: null,
      resources: '/resources',
    });
  });

  it('opens a single plan where its status says (actions or projection), and lists several decarbonization modules', () => {
    const planAtWorkshop2 = module('DECARBONIZATION_PLAN', { status: 'PREPARE_WORKSHOP_2' });
    const planLater = module('DECARBONIZATION_PLAN', { status: 'FINALISATION' });
    const deliveredTrajectory = module('DECARBONIZATION_TRAJECTORY', { status: 'DELIVERED' });

    expect(hrefs(navigationFor(company([planAtWorkshop2]))).decarbonization).toBe(`/decarbonization/${planAtWorkshop2.uuid}/actions`);
    expect(hrefs(navigationFor(company([planLater]))).decarbonization).toBe(`/decarbonization/${planLater.uuid}/projection`);
    expect(hrefs(navigationFor(company([deliveredTrajectory]))).decarbonization).toBe(
      `/decarbonization/${deliveredTrajectory.uuid}/projection`,
    );
    expect(hrefs(navigationFor(company([planLater, deliveredTrajectory]))).decarbonization).toBe('/decarbonization');
  });

  it('ignores portfolio modules an ordinary client would not have a menu entry for', () => {
    const menu = hrefs(navigationFor(company([module('PORTFOLIO_EMISSIONS'), module('PAI')])));
    expect(Object.keys(menu)).toEqual(['home', 'carbonFootprint', 'decarbonization', 'reportComparison', 'resources']);
  });

  it('links the report comparison entry like the others', () => {
    const one = module('REPORT_COMPARISON');
    expect(hrefs(navigationFor(company([one]))).reportComparison).toBe(`/report-comparison/${one.uuid}`);
    expect(hrefs(navigationFor(company([one, module('REPORT_COMPARISON')]))).reportComparison).toBe('/report-comparison');
  });
});

describe('navigationFor without a dashboard', () => {
  it('offers only home and resources', () => {
    expect(hrefs(navigationFor(undefined))).toEqual({ home: '/', resources: '/resources' });
  });
});

describe('sidebarMenu', () => {
  const kinds = (menu: SidebarMenu) => menu.items.map((item) => (item.kind === 'placeholder' ? 'skeleton' : item.id));

  it('keeps the shape of a menu while the dashboard loads: home, skeleton rows, resources', () => {
    const loading = sidebarMenu({ data: undefined, isError: false, errorUpdateCount: 0 });
    expect(loading.state).toBe('loading');
    expect(kinds(loading)).toEqual(['home', ...Array<string>(placeholderEntries).fill('skeleton'), 'resources']);
    // The skeletons are no links: nothing to follow, nothing marked current.
    expect(linksOf(loading.items).map((link) => link.id)).toEqual(['home', 'resources']);
  });

  it('says it failed, keeping only what needs no dashboard, when the first read fails', () => {
    const failed = sidebarMenu({ data: undefined, isError: true, errorUpdateCount: 1 });
    expect(failed.state).toBe('failed');
    expect(kinds(failed)).toEqual(['home', 'resources']);
  });

  it('stays failed, without skeleton rows, while a failed read is asked again', () => {
    // A refetch with no data puts the query back to pending: only its error count remembers.
    const retrying = sidebarMenu({ data: undefined, isError: false, errorUpdateCount: 1 });
    expect(retrying.state).toBe('failed');
    expect(kinds(retrying)).toEqual(['home', 'resources']);
  });

  it('shows the full menu from a dashboard in hand, even when a later read failed', () => {
    const input = company([module('CARBON_FOOTPRINT')], true);
    for (const isError of [false, true]) {
      const ready = sidebarMenu({ data: input, isError, errorUpdateCount: isError ? 1 : 0 });
      expect(ready.state).toBe('ready');
      expect(ready.items).toEqual(navigationFor(input));
    }
  });
});

describe('active entry', () => {
  const menu = linksOf(navigationFor(company([module('CARBON_FOOTPRINT')], true)));
  const activeAt = (pathname: string) => menu.filter((link) => isActiveLink(link, pathname)).map((link) => link.id);

  it('marks home only on the home page', () => {
    expect(activeAt('/')).toEqual(['home']);
    expect(activeAt('/resources')).toEqual(['resources']);
  });

  it('marks the carbon footprint entry on its list, its modules and external reports', () => {
    expect(activeAt('/carbon-footprint')).toEqual(['carbonFootprint']);
    expect(activeAt('/carbon-footprint/abc/survey-answers/def')).toEqual(['carbonFootprint']);
    expect(activeAt('/external-report/abc')).toEqual(['carbonFootprint']);
  });

  it('marks supplier engagement on all its pages', () => {
    expect(activeAt('/supplier-engagement/dashboard')).toEqual(['supplierEngagement']);
  });

  it('matches whole path segments only', () => {
    expect(isUnderPath('/pai', '/pai')).toBe(true);
    expect(isUnderPath('/pai/abc', '/pai')).toBe(true);
    expect(isUnderPath('/paint', '/pai')).toBe(false);
    expect(isUnderPath('/portfolio-decarbonization', '/decarbonization')).toBe(false);
    expect(isUnderPath('/anything', '/')).toBe(false);
  });
});
