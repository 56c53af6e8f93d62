import { defineProcedure } from '../lib/http/areas/projectExtras.ts';
import { requireProject } from '../lib/projects/store.ts';
import { refreshProjectTime } from '../lib/timeTracker/report.ts';

/** Reads a project's time from the time tracker again and keeps the report beside the project. */
export const handler = defineProcedure('projectClockifyReport.refresh', async ({ projectUuid }, { user }) =>
  refreshProjectTime(await requireProject(projectUuid), user.uuid),
);
