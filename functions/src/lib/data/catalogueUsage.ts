import { CatalogueUsage } from '@cairn/shared/catalogue';
import { z } from 'zod';
import { transact, defineEntity, type Actor } from './entity.ts';

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
