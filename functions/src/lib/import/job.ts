import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '@cairn/shared/errors';
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { dynamo } from '../aws/clients.ts';
import { config } from '../config.ts';
import { describeError, log } from '../http/log.ts';
import type { Actor, Stored } from '../data/entity.ts';
import { importChunks, importJobs, type ImportJobRecord } from '../data/importJob.ts';
import { scheduledJobs } from '../data/scheduledJob.ts';
import { SimulatedCrash } from '../simulatedCrash.ts';

/*
 * The commit of a validated spreadsheet import, all or nothing whatever happens to the process.
 *
 * The validated items are staged first, in gzipped chunks under the job's partition, and only
 * then is the ImportJob item written (so a job never exists without all its rows). The commit
 * then runs in steps, each step a window of chunks followed by a version-conditional advance of
 * the job's cursor:
 *
 * - STAGING: each chunk's reservations (for factors, the name claims) are written in one
 *   transaction, each reservation taken only if free or already held by the same item. Nothing
 *   a reader lists is written yet. A reservation held by someone else sends the job to RELEASING.
 * - PUBLISHING: every reservation is held, so nothing can refuse the items any more: each chunk's
 *   items are written (created only where absent), each carrying the job's uuid, and the job
 *   ends DONE. Readers leave out an item whose job is not DONE (for factors, `visibleFactors`),
 *   so that last conditional write publishes the whole import at once.
 * - RELEASING: the reservations STAGING may have written are removed (only where still held by
 *   this job's items), and the job ends FAILED with the reason: the catalogue is unchanged.
 *
 * Every step is idempotent (the items' ids are in the staged chunks, so a retry writes the same
 * ids), so a worker killed at any point is resumed from the cursor by the next one: the next
 * status poll, or the scheduled runner (a ScheduledJob is created with the job for that). A
 * worker holds a lease on the job while it runs; a crashed worker's lease runs out.
 */

/** What a kind of import does with its staged items; the catalogue's factor import is the first. */
export interface ImportCommitter<Item> {
  kind: string;
  /** Items per chunk: a chunk's writes must fit in one transaction. */
  chunkSize: number;
  /**
   * Takes the chunk's reservations, in one transaction with `stillStaging` (a condition that the
   * job is still STAGING, so that a stalled worker never reserves after the job moved on);
   * answers false (writing nothing) when a reservation is held by someone else, and throws
   * `StaleWorker` when only `stillStaging` failed.
   */
  reserve(items: Item[], actor: Actor, stillStaging: ConditionCheck): Promise<boolean>;
  /**
   * Writes the chunk's items where absent; its reservations are held. `redo` is set when the
   * chunk may have been written before (the first window after taking over a crashed worker's
   * job), so that what happened to those items since is respected. Each item carries `jobUuid`,
   * so that readers see it only once the job is DONE.
   */
  publish(items: Item[], actor: Actor, redo: boolean, jobUuid: string): Promise<void>;
  /** Removes the chunk's reservations still held by its items. */
  release(items: Item[]): Promise<void>;
  /** Why the import failed when a reservation was held by someone else, for the user. */
  conflictMessage: string;
}

/** A transaction part that holds only while the job is STAGING. */
export interface ConditionCheck {
  ConditionCheck: {
    TableName: string;
    Key: Record<string, string>;
    ConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, string>;
  };
}

/** Thrown by a committer when the job moved on under a stalled worker: that worker stops. */
export class StaleWorker extends Error {}

const committers = new Map<string, ImportCommitter<unknown>>();

export function registerImportCommitter<Item>(committer: ImportCommitter<Item>): void {
  committers.set(committer.kind, committer as ImportCommitter<unknown>);
}

/** How long a worker holds a job without advancing it before another may take over. */
export const importLeaseMs = 60_000;
/** Chunks of one window, written at once. */
const parallelChunks = 8;
/** The scheduled runner looks at a job this long after its creation, in case nobody polls. */
const resumeDelayMs = 2 * 60_000;
export const importJobKind = 'IMPORT_COMMIT';
/** Most items of one BatchWriteItem. */
const batchWriteLimit = 25;

export type ImportJob = Stored<ImportJobRecord>;

