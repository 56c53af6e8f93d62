import type { ProjectTimeReport, TimeSource } from '@cairn/shared/projects/timeReport';
import { hoursByUser } from '@cairn/shared/projects/timeReport';

/*
 * What the time panel shows (spec 2 sections 8 and 9), from the last refresh's report and the
 * tracker id the dialog holds now (which may be typed but not saved yet).
 */

export type TimePanelState =
  | { kind: 'missing' }
  | { kind: 'notRefreshed'; trackerId: string }
  | { kind: 'noEntries'; trackerId: string; refreshedAt: string | null; source: TimeSource | null }
  | {
      kind: 'spent';
      trackerId: string;
      hours: number;
      valueEur: number;
      refreshedAt: string | null;
      source: TimeSource | null;
      people: { user: string; hours: number; days: number }[];
    };

/**
 * The panel's state. `currentTrackerId`, when given, is the dialog's clockify ID: one the report
 * was not made with is one never read (or none at all: 'Missing clockify ID').
 */
export function timePanelState(report: ProjectTimeReport, currentTrackerId?: string | null): TimePanelState {
  const trackerId = currentTrackerId === undefined ? report.trackerId : currentTrackerId?.trim() || null;
  if (trackerId === null) return { kind: 'missing' };
  if (trackerId !== report.trackerId || report.time === null || report.time.kind === 'missingTrackerId') return { kind: 'notRefreshed', trackerId };
  if (report.time.kind === 'noEntries') return { kind: 'noEntries', trackerId, refreshedAt: report.refreshedAt, source: report.source };
  const days = new Map<string, number>();
  for (const line of report.lines) days.set(line.user, (days.get(line.user) ?? 0) + 1);
  return {
    kind: 'spent',
    trackerId,
    hours: report.time.hours,
    valueEur: report.time.valueEur,
    refreshedAt: report.refreshedAt,
    source: report.source,
    people: hoursByUser(report.lines).map((person) => ({ ...person, days: days.get(person.user) ?? 0 })),
  };
}

/** Hours as shown: at most two decimals (a quarter hour reads 0.25 h). */
export const shownHours = (hours: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
