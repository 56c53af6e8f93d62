import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { transact } from '../lib/data/entity.ts';
import { modules } from '../lib/data/module.ts';
import { moduleRemovals } from '../lib/data/moduleStore.ts';
import { projects } from '../lib/data/project.ts';
import { reports } from '../lib/data/report.ts';
import { externalReports } from '../lib/data/externalReport.ts';
import { defineProcedure } from '../lib/http/areas/projects.ts';
import { projectExtrasRemovals } from '../lib/projects/extras.ts';
import { checkVersion, requireProject } from '../lib/projects/store.ts';

/**
 * Deletes a project and, in the same transaction, the module it created, while the module holds
 * nothing the client could have seen (a report, an external report), otherwise CONFLICT; its
 * delivery feedback and time report go with it.
 */
export const handler = defineProcedure('project.delete', async ({ uuid, expectedVersion }, { notifyAsset }) => {
  const project = await requireProject(uuid);
  checkVersion(project, expectedVersion);
  const module = project.moduleUuid ? await modules.get({ uuid: project.moduleUuid }, { consistent: true }) : null;
  if (module) {
    const [reportsOf, external] = await Promise.all([
      reports.query('byFootprint', { carbonFootprintUuid: module.uuid }, { limit: 1 }),
      externalReports.get({ uuid: module.uuid }),
    ]);
    if (reportsOf.length > 0 || external) throw new AppError('CONFLICT', say('server.project.moduleHasContent'));
  }
  await transact([projects.ops.remove({ uuid }, { expectedVersion }), ...(module ? moduleRemovals(module) : []), ...(await projectExtrasRemovals(uuid))]);
  notifyAsset(project.assetUuid);
  return { uuid };
});
