import type { DashboardModule } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import { latestModule, modulePath, modulesOf } from './modulePaths.ts';

const uuid = '5b0c6f1e-8d7a-4c33-9f0e-2a6b8c4d1e7f';
const open = (type: DashboardModule['type'], status: DashboardModule['status']) => modulePath({ type, uuid, status });

describe('modulePath', () => {
  it('opens each module type on its own page', () => {
    expect(open('CARBON_FOOTPRINT', 'DATA_COLLECTION')).toBe(`/carbon-footprint/${uuid}`);
    expect(open('EXTERNAL_CARBON_FOOTPRINT', 'DELIVERED')).toBe(`/external-report/${uuid}`);
    expect(open('PAI', 'DATA_COLLECTION')).toBe(`/pai/${uuid}`);
    expect(open('PROJECT_MANAGEMENT', 'ONGOING')).toBe(`/project-management/${uuid}`);
    expect(open('PORTFOLIO_DECARBONIZATION', 'ONGOING')).toBe(`/portfolio-decarbonization/${uuid}`);
    expect(open('REPORT_COMPARISON', 'DELIVERED')).toBe(`/report-comparison/${uuid}`);
  });

  it("opens PAI and portfolio decarbonization on their year's portfolio-emissions reporting when the dashboard names it", () => {
    const reportingUuid = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
    expect(modulePath({ type: 'PAI', uuid, status: 'DATA_COLLECTION', reportingUuid })).toBe(`/pai/${reportingUuid}`);
    expect(modulePath({ type: 'PORTFOLIO_DECARBONIZATION', uuid, status: 'ONGOING', reportingUuid })).toBe(`/portfolio-decarbonization/${reportingUuid}`);
  });

  it('opens every PMDR module on the single PMDR page', () => {
    expect(open('PMDR', 'DATA_COLLECTION')).toBe('/pmdr');
    expect(open('PMDR', 'DELIVERED')).toBe('/pmdr');
  });

  it('opens a plan on its actions while workshop 2 is prepared, on its projection after', () => {
    expect(open('DECARBONIZATION_PLAN', 'PREPARE_WORKSHOP_2')).toBe(`/decarbonization/${uuid}/actions`);
    expect(open('DECARBONIZATION_PLAN', 'PREPARE_WORKSHOP_3')).toBe(`/decarbonization/${uuid}/projection`);
    expect(open('DECARBONIZATION_PLAN', 'FINALISATION')).toBe(`/decarbonization/${uuid}/projection`);
    expect(open('DECARBONIZATION_PLAN', 'DELIVERED')).toBe(`/decarbonization/${uuid}/projection`);
  });

  it('opens a trajectory on its actions, on its projection once delivered', () => {
    expect(open('DECARBONIZATION_TRAJECTORY', 'ONGOING')).toBe(`/decarbonization/${uuid}/actions`);
    expect(open('DECARBONIZATION_TRAJECTORY', 'DELIVERED')).toBe(`/decarbonization/${uuid}/projection`);
  });

  it('opens portfolio emissions on their page, whatever their status', () => {
    // The page itself sends an unfinished reporting on to its data collection.
    expect(open('PORTFOLIO_EMISSIONS', 'DATA_COLLECTION')).toBe(`/portfolio-emissions/${uuid}`);
    expect(open('PORTFOLIO_EMISSIONS', 'FE_CALCULATION')).toBe(`/portfolio-emissions/${uuid}`);
    expect(open('PORTFOLIO_EMISSIONS', 'FE_COMPLETED')).toBe(`/portfolio-emissions/${uuid}`);
    expect(open('PORTFOLIO_EMISSIONS', 'DELIVERED')).toBe(`/portfolio-emissions/${uuid}`);
  });
});

describe('modulesOf', () => {
  it('puts external reports with carbon footprints, and trajectories with plans', () => {
    const footprint = { type: 'CARBON_FOOTPRINT', uuid, status: 'DELIVERED' } as const;
    const external = { type: 'EXTERNAL_CARBON_FOOTPRINT', uuid, status: 'DELIVERED' } as const;
    const plan = { type: 'DECARBONIZATION_PLAN', uuid, status: 'FINALISATION' } as const;
    const trajectory = { type: 'DECARBONIZATION_TRAJECTORY', uuid, status: 'ONGOING' } as const;
    const all = [footprint, plan, external, trajectory];

    expect(modulesOf('carbonFootprint', all)).toEqual([footprint, external]);
    expect(modulesOf('decarbonization', all)).toEqual([plan, trajectory]);
    expect(modulesOf('pai', all)).toEqual([]);
  });
});

describe('latestModule', () => {
  it('picks the latest year, whatever the order', () => {
    expect(latestModule([{ year: 2022 }, { year: 2025 }, { year: 2023 }])).toEqual({ year: 2025 });
  });

  it('ranks modules without a year last and keeps the first of equals', () => {
    const first = { year: 2024, name: 'first' };
    expect(latestModule([{ year: null, name: 'undated' }, first, { year: 2024, name: 'second' }])).toBe(first);
    expect(latestModule([{ year: null }])).toEqual({ year: null });
    expect(latestModule([])).toBeUndefined();
  });
});
