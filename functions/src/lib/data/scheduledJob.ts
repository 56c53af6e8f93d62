import * as z from 'zod';
import { defineEntity } from './entity.ts';

/**
 * Work to run at a time (scheduled supplier campaigns). Pending jobs sit in a sparse index
 * ordered by due time, so the scheduler reads only what is due; running ones in the same index
 * under their own partition, ordered by when they started, so the scheduler finds a run whose
 * handler was stopped before it could finish (events/src/campaigns/run.ts). Done and failed jobs
 * leave the index.
 */
export const scheduledJobs = defineEntity({
  name: 'ScheduledJob',
  schema: z.object({
    uuid: z.uuid(),
    kind: z.string().min(1),
    dueAt: z.string(),
    payload: z.record(z.string(), z.unknown()),
    state: z.enum(['PENDING', 'RUNNING', 'DONE', 'FAILED']),
    attempts: z.number().int().nonnegative().default(0),
    lastError: z.string().nullable().default(null),
    /** When the current or last run claimed it; null before any. */
    startedAt: z.string().nullable().default(null),
  }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `JOB#${uuid}`, sk: 'JOB' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** `{ state: 'PENDING' }`: by due time; `{ state: 'RUNNING' }`: by start time. */
    waitingOrRunning: {
      index: 'gsi1',
      pk: ({ state }: { state: string }) => (state === 'PENDING' ? 'JOBS_PENDING' : state === 'RUNNING' ? 'JOBS_RUNNING' : null),
      sk: (job) => (job.state === 'RUNNING' ? `${job.startedAt ?? ''}#${job.uuid}` : `${job.dueAt}#${job.uuid}`),
    },
  },
});
