import type { ActionStatus } from '../labels/enums.ts';
import type { ModuleStatus } from '../schemas/enums.ts';

/*
 * The rules of a decarbonization plan's workflow (spec 2 section 4, "Action status", "Deliver
 * plan", editing rules, tab gating and opening rules): which moves an action's status offers, and
 * why one is refused; who may edit what; which tabs a plan shows. Pure, so the page shows exactly
 * the moves the server accepts and the server refuses exactly what the page hides.
 *
 * Decisions the spec leaves open (docs/methodology.md, "Decarbonization plan workflow"):
 * - A quantified action is a non-qualitative one the client asked to quantify: SUBMITTED or
 *   SELECTED. The maximum counts those; an action that is one of them never counts against its
 *   own move.
 * - The buttons the spec hides once the workshop-three stage is done (said of trajectories) are
 *   hidden for both kinds: after the last workshop the client's choices are final either way.
 * - A plan without a maximum (null) has no limit.
 */

/** A plan of the DECARBONIZATION project (PLAN) or of the DECARBONIZATION_TRAJECTORY one. */
export type PlanKind = 'PLAN' | 'TRAJECTORY';

/** The buttons of an action's status (spec 2 "Action status"). */
export type ActionMove = 'SUBMIT' | 'IMPLEMENT' | 'DISCARD' | 'UNSELECT' | 'CANCEL';

/** Why a move is refused, each said by its message (`planWorkflowMessages`). */
export type MoveRefusal = 'notOffered' | 'maximumReached' | 'waitingForImpact' | 'workshopThreeDone';

/** The plan as the workflow reads it. */
export interface WorkflowPlan {
  kind: PlanKind;
  /** The workshop-three stage is done: action buttons are hidden, moves refused. */
  workshopThreeDone: boolean;
  /** The most quantified actions a trajectory takes; null for no limit. */
  maximumActionCount: number | null;
}

/** An action as the workflow reads it. */
export interface WorkflowAction {
  uuid: string;
  status: ActionStatus;
  /** QUALITATIVE actions have no quantified impact. */
  type: string | null;
  /** The consultant has shown the carbon impact to the client. */
  showCarbonImpact: boolean;
}

export const isQualitative = (action: Pick<WorkflowAction, 'type'>) => action.type === 'QUALITATIVE';

/** Where each move takes an action. */
export const moveTargets: Record<ActionMove, ActionStatus> = {
  SUBMIT: 'SUBMITTED',
  IMPLEMENT: 'SELECTED',
  DISCARD: 'DISMISSED',
  UNSELECT: 'SUGGESTED',
  CANCEL: 'SUGGESTED',
};

/** The moves each status offers, by plan kind, before the limits (spec 2 section 4). */
const offeredMoves: Record<PlanKind, Record<ActionStatus, readonly ActionMove[]>> = {
  PLAN: {
    SUGGESTED: ['DISCARD', 'IMPLEMENT'],
    SUBMITTED: ['DISCARD', 'UNSELECT'],
    SELECTED: ['DISCARD', 'UNSELECT'],
    DISMISSED: ['CANCEL', 'IMPLEMENT'],
  },
  TRAJECTORY: {
    SUGGESTED: ['SUBMIT'],
    SUBMITTED: ['DISCARD', 'IMPLEMENT'],
    SELECTED: ['DISCARD'],
    DISMISSED: ['CANCEL'],
  },
};

/** The quantified actions of a plan: non-qualitative, SUBMITTED or SELECTED. */
export function quantifiedActionCount(actions: readonly Pick<WorkflowAction, 'status' | 'type'>[]): number {
  return actions.filter((action) => !isQualitative(action) && (action.status === 'SUBMITTED' || action.status === 'SELECTED')).length;
}

/** A move as the page shows it: enabled or with the reason it is disabled, and the confirmation it asks. */
export interface MoveOption {
  move: ActionMove;
  to: ActionStatus;
  disabledBy: MoveRefusal | null;
  /** A trajectory's submit of a quantified action asks first, showing what is left of the maximum. */
  confirm: { remaining: number; maximum: number } | null;
}

/** What an action's status shows: its buttons, or the waiting indicator, or nothing once workshop three is done. */
export interface ActionMoves {
  options: MoveOption[];
  /** A trajectory's SUBMITTED action waits for the consultant to show its carbon impact. */
  waiting: boolean;
}

/**
 * The moves an action offers on its plan. `actions` are all the plan's actions (for the maximum
 * of quantified actions).
 */
