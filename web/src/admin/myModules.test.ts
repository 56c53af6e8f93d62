import type { DashboardModule } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import { modulesByClient } from './myModules.ts';

let next = 0;
function module(overrides: Partial<DashboardModule>): DashboardModule {
  next += 1;
  return {
    type: 'CARBON_FOOTPRINT',
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    status: 'DATA_COLLECTION',
    year: 2024,
    moduleName: 'Bilan carbone',
    assetName: 'Transports Vallée du Rhône',
    actionCount: null,
    contacts: [],
    ...overrides,
  };
}

const names = (groups: ReturnType<typeof modulesByClient>) => groups.map((group) => group.modules.map((item) => item.moduleName));

describe('modulesByClient', () => {
  it('is empty without modules', () => {
    expect(modulesByClient([], 'en')).toEqual([]);
  });

  it('groups modules by client, clients in alphabetical order whatever their case and accents', () => {
    const groups = modulesByClient(
      [
        module({ assetName: 'Zephyr Capital', moduleName: 'A' }),
        module({ assetName: 'étoile Foods', moduleName: 'B' }),
        module({ assetName: 'Atelier Nord', moduleName: 'C' }),
        module({ assetName: 'Zephyr Capital', moduleName: 'D' }),
      ],
      'fr',
    );
    expect(groups.map((group) => group.assetName)).toEqual(['Atelier Nord', 'étoile Foods', 'Zephyr Capital']);
    expect(groups.map((group) => group.modules.length)).toEqual([1, 1, 2]);
  });

  it('lists ongoing modules first, then the latest year, then modules without a year', () => {
    const [group] = modulesByClient(
      [
        module({ moduleName: 'Footprint 2023', year: 2023, status: 'DELIVERED' }),
        module({ moduleName: 'Management', type: 'PROJECT_MANAGEMENT', status: 'ONGOING', year: null }),
        module({ moduleName: 'Footprint 2024', year: 2024 }),
        module({ moduleName: 'Plan 2025', type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_2', year: 2025 }),
        module({ moduleName: 'Comparison 2024', type: 'REPORT_COMPARISON', status: 'DELIVERED', year: 2024 }),
      ],
      'en',
    );
    expect(group?.modules.map((item) => item.moduleName)).toEqual([
      'Plan 2025',
      'Footprint 2024',
      'Management',
      'Comparison 2024',
      'Footprint 2023',
    ]);
    expect(group?.ongoingCount).toBe(3);
  });

  it('breaks ties by module type, then name, so the order is stable', () => {
    const groups = modulesByClient(
      [
        module({ moduleName: 'Trajectory', type: 'DECARBONIZATION_TRAJECTORY', status: 'ONGOING' }),
        module({ moduleName: 'Footprint b' }),
        module({ moduleName: 'Footprint A' }),
      ],
      'en',
    );
    expect(names(groups)).toEqual([['Footprint A', 'Footprint b', 'Trajectory']]);
  });

  it('leaves the given list untouched', () => {
    const modules = [module({ year: 2022 }), module({ year: 2024 })];
    const copy = [...modules];
    modulesByClient(modules, 'en');
    expect(modules).toEqual(copy);
  });
});
