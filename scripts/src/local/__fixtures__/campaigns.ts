import type { Context, ScheduledEvent } from 'aws-lambda';
import { record } from './recorder.ts';

/** Records each scheduled run. */
export async function handler(event: ScheduledEvent, context: Context): Promise<void> {
  record('campaigns', event, context);
}
