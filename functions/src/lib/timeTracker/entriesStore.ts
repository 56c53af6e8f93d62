import { transact, transactionLimit, type Actor, type TransactItem } from '../data/entity.ts';
import { timeEntries, type TimeEntryRecord } from '../data/timeEntry.ts';

export interface ReplacedEntries {
  trackerIds: number;
  entries: number;
  created: number;
  removed: number;
}

/** Transactions written side by side: enough to import a year of entries within a request. */
const parallelTransactions = 4;

/**
 * Makes the stored entries of each tracker id named in `entries` exactly those: the new ones
 * written, those no longer there removed, the others left alone. New entries are written
 * before old ones are removed, in transactions of up to 100; each write is idempotent, so a
 * failure half-way is completed by importing the same file again, and never loses an entry the
 * file holds.
 */
export async function replaceTrackerEntries(entries: readonly TimeEntryRecord[], actor: Actor): Promise<ReplacedEntries> {
  const byTracker = new Map<string, TimeEntryRecord[]>();
  for (const entry of entries) byTracker.set(entry.trackerId, [...(byTracker.get(entry.trackerId) ?? []), entry]);
  const puts: TransactItem[] = [];
  const removals: TransactItem[] = [];
  for (const [trackerId, wanted] of byTracker) {
    const stored = await timeEntries.query('byTracker', { trackerId }, { consistent: true });
    const storedUuids = new Set(stored.map((entry) => entry.uuid));
    const wantedUuids = new Set(wanted.map((entry) => entry.uuid));
    for (const entry of wanted) if (!storedUuids.has(entry.uuid)) puts.push(timeEntries.ops.put(entry, actor));
    for (const entry of stored) if (!wantedUuids.has(entry.uuid)) removals.push(timeEntries.ops.remove({ trackerId, uuid: entry.uuid }));
  }
  await writeAll(puts);
  await writeAll(removals);
  return { trackerIds: byTracker.size, entries: entries.length, created: puts.length, removed: removals.length };
}

async function writeAll(parts: TransactItem[]): Promise<void> {
  const chunks: TransactItem[][] = [];
  for (let start = 0; start < parts.length; start += transactionLimit) chunks.push(parts.slice(start, start + transactionLimit));
  for (let start = 0; start < chunks.length; start += parallelTransactions) {
    await Promise.all(chunks.slice(start, start + parallelTransactions).map((chunk) => transact(chunk)));
  }
}
