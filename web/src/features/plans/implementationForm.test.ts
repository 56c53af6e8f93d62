import { ActionView } from '@cairn/shared/contract/plans';
import { describe, expect, it } from 'vitest';
import { dataCollectionInputOf, dateLock, datesOf, dateValuesOf, implementationInputOf, implementationInputWithoutDates, implementationValuesOf } from './implementationForm.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const action = ActionView.parse({
  uuid: uuid(1),
  planUuid: uuid(2),
  assetUuid: uuid(3),
  displayId: 4,
  version: 1,
  name: 'Heat pumps',
  actionLeaderUuid: uuid(9),
  implementationStartDate: '2026-01-01',
  implementationEndDate: '2027-07-01',
  implementationSteps: [{ uuid: uuid(7), name: 'Order', done: true, deadline: '2026-03-01' }],
  followUpKPIs: [{ uuid: uuid(8), name: 'Pumps installed', value: 2, targetValue: 10, unit: 'pumps' }],
});

describe('implementation dates as semester and year (spec 2 section 5)', () => {
  it('read S1 as 1 January and S2 as 1 July of a four-digit year', () => {
    expect(dateValuesOf(action)).toEqual({ startSemester: 'S1', startYear: '2026', endSemester: 'S2', endYear: '2027' });
    expect(datesOf({ startSemester: 'S1', startYear: '2026', endSemester: 'S2', endYear: '2027' })).toEqual({ implementationStartDate: '2026-01-01', implementationEndDate: '2027-07-01' });
  });

  it('yield null for an invalid entry: no semester, a year that is not four digits, an empty one', () => {
    expect(datesOf({ startSemester: '', startYear: '2026', endSemester: 'S2', endYear: '27' })).toEqual({ implementationStartDate: null, implementationEndDate: null });
    expect(datesOf({ startSemester: 'S3', startYear: '2026', endSemester: 'S1', endYear: ' 2028 ' })).toEqual({ implementationStartDate: null, implementationEndDate: '2028-01-01' });
    expect(datesOf({ startSemester: 'S1', startYear: '', endSemester: 'S1', endYear: '20a6' }).implementationStartDate).toBeNull();
  });

  it('show a stored date that is neither 1 January nor 1 July as empty, and none as empty', () => {
    expect(dateValuesOf({ implementationStartDate: '2026-03-01', implementationEndDate: null })).toEqual({ startSemester: '', startYear: '', endSemester: '', endYear: '' });
  });

  it('send both dates in the data collection', () => {
    expect(dataCollectionInputOf({ startSemester: 'S1', startYear: '2026', endSemester: 'S2', endYear: '2027' }, uuid(1))).toEqual({
      uuid: uuid(1),
      implementationStartDate: '2026-01-01',
      implementationEndDate: '2027-07-01',
    });
  });
});

describe('the client’s implementation form', () => {
  it('shows leader, steps (deadline as month and year) and indicators as typed', () => {
    const values = implementationValuesOf(action);
    expect(values.actionLeaderUuid).toBe(uuid(9));
    expect(values.implementationSteps).toEqual([{ uuid: uuid(7), name: 'Order', done: true, deadlineMonth: '3', deadlineYear: '2026' }]);
    expect(values.followUpKPIs).toEqual([{ uuid: uuid(8), name: 'Pumps installed', value: '2', targetValue: '10', unit: 'pumps' }]);
  });

  it('never sends the dates (Data collection holds them), and sends a new step with its deadline as the first of its month', () => {
    const values = implementationValuesOf(action);
    values.implementationSteps.push({ uuid: uuid(10), name: ' Install ', done: false, deadlineMonth: '11', deadlineYear: '2026' });
    values.followUpKPIs[0]!.value = '3,5';
    values.actionLeaderUuid = '';
    const input = implementationInputWithoutDates(values, action.uuid);
    expect(input).not.toHaveProperty('implementationStartDate');
    expect(input).not.toHaveProperty('implementationEndDate');
    expect(input.actionLeaderUuid).toBeNull();
    expect(input.implementationSteps?.[1]).toEqual({ uuid: uuid(10), name: 'Install', done: false, deadline: '2026-11-01' });
    expect(input.followUpKPIs?.[0]).toMatchObject({ value: 3.5, targetValue: 10 });
  });

  it('sends a half deadline as none and a value that is no number as NaN (refused on its field)', () => {
    const values = implementationValuesOf(action);
    values.implementationSteps[0]!.deadlineMonth = '13';
    values.followUpKPIs[0]!.targetValue = 'ten';
    values.followUpKPIs[0]!.value = '';
    const input = implementationInputWithoutDates(values, action.uuid);
    expect(input.implementationSteps?.[0]?.deadline).toBeNull();
    expect(input.followUpKPIs?.[0]?.targetValue).toBeNaN();
    expect(input.followUpKPIs?.[0]?.value).toBeNull();
  });

  it('keeps the dates in the staff’s form', () => {
    expect(implementationInputOf(implementationValuesOf(action), action.uuid)).toMatchObject({ implementationStartDate: '2026-01-01', implementationEndDate: '2027-07-01' });
  });

  it('says why the dates cannot be changed: a delivered snapshot first, then the status', () => {
    expect(dateLock(false, true)).toBe('snapshot');
    expect(dateLock(true, false)).toBe('status');
    expect(dateLock(true, true)).toBeNull();
  });
});
