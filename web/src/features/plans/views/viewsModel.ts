import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import {
  costsByYear,
  type BaselineKgCo2e,
  type PlanFrame,
  type SbtBaseline,
  type SbtPlan,
  type ScopeFilter,
  type YearCosts,
} from '@cairn/shared/calc/plan';
import type { TargetScope } from '@cairn/shared/labels';
import { planPageGate, type PlanPage, type PlanPageBlock, type PlanPagesInput } from '@cairn/shared/plans/pages';

export { hasImplementation, planMatrixPoints } from '@cairn/shared/plans/pages';

/*
 * What the plan's projection, matrix and implementation views read from a plan as answered, for
 * the client's pages and the staff's tabs alike: which tabs a plan offers (spec 2 section 4, "Tab
 * gating", and "Plan header tabs"), and the engine's inputs (`@cairn/shared/calc/plan` computes;
 * nothing here recomputes a figure).
 */

export type PlanTab = Exclude<PlanPage, 'delivered'>;

export interface PlanTabState {
  tab: PlanTab;
  /** Why the tab is offered but cannot be opened; null when it can. */
  disabledBy: PlanPageBlock | null;
}

/** The client's page links, in order: the pages `planPageGate` offers the reader (a client reads a delivered plan as delivered, so it has no Delivered page). */
export function planTabs(plan: PlanPagesInput['plan'], actions: PlanPagesInput['actions'], isStaff: boolean): PlanTabState[] {
  const order: readonly PlanTab[] = ['actions', 'slides', 'projection', 'matrix', 'implementation'];
  return order.flatMap((tab) => {
    const { shown, disabledBy } = planPageGate(tab, { plan, actions, isStaff, delivered: false });
    return shown ? [{ tab, disabledBy }] : [];
  });
}

/** The plan's years and growth, or null while its baseline or target year is not set (nothing to project). */
export function planFrameOf(plan: Pick<PlanView, 'baselineYear' | 'targetYear' | 'annualGrowth'>): PlanFrame | null {
  if (plan.baselineYear === null || plan.targetYear === null || plan.targetYear < plan.baselineYear) return null;
  return { baselineYear: plan.baselineYear, targetYear: plan.targetYear, annualGrowth: plan.annualGrowth };
}

/** The baseline per scope; a scope not entered counts as 0. */
export function baselineOf(plan: Pick<PlanView, 'baselineValue'>): BaselineKgCo2e {
  return { scope1: plan.baselineValue.scope1 ?? 0, scope2: plan.baselineValue.scope2 ?? 0, scope3: plan.baselineValue.scope3 ?? 0 };
}

/** The SBT engine's reading of the plan and its baseline. */
export function sbtInputsOf(plan: PlanView, frame: PlanFrame): { plan: SbtPlan; baseline: SbtBaseline } {
  return {
    plan: { ...frame, keyFigures: plan.keyFigures },
    baseline: { scope1: plan.baselineValue.scope1 ?? 0, scope2: plan.baselineValue.scope2 ?? 0, scope3ByGhgCategory: plan.baselineValue.byGhgCategory },
  };
}

/** The SBT trajectory types drawn under a scope filter: all of them unfiltered, else the filter's own. */
export function trajectoryTypesOf(filter: ScopeFilter): readonly TargetScope[] {
  switch (filter) {
    case 'ALL':
      return ['SCOPE_1', 'SCOPE_1_AND_2', 'SCOPE_2', 'SCOPE_3'];
    case 'ONE':
      return ['SCOPE_1'];
    case 'TWO':
      return ['SCOPE_2'];
    case 'ONE_AND_TWO':
      return ['SCOPE_1_AND_2'];
    case 'THREE':
      return ['SCOPE_3'];
  }
}

export const scopeFilters: readonly ScopeFilter[] = ['ALL', 'ONE', 'TWO', 'ONE_AND_TWO', 'THREE'];

/** The plan's costs per year: each action's `costsByYear`, added year by year. */
export function planCostsByYear(actions: readonly Pick<ActionView, 'investments'>[], fromYear: number, toYear: number): YearCosts[] {
  const perAction = actions.map((action) => costsByYear(action.investments, fromYear, toYear));
  return costsByYear([], fromYear, toYear).map((row, index) => {
    const sum = { ...row };
    for (const rows of perAction) {
      const other = rows[index]!;
      sum.capexAmount += other.capexAmount;
      sum.opexAmount += other.opexAmount;
      sum.savingsAmount += other.savingsAmount;
      sum.netAmount += other.netAmount;
    }
    return sum;
  });
}

/** Whether the calendar and the projections in time can be drawn: some action has an implementation start date. */
export const hasImplementationDates = (actions: readonly Pick<ActionView, 'implementationStartDate'>[]) => actions.some((action) => action.implementationStartDate !== null);

/** Whether the viewer sees the calendar and the projections: staff always, the client once staff show workshop three's graphs. */
export const showsTimeCharts = (plan: Pick<PlanView, 'showWorkshopThreeGraphs'>, isStaff: boolean) => isStaff || plan.showWorkshopThreeGraphs;

/** What is typed as an indicator's value: empty is none, a number (with a point or a comma, spaces ignored) is kept, anything else is refused. */
export function parseKpiValue(text: string): number | null | 'INVALID' {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  if (compact === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return 'INVALID';
  return Number(compact);
}
