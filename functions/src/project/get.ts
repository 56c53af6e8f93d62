import { projectView, requireProject } from '../lib/projects/store.ts';
import { defineProcedure } from '../lib/http/areas/projects.ts';

/** One project, whole. */
export const handler = defineProcedure('project.get', async ({ uuid }) => projectView(await requireProject(uuid)));
