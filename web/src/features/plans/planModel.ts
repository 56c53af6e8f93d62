import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import type { WorkflowAction, WorkflowPlan } from '@cairn/shared/plans/workflow';

/*
 * What the client's decarbonization pages compute from a plan as read: the workflow's view of it
 * (the moves themselves are `actionMoves`, never decided here), an action's shown impact, and the
 * changes the team and vote controls send.
 */

export function workflowPlanOf(plan: Pick<PlanView, 'isTrajectory' | 'workshopThreeDone' | 'maximumActionCount'>): WorkflowPlan {
  return { kind: plan.isTrajectory ? 'TRAJECTORY' : 'PLAN', workshopThreeDone: plan.workshopThreeDone, maximumActionCount: plan.maximumActionCount };
}

export function workflowActionOf(action: Pick<ActionView, 'uuid' | 'status' | 'type' | 'showCarbonImpact'>): WorkflowAction {
  return { uuid: action.uuid, status: action.status, type: action.type, showCarbonImpact: action.showCarbonImpact };
}

/** The carbon impact the client may see, in tCO2e a year (negative is a reduction); null while the consultant has not shown it. */
export function shownImpactTonnes(action: Pick<ActionView, 'showCarbonImpact' | 'carbonImpact'>): number | null {
  return action.showCarbonImpact && action.carbonImpact !== null ? action.carbonImpact / 1000 : null;
}

/** The change `action.editVotes` sends when a member's vote is toggled. */
export function voteToggle(action: Pick<ActionView, 'votes'>, memberUuid: string): { newVotersUuid: string[]; removedVotersUuid: string[] } {
  return action.votes.some((vote) => vote.uuid === memberUuid) ? { newVotersUuid: [], removedVotersUuid: [memberUuid] } : { newVotersUuid: [memberUuid], removedVotersUuid: [] };
}

/** A row of the team dialog: a member as stored (with its uuid) or a new one, possibly marked for deletion. */
export interface TeamRow {
  key: string;
  uuid: string | null;
  name: string;
  initials: string;
  deleted: boolean;
}

export type MemberEdit =
  | { action: 'CREATE'; name: string; initials: string }
  | { action: 'UPDATE'; uuid: string; name: string; initials: string }
  | { action: 'DELETE'; uuid: string };

/**
 * The edits `decarbonizationPlan.editMembers` sends for the dialog's rows: new rows are created
 * (unless deleted before saving), changed rows renamed, rows marked deleted deleted; unchanged
 * rows send nothing.
 */
export function teamEdits(members: readonly PlanView['teamMembers'][number][], rows: readonly TeamRow[]): MemberEdit[] {
  const edits: MemberEdit[] = [];
  for (const row of rows) {
    const name = row.name.trim();
    const initials = row.initials.trim();
    if (row.uuid === null) {
      if (!row.deleted) edits.push({ action: 'CREATE', name, initials });
      continue;
    }
    if (row.deleted) {
      edits.push({ action: 'DELETE', uuid: row.uuid });
      continue;
    }
    const stored = members.find((member) => member.uuid === row.uuid);
    if (!stored || stored.name !== name || stored.initials !== initials) edits.push({ action: 'UPDATE', uuid: row.uuid, name, initials });
  }
  return edits;
}

/** Whether a row kept in the team lacks its name or initials. */
export const incompleteRow = (row: TeamRow) => !row.deleted && (row.name.trim() === '' || row.initials.trim() === '');
