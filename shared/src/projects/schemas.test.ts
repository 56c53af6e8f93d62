import { describe, expect, it } from 'vitest';
import { fieldIssuesOf } from '../errors.ts';
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
