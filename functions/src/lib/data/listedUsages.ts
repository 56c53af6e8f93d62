import { transact, transactionLimit, type TransactItem } from './entity.ts';

/**
 * The usage items of a template that lists other templates in order (a questionnaire template's
 * question templates, a survey template's survey questions): one item per listed template in the
 * listed one's partition, so deleting it reads who lists it with one strongly consistent query.
 */
export interface ListedUsageWrites {
  /** New usage items. */
  puts: TransactItem[];
  /** Each newly listed template checked to be still there when the transaction writes. */
  checks: TransactItem[];
  /** Usage items of templates no longer listed. */
  removals: TransactItem[];
}

/** Writes items in transactions of at most 100, for usage items that did not fit in their template's. */
async function writeInBatches(items: TransactItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += transactionLimit) await transact(items.slice(start, start + transactionLimit));
}

/**
 * Saves a template's parts with its usage changes. They go in the same transaction when they fit
 * (DynamoDB takes 100 items); a larger change writes the new usage items before and removes the
 * dropped ones after, so the usage items only ever hold more than the records say, never less,
 * and a count of users confirmed by the records counts only those that agree.
 */
export async function saveWithListedUsages(parts: TransactItem[], usages: ListedUsageWrites, write: (parts: TransactItem[]) => Promise<void>): Promise<void> {
  const inline = [...usages.puts, ...usages.checks, ...usages.removals];
  if (parts.length + inline.length <= transactionLimit) return write([...parts, ...inline]);
  await writeInBatches(usages.puts);
  await write(parts);
  await writeInBatches(usages.removals);
}
