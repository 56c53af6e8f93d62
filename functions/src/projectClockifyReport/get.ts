import { projectTimeReports } from '../lib/data/projectTimeReport.ts';
import { defineProcedure } from '../lib/http/areas/projectExtras.ts';
import { requireProject } from '../lib/projects/store.ts';
import { timeReportView } from '../lib/timeTracker/report.ts';

/** A project's time as its last refresh found it; the tracker is not asked. */
export const handler = defineProcedure('projectClockifyReport.get', async ({ projectUuid }) => {
  const [project, stored] = await Promise.all([requireProject(projectUuid), projectTimeReports.get({ projectUuid })]);
  return timeReportView(project, stored);
});
