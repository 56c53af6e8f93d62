import { describe, expect, it } from 'vitest';
import { initialSteps, type StepState } from '../projects/changes.ts';
import { planFlagChange, planFlagsFromSteps } from './projectSteps.ts';

const withSteps = (steps: StepState[], changes: Partial<Record<StepState['step'], Partial<StepState>>>) => steps.map((state) => ({ ...state, ...changes[state.step] }));

describe('the plan flags a project card’s steps give', () => {
  it('set a plan’s kick-off and workshops, each its day and done flag, and nothing for delivery', () => {
    const steps = withSteps(initialSteps('DECARBONIZATION'), {
      kickOff: { date: '2024-01-15T09:30', done: true },
      workshopOne: { date: '2024-02-12', done: true },
      workshopTwo: { date: '2024-03-18T14:00', done: true },
      workshopThree: { date: '2024-04-22T10:00', done: false },
      delivery: { date: '2024-05-30', done: true },
    });
    expect(planFlagsFromSteps('DECARBONIZATION', steps)).toEqual({
      kickOff: '2024-01-15',
      kickOffDone: true,
      workshopOne: '2024-02-12',
      workshopOneDone: true,
      workshopTwo: '2024-03-18',
      workshopTwoDone: true,
      workshopThree: '2024-04-22',
      workshopThreeDone: false,
    });
  });

  it('set a trajectory’s kick-off from its training meeting and its quantification, and leave its workshops alone', () => {
    const steps = withSteps(initialSteps('DECARBONIZATION_TRAJECTORY'), {
      trainingMeeting: { date: '2024-09-10T08:00', done: true },
      actionsQuantification: { date: '2024-10-01', done: true },
    });
    expect(planFlagsFromSteps('DECARBONIZATION_TRAJECTORY', steps)).toEqual({ kickOff: '2024-09-10', kickOffDone: true, quantificationDone: true, quantificationDate: '2024-10-01' });
    // A new trajectory's card: nothing planned, nothing done.
    expect(planFlagsFromSteps('DECARBONIZATION_TRAJECTORY', initialSteps('DECARBONIZATION_TRAJECTORY'))).toEqual({
      kickOff: null,
      kickOffDone: false,
      quantificationDone: false,
      quantificationDate: null,
    });
  });

  it('give nothing for a project without a plan', () => {
    expect(planFlagsFromSteps('CARBON_FOOTPRINT', initialSteps('CARBON_FOOTPRINT'))).toBeNull();
  });

  it('change only what the plan does not already hold', () => {
    const plan = { kickOff: '2024-09-10', kickOffDone: true, quantificationDone: false, quantificationDate: null, workshopThreeDone: false };
    expect(planFlagChange(plan, { kickOff: '2024-09-10', kickOffDone: true, quantificationDone: true, quantificationDate: '2024-10-01' })).toEqual({
      quantificationDone: true,
      quantificationDate: '2024-10-01',
    });
    expect(planFlagChange(plan, { kickOff: '2024-09-10', kickOffDone: true })).toEqual({});
  });
});
