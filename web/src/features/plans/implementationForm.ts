import type { InputOf } from '@cairn/shared/contract';
import type { ActionView } from '@cairn/shared/contract/plans';
import { monthDeadline, semesterDate, semesterOf } from '@cairn/shared/plans/actionRules';
import { parseKpiValue } from './views/viewsModel.ts';

/*
 * An action's implementation and data collection as form values, for the client's action panel
 * and the staff's action page alike (spec 2 "Action detail", section 5): dates as a semester
 * (S1 = 1 January, S2 = 1 July) and a four-digit year, step deadlines as a month and a year,
 * numbers as typed. A date or deadline that is not complete is none ('invalid yields null'); a
 * number that does not read as one goes as NaN, which the contract refuses on its field.
 */

/** A number as typed: empty is none, one that does not read as a number NaN (refused on its field). */
const numberOrNull = (value: string) => {
  const parsed = parseKpiValue(value);
  return parsed === 'INVALID' ? Number.NaN : parsed;
};
const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export interface DateValues {
  startSemester: string;
  startYear: string;
  endSemester: string;
  endYear: string;
}

export interface ImplementationValues extends DateValues {
  actionLeaderUuid: string;
  implementationSteps: { uuid: string; name: string; done: boolean; deadlineMonth: string; deadlineYear: string }[];
  followUpKPIs: { uuid: string; name: string; value: string; targetValue: string; unit: string }[];
}

/** The implementation dates as the semester and year fields show them; a stored date that is neither 1 January nor 1 July shows empty. */
export function dateValuesOf(action: Pick<ActionView, 'implementationStartDate' | 'implementationEndDate'>): DateValues {
  const start = semesterOf(action.implementationStartDate);
  const end = semesterOf(action.implementationEndDate);
  return { startSemester: start?.semester ?? '', startYear: text(start?.year), endSemester: end?.semester ?? '', endYear: text(end?.year) };
}

/** The dates the semester and year fields name: 1 January (S1) or 1 July (S2) of a four-digit year, else null. */
export function datesOf(values: DateValues): { implementationStartDate: string | null; implementationEndDate: string | null } {
  return { implementationStartDate: semesterDate(values.startSemester, values.startYear), implementationEndDate: semesterDate(values.endSemester, values.endYear) };
}

export function implementationValuesOf(action: ActionView): ImplementationValues {
  return {
    actionLeaderUuid: action.actionLeaderUuid ?? '',
    ...dateValuesOf(action),
    implementationSteps: action.implementationSteps.map((step) => ({
      uuid: step.uuid,
      name: step.name,
      done: step.done,
      deadlineMonth: step.deadline ? String(Number(step.deadline.slice(5, 7))) : '',
      deadlineYear: step.deadline ? step.deadline.slice(0, 4) : '',
    })),
    followUpKPIs: action.followUpKPIs.map((kpi) => ({ uuid: kpi.uuid, name: kpi.name, value: text(kpi.value), targetValue: text(kpi.targetValue), unit: kpi.unit ?? '' })),
  };
}

/** Everything the implementation form holds, dates included (the staff's page: staff change dates in any status). */
export function implementationInputOf(values: ImplementationValues, uuid: string): InputOf<'decarbonizationAction.implementationUpdate'> {
  return { ...implementationInputWithoutDates(values, uuid), ...datesOf(values) };
}

/**
 * What the client's Implementation section sends: leader, steps and indicators, never the dates.
 * The server refuses any date sent by a client once the action is past SUGGESTED, even unchanged,
 * and while it is SUGGESTED the dates are the Data collection section's: one place for them.
 */
export function implementationInputWithoutDates(values: ImplementationValues, uuid: string): InputOf<'decarbonizationAction.implementationUpdate'> {
  return {
    uuid,
    actionLeaderUuid: values.actionLeaderUuid === '' ? null : values.actionLeaderUuid,
    implementationSteps: values.implementationSteps.map((step) => ({
      uuid: step.uuid,
      name: step.name.trim(),
      done: step.done,
      deadline: monthDeadline(step.deadlineMonth, step.deadlineYear),
    })),
    followUpKPIs: values.followUpKPIs.map((kpi) => ({ uuid: kpi.uuid, name: kpi.name.trim(), value: numberOrNull(kpi.value), targetValue: numberOrNull(kpi.targetValue), unit: kpi.unit })),
  };
}

/** What the Data collection section sends (`decarbonizationAction.implementationDataCollection`): both dates. */
export function dataCollectionInputOf(values: DateValues, uuid: string): InputOf<'decarbonizationAction.implementationDataCollection'> {
  return { uuid, ...datesOf(values) };
}

/** Whether the client's dates can be changed here, and if not why: a delivered snapshot, or an action no longer SUGGESTED. */
export function dateLock(editable: boolean, datesEditable: boolean): 'snapshot' | 'status' | null {
  if (!editable) return 'snapshot';
  return datesEditable ? null : 'status';
}
