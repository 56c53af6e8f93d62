import type { z } from 'zod';
import { transact, type Actor, type Stored } from './entity.ts';
import { ModuleRecord, modules } from './module.ts';
import { moduleAssignments } from './moduleAssignment.ts';

const assigneesOf = (module: ModuleRecord) =>
  new Set([...module.consultantUuids, ...(module.accountManagerUuid ? [module.accountManagerUuid] : [])]);

/**
 * Creates or replaces a module together with its assignment items, in one transaction, so
 * the consultants' lists never disagree with the module.
 */
export async function saveModule(input: z.input<typeof ModuleRecord>, actor: Actor): Promise<Stored<ModuleRecord>> {
  const module = ModuleRecord.parse(input);
  const current = await modules.get({ uuid: module.uuid }, { consistent: true });
  const before = current ? assigneesOf(current) : new Set<string>();
  const after = assigneesOf(module);
  await transact([
    current ? modules.ops.replace(current, module, actor) : modules.ops.create(module, actor),
    ...[...after]
      .filter((userUuid) => !before.has(userUuid))
      .map((userUuid) => moduleAssignments.ops.create({ userUuid, moduleUuid: module.uuid, assetUuid: module.assetUuid }, actor)),
    ...[...before]
      .filter((userUuid) => !after.has(userUuid))
      .map((userUuid) => moduleAssignments.ops.remove({ userUuid, moduleUuid: module.uuid })),
  ]);
  return modules.require({ uuid: module.uuid }, { consistent: true });
}
