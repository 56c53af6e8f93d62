import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { eventHandlers } from '@cairn/shared/contract';
import { lambdaContext, type Invoker } from './lambda.ts';

export interface Scheduler {
  /** Runs the campaign handler once now (unless its module does not exist yet). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/** The event EventBridge Scheduler delivers to the campaign Lambda. */
function scheduledEvent(region: string): ScheduledEvent<Record<string, never>> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.scheduler',
    account: '000000000000',
    time: new Date().toISOString(),
    region,
    resources: [`arn:aws:scheduler:${region}:000000000000:schedule/default/cairn-local-campaigns`],
    detail: {},
  };
}

/**
 * Stands in for EventBridge Scheduler: invokes the campaign handler every `intervalMs`. A run
 * still going when the next is due makes that one skip, as a scheduler with no overlap would.
 */
export function startScheduler({ invoker, intervalMs = 60_000 }: { invoker: Invoker; intervalMs?: number }): Scheduler {
  const handlerPath = eventHandlers.campaigns;
  let running: Promise<void> | undefined;

  const runNow = () => {
    if (running) return running;
    if (!invoker.exists(handlerPath)) return Promise.resolve();
    const region = process.env.AWS_REGION ?? 'eu-west-3';
    running = invoker
      .invoke(handlerPath, scheduledEvent(region), lambdaContext('cairn-local-campaigns'))
      .then(
        () => undefined,
        (error: unknown) => console.error('[scheduler] campaign run failed:', error),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
