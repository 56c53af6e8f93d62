import { describe, expect, it } from 'vitest';
import { planPlaceOf, planTabs, type PlanTabId, type PlanTabsInput } from './planTabs.ts';

const emptyScore = { value: null, reliability: null, comments: '' };
const scores = (feasibility: number | null, cost: 'LOW' | 'MEDIUM' | 'HIGH' | null) => ({
  cost: { ...emptyScore, value: cost },
  feasibility: { ...emptyScore, value: feasibility },
  opportunity: emptyScore,
  risk: emptyScore,
  carbonImpact: emptyScore,
});
const action = (overrides: Partial<PlanTabsInput['actions'][number]> = {}): PlanTabsInput['actions'][number] => ({
  uuid: crypto.randomUUID(),
  scores: scores(null, null),
  carbonImpact: null,
  implementationSteps: [],
  followUpKPIs: [],
  ...overrides,
});
const all = () => true;
const ids = (input: PlanTabsInput, registered: (tab: PlanTabId) => boolean = all) => planTabs(input, registered).map((tab) => [tab.id, tab.disabledBy]);
const plan = { isTrajectory: false, showImplementationTab: false };

describe('the staff plan tabs', () => {
  it('show Slides for a plan, disabled without actions, and Delivered disabled until a snapshot exists', () => {
    expect(ids({ plan, actions: [], snapshot: null })).toEqual([
      ['edit', null],
      ['actions', null],
      ['slides', 'noActions'],
      ['projection', null],
      ['delivered', 'notDelivered'],
    ]);
    expect(ids({ plan, actions: [action()], snapshot: { deliveredAt: '2026-01-01T00:00:00.000Z' } })).toContainEqual(['slides', null]);
    expect(ids({ plan, actions: [action()], snapshot: { deliveredAt: '2026-01-01T00:00:00.000Z' } })).toContainEqual(['delivered', null]);
  });

  it('show Matrix for a trajectory only, enabled once an action has feasibility, cost and an impact below -1,000 kgCO2e', () => {
    const trajectory = { ...plan, isTrajectory: true };
    const tabs = ids({ plan: trajectory, actions: [action({ scores: scores(7, 'LOW'), carbonImpact: -1000 })], snapshot: null });
    expect(tabs.map(([id]) => id)).not.toContain('slides');
    // -1,000 kgCO2e is not below the threshold.
    expect(tabs).toContainEqual(['matrix', 'nothingPlottable']);
    expect(ids({ plan: trajectory, actions: [action({ scores: scores(7, 'LOW'), carbonImpact: -1500 })], snapshot: null })).toContainEqual(['matrix', null]);
    expect(ids({ plan: trajectory, actions: [action({ scores: scores(null, 'LOW'), carbonImpact: -1500 })], snapshot: null })).toContainEqual(['matrix', 'nothingPlottable']);
  });

  it('show Implementation only when enabled and some action has steps or follow-up indicators', () => {
    const enabled = { ...plan, showImplementationTab: true };
    expect(ids({ plan: enabled, actions: [action()], snapshot: null }).map(([id]) => id)).not.toContain('implementation');
    const step = { uuid: crypto.randomUUID(), name: 'Order', done: false, deadline: null };
    expect(ids({ plan: enabled, actions: [action({ implementationSteps: [step] })], snapshot: null })).toContainEqual(['implementation', null]);
    const kpi = { uuid: crypto.randomUUID(), name: 'kWh', value: null, targetValue: 10, unit: '' };
    expect(ids({ plan: enabled, actions: [action({ followUpKPIs: [kpi] })], snapshot: null })).toContainEqual(['implementation', null]);
    expect(ids({ plan, actions: [action({ implementationSteps: [step] })], snapshot: null }).map(([id]) => id)).not.toContain('implementation');
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
