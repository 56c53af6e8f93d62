import { AppError } from '@cairn/shared/errors';
import { maxTimeoutSeconds } from '@cairn/shared/contract/define';
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import { deleteObject, getObject, putObject } from '../aws/objects.ts';
import { SimulatedCrash } from '../simulatedCrash.ts';
import { now, transact, transactionLimit, type Actor, type RemoveCondition, type Stored, type TransactItem } from '../data/entity.ts';

/*
 * An import too large for one transaction, made all or nothing (docs/architecture.md, "Imports
 * all or nothing"), whatever it imports: the portfolio questionnaire (lib/portfolio/importJournal.ts)
 * and an asset's suppliers (lib/supplier/spreadsheet.ts) both use this module with their own
 * entities and their own mark.
 *
 * Before its first write, the import keeps in the bucket how to undo each of its writes (the item
 * as it was, and the version the write leaves), and its first transaction sets a mark on the
 * record every writer of the imported items conditions on (`ImportMark`); its last transaction
 * clears the mark. Meanwhile every writer is refused with "an import is being written", so nobody
 * edits a half-written import.
 *
 * A write refused midway (a concurrent edit that slipped in before the mark) undoes the writes
 * already made, then answers the refusal. A process stopped midway (a timeout, a crash) leaves the
 * mark: the first read after the longest a procedure may run undoes the import from its journal
 * (`recoverStaleImport`). Undoing puts an item back only where it is still as the import left it,
 * so it is safe to repeat, and writes nobody else made are never undone.
 */

/** Which import holds a mark, and since when, so that one left by a stopped process can be undone. */
export const ImportMarker = z.object({ uuid: z.uuid(), startedAt: z.iso.datetime() });
export type ImportMarker = z.infer<typeof ImportMarker>;

/** A mark older than this belongs to a process that has stopped: no procedure runs longer. */
export const staleImportMs = 2 * maxTimeoutSeconds * 1000;

/**
 * Most bytes of transaction parts sent in one transaction: DynamoDB takes 4 MB, and the parts'
 * JSON here leaves out the attribute names' encoding, so a margin is kept.
 */
export const transactionBudgetBytes = 3_500_000;

/**
 * Where an import's mark lives, as read just before the import (or the read that may recover):
 * each kind of import says how its mark is set, cleared and taken over.
 */
export interface ImportMark {
  /** The mark as read: null when no import holds it. */
  current: ImportMarker | null;
  /** The bucket object that keeps an import's undoing. */
  journalKey(importUuid: string): string;
  /** What an import small enough for one transaction writes beside its items: the parent moved on, or a check that no import runs. */
  alone(): TransactItem[];
  /** The first transaction's part setting the mark; it fails the transaction when the parent changed or another import holds it. */
  set(marker: ImportMarker): TransactItem;
  /** The last transaction's part clearing the mark `set` wrote. */
  clear(marker: ImportMarker): TransactItem;
  /** Clears the mark where it is still this import's (after an undo). */
  release(marker: ImportMarker): Promise<void>;
  /** Moves the time of the mark read (`current`) to now, only where it is still as read: CONFLICT otherwise. */
  takeOver(marker: ImportMarker): Promise<void>;
  /** The refusal a writer meets while the mark is there. */
  busy(): AppError;
}

/** What the journal needs of an entity (a `defineEntity`'s): its transaction parts, and the two writes that undo. */
export interface JournaledEntity<T, Id> {
  ops: {
    create(input: T, actor: Actor): TransactItem;
    replace(current: Stored<T>, patch: Partial<T>, actor: Actor): TransactItem;
    remove(id: Id, condition?: RemoveCondition): TransactItem;
  };
  remove(id: Id, condition?: RemoveCondition): Promise<void>;
  restore(item: Stored<T>, expected: { version: number } | 'absent'): Promise<boolean>;
}

/** How to undo one write: the item before it (none for a creation) and the version it leaves (none for a removal). Kept as JSON in the journal. */
export interface Undo {
  kind: string;
  id: unknown;
  before: unknown;
  afterVersion: number | null;
}

/** One write of an import: its transaction part, and how to undo it. */
export interface PlannedWrite {
  op: TransactItem;
  undo: Undo;
}

/** Entities by the kind the journal names them, with the item each stores. */
type Entities<Items> = { [K in keyof Items]: JournaledEntity<Items[K], unknown> };

/**
 * The journal of one kind of import: its planned writes (a creation, a change of an item read, a
 * removal of one), writing them all or none under a mark, and undoing a stopped import.
 * `idOf` gives an item's identity, the same for every kind.
 */
