import { DealFields } from '@cairn/shared/projects/deal';
import { deals } from '../data/deal.ts';
import { transact, transactionLimit, type Actor, type TransactItem } from '../data/entity.ts';

export interface SavedDeals {
  created: number;
  updated: number;
  unchanged: number;
}

/** The fields of a deal in the schema's order (parsing drops the audit fields), to tell a changed deal from the one stored. */
const fingerprint = (deal: DealFields) => JSON.stringify(DealFields.parse(deal));

/**
 * Writes deals into our table by uuid: a new one created, a changed one replaced (conditional on
 * the version read), an identical one left alone. A stored deal keeps its `kept` fields (those
 * the source says nothing about). Deals are never deleted here: projects link
 * to them. Writes go in transactions of up to 100 deals; each is idempotent (same uuid, same
 * fields), so a failure half-way is completed by sending the same deals again.
 */
export async function saveDeals(incoming: readonly DealFields[], actor: Actor, kept: readonly (keyof DealFields)[] = []): Promise<SavedDeals> {
  const stored = await deals.batchGet(incoming.map((deal) => ({ uuid: deal.uuid })), { consistent: true });
  const parts: TransactItem[] = [];
  const counts: SavedDeals = { created: 0, updated: 0, unchanged: 0 };
  incoming.forEach((given, index) => {
    const current = stored[index];
    const deal = current ? { ...given, ...Object.fromEntries(kept.map((field) => [field, current[field]])) } : given;
    if (!current) {
      parts.push(deals.ops.create(deal, actor));
      counts.created += 1;
    } else if (fingerprint(current) !== fingerprint(deal)) {
      parts.push(deals.ops.replace(current, deal, actor));
      counts.updated += 1;
    } else counts.unchanged += 1;
  });
  for (let start = 0; start < parts.length; start += transactionLimit) await transact(parts.slice(start, start + transactionLimit));
  return counts;
}
