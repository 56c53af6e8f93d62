import type { DashboardModule } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import { ongoingModules, shownActionCount } from './ongoingModules.ts';

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

describe('ongoingModules', () => {
  it('leaves out delivered modules and keeps the order of the others', () => {
    const footprint2023 = module({ year: 2023, status: 'DELIVERED' });
    const footprint2024 = module({ year: 2024 });
    const plan = module({ type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_3', year: 2025 });
    const management = module({ type: 'PROJECT_MANAGEMENT', status: 'ONGOING', year: null });

    expect(ongoingModules([footprint2024, footprint2023, plan, management])).toEqual([footprint2024, plan, management]);
  });
});

describe('shownActionCount', () => {
  it('shows the action count of trajectories only', () => {
    expect(shownActionCount(module({ type: 'DECARBONIZATION_TRAJECTORY', status: 'ONGOING', actionCount: 7 }))).toBe(7);
    expect(shownActionCount(module({ type: 'DECARBONIZATION_PLAN', actionCount: 7 }))).toBeNull();
  });
});
