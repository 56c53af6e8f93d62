import { ActionView } from '@cairn/shared/contract/plans';
import { describe, expect, it } from 'vitest';
import { planPlaceOf, planTabs, type PlanTabId, type PlanTabsInput } from './planTabs.ts';

const planUuid = '6f1c2a52-7c0e-4c36-9d7a-8a1f0b2c3d4e';
const assetUuid = '0b7e4c1a-3d2f-4e5a-8b6c-7d8e9f0a1b2c';
const action = () => ActionView.parse({ uuid: crypto.randomUUID(), planUuid, assetUuid, displayId: 1, name: 'LED lighting', version: 1 });
const all = () => true;
const ids = (input: PlanTabsInput, registered: (tab: PlanTabId) => boolean = all) => planTabs(input, registered).map((tab) => [tab.id, tab.disabledBy]);
const plan = { isTrajectory: false, showImplementationTab: false };

describe('the staff plan tabs', () => {
  it('put Edit first, then the pages staff are offered in the bar’s order (the gates are tested in shared/src/plans/pages.test.ts)', () => {
    expect(ids({ plan, actions: [], snapshot: null })).toEqual([
      ['edit', null],
      ['actions', null],
      ['slides', 'noAction'],
      ['projection', null],
      ['delivered', 'notDelivered'],
    ]);
    expect(ids({ plan, actions: [action()], snapshot: { deliveredAt: '2026-01-01T00:00:00.000Z' } })).toContainEqual(['slides', null]);
    expect(ids({ plan, actions: [action()], snapshot: { deliveredAt: '2026-01-01T00:00:00.000Z' } })).toContainEqual(['delivered', null]);
  });

  it('leave out the tabs whose view is not part of the app yet', () => {
    const registered = (tab: PlanTabId) => tab !== 'slides' && tab !== 'projection';
    expect(ids({ plan, actions: [action()], snapshot: null }, registered).map(([id]) => id)).toEqual(['edit', 'actions', 'delivered']);
  });

  it('open the place the rest of the address names, an action page under Actions', () => {
    const uuid = '5b0c2f7e-8a4d-4c1b-9f3e-2d6a7b8c9d0e';
    expect(planPlaceOf('edit')).toEqual({ tab: 'edit', actionUuid: null });
    expect(planPlaceOf('delivered/')).toEqual({ tab: 'delivered', actionUuid: null });
    expect(planPlaceOf(`actions/${uuid}`)).toEqual({ tab: 'actions', actionUuid: uuid });
    expect(planPlaceOf('slides/preview')).toEqual({ tab: 'slides', actionUuid: null });
    expect(planPlaceOf('')).toBeNull();
    expect(planPlaceOf('slides')).toBeNull();
    expect(planPlaceOf(`edit/${uuid}`)).toBeNull();
  });
});
