import type { TrackedTime } from '@cairn/shared/projects/timeReport';
import type { ClockifySettings } from '../integrations/config.ts';
import { requestJson, type RequestOptions } from '../integrations/http.ts';
import type { TimeTracker } from './tracker.ts';

/*
 * Clockify's reports API, as its documentation describes it: POST
 * {reports root}/workspaces/{workspaceId}/reports/detailed with the `X-Api-Key` header, a date
 * range, a filter on the project's id, and `detailedFilter` paging (`page` from 1,
 * `pageSize`); the answer's `timeentries` carry `userName`, `userEmail` and a `timeInterval`
 * whose `start` is an ISO time and `duration` a number of seconds. A report spans at most a year,
 * so the project's history is asked year by year, each year page by page.
 */

/** Entries asked per page. */
const defaultPageSize = 200;
/** Most pages read for one year of one project, so a misbehaving answer cannot loop (20,000 entries). */
const maxPagesPerYear = 100;

interface DetailedReport {
  timeentries?: {
    userId?: string | null;
    userName?: string | null;
    userEmail?: string | null;
    timeInterval?: { start?: string | null; duration?: number | null } | null;
  }[];
}

/** The day of an instant in a time zone, as `YYYY-MM-DD`. */
export function dayIn(timeZone: string, instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** Year-long windows from `since` (a day) to `until` (an instant), as the reports API takes them. */
export function yearWindows(since: string, until: Date): { start: string; end: string }[] {
  const windows: { start: string; end: string }[] = [];
  let start = new Date(`${since}T00:00:00.000Z`);
  while (start < until) {
    const next = new Date(start);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    const end = next < until ? next : until;
    windows.push({ start: start.toISOString(), end: new Date(end.getTime() - 1).toISOString() });
    start = next;
  }
  return windows;
}

export function clockifyTimeTracker(settings: ClockifySettings, options: RequestOptions & { now?: () => Date; pageSize?: number } = {}): TimeTracker {
  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? defaultPageSize;
  const url = `${settings.baseUrl}/workspaces/${encodeURIComponent(settings.workspaceId)}/reports/detailed`;

  return {
    source: 'CLOCKIFY',
    async entries(trackerId, since) {
      const apiKey = await settings.apiKey();
      const found: TrackedTime[] = [];
      for (const window of yearWindows(since, now())) {
        for (let page = 1; page <= maxPagesPerYear; page++) {
          const body = {
            dateRangeStart: window.start,
            dateRangeEnd: window.end,
            timeZone: settings.timeZone,
            exportType: 'JSON',
            projects: { ids: [trackerId], contains: 'CONTAINS', status: 'ALL' },
            detailedFilter: { page, pageSize, sortColumn: 'DATE', options: { totals: 'EXCLUDE' } },
          };
          const report = await requestJson<DetailedReport>('Clockify', { method: 'POST', url, headers: { 'x-api-key': apiKey }, body }, options);
          const entries = report.timeentries ?? [];
          for (const entry of entries) {
            const start = entry.timeInterval?.start;
            const seconds = entry.timeInterval?.duration ?? 0;
            // A timer still running has no duration yet: it counts once stopped.
            if (!start || !(seconds > 0)) continue;
            const user = entry.userName?.trim() || entry.userEmail?.trim() || entry.userId?.trim();
            if (!user) continue;
            found.push({ user, date: dayIn(settings.timeZone, start), hours: seconds / 3600 });
          }
          if (entries.length < pageSize) break;
        }
      }
      return found;
    },
  };
}
