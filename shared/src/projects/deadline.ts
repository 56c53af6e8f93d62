import type { ProjectStatus } from '../labels/enums.ts';
import type { StaffProjectType } from './lifecycle.ts';
import { isFootprintProject } from './types.ts';

/*
 * The carbon-footprint deadline (spec 2 section 9 "Carbon footprint deadline 4 months", section 8
 * "⚠ The 4-month deadline has passed!"). The spec does not say from when the four months run; a
 * footprint is due four months after the end of the period it covers (the period's data is then
 * complete and the client's reporting calendar starts), so a footprint project not delivered by
 * then is outdated. Dates are `YYYY-MM-DD`; `today` is the caller's, so the rule reads no clock.
 */

/** The months a footprint has, from the end of its period, to be delivered. */
export const footprintDeadlineMonths = 4;

/**
 * The day a footprint is due: `months` calendar months after `endDate`, on the same day of the
 * month, or the month's last day when it has no such day (31 October + 4 months = 28 or 29 February).
 */
export function footprintDueDate(endDate: string, months: number = footprintDeadlineMonths): string {
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = monthIndex % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

/** What the rule reads of a project. */
export interface DeadlineFacts {
  type: StaffProjectType;
  status: ProjectStatus;
  endDate: string | null;
}

/**
 * Whether a footprint project has passed its deadline: a footprint (basic or not) with a period,
 * not delivered (FINISHED), on a day after its due date. The due day itself is still in time.
 */
export function isOutdated(project: DeadlineFacts, today: string): boolean {
  if (!isFootprintProject(project.type) || project.endDate === null || project.status === 'FINISHED') return false;
  return today > footprintDueDate(project.endDate);
}
