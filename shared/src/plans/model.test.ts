import { describe, expect, it } from 'vitest';
import { Action, ActionChange, ActionFields, Plan, PlanChange, PlanSections, SbtTrajectories } from './model.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('SBT trajectories (spec 2 section 5)', () => {
  it('need a target each, and a SCOPE_3 target its GHG categories and, for a physical intensity, its key figure, each Required on its field', () => {
    const result = SbtTrajectories.safeParse([
      { type: 'SCOPE_1_AND_2', targets: [] },
      { type: 'SCOPE_3', targets: [{ uuid: uuid(1), pathway: 'WELL_BELOW_TWO', targetSettingMethod: 'PHYSICAL_INTENSITY' }] },
      { type: 'SCOPE_3', targets: [{ uuid: uuid(2), pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'ABSOLUTE' }] },
    ]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[0, 'targets'], 'Required'],
      [[1, 'targets', 0, 'ghgCategories'], 'Required'],
      [[1, 'targets', 0, 'physicalKeyFigureUuid'], 'Required'],
      [[2, 'targets', 0, 'ghgCategories'], 'Required'],
    ]);
  });

  it('take a SCOPE_3 absolute target with its categories, and a scope 1 target with none', () => {
    const parsed = SbtTrajectories.parse([
      { type: 'SCOPE_1', targets: [{ uuid: uuid(1), pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'ABSOLUTE', absoluteReduction: 42 }] },
      { type: 'SCOPE_3', targets: [{ uuid: uuid(2), pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'ABSOLUTE', ghgCategories: ['BUSINESS_TRAVEL'] }] },
    ]);
    expect(parsed[1]!.targets[0]).toMatchObject({ ghgCategories: ['BUSINESS_TRAVEL'], physicalKeyFigureUuid: null, absoluteReduction: null });
  });
});

describe('a plan', () => {
  it('defaults to EURO, no growth, no maximum and no workshop done', () => {
    expect(PlanSections.parse({})).toMatchObject({ baselineCurrency: 'EURO', annualGrowth: 0, maximumActionCount: null, workshopThreeDone: false, quantificationDone: false, sbtTrajectories: [] });
  });

  it('refuses more team members than it holds, and a feasibility outside 0 to 10', () => {
    const members = Array.from({ length: 101 }, (_, i) => ({ uuid: uuid(i), name: `Member ${i}`, initials: 'M' }));
    expect(Plan.safeParse({ uuid: uuid(1), type: 'PLAN', isTrajectory: false, assetUuid: uuid(2), teamMembers: members }).success).toBe(false);
    expect(ActionFields.safeParse({ name: 'Heat pumps', scores: { feasibility: { value: 11 } } }).success).toBe(false);
    expect(ActionFields.safeParse({ name: 'Heat pumps', scores: { feasibility: { value: 10 } } }).success).toBe(true);
  });
});

describe('an action', () => {
  it('starts SUGGESTED, quantitative, without votes; its implementation dates are 1 January or 1 July', () => {
    const action = Action.parse({ uuid: uuid(1), planUuid: uuid(2), assetUuid: uuid(3), displayId: 1, name: 'LED lighting', implementationStartDate: '2026-07-01' });
    expect(action).toMatchObject({ status: 'SUGGESTED', type: 'QUANTITATIVE', votes: [], implementationStartDate: '2026-07-01' });
    expect(ActionFields.safeParse({ name: 'LED lighting', implementationStartDate: '2026-03-01' }).success).toBe(false);
    expect(Action.safeParse({ uuid: uuid(1), planUuid: uuid(2), assetUuid: uuid(3), displayId: 0, name: 'LED lighting' }).success).toBe(false);
  });
});

describe('a change of a plan or an action', () => {
  it('holds only the fields sent, never their defaults, so the others stay as stored', () => {
    expect(ActionChange.parse({ carbonImpact: -12 })).toEqual({ carbonImpact: -12 });
    expect(PlanChange.parse({ annualGrowth: 2 })).toEqual({ annualGrowth: 2 });
    // Each field sent is still checked as the full schema checks it.
    expect(ActionChange.safeParse({ implementationStartDate: '2027-03-01' }).success).toBe(false);
  });
});
