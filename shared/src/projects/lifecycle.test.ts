import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../labels/enums.ts';
import {
  dropdownStatuses,
  optionalSteps,
  projectStatusOrder,
  projectStepMessages,
  setStepDone,
  sortTodos,
  staffProjectTypes,
  statusAfterTick,
  statusAfterUntick,
  statusFromDropdown,
  stepLocks,
  stepDoneFlags,
  stepsByType,
  type ProjectProgress,
  type ProjectStep,
  type StepLockFacts,
} from './lifecycle.ts';

describe('the status order (spec 2 section 4)', () => {
  it('is the lifecycle to FINISHED, then the three other labels', () => {
    expect(projectStatusOrder).toEqual([
      'QUOTE_SIGNED',
      'ONBOARDING_CALL_FIXED',
      'PREPARE_DATA_COLLECTION',
      'ONGOING',
      'PREPARE_REPORT',
      'SEND_REPORT',
      'FINISHED',
      'TO_REVIEW',
      'REVIEWED',
      'FRIGO',
    ]);
  });
});

describe('ticking a step', () => {
  // Each line of the spec: "onboarding call to PREPARE_DATA_COLLECTION; send questions to ONGOING; …"
  it.each<[ProjectStep, ProjectStatus, ProjectStatus]>([
    ['onboardingCall', 'ONBOARDING_CALL_FIXED', 'PREPARE_DATA_COLLECTION'],
    ['sendQuestions', 'PREPARE_DATA_COLLECTION', 'ONGOING'],
    ['deliveryCall', 'PREPARE_REPORT', 'SEND_REPORT'],
    ['workshopThree', 'ONGOING', 'SEND_REPORT'],
    ['dataReceived', 'QUOTE_SIGNED', 'ONGOING'],
    ['reviewCompleted', 'ONGOING', 'PREPARE_REPORT'],
  ])('%s moves a project from %s to %s', (step, from, to) => {
    expect(statusAfterTick(step, from)).toBe(to);
  });

  it.each<ProjectStep>(['sendEmail', 'dataCollectionDeadline', 'reviewReport', 'sendReport', 'kickOff', 'workshopOne', 'workshopTwo', 'trainingMeeting', 'actionsQuantification', 'reviewProject', 'delivery', 'projectDelivery'])(
    '%s leaves the status as it is',
    (step) => {
      expect(statusAfterTick(step, 'ONGOING')).toBe('ONGOING');
      expect(statusAfterTick(step, 'FRIGO')).toBe('FRIGO');
    },
  );
});

describe('unticking a step', () => {
  it('goes back to the status immediately before the current one', () => {
    expect(statusAfterUntick('onboardingCall', 'PREPARE_DATA_COLLECTION')).toBe('ONBOARDING_CALL_FIXED');
    expect(statusAfterUntick('sendQuestions', 'ONGOING')).toBe('PREPARE_DATA_COLLECTION');
    expect(statusAfterUntick('reviewCompleted', 'PREPARE_REPORT')).toBe('ONGOING');
    expect(statusAfterUntick('deliveryCall', 'SEND_REPORT')).toBe('PREPARE_REPORT');
  });

  it('skips FINISHED: from TO_REVIEW it goes to SEND_REPORT, and from FINISHED too', () => {
    expect(statusAfterUntick('deliveryCall', 'TO_REVIEW')).toBe('SEND_REPORT');
    expect(statusAfterUntick('workshopThree', 'FINISHED')).toBe('SEND_REPORT');
    expect(statusAfterUntick('dataReceived', 'REVIEWED')).toBe('TO_REVIEW');
    expect(statusAfterUntick('dataReceived', 'FRIGO')).toBe('REVIEWED');
  });

  it('stays on the first status, which has none before it', () => {
    expect(statusAfterUntick('onboardingCall', 'QUOTE_SIGNED')).toBe('QUOTE_SIGNED');
  });

  it('leaves the status alone for a step that does not move it', () => {
    expect(statusAfterUntick('sendEmail', 'ONGOING')).toBe('ONGOING');
    expect(statusAfterUntick('delivery', 'SEND_REPORT')).toBe('SEND_REPORT');
  });
});

