import { englishOf } from '../errorMessages.ts';
import type { ProjectStatus } from '../labels/enums.ts';
import { projectStatuses, staffProjectTypes, type StaffProjectType } from './types.ts';

/*
 * A staff project's steps and status (spec 2 section 4 "Project status"), as pure rules: the
 * project dialog shows them, the server enforces them. The status list is ordered: the lifecycle
 * from QUOTE_SIGNED to FINISHED (shown as Delivered), then TO_REVIEW, REVIEWED and FRIGO.
 */

export { staffProjectTypes, type StaffProjectType };

/** Every status, in the order the spec lists them. */
export const projectStatusOrder: readonly ProjectStatus[] = projectStatuses;

/** Every step a project can have, each named for what is done. */
export const projectSteps = [
  'sendEmail',
  'onboardingCall',
  'sendQuestions',
  'dataCollectionDeadline',
  'reviewReport',
  'deliveryCall',
  'sendReport',
  'kickOff',
  'workshopOne',
  'workshopTwo',
  'workshopThree',
  'trainingMeeting',
  'actionsQuantification',
  'reviewProject',
  'dataReceived',
  'reviewCompleted',
  'delivery',
  'projectDelivery',
] as const;
export type ProjectStep = (typeof projectSteps)[number];

const footprintSteps: readonly ProjectStep[] = ['sendEmail', 'onboardingCall', 'sendQuestions', 'dataCollectionDeadline', 'reviewReport', 'deliveryCall', 'sendReport'];

/** The steps of each kind of project, in order (spec 2 "Step lists"). */
export const stepsByType: Readonly<Record<StaffProjectType, readonly ProjectStep[]>> = {
  CARBON_FOOTPRINT: footprintSteps,
  // A basic footprint has no delivery call.
  CARBON_FOOTPRINT_BASIC: footprintSteps.filter((step) => step !== 'deliveryCall'),
  DECARBONIZATION: ['kickOff', 'workshopOne', 'workshopTwo', 'workshopThree', 'delivery'],
  DECARBONIZATION_TRAJECTORY: ['trainingMeeting', 'actionsQuantification', 'delivery'],
  FINANCIAL_INSTITUTION_REPORTING: ['onboardingCall', 'reviewProject', 'delivery'],
  LIGHT_REVIEW: ['dataReceived', 'reviewCompleted', 'delivery'],
  AUDIT: ['dataReceived', 'reviewCompleted', 'delivery'],
  GENERIC: ['projectDelivery'],
};

/**
 * The steps that are meetings: planned on a day and a time on the half hour (spec 2 section 5,
 * "Date-time times on the half hour 08:00 to 19:30"). The other steps are planned on a day.
 */
export const meetingSteps: ReadonlySet<ProjectStep> = new Set<ProjectStep>([
  'onboardingCall',
  'deliveryCall',
  'kickOff',
  'workshopOne',
  'workshopTwo',
  'workshopThree',
  'trainingMeeting',
]);

/** Steps a project may leave out: the data-collection deadline is imposed only sometimes. */
export const optionalSteps: ReadonlySet<ProjectStep> = new Set<ProjectStep>(['dataCollectionDeadline']);

/** The steps that move the status when ticked, and where to. */
export const statusOnTick: Readonly<Partial<Record<ProjectStep, ProjectStatus>>> = {
  onboardingCall: 'PREPARE_DATA_COLLECTION',
  sendQuestions: 'ONGOING',
  deliveryCall: 'SEND_REPORT',
  workshopThree: 'SEND_REPORT',
  dataReceived: 'ONGOING',
  reviewCompleted: 'PREPARE_REPORT',
};

/** The status after ticking `step`: the step's own status when it has one, else unchanged. */
export function statusAfterTick(step: ProjectStep, current: ProjectStatus): ProjectStatus {
  return statusOnTick[step] ?? current;
}

/**
 * The status after unticking `step`: for a step that moves the status, the one immediately before
 * the current status in the spec's order, FINISHED skipped (unticking on TO_REVIEW gives
 * SEND_REPORT); the first status has none before it and stays. Other steps leave it unchanged.
 */
export function statusAfterUntick(step: ProjectStep, current: ProjectStatus): ProjectStatus {
  if (statusOnTick[step] === undefined) return current;
  const index = projectStatusOrder.indexOf(current);
  const before = projectStatusOrder[index - 1];
  if (before === undefined) return current;
  return before === 'FINISHED' ? projectStatusOrder[index - 2]! : before;
}

