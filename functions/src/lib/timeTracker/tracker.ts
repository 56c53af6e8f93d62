import type { TimeSource, TrackedTime } from '@cairn/shared/projects/timeReport';
import { timeEntries } from '../data/timeEntry.ts';
import { clockifySettings } from '../integrations/config.ts';
import { clockifyTimeTracker } from './clockify.ts';

/*
 * Where a project's time comes from (spec 2 sections 8 and 9). The time tracker is not
 * reachable from every deployment: by default the entries are those imported into our own
 * table; when Clockify is connected, its reports API answers them.
 */

export interface TimeTracker {
  readonly source: TimeSource;
  /**
   * Every entry of a tracker project. `since` is the first day worth asking a remote tracker
   * about (its reports need a date range); the table answers every entry it holds.
   */
  entries(trackerId: string, since: string): Promise<TrackedTime[]>;
}

/** Our own table: the entries the time-entry import wrote. */
export const tableTimeTracker: TimeTracker = {
  source: 'TABLE',
  async entries(trackerId) {
    const stored = await timeEntries.query('byTracker', { trackerId });
    return stored.map((entry) => ({ user: entry.user, date: entry.date, hours: entry.hours }));
  },
};

/** Clockify when configured, else our table. */
export function configuredTimeTracker(): TimeTracker {
  const settings = clockifySettings();
  return settings ? clockifyTimeTracker(settings) : tableTimeTracker;
}
