import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { maxTimeoutSeconds } from '@cairn/shared/contract/define';
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { deleteObject, getObject, putObject } from '../aws/objects.ts';
import { SimulatedCrash } from '../simulatedCrash.ts';
import { now, transact, transactionLimit, type Actor, type Stored, type TransactItem } from '../data/entity.ts';
import {
  funds,
  importJournalKey,
  investees,
  investments,
  reportings,
  type FundRecord,
  type ImportMarker,
  type InvesteeRecord,
  type InvestmentRecord,
  type ReportingRecord,
} from '../data/portfolio.ts';

/*
 * An import too large for one transaction, made all or nothing (docs/architecture.md, "Portfolio
 * emissions"). Before its first write, the import keeps in the bucket how to undo each of its
 * writes (the item as it was, and the version the write leaves), and its first transaction marks
 * the reporting with the import; its last transaction clears the mark. Meanwhile every change
 * of the questionnaire, the client's and the staff's, is refused as "an import is being written"
 * (`assertNoImport`), so nobody edits a half-written questionnaire.
 *
 * A write refused midway (a concurrent edit that slipped in before the mark) undoes the writes
 * already made, then answers the refusal. A process stopped midway (a timeout, a crash) leaves the
 * mark: the first read of the reporting after the longest a procedure may run undoes the import
 * from its journal (`recoverStaleImport`). Undoing puts an item back only where it is still as
 * the import left it, so it is safe to repeat, and writes nobody else made are never undone.
 */

/** The items an import writes, by kind. */
interface Items {
  fund: FundRecord;
  investment: InvestmentRecord;
  investee: InvesteeRecord;
}
type Kind = keyof Items;

/** How to undo one write: the item before it (none for a creation) and the version it leaves (none for a removal). */
type Undo = { [K in Kind]: { kind: K; id: { reportingUuid: string; uuid: string }; before: Stored<Items[K]> | null; afterVersion: number | null } }[Kind];

/** One write of an import: its transaction part, and how to undo it. */
export interface PlannedWrite {
  op: TransactItem;
  undo: Undo;
}

const entities = { fund: funds, investment: investments, investee: investees };

const idOf = (item: { reportingUuid: string; uuid: string }) => ({ reportingUuid: item.reportingUuid, uuid: item.uuid });

/** The writes of an import, each with its undoing: a creation, a change of an item read, a removal of one. */
export const plannedWrite = {
  create<K extends Kind>(kind: K, item: Items[K], actor: Actor): PlannedWrite {
    return { op: entities[kind].ops.create(item as never, actor), undo: { kind, id: idOf(item), before: null, afterVersion: 1 } as Undo };
  },
  replace<K extends Kind>(kind: K, current: Stored<Items[K]>, patch: Partial<Items[K]>, actor: Actor): PlannedWrite {
    return { op: entities[kind].ops.replace(current as never, patch as never, actor), undo: { kind, id: idOf(current), before: current, afterVersion: current.version + 1 } as Undo };
  },
  remove<K extends Kind>(kind: K, current: Stored<Items[K]>): PlannedWrite {
    return { op: entities[kind].ops.remove(idOf(current), { expectedVersion: current.version }), undo: { kind, id: idOf(current), before: current, afterVersion: null } as Undo };
  },
};

/** A mark older than this belongs to a process that has stopped: no procedure runs longer. */
export const staleImportMs = 2 * maxTimeoutSeconds * 1000;

const importInProgress = () => new AppError('CONFLICT', say('server.portfolio.importInProgress'));

/** Refuses a change of the questionnaire while an import is being written into it. */
export function assertNoImport(reporting: ReportingRecord): void {
  if (reporting.importInProgress !== null) throw importInProgress();
}

/**
 * Writes all of `writes` over the questionnaire read at `reporting`, or none: in one transaction
 * when they fit (moving the reporting on, so that two imports read from the same state cannot
 * both run), else journaled and marked as above.
 */
