import { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { describe, expect, it } from 'vitest';
import { baselineOf, hasImplementationDates, parseKpiValue, planCostsByYear, planFrameOf, planMatrixPoints, planTabs, showsTimeCharts, trajectoryTypesOf } from './viewsModel.ts';

const planUuid = '6f1c2a52-7c0e-4c36-9d7a-8a1f0b2c3d4e';
const assetUuid = '0b7e4c1a-3d2f-4e5a-8b6c-7d8e9f0a1b2c';
let next = 0;
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function action(fields: Record<string, unknown> = {}): ActionView {
  next += 1;
  return ActionView.parse({ uuid: uuidOf(next), planUuid, assetUuid, displayId: next, name: `Action ${String(next)}`, version: 1, ...fields });
}

function plan(fields: Record<string, unknown> = {}): PlanView {
  return PlanView.parse({ uuid: planUuid, assetUuid, type: 'PLAN', isTrajectory: false, version: 1, ...fields });
}

const plottable = {
  status: 'SUBMITTED',
  carbonImpact: -5_000,
  showCarbonImpact: true,
  scores: { feasibility: { value: 7 }, cost: { value: 'LOW' } },
};

describe('planTabs', () => {
  it('offers Projection to the client only once an action is SELECTED, to staff always', () => {
    const suggested = [action()];
    expect(planTabs(plan(), suggested, false)).toEqual([
      { tab: 'actions', disabledBy: null },
      { tab: 'slides', disabledBy: null },
      { tab: 'projection', disabledBy: 'noSelectedAction' },
    ]);
    expect(planTabs(plan(), suggested, true)[2]).toEqual({ tab: 'projection', disabledBy: null });
    expect(planTabs(plan(), [action({ status: 'SELECTED' })], false)[2]).toEqual({ tab: 'projection', disabledBy: null });
  });

  it('offers the slides only for a plan, disabled while it has no action', () => {
    expect(planTabs(plan(), [], false)[1]).toEqual({ tab: 'slides', disabledBy: 'noAction' });
    expect(planTabs(plan({ isTrajectory: true }), [action()], true).map((tab) => tab.tab)).not.toContain('slides');
  });

  it('offers the matrix only for a trajectory, disabled while nothing is plottable', () => {
    expect(planTabs(plan(), [action(plottable)], false).map((tab) => tab.tab)).not.toContain('matrix');
    expect(planTabs(plan({ isTrajectory: true }), [action()], false)[2]).toEqual({ tab: 'matrix', disabledBy: 'nothingPlottable' });
    expect(planTabs(plan({ isTrajectory: true }), [action(plottable)], false)[2]).toEqual({ tab: 'matrix', disabledBy: null });
  });

  it('hides an impact the consultant has not shown from the client’s matrix, not from staff', () => {
    const hidden = [action({ ...plottable, showCarbonImpact: false })];
    expect(planMatrixPoints(hidden, false)).toEqual([]);
    expect(planMatrixPoints(hidden, true)).toHaveLength(1);
    // 5,000 kgCO2e avoided is 5 t, below √50,000 ≈ 223.6 t; feasibility 7 of 10 is feasible: a fill-in.
    expect(planMatrixPoints(hidden, true)[0]).toMatchObject({ avoidedTCo2e: 5, quadrant: 'FILL_INS', cost: 'LOW', feasibility: 7 });
  });

  it('offers Implementation once enabled and some action has steps or indicators', () => {
    const withStep = action({ implementationSteps: [{ uuid: uuidOf(900), name: 'Order the lamps' }] });
    const withKpi = action({ followUpKPIs: [{ uuid: uuidOf(901), name: 'Lamps replaced' }] });
    const tabsOf = (p: PlanView, actions: ActionView[]) => planTabs(p, actions, false).map((tab) => tab.tab);
    expect(tabsOf(plan({ showImplementationTab: false }), [withStep])).not.toContain('implementation');
    expect(tabsOf(plan({ showImplementationTab: true }), [action()])).not.toContain('implementation');
    expect(tabsOf(plan({ showImplementationTab: true }), [withStep])).toContain('implementation');
    expect(tabsOf(plan({ showImplementationTab: true }), [withKpi])).toContain('implementation');
  });
});

describe('the projection’s inputs', () => {
  it('needs both years, the target not before the baseline', () => {
    expect(planFrameOf(plan())).toBeNull();
    expect(planFrameOf(plan({ baselineYear: 2024, targetYear: 2023 }))).toBeNull();
    expect(planFrameOf(plan({ baselineYear: 2024, targetYear: 2030, annualGrowth: 2 }))).toEqual({ baselineYear: 2024, targetYear: 2030, annualGrowth: 2 });
  });

  it('counts a scope not entered as 0', () => {
    expect(baselineOf(plan({ baselineValue: { scope1: 1_000, scope3: 5_000 } }))).toEqual({ scope1: 1_000, scope2: 0, scope3: 5_000 });
  });

  it('draws the filter’s own SBT trajectories, all of them unfiltered', () => {
    expect(trajectoryTypesOf('ONE_AND_TWO')).toEqual(['SCOPE_1_AND_2']);
    expect(trajectoryTypesOf('ALL')).toHaveLength(4);
  });

  it('adds the actions’ costs year by year', () => {
    // CAPEX 30,000 over 2025-2027 is 10,000 a year; OPEX 2,000 a year from 2026; savings 5,000 a year from 2027.
    const a = action({ investments: [{ uiId: 'a', type: 'CAPEX', startYear: 2025, endYear: 2027, yearlyAmount: 30_000 }] });
    const b = action({
      investments: [
        { uiId: 'b', type: 'OPEX', startYear: 2026, yearlyAmount: 2_000 },
        { uiId: 'c', type: 'SAVINGS', startYear: 2027, yearlyAmount: 5_000 },
      ],
    });
    expect(planCostsByYear([a, b], 2025, 2028)).toEqual([
      { year: 2025, capexAmount: 10_000, opexAmount: 0, savingsAmount: 0, netAmount: 10_000 },
      { year: 2026, capexAmount: 10_000, opexAmount: 2_000, savingsAmount: 0, netAmount: 12_000 },
      { year: 2027, capexAmount: 10_000, opexAmount: 2_000, savingsAmount: 5_000, netAmount: 7_000 },
      { year: 2028, capexAmount: 0, opexAmount: 2_000, savingsAmount: 5_000, netAmount: -3_000 },
    ]);
  });

  it('shows the calendar and projections to staff always, to the client once enabled', () => {
    expect(showsTimeCharts(plan(), true)).toBe(true);
    expect(showsTimeCharts(plan(), false)).toBe(false);
    expect(showsTimeCharts(plan({ showWorkshopThreeGraphs: true }), false)).toBe(true);
    expect(hasImplementationDates([action()])).toBe(false);
    expect(hasImplementationDates([action({ implementationStartDate: '2026-07-01' })])).toBe(true);
  });
});

describe('parseKpiValue', () => {
  it('keeps numbers typed with a point, a comma or spaces; empty is none; anything else is refused', () => {
    expect(parseKpiValue('42')).toBe(42);
    expect(parseKpiValue(' 1 250,5 ')).toBe(1250.5);
    expect(parseKpiValue('-3.25')).toBe(-3.25);
    expect(parseKpiValue('')).toBeNull();
    expect(parseKpiValue('   ')).toBeNull();
    expect(parseKpiValue('12a')).toBe('INVALID');
    expect(parseKpiValue('1.2.3')).toBe('INVALID');
  });
});
