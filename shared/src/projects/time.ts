/*
 * Time spent on a staff project (spec 2 sections 8 and 9): the hours the time tracker records,
 * valued at the consultancy's hourly cost rate, and what the project page says when there are none.
 */

/** The hourly cost rate that values time spent, in euros (spec 2 section 9). */
export const hourlyCostRateEur = 359;

/** What a project's time tells: its value, or why there is none to show. */
export type ProjectTime =
  | { kind: 'missingTrackerId' }
  | { kind: 'noEntries' }
  | { kind: 'spent'; hours: number; valueEur: number };

/**
 * A project's time: 'Missing clockify ID' when it has no tracker id, 'no entries from clockify'
 * when the tracker has none for it, else the hours and their value at the hourly rate.
 */
export function projectTime(trackerId: string | null, entryHours: readonly number[]): ProjectTime {
  if (trackerId === null || trackerId.trim() === '') return { kind: 'missingTrackerId' };
  if (entryHours.length === 0) return { kind: 'noEntries' };
  const hours = entryHours.reduce((sum, entry) => sum + entry, 0);
  return { kind: 'spent', hours, valueEur: hours * hourlyCostRateEur };
}