export interface AdvanceOptions {
  /** Stop taking new windows after this long; the next call goes on. */
  budgetMs: number;
  /** The time, for leases; tests move it forward to take over a crashed worker's lease. */
  clock?: () => number;
  /**
   * Tests only: throw after this many windows, right after their writes and before the cursor
   * moves, leaving the lease held, as a process killed there would.
   */
  crashAfterWindows?: number;
  /** Tests only: called after each window's writes, before the cursor moves (a test kills the process there). */
  afterWindowWrites?: (windows: number) => Promise<void>;
}

/** Thrown by `crashAfterWindows`. */
export { SimulatedCrash };

const isFinal = (job: Pick<ImportJobRecord, 'status'>) => job.status === 'DONE' || job.status === 'FAILED';

async function batchWrite(items: Record<string, unknown>[]): Promise<void> {
  const table = config.tableName();
  for (let start = 0; start < items.length; start += batchWriteLimit) {
    let pending = items.slice(start, start + batchWriteLimit).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (answer.UnprocessedItems?.[table] ?? []) as typeof pending;
    }
  }
}

/**
 * Stages validated items and creates their job (status STAGING). The chunks are written before
 * the job, so a crash here leaves only chunks nobody reads, which expire.
 */
export async function createImportJob<Item>(kind: string, fileName: string, items: Item[], actor: Actor): Promise<ImportJob> {
  const committer = committers.get(kind);
  if (!committer) throw new Error(`No import committer for ${kind}`);
  const uuid = randomUUID();
  const createdAtSeconds = Math.floor(Date.now() / 1000);
  const chunks: Record<string, unknown>[] = [];
  for (let start = 0, index = 0; start < items.length; start += committer.chunkSize, index++) {
    const data = gzipSync(JSON.stringify(items.slice(start, start + committer.chunkSize))).toString('base64');
    const put = importChunks.ops.put({ jobUuid: uuid, index, data, createdAtSeconds }, actor).Put;
    chunks.push(put!.Item as Record<string, unknown>);
  }
  await batchWrite(chunks);
  const job = await importJobs.create(
    { uuid, kind, fileName, status: 'STAGING', cursor: 0, chunkCount: chunks.length, itemCount: items.length, createdAtSeconds },
    actor,
  );
  await scheduledJobs.create(
    { uuid: randomUUID(), kind: importJobKind, dueAt: new Date(Date.now() + resumeDelayMs).toISOString(), payload: { jobUuid: uuid }, state: 'PENDING' },
    actor,
  );
  return job;
}

async function readChunk<Item>(jobUuid: string, index: number): Promise<Item[]> {
  const chunk = await importChunks.require({ jobUuid, index }, { consistent: true });
  return JSON.parse(gunzipSync(Buffer.from(chunk.data, 'base64')).toString('utf8')) as Item[];
}

/** Moves the job on with a version-conditional write; null when another worker moved it first. */
async function moveJob(job: ImportJob, patch: Partial<ImportJobRecord>): Promise<ImportJob | null> {
  try {
    return await importJobs.update({ uuid: job.uuid }, patch, job.updatedBy, { expectedVersion: job.version });
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return null;
    throw error;
  }
}

/** The condition each reservation carries: the job is still staging (a failed job takes no name). */
export function stillStagingCheck(jobUuid: string): ConditionCheck {
  return {
    ConditionCheck: {
      TableName: config.tableName(),
      Key: importJobs.key({ uuid: jobUuid }),
      ConditionExpression: '#status = :staging',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':staging': 'STAGING' },
    },
  };
}

/**
 * Runs the job's commit for about `budgetMs`, from where it stands; answers the job as it is
 * then. A job another worker holds is answered as it is.
 */
