import { describe, expect, it } from 'vitest';
import type { ActionStatus } from '../labels/enums.ts';
import {
  actionMoves,
  costsApply,
  deliveryBlock,
  implementationDatesEditable,
  openingPage,
  quantifiedActionCount,
  showsScoresAndFinancials,
  staffEditsAction,
  statusChangeRefusal,
  statusTabs,
  type WorkflowAction,
  type WorkflowPlan,
} from './workflow.ts';

/*
 * Every status move of spec 2 section 4 ("Action status"), for a plan and for a trajectory, with
 * the refusals the server answers for the moves the page does not offer.
 */

const statuses: readonly ActionStatus[] = ['SUGGESTED', 'SUBMITTED', 'SELECTED', 'DISMISSED'];
const plan: WorkflowPlan = { kind: 'PLAN', workshopThreeDone: false, maximumActionCount: null };
const trajectory: WorkflowPlan = { kind: 'TRAJECTORY', workshopThreeDone: false, maximumActionCount: 3 };
let next = 0;
const action = (status: ActionStatus, fields: Partial<WorkflowAction> = {}): WorkflowAction => ({ uuid: `a${(next += 1)}`, status, type: 'QUANTITATIVE', showCarbonImpact: false, ...fields });

/** Each status's targets and the refusal of every other status, as a table to read against the spec. */
function table(onPlan: WorkflowPlan, fields: Partial<WorkflowAction> = {}) {
  return Object.fromEntries(
    statuses.map((from) => {
      const subject = action(from, fields);
      return [from, Object.fromEntries(statuses.filter((to) => to !== from).map((to) => [to, statusChangeRefusal(onPlan, subject, [subject], to) ?? 'ok']))];
    }),
  );
}

describe('the status moves of a plan', () => {
  it('offers Discard and Implement from suggested, Discard and Unselect from submitted or selected, Cancel and Implement from discarded', () => {
    expect(table(plan)).toEqual({
      SUGGESTED: { SUBMITTED: 'notOffered', SELECTED: 'ok', DISMISSED: 'ok' },
      SUBMITTED: { SUGGESTED: 'ok', SELECTED: 'notOffered', DISMISSED: 'ok' },
      SELECTED: { SUGGESTED: 'ok', SUBMITTED: 'notOffered', DISMISSED: 'ok' },
      DISMISSED: { SUGGESTED: 'ok', SUBMITTED: 'notOffered', SELECTED: 'ok' },
    });
    expect(actionMoves(plan, action('SUGGESTED'), []).options.map((option) => option.move)).toEqual(['DISCARD', 'IMPLEMENT']);
    expect(actionMoves(plan, action('DISMISSED'), []).options.map((option) => option.move)).toEqual(['CANCEL', 'IMPLEMENT']);
    expect(actionMoves(plan, action('SELECTED'), []).options.map((option) => option.move)).toEqual(['DISCARD', 'UNSELECT']);
  });

  it('hides every button and refuses every move once workshop three is done', () => {
    const done = { ...plan, workshopThreeDone: true };
    expect(actionMoves(done, action('SUGGESTED'), [])).toEqual({ options: [], waiting: false });
    for (const row of Object.values(table(done))) expect(Object.values(row)).toEqual(['workshopThreeDone', 'workshopThreeDone', 'workshopThreeDone']);
  });
});