describe('the status dropdown', () => {
  it('does not offer FINISHED to a project that is not finished', () => {
    expect(dropdownStatuses('ONGOING')).not.toContain('FINISHED');
    expect(dropdownStatuses('ONGOING')).toHaveLength(9);
  });

  it('offers it to a finished project, which keeps it', () => {
    expect(dropdownStatuses('FINISHED')).toContain('FINISHED');
    expect(statusFromDropdown('FINISHED', 'FINISHED')).toBe('FINISHED');
  });

  it('does nothing when FINISHED is chosen anyway, and sets any other status', () => {
    expect(statusFromDropdown('PREPARE_REPORT', 'FINISHED')).toBe('PREPARE_REPORT');
    expect(statusFromDropdown('PREPARE_REPORT', 'FRIGO')).toBe('FRIGO');
    expect(statusFromDropdown('FINISHED', 'ONGOING')).toBe('ONGOING');
  });
});

describe('the steps of each kind of project (spec 2 "Step lists")', () => {
  it('lists the footprint steps, without the delivery call for a basic one', () => {
    expect(stepsByType.CARBON_FOOTPRINT).toEqual(['sendEmail', 'onboardingCall', 'sendQuestions', 'dataCollectionDeadline', 'reviewReport', 'deliveryCall', 'sendReport']);
    expect(stepsByType.CARBON_FOOTPRINT_BASIC).toEqual(['sendEmail', 'onboardingCall', 'sendQuestions', 'dataCollectionDeadline', 'reviewReport', 'sendReport']);
    expect(optionalSteps.has('dataCollectionDeadline')).toBe(true);
  });

  it('lists the plan, trajectory, reporting, review, audit and generic steps', () => {
    expect(stepsByType.DECARBONIZATION).toEqual(['kickOff', 'workshopOne', 'workshopTwo', 'workshopThree', 'delivery']);
    expect(stepsByType.DECARBONIZATION_TRAJECTORY).toEqual(['trainingMeeting', 'actionsQuantification', 'delivery']);
    expect(stepsByType.FINANCIAL_INSTITUTION_REPORTING).toEqual(['onboardingCall', 'reviewProject', 'delivery']);
    expect(stepsByType.LIGHT_REVIEW).toEqual(['dataReceived', 'reviewCompleted', 'delivery']);
    expect(stepsByType.AUDIT).toEqual(stepsByType.LIGHT_REVIEW);
    expect(stepsByType.GENERIC).toEqual(['projectDelivery']);
  });

  it('has a list for every kind of project', () => {
    expect(Object.keys(stepsByType).sort()).toEqual([...staffProjectTypes].sort());
  });
});

describe('step locks (spec 2 "Locks")', () => {
  const ready = { onboardingNotes: 'Scope agreed', deliveryNotes: 'Send the PDF', reviewDone: true };

  it('the onboarding call needs its notes, blank ones not counting', () => {
    expect(stepLocks('onboardingCall', { ...ready, onboardingNotes: null })).toEqual([projectStepMessages.onboardingNotesRequired]);
    expect(stepLocks('onboardingCall', { ...ready, onboardingNotes: '  \n' })).toEqual([projectStepMessages.onboardingNotesRequired]);
    expect(stepLocks('onboardingCall', ready)).toEqual([]);
  });

  it('the delivery call needs the review done and the delivery notes, and says both when both are missing', () => {
    expect(stepLocks('deliveryCall', { ...ready, reviewDone: false, deliveryNotes: null })).toEqual([
      projectStepMessages.reviewNotDone,
      projectStepMessages.deliveryNotesRequired,
    ]);
    expect(stepLocks('deliveryCall', { ...ready, deliveryNotes: '' })).toEqual([projectStepMessages.deliveryNotesRequired]);
    expect(stepLocks('deliveryCall', ready)).toEqual([]);
  });

  it('sending the report needs the review done only', () => {
    expect(stepLocks('sendReport', { ...ready, reviewDone: false, deliveryNotes: null })).toEqual([projectStepMessages.reviewNotDone]);
    expect(stepLocks('sendReport', { ...ready, deliveryNotes: null })).toEqual([]);
  });

  it('no other step is locked', () => {
    const nothing = { onboardingNotes: null, deliveryNotes: null, reviewDone: false };
    for (const step of ['sendEmail', 'sendQuestions', 'workshopThree', 'dataReceived', 'delivery'] as const) expect(stepLocks(step, nothing)).toEqual([]);
  });
});

