import { CatalogueUsage } from '@cairn/shared/catalogue';
import * as z from 'zod';
import { AppError } from '@cairn/shared/errors';
import { transact, transactionLimit, defineEntity, type Actor } from './entity.ts';

type TransactItem = Parameters<typeof transact>[0][number];

/** The catalogue entries that can be used: emission factors and hypotheses. */
export type UsageTarget = 'EF' | 'HYP';

/** The used entry's own partition (`EF#<uuid>` or `HYP#<uuid>`, its key's). */
const targetPartition = ({ target, targetUuid }: { target: UsageTarget; targetUuid: string }) => `${target}#${targetUuid}`;

/**
 * "X uses this factor": one item in the used entry's own partition (`EF#<uuid>` or
 * `HYP#<uuid>`), so its detail page reads its usages with one query and a deletion can tell
 * that it is still needed. The user writes these items in the transaction that saves it.
 */
export const catalogueUsages = defineEntity({
  name: 'CatalogueUsage',
  schema: CatalogueUsage.extend({ target: z.enum(['EF', 'HYP']), targetUuid: z.uuid() }),
  key: ({ target, targetUuid, kind, uuid }: { target: UsageTarget; targetUuid: string; kind: string; uuid: string }) => ({
    pk: targetPartition({ target, targetUuid }),
    sk: `USEDBY#${kind}#${uuid}`,
  }),
  identify: ({ target, targetUuid, kind, uuid }) => ({ target, targetUuid, kind, uuid }),
  indexes: {
    /** Who uses a factor or hypothesis, beside the entry itself. */
    byTarget: { index: 'primary', pk: targetPartition, skPrefix: 'USEDBY#' },
  },
});

/** What a user references: the factor and hypothesis uuids it was computed with. */
export interface UsedEntries {
  emissionFactorUuids: readonly string[];
  hypothesisUuids: readonly string[];
}

const targetsOf = (used: UsedEntries) => [
  ...new Set(used.emissionFactorUuids.map((uuid) => `EF#${uuid}`)),
  ...new Set(used.hypothesisUuids.map((uuid) => `HYP#${uuid}`)),
];

const parseTarget = (target: string) => {
  const [kind, uuid] = target.split('#') as [UsageTarget, string];
  return { target: kind, targetUuid: uuid };
};

/**
 * The writes that move a user's usage items from what it used before to what it uses now:
 * removals for the entries it no longer uses, and a fresh item (with its current name) for each
 * entry it uses, so a renamed user is listed under its new name.
 */
export function usageChanges(
  user: Omit<CatalogueUsage, 'name'> & { name: string },
  before: UsedEntries,
  after: UsedEntries,
  actor: Actor,
): TransactItem[] {
  const now = targetsOf(after);
  const dropped = targetsOf(before).filter((target) => !now.includes(target));
  return [
    ...dropped.map((target) => catalogueUsages.ops.remove({ ...parseTarget(target), kind: user.kind, uuid: user.uuid })),
    ...now.map((target) => catalogueUsages.ops.put({ ...parseTarget(target), ...user }, actor)),
  ];
}

export const noUsedEntries: UsedEntries = { emissionFactorUuids: [], hypothesisUuids: [] };

/** Who uses a factor or hypothesis, read strongly (a deletion decides on it). */
export async function usagesOf(target: UsageTarget, uuid: string): Promise<CatalogueUsage[]> {
  const items = await catalogueUsages.query('byTarget', { target, targetUuid: uuid }, { consistent: true });
  return items.map(({ kind, uuid: userUuid, name, parentUuid }) => ({ kind, uuid: userUuid, name, parentUuid }));
}

const UsedEntriesRecord = z.object({ emissionFactorUuids: z.array(z.uuid()), hypothesisUuids: z.array(z.uuid()) });

