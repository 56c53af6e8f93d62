import * as z from 'zod';
import { hourlyCostRateEur, projectTime, type ProjectTime } from './time.ts';

/*
 * A project's time report (spec 2 "Project (staff)": clockifyReportCache, totalTimeH): the
 * entries the time tracker holds for the project's tracker id, summed per person and day, and
 * the project's time valued at the hourly cost rate (./time.ts). A refresh computes it; the
 * project dialog reads what the last refresh kept.
 */

/** One tracked span of work as a time tracker answers it. */
export interface TrackedTime {
  /** Who worked, as the tracker names them (a name or an e-mail address). */
  user: string;
  /** `YYYY-MM-DD`, the day the work started. */
  date: string;
  hours: number;
}

/** Hours of one person on one day. */
export const TimeReportLine = z.object({ user: z.string(), date: z.string(), hours: z.number() });
export type TimeReportLine = z.infer<typeof TimeReportLine>;

export const ProjectTimeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('missingTrackerId') }),
  z.object({ kind: z.literal('noEntries') }),
  z.object({ kind: z.literal('spent'), hours: z.number(), valueEur: z.number() }),
]) satisfies z.ZodType<ProjectTime>;

export const timeSources = ['TABLE', 'CLOCKIFY'] as const;
/** Where entries came from: our own table (imported), or the time tracker's reports API. */
export const TimeSource = z.enum(timeSources);
export type TimeSource = z.infer<typeof TimeSource>;

/** What the project dialog shows of a project's time. */
export const ProjectTimeReport = z.object({
  projectUuid: z.uuid(),
  /** The project's tracker id now (its clockifyId). */
  trackerId: z.string().nullable(),
  /**
   * The time as last refreshed; null when the project has a tracker id but was never refreshed
   * with it (a new id, or a project never refreshed).
   */
  time: ProjectTimeSchema.nullable(),
  /** Hours per person and day, by day then person. */
  lines: z.array(TimeReportLine),
  refreshedAt: z.string().nullable(),
  source: TimeSource.nullable(),
});
export type ProjectTimeReport = z.infer<typeof ProjectTimeReport>;

/**
 * Entries summed per person and day, sorted by day then person. Hours are kept to the second
 * (4 decimals) so that a sum of many short entries does not drift.
 */
export function linesByUserAndDay(entries: readonly TrackedTime[]): TimeReportLine[] {
  const sums = new Map<string, TimeReportLine>();
  for (const entry of entries) {
    const key = `${entry.date}\u0000${entry.user}`;
    const line = sums.get(key);
    if (line) line.hours += entry.hours;
    else sums.set(key, { user: entry.user, date: entry.date, hours: entry.hours });
  }
  return [...sums.values()]
    .map((line) => ({ ...line, hours: roundHours(line.hours) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.user.localeCompare(b.user));
}

/** Hours to the second: 4 decimals. */
export const roundHours = (hours: number) => Math.round(hours * 10_000) / 10_000;

/** A project's time from its tracker id and the entries the tracker holds (./time.ts rules). */
export function timeOf(trackerId: string | null, entries: readonly TrackedTime[]): ProjectTime {
  const time = projectTime(trackerId, entries.map((entry) => entry.hours));
  return time.kind === 'spent' ? { kind: 'spent', hours: roundHours(time.hours), valueEur: roundHours(time.hours) * hourlyCostRateEur } : time;
}

/** Hours per person over the whole report, most first: the panel's breakdown. */
export function hoursByUser(lines: readonly TimeReportLine[]): { user: string; hours: number }[] {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.user, (sums.get(line.user) ?? 0) + line.hours);
  return [...sums.entries()]
    .map(([user, hours]) => ({ user, hours: roundHours(hours) }))
    .sort((a, b) => b.hours - a.hours || a.user.localeCompare(b.user));
}