/** The statuses the dropdown offers: all but FINISHED, which only delivery sets, unless the project is finished already. */
export function dropdownStatuses(current: ProjectStatus): readonly ProjectStatus[] {
  return projectStatusOrder.filter((status) => status !== 'FINISHED' || current === 'FINISHED');
}

/** The status after choosing `chosen` in the dropdown: choosing FINISHED does nothing. */
export function statusFromDropdown(current: ProjectStatus, chosen: ProjectStatus): ProjectStatus {
  return chosen === 'FINISHED' && current !== 'FINISHED' ? current : chosen;
}

/** What a step's lock reads of the project. */
export interface StepLockFacts {
  onboardingNotes: string | null;
  deliveryNotes: string | null;
  reviewDone: boolean;
}

export const projectStepMessages = {
  onboardingNotesRequired: englishOf('server.project.onboardingNotesRequired'),
  reviewNotDone: englishOf('server.project.reviewNotDone'),
  deliveryNotesRequired: englishOf('server.project.deliveryNotesRequired'),
} as const;

const blank = (text: string | null) => text === null || text.trim() === '';

/**
 * Why a step cannot be ticked yet, or nothing (spec 2 "Locks"): the onboarding call needs its
 * notes; the delivery call needs the review done and the delivery notes; sending the report needs
 * the review done.
 */
export function stepLocks(step: ProjectStep, facts: StepLockFacts): string[] {
  const reasons: string[] = [];
  if (step === 'onboardingCall' && blank(facts.onboardingNotes)) reasons.push(projectStepMessages.onboardingNotesRequired);
  if ((step === 'deliveryCall' || step === 'sendReport') && !facts.reviewDone) reasons.push(projectStepMessages.reviewNotDone);
  if (step === 'deliveryCall' && blank(facts.deliveryNotes)) reasons.push(projectStepMessages.deliveryNotesRequired);
  return reasons;
}

/** A to-do of a project: a step of the team's own. */
export interface ProjectTodo {
  uuid: string;
  name: string;
  /** `YYYY-MM-DD`, or null for one without a date. */
  date: string | null;
  done: boolean;
}

/** To-dos by date, earliest first, the undated last; equal dates keep their order. */
export function sortTodos<T extends Pick<ProjectTodo, 'date'>>(todos: readonly T[]): T[] {
  return [...todos].sort((a, b) => {
    if (a.date === b.date) return 0;
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? -1 : 1;
  });
}

/**
 * The steps stored as a done flag of their own (spec 2 "Direct done flags"); the others are done
 * once their date is set (the onboarding call, sending the questions, the workshops' dates).
 */
export const stepDoneFlags: Readonly<Partial<Record<ProjectStep, string>>> = {
  sendEmail: 'emailSent',
  reviewReport: 'reviewDone',
  sendReport: 'reportSent',
  actionsQuantification: 'quantificationDone',
  workshopOne: 'workshopOneDone',
  workshopTwo: 'workshopTwoDone',
};

/** Where a project stands: its status and which of its steps are done. */
export interface ProjectProgress {
  status: ProjectStatus;
  done: ReadonlySet<ProjectStep>;
}

/** Ticking or unticking a step: the new progress, or why the step cannot be ticked yet. */
export type StepChange = { ok: true; progress: ProjectProgress } | { ok: false; problems: string[] };

/**
 * Ticks (`done`) or unticks a step of a project of `type`: its locks first (the review's own
 * step counts as the review done), then the status moves as the step says. A step the project
 * does not have, or one already in the state asked for, changes nothing.
 */
export function setStepDone(
  type: StaffProjectType,
  progress: ProjectProgress,
  step: ProjectStep,
  done: boolean,
  notes: Pick<StepLockFacts, 'onboardingNotes' | 'deliveryNotes'>,
): StepChange {
  if (!stepsByType[type].includes(step) || progress.done.has(step) === done) return { ok: true, progress };
  if (done) {
    const problems = stepLocks(step, { ...notes, reviewDone: progress.done.has('reviewReport') });
    if (problems.length > 0) return { ok: false, problems };
  }
  const steps = new Set(progress.done);
  if (done) steps.add(step);
  else steps.delete(step);
  return { ok: true, progress: { status: done ? statusAfterTick(step, progress.status) : statusAfterUntick(step, progress.status), done: steps } };
}
