import { describe, expect, it } from 'vitest';
import { fieldIssue } from '../errors.ts';
import { englishOf, say } from '../errorMessages.ts';
import { applyDealEdits, applyFirComment, applyStepEdits, applyTodoEdits, initialSteps, type StepState } from './changes.ts';

const noNotes = { onboardingNotes: null, deliveryNotes: null };
const done = (steps: StepState[]) => steps.filter((step) => step.done).map((step) => step.step);

describe('a new project’s steps', () => {
  it('are its type’s, in order, none done', () => {
    expect(initialSteps('DECARBONIZATION_TRAJECTORY')).toEqual([
      { step: 'trainingMeeting', date: null, done: false },
      { step: 'actionsQuantification', date: null, done: false },
      { step: 'delivery', date: null, done: false },
    ]);
  });
});

describe('editing steps', () => {
  const footprint = { status: 'ONBOARDING_CALL_FIXED' as const, steps: initialSteps('CARBON_FOOTPRINT') };

  it('ticks the onboarding call once its notes are written in the same save, and moves the status', () => {
    const refused = applyStepEdits('CARBON_FOOTPRINT', footprint, [{ step: 'onboardingCall', done: true }], noNotes);
    expect(refused).toEqual({ ok: false, problems: [{ path: ['steps', 0, 'done'], message: englishOf('server.project.onboardingNotesRequired') }] });
    const ticked = applyStepEdits('CARBON_FOOTPRINT', footprint, [{ step: 'onboardingCall', done: true, date: '2026-03-02T09:30' }], {
      onboardingNotes: 'Scope agreed',
      deliveryNotes: null,
    });
    expect(ticked.ok && ticked.value.status).toBe('PREPARE_DATA_COLLECTION');
    expect(ticked.ok && ticked.value.steps[1]).toEqual({ step: 'onboardingCall', date: '2026-03-02T09:30', done: true });
  });

  it('applies edits in order: the review done lets the report be sent in the same save', () => {
    const result = applyStepEdits('CARBON_FOOTPRINT', { ...footprint, status: 'PREPARE_REPORT' }, [
      { step: 'reviewReport', done: true },
      { step: 'sendReport', done: true },
    ], noNotes);
    expect(result.ok && done(result.value.steps)).toEqual(['reviewReport', 'sendReport']);
    // Neither step moves the status (spec 2: only the listed steps do).
    expect(result.ok && result.value.status).toBe('PREPARE_REPORT');
  });

  it('unticks back one status, FINISHED skipped', () => {
    const steps = initialSteps('LIGHT_REVIEW').map((step) => ({ ...step, done: step.step === 'reviewCompleted' }));
    const result = applyStepEdits('LIGHT_REVIEW', { status: 'TO_REVIEW', steps }, [{ step: 'reviewCompleted', done: false }], noNotes);
    expect(result.ok && result.value.status).toBe('SEND_REPORT');
  });

  it('refuses a step of another kind of project, and changes nothing then', () => {
    const result = applyStepEdits('GENERIC', { status: 'ONGOING', steps: initialSteps('GENERIC') }, [
      { step: 'projectDelivery', done: true },
      { step: 'workshopOne', done: true },
    ], noNotes);
    expect(result).toEqual({ ok: false, problems: [fieldIssue(['steps', 1, 'step'], say('server.project.unknownStep'))] });
  });

  it('plans a step without ticking it', () => {
    const result = applyStepEdits('CARBON_FOOTPRINT', footprint, [{ step: 'sendQuestions', date: '2026-03-10' }], noNotes);
    expect(result.ok && result.value.steps[2]).toEqual({ step: 'sendQuestions', date: '2026-03-10', done: false });
    expect(result.ok && result.value.status).toBe('ONBOARDING_CALL_FIXED');
  });
});