describe('custom to-dos', () => {
  it('sort by date, earliest first, undated last, keeping the order of equal dates', () => {
    const todos = [
      { name: 'undated a', date: null },
      { name: 'March', date: '2025-03-10' },
      { name: 'January', date: '2025-01-31' },
      { name: 'undated b', date: null },
      { name: 'March again', date: '2025-03-10' },
    ];
    expect(sortTodos(todos).map((todo) => todo.name)).toEqual(['January', 'March', 'March again', 'undated a', 'undated b']);
    expect(todos[0]!.name).toBe('undated a');
  });
});

describe('ticking and unticking the steps of a footprint project, one after the other', () => {
  const notes: Pick<StepLockFacts, 'onboardingNotes' | 'deliveryNotes'> = { onboardingNotes: 'Scope agreed with the CFO', deliveryNotes: null };
  const start: ProjectProgress = { status: 'ONBOARDING_CALL_FIXED', done: new Set() };

  function tick(progress: ProjectProgress, step: ProjectStep, done = true, withNotes = notes): ProjectProgress {
    const change = setStepDone('CARBON_FOOTPRINT', progress, step, done, withNotes);
    if (!change.ok) throw new Error(change.problems.join('; '));
    return change.progress;
  }

  it('follows the spec from the onboarding call to sending the report', () => {
    let progress = tick(start, 'sendEmail');
    expect(progress.status).toBe('ONBOARDING_CALL_FIXED');
    progress = tick(progress, 'onboardingCall');
    expect(progress.status).toBe('PREPARE_DATA_COLLECTION');
    progress = tick(progress, 'sendQuestions');
    expect(progress.status).toBe('ONGOING');
    progress = tick(progress, 'reviewReport');
    expect(progress.status).toBe('ONGOING');
    progress = tick(progress, 'deliveryCall', true, { ...notes, deliveryNotes: 'PDF and slides' });
    expect(progress.status).toBe('SEND_REPORT');
    progress = tick(progress, 'sendReport');
    expect(progress.status).toBe('SEND_REPORT');
    expect([...progress.done]).toEqual(['sendEmail', 'onboardingCall', 'sendQuestions', 'reviewReport', 'deliveryCall', 'sendReport']);
  });

  it('refuses the delivery call before the review is ticked, and sending the report too', () => {
    const ongoing = tick(tick(start, 'onboardingCall'), 'sendQuestions');
    expect(setStepDone('CARBON_FOOTPRINT', ongoing, 'deliveryCall', true, { ...notes, deliveryNotes: 'PDF' })).toEqual({
      ok: false,
      problems: [projectStepMessages.reviewNotDone],
    });
    expect(setStepDone('CARBON_FOOTPRINT', ongoing, 'sendReport', true, notes)).toEqual({ ok: false, problems: [projectStepMessages.reviewNotDone] });
    expect(setStepDone('CARBON_FOOTPRINT', start, 'onboardingCall', true, { onboardingNotes: null, deliveryNotes: null })).toEqual({
      ok: false,
      problems: [projectStepMessages.onboardingNotesRequired],
    });
  });

  it('goes back one status when a moving step is unticked, and not for the others', () => {
    const ongoing = tick(tick(start, 'onboardingCall'), 'sendQuestions');
    expect(tick(ongoing, 'sendQuestions', false).status).toBe('PREPARE_DATA_COLLECTION');
    const emailed = tick(ongoing, 'sendEmail');
    expect(tick(emailed, 'sendEmail', false).status).toBe('ONGOING');
  });

  it('changes nothing for a step the project does not have, or one already as asked', () => {
    expect(setStepDone('CARBON_FOOTPRINT_BASIC', start, 'deliveryCall', true, notes)).toEqual({ ok: true, progress: start });
    expect(setStepDone('CARBON_FOOTPRINT', start, 'sendEmail', false, notes)).toEqual({ ok: true, progress: start });
    const emailed = tick(start, 'sendEmail');
    expect(setStepDone('CARBON_FOOTPRINT', emailed, 'sendEmail', true, notes)).toEqual({ ok: true, progress: emailed });
  });

  it('names the stored done flag of each flagged step (spec 2 "Direct done flags")', () => {
    expect(Object.values(stepDoneFlags).sort()).toEqual(['emailSent', 'quantificationDone', 'reportSent', 'reviewDone', 'workshopOneDone', 'workshopTwoDone']);
  });
});