export function importJournal<Items extends Record<string, object>, Id>(entities: Entities<Items>, idOf: (item: Items[keyof Items]) => Id) {
  type Kind = keyof Items & string;
  const entityOf = (kind: string) => (entities as Record<string, JournaledEntity<unknown, unknown>>)[kind]!;

  const plannedWrite = {
    create<K extends Kind>(kind: K, item: Items[K], actor: Actor): PlannedWrite {
      return { op: entities[kind].ops.create(item, actor), undo: { kind, id: idOf(item), before: null, afterVersion: 1 } };
    },
    replace<K extends Kind>(kind: K, current: Stored<Items[K]>, patch: Partial<Items[K]>, actor: Actor): PlannedWrite {
      return { op: entities[kind].ops.replace(current, patch, actor), undo: { kind, id: idOf(current), before: current, afterVersion: current.version + 1 } };
    },
    remove<K extends Kind>(kind: K, current: Stored<Items[K]>): PlannedWrite {
      return { op: entities[kind].ops.remove(idOf(current), { expectedVersion: current.version }), undo: { kind, id: idOf(current), before: current, afterVersion: null } };
    },
  };

  /** Undoes writes, the last first, a few at a time; a write someone has overwritten since is left as it is. */
  async function undo(undos: readonly Undo[]): Promise<void> {
    const pending = [...undos].reverse();
    const undoOne = async (entry: Undo): Promise<void> => {
      const entity = entityOf(entry.kind);
      if (entry.before === null) {
        try {
          await entity.remove(entry.id, { expectedVersion: entry.afterVersion ?? 1 });
        } catch (error) {
          // Already gone, or changed since: nothing of ours to undo.
          if (!(error instanceof AppError) || (error.code !== 'CONFLICT' && error.code !== 'NOT_FOUND')) throw error;
        }
        return;
      }
      await entity.restore(entry.before as Stored<unknown>, entry.afterVersion === null ? 'absent' : { version: entry.afterVersion });
    };
    const lanes = Array.from({ length: Math.min(16, pending.length) }, async () => {
      for (let entry = pending.shift(); entry !== undefined; entry = pending.shift()) await undoOne(entry);
    });
    await Promise.all(lanes);
  }

  /**
   * Writes all of `writes`, or none: in one transaction with the mark's `alone` parts when they
   * fit, else journaled and marked as above.
   */
  async function writeAllOrNothing(
    mark: ImportMark,
    writes: readonly PlannedWrite[],
    /** Tests only: stops after this many transactions as a killed process would, undoing nothing (`SimulatedCrash`). */
    { crashAfterTransactions }: { crashAfterTransactions?: number } = {},
  ): Promise<void> {
    const alone = mark.alone();
    if (writes.length + alone.length <= transactionLimit && bytesOf(writes.map((write) => write.op)) <= transactionBudgetBytes) {
      await transact([...alone, ...writes.map((write) => write.op)]);
      return;
    }
    const marker: ImportMarker = { uuid: randomUUID(), startedAt: now() };
    const journal = mark.journalKey(marker.uuid);
    await putObject(journal, gzipSync(JSON.stringify(writes.map((write) => write.undo))), 'application/gzip');
    const items = [mark.set(marker), ...writes.map((write) => write.op), mark.clear(marker)];
    let written = 0;
    try {
      let transactions = 0;
      for (const chunk of transactionsOf(items)) {
        await transact(chunk.items);
        written = chunk.end;
        transactions += 1;
        if (transactions === crashAfterTransactions) throw new SimulatedCrash(`Stopped after ${transactions} transactions`);
      }
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      // The first transaction refused, nothing was written; else what was written is undone.
      if (written > 0) {
        await undo(writes.slice(0, written - 1).map((write) => write.undo));
        await mark.release(marker);
      }
      await deleteObject(journal);
      throw error;
    }
    await deleteObject(journal);
  }

  /**
   * Undoes an import whose process stopped midway (its mark is older than any procedure runs);
   * answers whether it did. One reader takes the undoing on, by moving the mark's time on;
   * another meanwhile is told an import is being written.
   */
  async function recoverStaleImport(mark: ImportMark): Promise<boolean> {
    const marker = mark.current;
    if (marker === null || Date.now() - Date.parse(marker.startedAt) < staleImportMs) return false;
    try {
      await mark.takeOver(marker);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') throw mark.busy();
      throw error;
    }
    const journal = mark.journalKey(marker.uuid);
    const bytes = await getObject(journal);
    // Which transactions were written is unknown: each write is undone where it was made.
    if (bytes) await undo(JSON.parse(gunzipSync(bytes).toString('utf8')) as Undo[]);
    await mark.release(marker);
    await deleteObject(journal);
    return true;
  }

  return { plannedWrite, writeAllOrNothing, recoverStaleImport };
}

const bytesOf = (items: readonly TransactItem[]) => items.reduce((total, item) => total + Buffer.byteLength(JSON.stringify(item)), 0);

/** The parts in transactions of at most `transactionLimit` parts and `transactionBudgetBytes`, in order, each with the count of parts written once it is. */
export function transactionsOf(items: readonly TransactItem[]): { items: TransactItem[]; end: number }[] {
  const chunks: { items: TransactItem[]; end: number }[] = [];
  let current: TransactItem[] = [];
  let bytes = 0;
  items.forEach((item, index) => {
    const size = Buffer.byteLength(JSON.stringify(item));
    if (current.length === transactionLimit || (current.length > 0 && bytes + size > transactionBudgetBytes)) {
      chunks.push({ items: current, end: index });
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  });
  if (current.length > 0) chunks.push({ items: current, end: items.length });
  return chunks;
}
