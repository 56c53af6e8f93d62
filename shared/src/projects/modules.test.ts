import { describe, expect, it } from 'vitest';
import { moduleStatusesByType } from '../schemas/enums.ts';
import { staffProjectTypes } from './lifecycle.ts';
import { moduleFieldsOf, moduleOfProject, moduleYear } from './modules.ts';

describe('the module a project creates', () => {
  it('starts each module at its type’s first status', () => {
    for (const type of staffProjectTypes) {
      const start = moduleOfProject[type];
      if (start) expect(start.status).toBe(moduleStatusesByType[start.type][0]);
    }
  });

  it('gives both footprints a footprint, reviews an external footprint, and a generic project none', () => {
    expect(moduleOfProject.CARBON_FOOTPRINT_BASIC?.type).toBe('CARBON_FOOTPRINT');
    expect(moduleOfProject.AUDIT?.type).toBe('EXTERNAL_CARBON_FOOTPRINT');
    expect(moduleOfProject.LIGHT_REVIEW?.type).toBe('EXTERNAL_CARBON_FOOTPRINT');
    expect(moduleOfProject.FINANCIAL_INSTITUTION_REPORTING?.type).toBe('PORTFOLIO_EMISSIONS');
    expect(moduleOfProject.GENERIC).toBeNull();
  });
});

describe('the year a module is filed under', () => {
  it('is the end year of a footprint’s period', () => {
    expect(moduleYear({ type: 'CARBON_FOOTPRINT', year: null, endDate: '2025-06-30' }, 2026)).toBe(2025);
    expect(moduleYear({ type: 'CARBON_FOOTPRINT_BASIC', year: 2020, endDate: '2024-12-31' }, 2026)).toBe(2024);
  });

  it('is the named year of other kinds, else the year of creation', () => {
    expect(moduleYear({ type: 'AUDIT', year: 2023, endDate: null }, 2026)).toBe(2023);
    expect(moduleYear({ type: 'DECARBONIZATION', year: null, endDate: null }, 2026)).toBe(2026);
  });
});

describe('what the client sees of a project on its module', () => {
  it('is its name (empty for none), its year rule, and its team in order', () => {
    const project = { type: 'CARBON_FOOTPRINT' as const, year: null, endDate: '2025-06-30', moduleName: null, hideYear: false, assignedTo: ['b', 'a'] };
    expect(moduleFieldsOf(project, 2026)).toEqual({ moduleName: '', hideYear: false, year: 2025, consultantUuids: ['b', 'a'] });
    expect(moduleFieldsOf({ ...project, type: 'GENERIC', endDate: null, moduleName: 'Board day', hideYear: true }, 2026)).toEqual({
      moduleName: 'Board day',
      hideYear: true,
      year: 2026,
      consultantUuids: ['b', 'a'],
    });
  });
});
