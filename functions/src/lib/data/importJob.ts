import * as z from 'zod';
import { batchGetItems, defineEntity } from './entity.ts';

/** An import job and its staged chunks are kept a week after their creation, then expire. */
export const importRetentionSeconds = 7 * 24 * 3600;

const expiresAfterCreation = (createdAtSeconds: number) => createdAtSeconds + importRetentionSeconds;

/**
 * A spreadsheet import validated and staged, being committed (see `lib/import/job.ts`).
 * `status` is where the commit stands: STAGING writes each chunk hidden from readers with its
 * reservations, PUBLISHING makes each chunk visible, RELEASING undoes what STAGING wrote after a
 * conflict; DONE and FAILED are final. `cursor` counts the chunks done in the current status.
 * `leaseUntil` is when a worker's hold on the job ends, so that two workers rarely overlap
 * (every step is idempotent, so an overlap is harmless).
 */
export const ImportJobRecord = z.object({
  uuid: z.uuid(),
  kind: z.string().min(1),
  fileName: z.string(),
  status: z.enum(['STAGING', 'PUBLISHING', 'RELEASING', 'DONE', 'FAILED']),
  cursor: z.number().int().nonnegative(),
  chunkCount: z.number().int().nonnegative(),
  itemCount: z.number().int().nonnegative(),
  /** Chunks STAGING may have written when it stopped on a conflict: what RELEASING undoes. */
  releaseChunks: z.number().int().nonnegative().default(0),
  /** Why a FAILED job failed, shown to the user. */
  failure: z.string().nullable().default(null),
  leaseUntil: z.string().nullable().default(null),
  /** Epoch seconds of creation, for the TTL. */
  createdAtSeconds: z.number().int(),
});
export type ImportJobRecord = z.infer<typeof ImportJobRecord>;

export const importJobs = defineEntity({
  name: 'ImportJob',
  schema: ImportJobRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `IMPORT#${uuid}`, sk: 'JOB' }),
  identify: ({ uuid }) => ({ uuid }),
  ttl: (job) => expiresAfterCreation(job.createdAtSeconds),
});

/** One chunk of a job's validated rows: gzipped JSON, base64 in `data`, in the job's partition. */
export const importChunks = defineEntity({
  name: 'ImportChunk',
  schema: z.object({ jobUuid: z.uuid(), index: z.number().int().nonnegative(), data: z.string(), createdAtSeconds: z.number().int() }),
  key: ({ jobUuid, index }: { jobUuid: string; index: number }) => ({ pk: `IMPORT#${jobUuid}`, sk: `CHUNK#${String(index).padStart(5, '0')}` }),
  identify: ({ jobUuid, index }) => ({ jobUuid, index }),
  ttl: (chunk) => expiresAfterCreation(chunk.createdAtSeconds),
});

/**
 * The statuses of the given jobs, read strongly with one BatchGetItem per 100 jobs (a catalogue
 * holds a handful of imports); a job absent from the answer has expired (or never existed).
 */
export async function importJobStatuses(uuids: Iterable<string>): Promise<Map<string, ImportJobRecord['status']>> {
  const found = await batchGetItems([...uuids].map((uuid) => importJobs.key({ uuid })), { consistent: true, attributes: ['uuid', 'status'] });
  return new Map([...found.values()].map((item) => [String(item.uuid), ImportJobRecord.shape.status.parse(item.status)]));
}
