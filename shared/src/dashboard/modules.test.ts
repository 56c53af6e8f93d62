import { describe, expect, it } from 'vitest';
import { moduleStatuses } from '../schemas/enums.ts';
import { actionCountsOf, dashboardActionCount, dashboardModules, dashboardScope, portfolioReportingOf, statusTones, type DashboardModuleFacts } from './modules.ts';

const asset = 'asset';
const module = (fields: Partial<DashboardModuleFacts> & Pick<DashboardModuleFacts, 'moduleName'>): DashboardModuleFacts => ({
  type: 'CARBON_FOOTPRINT',
  year: 2024,
  subentityUuid: null,
  ...fields,
});

const client = { isAdmin: false, assetUuid: asset, subentityUuid: null };
const siteUser = { ...client, subentityUuid: 'lyon' };
const investor = { isAdmin: false, assetUuid: 'fund', subentityUuid: null };
const staff = { isAdmin: true, assetUuid: null, subentityUuid: null };

describe('dashboardScope', () => {
  it("keeps a user bound to a subentity to it, and lets others pick one", () => {
    expect(dashboardScope(siteUser, asset, undefined)).toEqual({ subentityUuid: 'lyon', investorView: false });
    expect(dashboardScope(siteUser, asset, 'lyon')).toEqual({ subentityUuid: 'lyon', investorView: false });
    expect(dashboardScope(siteUser, asset, 'paris')).toBeNull();
    expect(dashboardScope(client, asset, 'paris')).toEqual({ subentityUuid: 'paris', investorView: false });
    expect(dashboardScope(staff, asset, null)).toEqual({ subentityUuid: null, investorView: false });
  });

  it('marks an institution looking at its investee as an investor view', () => {
    expect(dashboardScope(investor, asset, null)).toEqual({ subentityUuid: null, investorView: true });
  });
});

describe('dashboardModules', () => {
  const footprint2023 = module({ moduleName: 'Footprint', year: 2023 });
  const footprint2024 = module({ moduleName: 'Footprint', year: 2024 });
  const lyon = module({ moduleName: 'Lyon site', subentityUuid: 'lyon' });
  const paris = module({ moduleName: 'Paris site', subentityUuid: 'paris' });
  const external = module({ type: 'EXTERNAL_CARBON_FOOTPRINT', moduleName: 'Provider report' });
  const plan = module({ type: 'DECARBONIZATION_PLAN', moduleName: 'Plan', year: null });
  const all = [plan, paris, external, footprint2023, lyon, footprint2024];

  it('orders by type, latest year first, then name', () => {
    expect(dashboardModules(all).map((m) => `${m.type} ${m.year} ${m.moduleName}`)).toEqual([
      'CARBON_FOOTPRINT 2024 Footprint',
      'CARBON_FOOTPRINT 2024 Lyon site',
      'CARBON_FOOTPRINT 2024 Paris site',
      'CARBON_FOOTPRINT 2023 Footprint',
      'DECARBONIZATION_PLAN null Plan',
      'EXTERNAL_CARBON_FOOTPRINT 2024 Provider report',
    ]);
  });

  it("shows a subentity's modules and the asset-wide ones only", () => {
    const scope = dashboardScope(siteUser, asset, null)!;
    expect(dashboardModules(all, scope)).not.toContain(paris);
    expect(dashboardModules(all, scope)).toEqual(expect.arrayContaining([lyon, footprint2023, footprint2024, plan, external]));
  });

  it("leaves another provider's footprint out of an investor's view, not out of staff's", () => {
    expect(dashboardModules(all, dashboardScope(investor, asset, null)!)).not.toContain(external);
    expect(dashboardModules(all, dashboardScope(staff, asset, null)!)).toContain(external);
  });
});

describe('portfolioReportingOf', () => {
  const module = (uuid: string, type: 'PAI' | 'PORTFOLIO_EMISSIONS' | 'PMDR' | 'PORTFOLIO_DECARBONIZATION', year: number | null, assetUuid = 'fi') => ({ uuid, type, year, assetUuid });
  const pai = module('pai-2024', 'PAI', 2024);
  const pe2023 = module('pe-2023', 'PORTFOLIO_EMISSIONS', 2023);
  const pe2024 = module('pe-2024', 'PORTFOLIO_EMISSIONS', 2024);

  it("reads the portfolio-emissions reporting of the PAI module's asset and year", () => {
    expect(portfolioReportingOf(pai, [pe2023, pai, pe2024, module('pmdr-2024', 'PMDR', 2024)])).toBe('pe-2024');
  });

  it("reads the same for a portfolio decarbonization module, whose dashboard is the reporting's", () => {
    const pd = module('pd-2024', 'PORTFOLIO_DECARBONIZATION', 2024);
    expect(portfolioReportingOf(pd, [pe2023, pd, pe2024])).toBe('pe-2024');
    expect(portfolioReportingOf(module('pd-2023', 'PORTFOLIO_DECARBONIZATION', 2023), [pe2024])).toBeNull();
  });

  it('says none without one reporting of that asset and year, and none for another type', () => {
    expect(portfolioReportingOf(pai, [pe2023, pai])).toBeNull();
    expect(portfolioReportingOf(pai, [pai, module('pe-other', 'PORTFOLIO_EMISSIONS', 2024, 'other-asset')])).toBeNull();
    expect(portfolioReportingOf(pai, [pai, pe2024, module('pe-2024-bis', 'PORTFOLIO_EMISSIONS', 2024)])).toBeNull();
    expect(portfolioReportingOf(module('pai-none', 'PAI', null), [pe2024])).toBeNull();
    expect(portfolioReportingOf(pe2024, [pe2024])).toBeNull();
  });
});

describe('dashboardActionCount', () => {
  const trajectory = (selected: number, submitted: number, suggested: number) =>
    module({ type: 'DECARBONIZATION_TRAJECTORY', moduleName: 'Trajectory', actionCounts: { selected, submitted, suggested } });

  it('counts a plan’s actions by status, discarded ones aside', () => {
    const statuses = ['SELECTED', 'SUGGESTED', 'DISMISSED', 'SUBMITTED', 'SUGGESTED'].map((status) => ({ status }));
    expect(actionCountsOf(statuses)).toEqual({ selected: 1, submitted: 1, suggested: 2 });
    expect(actionCountsOf([])).toEqual({ selected: 0, submitted: 0, suggested: 0 });
  });

  it('counts selected actions, else submitted, else suggested', () => {
    expect(dashboardActionCount(trajectory(3, 5, 8))).toBe(3);
    expect(dashboardActionCount(trajectory(0, 5, 8))).toBe(5);
    expect(dashboardActionCount(trajectory(0, 0, 8))).toBe(8);
    expect(dashboardActionCount(trajectory(0, 0, 0))).toBe(0);
  });

  it('shows no count for other types or before anything is counted', () => {
    expect(dashboardActionCount(module({ moduleName: 'Footprint', actionCounts: { selected: 1, submitted: 0, suggested: 0 } }))).toBeNull();
    expect(dashboardActionCount(module({ type: 'DECARBONIZATION_TRAJECTORY', moduleName: 'New', actionCounts: null }))).toBeNull();
  });
});

describe('statusTones', () => {
  it('places every status in one of the three groups, the terminal ones completed', () => {
    for (const status of moduleStatuses) expect(['inProgress', 'validating', 'completed']).toContain(statusTones[status]);
    expect(statusTones.DELIVERED).toBe('completed');
    expect(statusTones.DATA_COLLECTION).toBe('inProgress');
  });
});
