import { linesByUserAndDay, timeOf, type ProjectTimeReport } from '@cairn/shared/projects/timeReport';
import { transact, type Actor, type Stored } from '../data/entity.ts';
import type { ProjectRecord } from '../data/project.ts';
import { packLines, projectTimeReports, unpackLines, type ProjectTimeReportRecord } from '../data/projectTimeReport.ts';
import { configuredTimeTracker, type TimeTracker } from './tracker.ts';

/** The project's tracker id, a blank one being none. */
const trackerIdOf = (project: Pick<ProjectRecord, 'clockifyId'>) => project.clockifyId?.trim() || null;

/**
 * The first day worth asking a remote tracker about: the January of the year before the project
 * was opened in Cairn, since pre-sales work is often logged before.
 */
export const firstTrackedDay = (project: { createdAt: string }) => `${Number(project.createdAt.slice(0, 4)) - 1}-01-01`;

/**
 * A project's time as the dialog shows it: 'Missing clockify ID' without a tracker id; the last
 * refresh made with its current tracker id; or, when there is none, no time yet (`time` null).
 */
export function timeReportView(project: Pick<ProjectRecord, 'uuid' | 'clockifyId'>, stored: ProjectTimeReportRecord | null): ProjectTimeReport {
  const trackerId = trackerIdOf(project);
  const empty = { projectUuid: project.uuid, trackerId, lines: [], refreshedAt: null, source: null };
  if (trackerId === null) return { ...empty, time: { kind: 'missingTrackerId' } };
  if (!stored || stored.trackerId !== trackerId) return { ...empty, time: null };
  const lines = unpackLines(stored.linesGz);
  return { projectUuid: project.uuid, trackerId, time: timeOf(trackerId, lines), lines, refreshedAt: stored.refreshedAt, source: stored.source };
}

/**
 * Reads the project's entries from the time tracker again and keeps, beside the project, its
 * hours per person and day and their total (its `totalTimeH`); answers the report. A project
 * without a tracker id asks the tracker nothing.
 */
export async function refreshProjectTime(
  project: Stored<ProjectRecord>,
  actor: Actor,
  tracker: TimeTracker = configuredTimeTracker(),
): Promise<ProjectTimeReport> {
  const trackerId = trackerIdOf(project);
  if (trackerId === null) return timeReportView(project, null);
  const entries = await tracker.entries(trackerId, firstTrackedDay(project));
  const lines = linesByUserAndDay(entries);
  const time = timeOf(trackerId, lines);
  const record: ProjectTimeReportRecord = {
    projectUuid: project.uuid,
    trackerId,
    source: tracker.source,
    refreshedAt: new Date().toISOString(),
    totalTimeH: time.kind === 'spent' ? time.hours : 0,
    entryCount: entries.length,
    linesGz: packLines(lines),
  };
  // The report is derived: whatever an earlier refresh kept is replaced.
  await transact([projectTimeReports.ops.put(record, actor)]);
  return timeReportView(project, record);
}
