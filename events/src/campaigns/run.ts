import { describeError, log } from '@cairn/functions/http';
import { now, scheduledJobs } from '@cairn/functions/data';
import { runnerFor } from './runners.ts';
// Runners register themselves when their module loads.
import '../imports/runner.ts';
import './supplierCampaign.ts';

/** A failed job is tried again a few times, later each time, then left FAILED for a person to see. */
const maxAttempts = 3;
const retryDelayMs = (attempt: number) => 5 * 60_000 * 2 ** (attempt - 1);

/**
 * Invoked by the scheduler every few minutes: runs the jobs that are due. A job is claimed
 * with a conditional write before it runs, so two overlapping invocations never run it twice.
 */
export async function handler(): Promise<{ ran: number; failed: number }> {
  const due = await scheduledJobs.query('pendingByDue', { state: 'PENDING' }, { skAtMost: `${now()}#~` });
  let ran = 0;
  let failed = 0;
  for (const job of due) {
    const claimed = await scheduledJobs
      .update({ uuid: job.uuid }, { state: 'RUNNING', attempts: job.attempts + 1 }, 'system:scheduler', {
        expectedVersion: job.version,
      })
      .catch(() => null);
    if (!claimed) continue;
    const runner = runnerFor(job.kind);
    try {
      if (!runner) throw new Error(`No runner for job kind ${job.kind}`);
      await runner(job.payload);
      await scheduledJobs.update({ uuid: job.uuid }, { state: 'DONE', lastError: null }, 'system:scheduler');
      ran += 1;
    } catch (error) {
      failed += 1;
      log('error', 'Scheduled job failed', { job: job.uuid, kind: job.kind, ...describeError(error) });
      const retry = claimed.attempts < maxAttempts;
      await scheduledJobs.update(
        { uuid: job.uuid },
        {
          state: retry ? 'PENDING' : 'FAILED',
          dueAt: retry ? new Date(Date.now() + retryDelayMs(claimed.attempts)).toISOString() : job.dueAt,
          lastError: error instanceof Error ? error.message : String(error),
        },
        'system:scheduler',
      );
    }
  }
  return { ran, failed };
}