/**
 * A save whose usage items did not fit in its transaction (DynamoDB takes 100 items): written in
 * that transaction, it holds the usage changes still to apply, and stays in a sparse index until
 * they are all written, so any worker can finish them (`completeUsageSync`).
 */
export const usageSyncs = defineEntity({
  name: 'UsageSync',
  schema: z.object({ user: CatalogueUsage, before: UsedEntriesRecord, after: UsedEntriesRecord }),
  key: ({ kind, uuid }: Pick<CatalogueUsage, 'kind' | 'uuid'>) => ({ pk: `USAGESYNC#${kind}#${uuid}`, sk: 'USAGESYNC' }),
  identify: ({ user }) => ({ kind: user.kind, uuid: user.uuid }),
  indexes: {
    /** Every sync not finished yet: a deletion finishes them before it counts an entry's usages. */
    pending: { index: 'gsi1', pk: () => 'USAGESYNC_PENDING', sk: (sync) => `${sync.user.kind}#${sync.user.uuid}` },
  },
});

type UsageUserId = Pick<CatalogueUsage, 'kind' | 'uuid'>;

const union = (a: UsedEntries, b: UsedEntries) => ({
  emissionFactorUuids: [...new Set([...a.emissionFactorUuids, ...b.emissionFactorUuids])],
  hypothesisUuids: [...new Set([...a.hypothesisUuids, ...b.hypothesisUuids])],
});

/**
 * Saves a user of catalogue entries (`parts`: its own writes) and its usage items in one
 * transaction. When they do not fit, the transaction writes the user with a `UsageSync` instead,
 * then the usage items follow in idempotent batches and the sync is removed: a crash in between
 * leaves the sync, finished by the next save of the same user or by the next deletion of an
 * entry. `interruptAfterTransaction` stops there, as a crash would (for tests).
 */
export async function saveWithUsages(
  parts: TransactItem[],
  user: CatalogueUsage,
  before: UsedEntries,
  after: UsedEntries,
  actor: Actor,
  { conflictMessage, interruptAfterTransaction = false }: { conflictMessage?: string; interruptAfterTransaction?: boolean } = {},
): Promise<void> {
  const id: UsageUserId = { kind: user.kind, uuid: user.uuid };
  const unfinished = await usageSyncs.get(id, { consistent: true });
  const from = union(before, unfinished?.before ?? noUsedEntries);
  const changes = usageChanges(user, from, after, actor);
  const finishing = unfinished ? [usageSyncs.ops.remove(id, { expectedVersion: unfinished.version })] : [];
  if (parts.length + changes.length + finishing.length <= transactionLimit) {
    await transact([...parts, ...changes, ...finishing], conflictMessage);
    return;
  }
  const sync = { user, before: from, after: union(after, noUsedEntries) };
  await transact([...parts, unfinished ? usageSyncs.ops.replace(unfinished, sync, actor) : usageSyncs.ops.create(sync, actor)], conflictMessage);
  if (!interruptAfterTransaction) await completeUsageSync(id);
}

/**
 * Applies a sync's usage changes in batches (each write idempotent) and removes it, unless a newer
 * save replaced it meanwhile: that save's own sync finishes the work.
 */
export async function completeUsageSync(id: UsageUserId): Promise<void> {
  const sync = await usageSyncs.get(id, { consistent: true });
  if (!sync) return;
  const changes = usageChanges(sync.user, sync.before, sync.after, sync.updatedBy);
  for (let start = 0; start < changes.length; start += transactionLimit) await transact(changes.slice(start, start + transactionLimit));
  try {
    await usageSyncs.remove(id, { expectedVersion: sync.version });
  } catch (error) {
    if (!(error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND'))) throw error;
  }
}

/** Finishes every unfinished sync, so that usage items are complete before a deletion counts them. */
export async function completePendingUsageSyncs(): Promise<void> {
  for (const sync of await usageSyncs.query('pending', {})) await completeUsageSync({ kind: sync.user.kind, uuid: sync.user.uuid });
}
