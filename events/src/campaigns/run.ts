import { describeError, log } from '@cairn/functions/http';
import { now, scheduledJobs } from '@cairn/functions/data';
import { runnerFor } from './runners.ts';
// Runners register themselves when their module loads.
import '../imports/runner.ts';
import './supplierCampaign.ts';

/** A failed job is tried again a few times, later each time, then left FAILED for a person to see. */
const maxAttempts = 3;
const retryDelayMs = (attempt: number) => 5 * 60_000 * 2 ** (attempt - 1);

/** The handler's timeout (infra/src/cairnStack.ts `scheduleCampaigns`): no run of a job lives longer. */
export const handlerTimeoutMs = 4 * 60_000;

/** Beyond the timeout before a RUNNING job counts as stopped: clocks a little apart, a write landing late. */
export const staleMarginMs = 60_000;

type Job = Awaited<ReturnType<typeof scheduledJobs.require>>;

/** The job's runner, then DONE; on a failure, PENDING again later or FAILED after the last attempt. */
async function run(job: Job, claimed: Job): Promise<boolean> {
  const runner = runnerFor(job.kind);
  try {
    if (!runner) throw new Error(`No runner for job kind ${job.kind}`);
    await runner(job.payload);
    await scheduledJobs.update({ uuid: job.uuid }, { state: 'DONE', lastError: null }, 'system:scheduler');
    return true;
  } catch (error) {
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
    return false;
  }
}

/** Claims a job on the version read (PENDING, or RUNNING left by a stopped run): null when another invocation did first. */
const claim = (job: Job) =>
  scheduledJobs
    .update({ uuid: job.uuid }, { state: 'RUNNING', attempts: job.attempts + 1, startedAt: now() }, 'system:scheduler', { expectedVersion: job.version })
    .catch(() => null);

/**
 * Invoked by the scheduler every few minutes: runs the jobs that are due. A job is claimed
 * with a conditional write before it runs, so two overlapping invocations never run it twice.
 *
 * A job still RUNNING longer after its start than the handler's timeout plus a margin had its
 * handler stopped (a timeout, a crash, a deployment) before it could say DONE or FAILED: it is
 * taken again the same way, a conditional write on the state read, as one more attempt; after
 * the last attempt it is left FAILED. Running a job again is safe because runners are
 * idempotent (a campaign sends each e-mail once, lib/supplier/send.ts).
 */
export async function handler(): Promise<{ ran: number; failed: number }> {
  const staleBefore = new Date(Date.now() - handlerTimeoutMs - staleMarginMs).toISOString();
  const stopped = await scheduledJobs.query('waitingOrRunning', { state: 'RUNNING' }, { skAtMost: `${staleBefore}#~` });
  const due = await scheduledJobs.query('waitingOrRunning', { state: 'PENDING' }, { skAtMost: `${now()}#~` });
  let ran = 0;
  let failed = 0;
  for (const job of stopped) {
    // A job that stopped its handler on every attempt would stop the next one too: left for a person.
    if (job.attempts >= maxAttempts) {
      const given = await scheduledJobs
        .update({ uuid: job.uuid }, { state: 'FAILED', lastError: 'Stopped before finishing, on every attempt' }, 'system:scheduler', { expectedVersion: job.version })
        .catch(() => null);
      if (given) {
        failed += 1;
        log('error', 'Scheduled job stopped before finishing on every attempt', { job: job.uuid, kind: job.kind });
      }
      continue;
    }
    const claimed = await claim(job);
    if (!claimed) continue;
    log('warn', 'Scheduled job taken again after its run stopped', { job: job.uuid, kind: job.kind, startedAt: job.startedAt });
    if (await run(job, claimed)) ran += 1;
    else failed += 1;
  }
  for (const job of due) {
    const claimed = await claim(job);
    if (!claimed) continue;
    if (await run(job, claimed)) ran += 1;
    else failed += 1;
  }
  return { ran, failed };
}
