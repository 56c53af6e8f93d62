import { TimeReportLine, TimeSource } from '@cairn/shared/projects/timeReport';
import * as z from 'zod';
import { gunzipSync, gzipSync } from 'node:zlib';
import { defineEntity } from './entity.ts';

/**
 * What the last refresh of a project's time found (spec 2 "Project (staff)": clockifyReportCache,
 * totalTimeH), kept beside the project in its partition rather than on it: a refresh must not
 * move the project's version, or the dialog that asked for it would meet CONFLICT on its next save.
 */
export const ProjectTimeReportRecord = z.object({
  projectUuid: z.uuid(),
  /** The tracker id the report was made for; a project whose id changed since is not refreshed. */
  trackerId: z.string(),
  source: TimeSource,
  refreshedAt: z.string(),
  totalTimeH: z.number().nonnegative(),
  entryCount: z.number().int().nonnegative(),
  /**
   * Hours per person and day as gzipped JSON (base64) of `[user, date, hours]` rows: two years of
   * a team's days stay far below the 400 KB item limit.
   */
  linesGz: z.string(),
});
export type ProjectTimeReportRecord = z.infer<typeof ProjectTimeReportRecord>;

export const projectTimeReports = defineEntity({
  name: 'ProjectTimeReport',
  schema: ProjectTimeReportRecord,
  key: ({ projectUuid }: { projectUuid: string }) => ({ pk: `PROJECT#${projectUuid}`, sk: 'TIME_REPORT' }),
  identify: ({ projectUuid }) => ({ projectUuid }),
});

export function packLines(lines: readonly TimeReportLine[]): string {
  return gzipSync(JSON.stringify(lines.map((line) => [line.user, line.date, line.hours]))).toString('base64');
}

export function unpackLines(linesGz: string): TimeReportLine[] {
  const rows = JSON.parse(gunzipSync(Buffer.from(linesGz, 'base64')).toString('utf8')) as [string, string, number][];
  return rows.map(([user, date, hours]) => TimeReportLine.parse({ user, date, hours }));
}
