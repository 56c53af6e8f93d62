import { fieldIssue, type FieldIssue } from '../errors.ts';
import { say } from '../errorMessages.ts';
import type { ProjectStatus } from '../labels/enums.ts';
import { setStepDone, sortTodos, stepsByType, type ProjectStep, type StaffProjectType } from './lifecycle.ts';

/*
 * The changes staff make to a project, as pure functions over what is stored: the server applies
 * them to the item it read, the dialog to what it shows. Each answers the new value or every
 * problem, each on its field.
 */

export interface StepState {
  step: ProjectStep;
  date: string | null;
  done: boolean;
}

/** A new project's steps: those of its type, in order, none planned or done. */
export function initialSteps(type: StaffProjectType): StepState[] {
  return stepsByType[type].map((step) => ({ step, date: null, done: false }));
}

export type Changed<T> = { ok: true; value: T } | { ok: false; problems: FieldIssue[] };

/** A step ticked, unticked or planned. */
export interface StepEdit {
  step: ProjectStep;
  done?: boolean | undefined;
  date?: string | null | undefined;
}

/**
 * Applies step edits in order: a date plans the step; a tick or untick goes through the
 * lifecycle's locks and moves the status (./lifecycle.ts, `setStepDone`). The notes are those
 * after the same card's other changes, so writing the onboarding notes and ticking the call in
 * one save works. Any refused edit refuses them all.
 */
export function applyStepEdits(
  type: StaffProjectType,
  current: { status: ProjectStatus; steps: readonly StepState[] },
  edits: readonly StepEdit[],
  notes: { onboardingNotes: string | null; deliveryNotes: string | null },
): Changed<{ status: ProjectStatus; steps: StepState[] }> {
  const problems: FieldIssue[] = [];
  let status = current.status;
  const steps = new Map(current.steps.map((state) => [state.step, { ...state }]));
  edits.forEach((edit, index) => {
    const state = steps.get(edit.step);
    if (!state || !stepsByType[type].includes(edit.step)) {
      problems.push(fieldIssue(['steps', index, 'step'], say('server.project.unknownStep')));
      return;
    }
    if (edit.date !== undefined) state.date = edit.date;
    if (edit.done === undefined) return;
    const done = new Set([...steps.values()].filter((s) => s.done).map((s) => s.step));
    const change = setStepDone(type, { status, done }, edit.step, edit.done, notes);
    if (!change.ok) {
      for (const message of change.problems) problems.push({ path: ['steps', index, 'done'], message });
      return;
    }
    status = change.progress.status;
    state.done = change.progress.done.has(edit.step);
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { status, steps: stepsByType[type].map((step) => steps.get(step) ?? { step, date: null, done: false }) } };
}

export interface Todo {
  uuid: string;
  name: string;
  date: string | null;
  done: boolean;
}

export type TodoEdit =
  | { action: 'CREATE'; name: string; date: string | null; done: boolean }
  | { action: 'UPDATE'; uuid: string; name: string; date: string | null; done: boolean }
  | { action: 'DELETE'; uuid: string };

/**
 * Applies to-do edits one by one (so two people's edits to different to-dos both land) and
 * answers them sorted by date, undated last. Editing a to-do someone deleted is refused;
 * deleting one already gone is done already.
 */
export function applyTodoEdits(todos: readonly Todo[], edits: readonly TodoEdit[], newUuid: () => string): Changed<Todo[]> {
  const list = todos.map((todo) => ({ ...todo }));
  const problems: FieldIssue[] = [];
  edits.forEach((edit, index) => {
    if (edit.action === 'CREATE') {
      list.push({ uuid: newUuid(), name: edit.name, date: edit.date, done: edit.done });
      return;
    }
    const at = list.findIndex((todo) => todo.uuid === edit.uuid);
    if (edit.action === 'DELETE') {
      if (at >= 0) list.splice(at, 1);
      return;
    }
    if (at < 0) {
      problems.push(fieldIssue(['todos', index, 'uuid'], say('server.project.unknownTodo')));
      return;
    }
    list[at] = { uuid: edit.uuid, name: edit.name, date: edit.date, done: edit.done };
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: sortTodos(list) };
}

export interface DealLink {
  dealUuid: string;
  customAmount: number | null;
}

export type DealEdit = { action: 'CREATE' | 'UPDATE'; hubspotDealUuid: string; customAmount: number | null } | { action: 'DELETE'; hubspotDealUuid: string };

/**
 * Applies deal edits: a deal is linked once (linking it again sets its amount); a custom amount
 * equal to the deal's own is stored as none, so the project follows the deal (spec 2 section 5).
 * `dealAmount` answers a deal's amount, or undefined for an unknown deal.
 */
export function applyDealEdits(links: readonly DealLink[], edits: readonly DealEdit[], dealAmount: (dealUuid: string) => number | undefined): Changed<DealLink[]> {
  const list = links.map((link) => ({ ...link }));
  const problems: FieldIssue[] = [];
  edits.forEach((edit, index) => {
    const at = list.findIndex((link) => link.dealUuid === edit.hubspotDealUuid);
    if (edit.action === 'DELETE') {
      if (at >= 0) list.splice(at, 1);
      return;
    }
    const amount = dealAmount(edit.hubspotDealUuid);
    if (amount === undefined) {
      problems.push(fieldIssue(['hubspotDeals', index, 'hubspotDealUuid'], say('server.notFound.deal')));
      return;
    }
    const link = { dealUuid: edit.hubspotDealUuid, customAmount: edit.customAmount === amount ? null : edit.customAmount };
    if (at >= 0) list[at] = link;
    else list.push(link);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: list };
}

export interface FirComment {
  uuid: string;
  comment: string;
  createdAt: string;
}

export type FirCommentEdit =
  | { action: 'CreateNewComment'; comment: string }
  | { action: 'EditComment'; uuid: string; comment: string }
  | { action: 'DeleteComment'; uuid: string };

/** Adds, edits or deletes a portfolio comment (spec 2 section 7 `project.commentForFir`); a comment is never blank (the schema says so). */
export function applyFirComment(comments: readonly FirComment[], edit: FirCommentEdit, newUuid: () => string, at: string): Changed<FirComment[]> {
  if (edit.action === 'CreateNewComment') return { ok: true, value: [...comments, { uuid: newUuid(), comment: edit.comment, createdAt: at }] };
  const index = comments.findIndex((comment) => comment.uuid === edit.uuid);
  if (index < 0) {
    if (edit.action === 'DeleteComment') return { ok: true, value: [...comments] };
    return { ok: false, problems: [fieldIssue(['uuid'], say('server.project.unknownComment'))] };
  }
  if (edit.action === 'DeleteComment') return { ok: true, value: comments.filter((_, position) => position !== index) };
  return { ok: true, value: comments.map((comment, position) => (position === index ? { ...comment, comment: edit.comment } : comment)) };
}
