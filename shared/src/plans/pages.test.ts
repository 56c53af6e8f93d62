import { describe, expect, it } from 'vitest';
import { planPageGate, type PlanPage, type PlanPagesInput } from './pages.ts';

const emptyScore = { value: null, reliability: null, comments: '' };
const scores = (feasibility: number | null, cost: 'LOW' | 'MEDIUM' | 'HIGH' | null) => ({
  cost: { ...emptyScore, value: cost },
  feasibility: { ...emptyScore, value: feasibility },
  opportunity: emptyScore,
  risk: emptyScore,
  carbonImpact: emptyScore,
});
type GateAction = PlanPagesInput['actions'][number];
const action = (overrides: Partial<GateAction> = {}): GateAction => ({
  uuid: crypto.randomUUID(),
  status: 'SUGGESTED',
  showCarbonImpact: false,
  scores: scores(null, null),
  carbonImpact: null,
  implementationSteps: [],
  followUpKPIs: [],
  ...overrides,
});
const plan = { isTrajectory: false, showImplementationTab: false };
const trajectory = { ...plan, isTrajectory: true };
const gate = (page: PlanPage, input: Partial<PlanPagesInput>) => planPageGate(page, { plan, actions: [], isStaff: true, delivered: false, ...input });
const step = { uuid: crypto.randomUUID(), name: 'Order', done: false, deadline: null };
const kpi = { uuid: crypto.randomUUID(), name: 'kWh', value: null, targetValue: 10, unit: '' };

describe('the gates of a plan’s pages (spec 2 "Tab gating", "Plan header tabs (staff)")', () => {
  it('offer Actions always', () => {
    expect(gate('actions', { plan: trajectory, isStaff: false })).toEqual({ shown: true, disabledBy: null });
  });

  it('offer Slides for a plan only, disabled while it has no action', () => {
    expect(gate('slides', {})).toEqual({ shown: true, disabledBy: 'noAction' });
    expect(gate('slides', { actions: [action()] })).toEqual({ shown: true, disabledBy: null });
    expect(gate('slides', { plan: trajectory, actions: [action()] }).shown).toBe(false);
  });

  it('offer Projection always; the client needs a SELECTED action, staff do not', () => {
    expect(gate('projection', { actions: [action()], isStaff: false })).toEqual({ shown: true, disabledBy: 'noSelectedAction' });
    expect(gate('projection', { actions: [action({ status: 'SELECTED' })], isStaff: false })).toEqual({ shown: true, disabledBy: null });
    expect(gate('projection', { actions: [], isStaff: true })).toEqual({ shown: true, disabledBy: null });
  });

  it('offer Matrix for a trajectory only, once an action has feasibility, cost and an impact below -1,000 kgCO2e the reader may see', () => {
    expect(gate('matrix', { actions: [action({ scores: scores(7, 'LOW'), carbonImpact: -1500 })] }).shown).toBe(false);
    // -1,000 kgCO2e is not below the threshold.
    expect(gate('matrix', { plan: trajectory, actions: [action({ scores: scores(7, 'LOW'), carbonImpact: -1000 })] })).toEqual({ shown: true, disabledBy: 'nothingPlottable' });
    expect(gate('matrix', { plan: trajectory, actions: [action({ scores: scores(7, 'LOW'), carbonImpact: -1500 })] })).toEqual({ shown: true, disabledBy: null });
    expect(gate('matrix', { plan: trajectory, actions: [action({ scores: scores(null, 'LOW'), carbonImpact: -1500 })] }).disabledBy).toBe('nothingPlottable');
    // An impact the consultant has not shown is not the client's to plot.
    const hidden = action({ scores: scores(7, 'LOW'), carbonImpact: -1500, showCarbonImpact: false });
    expect(gate('matrix', { plan: trajectory, actions: [hidden], isStaff: false }).disabledBy).toBe('nothingPlottable');
    expect(gate('matrix', { plan: trajectory, actions: [{ ...hidden, showCarbonImpact: true }], isStaff: false }).disabledBy).toBeNull();
  });

  it('offer Delivered disabled until a snapshot exists', () => {
    expect(gate('delivered', {})).toEqual({ shown: true, disabledBy: 'notDelivered' });
    expect(gate('delivered', { delivered: true })).toEqual({ shown: true, disabledBy: null });
  });

  it('offer Implementation only once enabled and some action has steps or follow-up indicators', () => {
    const enabled = { ...plan, showImplementationTab: true };
    expect(gate('implementation', { plan: enabled, actions: [action()] }).shown).toBe(false);
    expect(gate('implementation', { plan: enabled, actions: [action({ implementationSteps: [step] })] })).toEqual({ shown: true, disabledBy: null });
    expect(gate('implementation', { plan: enabled, actions: [action({ followUpKPIs: [kpi] })] }).shown).toBe(true);
    expect(gate('implementation', { actions: [action({ implementationSteps: [step] })] }).shown).toBe(false);
  });
});
