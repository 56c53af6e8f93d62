import * as z from 'zod';
import { defineEntity } from './entity.ts';

/**
 * Work to run at a time (scheduled supplier campaigns). Pending jobs sit in a sparse index
 * ordered by due time, so the scheduler reads only what is due.
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
  }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `JOB#${uuid}`, sk: 'JOB' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    pendingByDue: {
      index: 'gsi1',
      pk: ({ state }: { state: string }) => (state === 'PENDING' ? 'JOBS_PENDING' : null),
      sk: (job) => `${job.dueAt}#${job.uuid}`,
    },
  },
});
