import { describe, expect, it } from 'vitest';
import { englishOf } from '../errorMessages.ts';
import { fieldIssuesOf } from '../errors.ts';
import type { ProjectStep } from './lifecycle.ts';
import { halfHourTimes, StepChange } from './project.ts';
import { ProjectCreateInput } from './schemas.ts';

const assetUuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const analyst = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const footprint = { type: 'CARBON_FOOTPRINT', assetUuid, methodologies: ['GHG'], startDate: '2024-01-01', endDate: '2024-12-31' };

/** The issues as the API reports them: `field: message (key)`. */
function problemsOf(input: unknown): string[] {
  const parsed = ProjectCreateInput.safeParse(input);
  return parsed.success ? [] : fieldIssuesOf(parsed.error).map((issue) => `${issue.path.join('.')}: ${issue.message} (${issue.key})`);
}

describe('creating a project', () => {
  it('takes a footprint project with defaults for what is left out', () => {
    const parsed = ProjectCreateInput.parse({ ...footprint, assignedTo: [analyst] });
    expect(parsed).toEqual({
      type: 'CARBON_FOOTPRINT',
      assetUuid,
      moduleName: null,
      assignedTo: [analyst],
      hubspotDealUuid: null,
      hubspotDealCustomAmount: null,
      deadline: null,
      year: null,
      languageSupport: 'EN',
      methodologies: ['GHG'],
      electricityReporting: null,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      hideYear: false,
    });
  });

  it('says every rule of spec 2 section 5 on its field, with its key', () => {
    expect(problemsOf({ ...footprint, methodologies: [], endDate: '2023-12-31', hideYear: true })).toEqual([
      'methodologies: Required (validation.message.required)',
      'endDate: Invalid dates (validation.message.invalidDates)',
      'hideYear: Module name is required to hide the year (validation.message.moduleNameToHideYear)',
    ]);
    expect(problemsOf({ type: 'AUDIT', assetUuid, methodologies: ['BEGES'] })).toEqual(['year: Required (validation.message.required)']);
    expect(problemsOf({ type: 'GENERIC', assetUuid, moduleName: ' ' })).toEqual(['moduleName: Required (validation.message.required)']);
  });

  it('refuses what is malformed before the rules run: a date that does not exist, a negative amount, a year out of range, a person twice', () => {
    expect(problemsOf({ ...footprint, startDate: '2024-02-30' })).toEqual(['startDate: Invalid date (validation.message.invalidDate)']);
    expect(problemsOf({ ...footprint, hubspotDealCustomAmount: -5 })).toEqual(['hubspotDealCustomAmount: Must be zero or more (validation.message.mustBeZeroOrMore)']);
    expect(problemsOf({ ...footprint, year: '1999' })).toEqual(['year: Invalid year (validation.message.invalidYear)']);
    expect(problemsOf({ ...footprint, assignedTo: [analyst, analyst] })).toEqual(['assignedTo: Invalid (validation.message.invalid)']);
  });

  it('keeps methodologies in the order of the list, each once', () => {
    expect(ProjectCreateInput.parse({ ...footprint, methodologies: ['BEGES', 'GHG', 'BEGES'] }).methodologies).toEqual(['GHG', 'BEGES']);
  });

  it('refuses a field it does not know', () => {
    expect(problemsOf({ ...footprint, status: 'FINISHED' })).toHaveLength(1);
  });
});

describe('planning a step', () => {
  const planned = (step: ProjectStep, date: string | null) => StepChange.safeParse({ step, date });

  it('takes a day for any step, and a day and a half-hour time from 08:00 to 19:30 for a meeting', () => {
    expect(planned('sendQuestions', '2026-03-02').success).toBe(true);
    expect(planned('onboardingCall', '2026-03-02').success).toBe(true);
    expect(planned('onboardingCall', '2026-03-02T08:00').success).toBe(true);
    expect(planned('workshopThree', '2026-03-02T19:30').success).toBe(true);
    expect(planned('deliveryCall', null).success).toBe(true);
  });

  it('refuses a time off the half hour or outside the day, and a time on a step that is not a meeting', () => {
    for (const date of ['2026-03-02T07:30', '2026-03-02T20:00', '2026-03-02T09:15', '2026-03-02T9:30', '2026-02-30T09:30']) {
      expect(planned('onboardingCall', date).success, date).toBe(false);
    }
    const result = planned('sendQuestions', '2026-03-02T09:30');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message }))).toEqual([{ path: ['date'], message: englishOf('validation.message.invalidDate') }]);
  });

  it('offers the 24 half hours of a working day', () => {
    expect(halfHourTimes).toHaveLength(24);
    expect([halfHourTimes[0], halfHourTimes[1], halfHourTimes[23]]).toEqual(['08:00', '08:30', '19:30']);
  });
});