export function actionMoves(plan: WorkflowPlan, action: WorkflowAction, actions: readonly WorkflowAction[]): ActionMoves {
  if (plan.workshopThreeDone) return { options: [], waiting: false };
  if (plan.kind === 'TRAJECTORY' && action.status === 'SUBMITTED' && !action.showCarbonImpact && !isQualitative(action)) return { options: [], waiting: true };
  const options = offeredMoves[plan.kind][action.status].map((move): MoveOption => {
    if (plan.kind !== 'TRAJECTORY' || move !== 'SUBMIT' || isQualitative(action)) return { move, to: moveTargets[move], disabledBy: null, confirm: null };
    const counted = quantifiedActionCount(actions.filter((other) => other.uuid !== action.uuid));
    const maximum = plan.maximumActionCount;
    if (maximum === null) return { move, to: moveTargets[move], disabledBy: null, confirm: null };
    return { move, to: moveTargets[move], disabledBy: counted >= maximum ? 'maximumReached' : null, confirm: { remaining: Math.max(0, maximum - counted), maximum } };
  });
  return { options, waiting: false };
}

/**
 * Whether a change of an action's status to `to` is accepted: null when it is, else why not.
 * The server's check of `action.updateStatus`, by the same rules as the buttons.
 */
export function statusChangeRefusal(plan: WorkflowPlan, action: WorkflowAction, actions: readonly WorkflowAction[], to: ActionStatus): MoveRefusal | null {
  if (plan.workshopThreeDone) return 'workshopThreeDone';
  const { options, waiting } = actionMoves(plan, action, actions);
  const option = options.find((candidate) => candidate.to === to);
  if (option) return option.disabledBy;
  return waiting && offeredMoves.TRAJECTORY.SUBMITTED.some((move) => moveTargets[move] === to) ? 'waitingForImpact' : 'notOffered';
}

/** Scores and financials are hidden for a trajectory's SUGGESTED and DISMISSED actions. */
export function showsScoresAndFinancials(kind: PlanKind, status: ActionStatus): boolean {
  return kind !== 'TRAJECTORY' || (status !== 'SUGGESTED' && status !== 'DISMISSED');
}

/** The plan as its delivery reads it. */
export interface DeliveryState {
  kind: PlanKind;
  quantificationDone: boolean;
  workshopThreeDone: boolean;
}

/** Why the Deliver button is disabled, or null when it is enabled (spec 2 "Deliver plan"). */
export function deliveryBlock(plan: DeliveryState): 'quantificationNotDone' | 'workshopThreeNotDone' | null {
  if (plan.kind === 'TRAJECTORY') return plan.quantificationDone ? null : 'quantificationNotDone';
  return plan.workshopThreeDone ? null : 'workshopThreeNotDone';
}

/** A plan record's type: the live plan, or a delivered snapshot. */
export type PlanRecordType = 'PLAN' | 'PLAN_SNAPSHOT';

/** Staff edit a plan's sections only on the live plan, never on a delivered snapshot. */
export const staffEditsPlan = (type: PlanRecordType) => type === 'PLAN';

/**
 * Whether staff may edit an action: on the live plan; for a trajectory, while the action is
 * SUGGESTED or SUBMITTED; otherwise while workshop two is not done.
 */
export function staffEditsAction(plan: { type: PlanRecordType; kind: PlanKind; workshopTwoDone: boolean }, action: Pick<WorkflowAction, 'status'>): boolean {
  if (plan.type !== 'PLAN') return false;
  if (plan.kind === 'TRAJECTORY') return action.status === 'SUGGESTED' || action.status === 'SUBMITTED';
  return !plan.workshopTwoDone;
}

/** Costing an action's carbon impact is relevant for a quantified action that is SUBMITTED or SELECTED. */
export function costsApply(action: Pick<WorkflowAction, 'type' | 'status'>): boolean {
  return !isQualitative(action) && (action.status === 'SUBMITTED' || action.status === 'SELECTED');
}

/** The client enters an action's implementation dates only while it is SUGGESTED. */
export const implementationDatesEditable = (action: Pick<WorkflowAction, 'status'>) => action.status === 'SUGGESTED';

/** The statuses a plan's home card shows (spec 2, opening rules). */
export const homeStatuses: Record<PlanKind, readonly ModuleStatus[]> = {
  PLAN: ['PREPARE_WORKSHOP_2', 'PREPARE_WORKSHOP_3', 'FINALISATION'],
  TRAJECTORY: ['ONGOING'],
};

export { openingPage } from './opening.ts';

/** The client's status tabs: only statuses with actions, in the spec's order, each with its count; the chosen one, or the first. */
export function statusTabs(actions: readonly Pick<WorkflowAction, 'status'>[], chosen: ActionStatus | null): { tabs: { status: ActionStatus; count: number }[]; selected: ActionStatus | null } {
  const order: readonly ActionStatus[] = ['SUGGESTED', 'SUBMITTED', 'SELECTED', 'DISMISSED'];
  const tabs = order.map((status) => ({ status, count: actions.filter((action) => action.status === status).length })).filter((tab) => tab.count > 0);
  const selected = tabs.some((tab) => tab.status === chosen) ? chosen : (tabs[0]?.status ?? null);
  return { tabs, selected };
}