describe('the status moves of a trajectory', () => {
  it('submits from suggested, implements or discards a submitted action once its impact is shown, discards a selected one and cancels a discarded one', () => {
    expect(table(trajectory, { showCarbonImpact: true })).toEqual({
      SUGGESTED: { SUBMITTED: 'ok', SELECTED: 'notOffered', DISMISSED: 'notOffered' },
      SUBMITTED: { SUGGESTED: 'notOffered', SELECTED: 'ok', DISMISSED: 'ok' },
      SELECTED: { SUGGESTED: 'notOffered', SUBMITTED: 'notOffered', DISMISSED: 'ok' },
      DISMISSED: { SUGGESTED: 'ok', SUBMITTED: 'notOffered', SELECTED: 'notOffered' },
    });
  });

  it('keeps a submitted action waiting until its carbon impact is shown, unless it is qualitative', () => {
    const waiting = action('SUBMITTED');
    expect(actionMoves(trajectory, waiting, [waiting])).toEqual({ options: [], waiting: true });
    expect(statusChangeRefusal(trajectory, waiting, [waiting], 'SELECTED')).toBe('waitingForImpact');
    expect(statusChangeRefusal(trajectory, waiting, [waiting], 'DISMISSED')).toBe('waitingForImpact');
    expect(statusChangeRefusal(trajectory, waiting, [waiting], 'SUGGESTED')).toBe('notOffered');
    const qualitative = action('SUBMITTED', { type: 'QUALITATIVE' });
    expect(actionMoves(trajectory, qualitative, [qualitative]).options.map((option) => option.move)).toEqual(['DISCARD', 'IMPLEMENT']);
  });

  it('asks to confirm a submit with what is left of the maximum, and disables it once the maximum of quantified actions is reached', () => {
    // Maximum 3. Quantified: two SUBMITTED or SELECTED non-qualitative actions; a qualitative
    // selected one and a suggested one do not count.
    const others = [action('SUBMITTED'), action('SELECTED', { showCarbonImpact: true }), action('SELECTED', { type: 'QUALITATIVE' }), action('SUGGESTED')];
    expect(quantifiedActionCount(others)).toBe(2);
    const candidate = action('SUGGESTED');
    expect(actionMoves(trajectory, candidate, [...others, candidate]).options).toEqual([{ move: 'SUBMIT', to: 'SUBMITTED', disabledBy: null, confirm: { remaining: 1, maximum: 3 } }]);
    // A third quantified action reaches the maximum: the next submit is disabled, and refused.
    const third = action('SUBMITTED');
    const all = [...others, third, candidate];
    expect(actionMoves(trajectory, candidate, all).options[0]).toMatchObject({ disabledBy: 'maximumReached', confirm: { remaining: 0, maximum: 3 } });
    expect(statusChangeRefusal(trajectory, candidate, all, 'SUBMITTED')).toBe('maximumReached');
    // A qualitative action is submitted at once, with no dialog and whatever the count.
    const qualitative = action('SUGGESTED', { type: 'QUALITATIVE' });
    expect(actionMoves(trajectory, qualitative, [...all, qualitative]).options).toEqual([{ move: 'SUBMIT', to: 'SUBMITTED', disabledBy: null, confirm: null }]);
    // No maximum: no limit and no dialog.
    expect(actionMoves({ ...trajectory, maximumActionCount: null }, candidate, all).options[0]).toMatchObject({ disabledBy: null, confirm: null });
  });

  it('hides scores and financials of suggested and discarded actions, for trajectories only', () => {
    expect(statuses.map((status) => showsScoresAndFinancials('TRAJECTORY', status))).toEqual([false, true, true, false]);
    expect(statuses.map((status) => showsScoresAndFinancials('PLAN', status))).toEqual([true, true, true, true]);
  });
});

describe('delivery and editing', () => {
  it('delivers a trajectory once quantification is done, a plan once workshop three is done', () => {
    expect(deliveryBlock({ kind: 'TRAJECTORY', quantificationDone: false, workshopThreeDone: true })).toBe('quantificationNotDone');
    expect(deliveryBlock({ kind: 'TRAJECTORY', quantificationDone: true, workshopThreeDone: false })).toBeNull();
    expect(deliveryBlock({ kind: 'PLAN', quantificationDone: true, workshopThreeDone: false })).toBe('workshopThreeNotDone');
    expect(deliveryBlock({ kind: 'PLAN', quantificationDone: false, workshopThreeDone: true })).toBeNull();
  });

  it('lets staff edit actions of the live plan only: a trajectory’s while suggested or submitted, a plan’s until workshop two is done', () => {
    const live = { type: 'PLAN' as const, kind: 'TRAJECTORY' as const, workshopTwoDone: true };
    expect(statuses.map((status) => staffEditsAction(live, { status }))).toEqual([true, true, false, false]);
    expect(staffEditsAction({ type: 'PLAN', kind: 'PLAN', workshopTwoDone: false }, { status: 'SELECTED' })).toBe(true);
    expect(staffEditsAction({ type: 'PLAN', kind: 'PLAN', workshopTwoDone: true }, { status: 'SUGGESTED' })).toBe(false);
    expect(staffEditsAction({ type: 'PLAN_SNAPSHOT', kind: 'PLAN', workshopTwoDone: false }, { status: 'SUGGESTED' })).toBe(false);
  });

  it('costs quantified submitted or selected actions, and takes implementation dates while suggested', () => {
    expect(statuses.map((status) => costsApply({ type: null, status }))).toEqual([false, true, true, false]);
    expect(costsApply({ type: 'QUALITATIVE', status: 'SELECTED' })).toBe(false);
    expect(statuses.map((status) => implementationDatesEditable({ status }))).toEqual([true, false, false, false]);
  });
});

describe('pages', () => {
  it('opens a plan on its actions while preparing workshop two, a trajectory on its projection once delivered', () => {
    expect(openingPage('PLAN', 'PREPARE_WORKSHOP_2')).toBe('actions');
    expect(openingPage('PLAN', 'PREPARE_WORKSHOP_3')).toBe('projection');
    expect(openingPage('PLAN', 'DELIVERED')).toBe('projection');
    expect(openingPage('TRAJECTORY', 'ONGOING')).toBe('actions');
    expect(openingPage('TRAJECTORY', 'DELIVERED')).toBe('projection');
  });

  it('shows only the status tabs that have actions, with their counts, and falls back to the first', () => {
    const actions = [action('SELECTED'), action('DISMISSED'), action('SELECTED')];
    expect(statusTabs(actions, 'SUGGESTED')).toEqual({
      tabs: [
        { status: 'SELECTED', count: 2 },
        { status: 'DISMISSED', count: 1 },
      ],
      selected: 'SELECTED',
    });
    expect(statusTabs(actions, 'DISMISSED').selected).toBe('DISMISSED');
    expect(statusTabs([], null)).toEqual({ tabs: [], selected: null });
  });
});
