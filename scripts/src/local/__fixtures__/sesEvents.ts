import type { Context, SNSEvent } from 'aws-lambda';
import { record } from './recorder.ts';

/** Records the SNS notifications the delivery-event poller publishes. */
export async function handler(event: SNSEvent, context: Context): Promise<void> {
  record('sesEvents', event, context);
}
