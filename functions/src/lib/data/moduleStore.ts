import type { z } from 'zod';
import { transact, type Actor, type Stored, type TransactItem } from './entity.ts';
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
  await transact(moduleWrites(current, module, actor));
  return modules.require({ uuid: module.uuid }, { consistent: true });
}

/**
 * The transaction parts that write a module (`current` null for a new one) and move its
 * assignment items with it; a caller adds its own parts (a project) to the same transaction.
 */
export function moduleWrites(current: Stored<ModuleRecord> | null, module: ModuleRecord, actor: Actor): TransactItem[] {
  const before = current ? assigneesOf(current) : new Set<string>();
  const after = assigneesOf(module);
  return [
    current ? modules.ops.replace(current, module, actor) : modules.ops.create(module, actor),
    ...[...after]
      .filter((userUuid) => !before.has(userUuid))
      .map((userUuid) => moduleAssignments.ops.create({ userUuid, moduleUuid: module.uuid, assetUuid: module.assetUuid }, actor)),
    ...[...before]
      .filter((userUuid) => !after.has(userUuid))
      .map((userUuid) => moduleAssignments.ops.remove({ userUuid, moduleUuid: module.uuid })),
  ];
}

/** The parts that delete a module and its assignment items. */
export function moduleRemovals(module: Stored<ModuleRecord>): TransactItem[] {
  return [
    modules.ops.remove({ uuid: module.uuid }, { expectedVersion: module.version }),
    ...[...assigneesOf(module)].map((userUuid) => moduleAssignments.ops.remove({ userUuid, moduleUuid: module.uuid })),
  ];
}