export async function writeAllOrNothing(
  reporting: Stored<ReportingRecord>,
  writes: readonly PlannedWrite[],
  actor: Actor,
  /** Tests only: stops after this many transactions as a killed process would, undoing nothing (`SimulatedCrash`). */
  { crashAfterTransactions }: { crashAfterTransactions?: number } = {},
): Promise<void> {
  if (writes.length < transactionLimit) {
    await transact([reportings.ops.replace(reporting, {}, actor), ...writes.map((write) => write.op)]);
    return;
  }
  const marker: ImportMarker = { uuid: randomUUID(), startedAt: now() };
  const journal = importJournalKey(reporting.uuid, marker.uuid);
  await putObject(journal, gzipSync(JSON.stringify(writes.map((write) => write.undo))), 'application/gzip');
  const marked = { ...reporting, importInProgress: marker, version: reporting.version + 1 };
  const items = [reportings.ops.replace(reporting, { importInProgress: marker }, actor), ...writes.map((write) => write.op), reportings.ops.replace(marked, { importInProgress: null }, actor)];
  let written = 0;
  try {
    for (let start = 0, transactions = 0; start < items.length; start += transactionLimit) {
      await transact(items.slice(start, start + transactionLimit));
      written = Math.min(items.length, start + transactionLimit);
      transactions += 1;
      if (transactions === crashAfterTransactions) throw new SimulatedCrash(`Stopped after ${transactions} transactions`);
    }
  } catch (error) {
    if (error instanceof SimulatedCrash) throw error;
    // The first transaction refused, nothing was written; else what was written is undone.
    if (written > 0) {
      await undo(writes.slice(0, written - 1).map((write) => write.undo));
      await clearMark(reporting.uuid, marker, actor);
    }
    await deleteObject(journal);
    throw error;
  }
  await deleteObject(journal);
}

/**
 * Undoes an import whose process stopped midway (its mark is older than any procedure runs), then
 * answers the reporting as it is now; null when there was nothing to undo. One reader takes the
 * undoing on, by moving the mark's time on; another meanwhile is told an import is being written.
 */
export async function recoverStaleImport(reporting: Stored<ReportingRecord>, actor: Actor): Promise<Stored<ReportingRecord> | null> {
  const marker = reporting.importInProgress;
  if (marker === null || Date.now() - Date.parse(marker.startedAt) < staleImportMs) return null;
  try {
    await reportings.update({ uuid: reporting.uuid }, { importInProgress: { uuid: marker.uuid, startedAt: now() } }, actor, { expectedVersion: reporting.version });
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') throw importInProgress();
    throw error;
  }
  const journal = importJournalKey(reporting.uuid, marker.uuid);
  const bytes = await getObject(journal);
  // Which transactions were written is unknown: each write is undone where it was made.
  if (bytes) await undo(JSON.parse(gunzipSync(bytes).toString('utf8')) as Undo[]);
  await clearMark(reporting.uuid, marker, actor);
  await deleteObject(journal);
  return reportings.require({ uuid: reporting.uuid }, { consistent: true });
}

/** Undoes writes, the last first, a few at a time; a write someone has overwritten since is left as it is. */
async function undo(undos: readonly Undo[]): Promise<void> {
  const pending = [...undos].reverse();
  const undoOne = async (entry: Undo): Promise<void> => {
    const entity = entities[entry.kind];
    if (entry.before === null) {
      try {
        await entity.remove(entry.id, { expectedVersion: entry.afterVersion ?? 1 });
      } catch (error) {
        // Already gone, or changed since: nothing of ours to undo.
        if (!(error instanceof AppError) || (error.code !== 'CONFLICT' && error.code !== 'NOT_FOUND')) throw error;
      }
      return;
    }
    await entity.restore(entry.before as never, entry.afterVersion === null ? 'absent' : { version: entry.afterVersion });
  };
  const lanes = Array.from({ length: Math.min(16, pending.length) }, async () => {
    for (let entry = pending.shift(); entry !== undefined; entry = pending.shift()) await undoOne(entry);
  });
  await Promise.all(lanes);
}

/** Clears the import's mark, where it is still this import's. */
async function clearMark(reportingUuid: string, marker: ImportMarker, actor: Actor): Promise<void> {
  await reportings.update({ uuid: reportingUuid }, (current) => (current.importInProgress?.uuid === marker.uuid ? { importInProgress: null } : {}), actor);
}
