import { describe, expect, it } from 'vitest';
import { modulePath } from '../../app/modulePaths.ts';
import { comingSoonModuleOf } from './comingSoon.ts';

const uuid = '00000000-0000-4000-8000-000000000001';

describe('comingSoonModuleOf', () => {
  it('names the module of every page a module opens on that is not built yet', () => {
    const opened = (type: Parameters<typeof modulePath>[0]['type'], status = 'DELIVERED') =>
      comingSoonModuleOf(modulePath({ type, uuid, status, reportUuid: null } as Parameters<typeof modulePath>[0]))?.id;
    expect(opened('DECARBONIZATION_PLAN', 'PREPARE_WORKSHOP_2')).toBe('decarbonization');
    expect(opened('DECARBONIZATION_TRAJECTORY')).toBe('decarbonization');
    expect(opened('PORTFOLIO_EMISSIONS', 'DATA_COLLECTION')).toBe('portfolioEmissions');
    expect(opened('PORTFOLIO_EMISSIONS')).toBe('portfolioEmissions');
    expect(opened('PMDR')).toBeUndefined();
  });

  it('leaves alone the pages that exist: list pages, footprints, reports, comparisons, PAI, project management, PMDR, supplier engagement', () => {
    for (const path of ['/supplier-engagement', '/supplier-engagement/suppliers', `/supplier-engagement/suppliers/${uuid}`, '/supplier-engagement/dashboard']) {
      expect(comingSoonModuleOf(path), path).toBeUndefined();
    }
    for (const path of ['/pmdr', '/pmdr/data-collection', '/pmdr/data-collection/create', `/pmdr/data-collection/${uuid}`]) {
      expect(comingSoonModuleOf(path), path).toBeUndefined();
    }
    expect(comingSoonModuleOf(`/pai/${uuid}`)).toBeUndefined();
    expect(comingSoonModuleOf(`/project-management/${uuid}`)).toBeUndefined();
    expect(comingSoonModuleOf(`/portfolio-decarbonization/${uuid}`)).toBeUndefined();
    for (const path of ['/', '/decarbonization', '/portfolio-emissions', '/pai', '/carbon-footprint', `/carbon-footprint/${uuid}`, `/report-comparison/${uuid}`, `/questionnaire/${uuid}`, '/resources']) {
      expect(comingSoonModuleOf(path), path).toBeUndefined();
    }
  });

  it('does not take a longer word for the module (/pairs is not /pai)', () => {
    expect(comingSoonModuleOf('/pairs')).toBeUndefined();
    expect(comingSoonModuleOf(`/decarbonization-old/${uuid}/actions`)).toBeUndefined();
    expect(comingSoonModuleOf(`/decarbonization/${uuid}/actions/`)?.id).toBe('decarbonization');
  });
});