export async function advanceImport(jobUuid: string, options: AdvanceOptions): Promise<ImportJob> {
  const clock = options.clock ?? Date.now;
  const started = Date.now();
  let job = await importJobs.require({ uuid: jobUuid }, { consistent: true });
  if (isFinal(job)) return job;
  if (job.leaseUntil !== null && Date.parse(job.leaseUntil) > clock()) return job;
  const committer = committers.get(job.kind);
  if (!committer) throw new Error(`No import committer for ${job.kind}`);
  const lease = () => new Date(clock() + importLeaseMs).toISOString();
  // A lease still set means a worker stopped without letting go: its last window may be done.
  let redo = job.leaseUntil !== null;
  const held = await moveJob(job, { leaseUntil: lease() });
  if (!held) return importJobs.require({ uuid: jobUuid }, { consistent: true });
  job = held;
  const actor = job.createdBy;

  let windows = 0;
  while (!isFinal(job) && Date.now() - started < options.budgetMs) {
    const end = job.status === 'RELEASING' ? job.releaseChunks : job.chunkCount;
    const indexes = Array.from({ length: Math.min(parallelChunks, end - job.cursor) }, (_, offset) => job.cursor + offset);
    const chunks = await Promise.all(indexes.map((index) => readChunk(job.uuid, index)));
    let patch: Partial<ImportJobRecord>;
    if (job.status === 'STAGING') {
      const stillStaging = stillStagingCheck(job.uuid);
      let reserved: boolean[];
      try {
        reserved = await Promise.all(chunks.map((items) => committer.reserve(items, actor, stillStaging)));
      } catch (error) {
        if (error instanceof StaleWorker) return importJobs.require({ uuid: jobUuid }, { consistent: true });
        throw error;
      }
      const cursor = job.cursor + indexes.length;
      if (reserved.every(Boolean)) patch = cursor >= job.chunkCount ? { status: 'PUBLISHING', cursor: 0 } : { cursor };
      // Any chunk of this window may have been reserved: releasing covers them all.
      else patch = { status: 'RELEASING', cursor: 0, releaseChunks: cursor, failure: committer.conflictMessage };
    } else if (job.status === 'PUBLISHING') {
      await Promise.all(chunks.map((items) => committer.publish(items, actor, redo, job.uuid)));
      const cursor = job.cursor + indexes.length;
      patch = cursor >= job.chunkCount ? { status: 'DONE', cursor } : { cursor };
    } else {
      await Promise.all(chunks.map((items) => committer.release(items)));
      const cursor = job.cursor + indexes.length;
      patch = cursor >= job.releaseChunks ? { status: 'FAILED', cursor } : { cursor };
    }
    windows += 1;
    redo = false;
    await options.afterWindowWrites?.(windows);
    if (options.crashAfterWindows !== undefined && windows >= options.crashAfterWindows) throw new SimulatedCrash(`Stopped after ${windows} windows`);
    const moved = await moveJob(job, { ...patch, leaseUntil: isFinal({ status: patch.status ?? job.status }) ? null : lease() });
    if (!moved) return importJobs.require({ uuid: jobUuid }, { consistent: true });
    job = moved;
  }
  if (isFinal(job)) return job;
  // Out of budget: let the next call go on at once.
  return (await moveJob(job, { leaseUntil: null })) ?? importJobs.require({ uuid: jobUuid }, { consistent: true });
}

/**
 * `advanceImport` for a request (the upload, a status poll): a step that fails (storage throttled
 * past its retries, a timeout) is logged and the job answered as it stands, still pending; its
 * lease runs out and the next poll or the scheduled runner takes it up from its cursor.
 */
export async function advanceImportForRequest(jobUuid: string, budgetMs: number): Promise<ImportJob> {
  try {
    return await advanceImport(jobUuid, { budgetMs });
  } catch (error) {
    log('error', 'Import step failed; the job will be resumed', { jobUuid, ...describeError(error) });
    return importJobs.require({ uuid: jobUuid }, { consistent: true });
  }
}

/** A job as the API answers it: pending with its progress, done with the count, or failed with why. */
export type ImportJobView =
  | { status: 'Pending'; jobUuid: string; progressPercent: number }
  | { status: 'Success'; created: number }
  | { status: 'Errors'; errors: { row: number | null; message: string }[] };

export function importJobView(job: ImportJobRecord): ImportJobView {
  if (job.status === 'DONE') return { status: 'Success', created: job.itemCount };
  if (job.status === 'FAILED') return { status: 'Errors', errors: [{ row: null, message: job.failure ?? 'The import failed' }] };
  // Staging is the first half, publishing the second; releasing is shown near the end.
  const half = Math.max(1, job.chunkCount);
  const done = job.status === 'STAGING' ? job.cursor : job.status === 'PUBLISHING' ? half + job.cursor : 2 * half - 1;
  return { status: 'Pending', jobUuid: job.uuid, progressPercent: Math.min(99, Math.floor((100 * done) / (2 * half))) };
}