describe('editing to-dos', () => {
  let next = 0;
  const newUuid = () => `00000000-0000-4000-8000-00000000000${++next}`;
  const existing = [
    { uuid: 'a0000000-0000-4000-8000-000000000001', name: 'Call back', date: '2026-05-01', done: false },
    { uuid: 'a0000000-0000-4000-8000-000000000002', name: 'Chase invoice', date: null, done: false },
  ];

  it('adds, edits and deletes, then sorts by date with the undated last', () => {
    next = 0;
    const result = applyTodoEdits(existing, [
      { action: 'CREATE', name: 'Kick-off deck', date: '2026-04-15', done: false },
      { action: 'UPDATE', uuid: existing[0]!.uuid, name: 'Call back the CFO', date: '2026-05-01', done: true },
      { action: 'DELETE', uuid: existing[1]!.uuid },
      { action: 'CREATE', name: 'Someday', date: null, done: false },
    ], newUuid);
    expect(result.ok && result.value.map((todo) => [todo.name, todo.date, todo.done])).toEqual([
      ['Kick-off deck', '2026-04-15', false],
      ['Call back the CFO', '2026-05-01', true],
      ['Someday', null, false],
    ]);
  });

  it('refuses to edit a to-do someone deleted, but deleting it twice is fine', () => {
    const gone = 'a0000000-0000-4000-8000-000000000009';
    expect(applyTodoEdits(existing, [{ action: 'DELETE', uuid: gone }], newUuid)).toEqual({ ok: true, value: existing });
    const result = applyTodoEdits(existing, [{ action: 'UPDATE', uuid: gone, name: 'x', date: null, done: false }], newUuid);
    expect(result.ok).toBe(false);
  });
});

describe('editing deals', () => {
  const amounts = new Map([
    ['d0000000-0000-4000-8000-000000000001', 12_000],
    ['d0000000-0000-4000-8000-000000000002', 30_000],
  ]);
  const amountOf = (uuid: string) => amounts.get(uuid);

  it('stores a custom amount equal to the deal’s own as none (spec 2 section 5)', () => {
    const result = applyDealEdits([], [
      { action: 'CREATE', hubspotDealUuid: 'd0000000-0000-4000-8000-000000000001', customAmount: 12_000 },
      { action: 'CREATE', hubspotDealUuid: 'd0000000-0000-4000-8000-000000000002', customAmount: 8_000 },
    ], amountOf);
    expect(result).toEqual({
      ok: true,
      value: [
        { dealUuid: 'd0000000-0000-4000-8000-000000000001', customAmount: null },
        { dealUuid: 'd0000000-0000-4000-8000-000000000002', customAmount: 8_000 },
      ],
    });
  });

  it('links a deal once: linking it again sets its amount; an unknown deal is refused', () => {
    const linked = [{ dealUuid: 'd0000000-0000-4000-8000-000000000002', customAmount: 8_000 }];
    const again = applyDealEdits(linked, [{ action: 'CREATE', hubspotDealUuid: 'd0000000-0000-4000-8000-000000000002', customAmount: 9_000 }], amountOf);
    expect(again).toEqual({ ok: true, value: [{ dealUuid: 'd0000000-0000-4000-8000-000000000002', customAmount: 9_000 }] });
    const unknown = applyDealEdits(linked, [{ action: 'UPDATE', hubspotDealUuid: 'd0000000-0000-4000-8000-000000000009', customAmount: 1 }], amountOf);
    expect(unknown).toEqual({ ok: false, problems: [fieldIssue(['hubspotDeals', 0, 'hubspotDealUuid'], say('server.notFound.deal'))] });
  });
});

describe('portfolio comments', () => {
  const at = '2026-11-26T10:00:00.000Z';
  const newUuid = () => 'c0000000-0000-4000-8000-000000000001';

  it('adds, edits and deletes a comment', () => {
    const added = applyFirComment([], { action: 'CreateNewComment', comment: 'Scope 3 estimated' }, newUuid, at);
    expect(added).toEqual({ ok: true, value: [{ uuid: newUuid(), comment: 'Scope 3 estimated', createdAt: at }] });
    const edited = added.ok ? applyFirComment(added.value, { action: 'EditComment', uuid: newUuid(), comment: 'Scope 3 measured' }, newUuid, at) : added;
    expect(edited.ok && edited.value[0]?.comment).toBe('Scope 3 measured');
    const removed = edited.ok ? applyFirComment(edited.value, { action: 'DeleteComment', uuid: newUuid() }, newUuid, at) : edited;
    expect(removed).toEqual({ ok: true, value: [] });
  });

  it('refuses to edit a comment that is gone', () => {
    expect(applyFirComment([], { action: 'EditComment', uuid: newUuid(), comment: 'x' }, newUuid, at).ok).toBe(false);
  });
});
