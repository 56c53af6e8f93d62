import type { StepState } from '../projects/changes.ts';
import type { StaffProjectType } from '../projects/lifecycle.ts';
import type { PlanSections } from './model.ts';

/*
 * The plan's stage flags as its project's card sets them (spec 2 section 4 "Project status",
 * "Step lists", "Deliver plan"; section 5 "Decarbonization plan"): the card's steps are where
 * staff tick a plan's meetings, and the plan's workflow (workshop three closing the client's
 * moves, delivery waiting for workshop three or the quantification) reads the plan's flags. So
 * the steps drive the flags, written with the project in one transaction.
 *
 * The mapping, our reading of the spec (docs/architecture.md, "Decarbonization plans"):
 * - A plan (DECARBONIZATION project): kick-off, workshops one, two and three each set the plan's
 *   field of the same name (the step's day) and its done flag.
 * - A trajectory (DECARBONIZATION_TRAJECTORY project): the training meeting is the trajectory's
 *   opening meeting and sets the kick-off's day and flag; actions quantification sets
 *   quantificationDone and quantificationDate. Nothing sets a trajectory's workshop flags: the
 *   client still implements or discards quantified actions after the quantification.
 * - Delivery sets nothing: delivering is `decarbonizationPlan.deliver`, gated by these flags.
 * - A step's day is the date part of its planned date (meetings carry a time); unticking a step
 *   clears its flag, so the workflow opens again as the card does.
 */

/** The plan fields a project's steps drive. */
export type PlanStepFlags = Partial<
  Pick<
    PlanSections,
    | 'kickOff'
    | 'kickOffDone'
    | 'workshopOne'
    | 'workshopOneDone'
    | 'workshopTwo'
    | 'workshopTwoDone'
    | 'workshopThree'
    | 'workshopThreeDone'
    | 'quantificationDone'
    | 'quantificationDate'
  >
>;

const dayOf = (date: string | null) => (date === null ? null : date.slice(0, 10));

/** The flags the steps of a project of `type` give its plan; null for a project that has no plan. */
export function planFlagsFromSteps(type: StaffProjectType, steps: readonly StepState[]): PlanStepFlags | null {
  const step = (name: StepState['step']) => steps.find((state) => state.step === name) ?? { date: null, done: false };
  if (type === 'DECARBONIZATION') {
    const [kickOff, one, two, three] = [step('kickOff'), step('workshopOne'), step('workshopTwo'), step('workshopThree')];
    return {
      kickOff: dayOf(kickOff.date),
      kickOffDone: kickOff.done,
      workshopOne: dayOf(one.date),
      workshopOneDone: one.done,
      workshopTwo: dayOf(two.date),
      workshopTwoDone: two.done,
      workshopThree: dayOf(three.date),
      workshopThreeDone: three.done,
    };
  }
  if (type === 'DECARBONIZATION_TRAJECTORY') {
    const training = step('trainingMeeting');
    const quantification = step('actionsQuantification');
    return { kickOff: dayOf(training.date), kickOffDone: training.done, quantificationDone: quantification.done, quantificationDate: dayOf(quantification.date) };
  }
  return null;
}

/** The part of `flags` that differs from what the plan holds: empty when the plan already follows its steps. */
export function planFlagChange(plan: PlanStepFlags, flags: PlanStepFlags): PlanStepFlags {
  return Object.fromEntries(Object.entries(flags).filter(([key, value]) => plan[key as keyof PlanStepFlags] !== value)) as PlanStepFlags;
}
