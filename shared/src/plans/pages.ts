import { matrixPoints, type MatrixInput, type MatrixPoint } from '../calc/plan/index.ts';
import type { Action, Plan } from './model.ts';

/*
 * Which of a plan's pages a reader is offered, and which of those cannot be opened yet (spec 2
 * section 4, "Tab gating", and "Decarbonization client pages", "Plan header tabs (staff)"). One
 * rule for the client's page links and the staff's tab bar; each caller adds its own pages
 * (staff's Edit) and words.
 */

export type PlanPage = 'actions' | 'slides' | 'matrix' | 'projection' | 'delivered' | 'implementation';

/** Why an offered page cannot be opened yet. */
export type PlanPageBlock = 'noAction' | 'noSelectedAction' | 'nothingPlottable' | 'notDelivered';

export interface PlanPageGate {
  /** Whether the plan has this page at all. */
  shown: boolean;
  disabledBy: PlanPageBlock | null;
}

export interface PlanPagesInput {
  plan: Pick<Plan, 'isTrajectory' | 'showImplementationTab'>;
  actions: readonly Pick<Action, 'uuid' | 'status' | 'scores' | 'carbonImpact' | 'showCarbonImpact' | 'implementationSteps' | 'followUpKPIs'>[];
  /** Staff see every impact and the projection before any action is selected. */
  isStaff: boolean;
  /** Whether a delivered snapshot exists. */
  delivered: boolean;
}

/** The matrix's reading of an action: its carbon impact only where the reader may see it (staff always, the client once shown). */
export function matrixInputOf(action: Pick<Action, 'uuid' | 'scores' | 'carbonImpact' | 'showCarbonImpact'>, isStaff: boolean): MatrixInput {
  return {
    uuid: action.uuid,
    feasibility: action.scores.feasibility.value,
    cost: action.scores.cost.value,
    carbonImpact: isStaff || action.showCarbonImpact ? action.carbonImpact : null,
  };
}

/** The actions the matrix plots for this reader, with their quadrant; the others are left out (`isPlottable`). */
export function planMatrixPoints(actions: PlanPagesInput['actions'], isStaff: boolean): MatrixPoint[] {
  return matrixPoints(actions.map((action) => matrixInputOf(action, isStaff)));
}

/** Whether an action has something to follow on the implementation page: steps or follow-up indicators. */
export const hasImplementation = (action: Pick<Action, 'implementationSteps' | 'followUpKPIs'>) => action.implementationSteps.length > 0 || action.followUpKPIs.length > 0;

/**
 * A page's gate:
 * - Actions, always;
 * - Slides, only for a plan (not a trajectory), disabled while it has no action;
 * - Matrix, only for a trajectory, disabled while no action can be plotted for the reader;
 * - Projection, always offered; on the client's side it needs a SELECTED action;
 * - Delivered, disabled until a snapshot exists;
 * - Implementation, only once staff enabled it and some action has steps or follow-up indicators.
 */
export function planPageGate(page: PlanPage, { plan, actions, isStaff, delivered }: PlanPagesInput): PlanPageGate {
  switch (page) {
    case 'actions':
      return { shown: true, disabledBy: null };
    case 'slides':
      return { shown: !plan.isTrajectory, disabledBy: actions.length === 0 ? 'noAction' : null };
    case 'matrix':
      return { shown: plan.isTrajectory, disabledBy: planMatrixPoints(actions, isStaff).length === 0 ? 'nothingPlottable' : null };
    case 'projection':
      return { shown: true, disabledBy: !isStaff && !actions.some((action) => action.status === 'SELECTED') ? 'noSelectedAction' : null };
    case 'delivered':
      return { shown: true, disabledBy: delivered ? null : 'notDelivered' };
    case 'implementation':
      return { shown: plan.showImplementationTab && actions.some(hasImplementation), disabledBy: null };
  }
}
