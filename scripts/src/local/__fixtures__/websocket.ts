import type { Context } from 'aws-lambda';
import type { WebsocketEvent } from '../websocket.ts';
import { record } from './recorder.ts';

/** $connect accepts only `?token=let-me-in`; every websocket event is recorded. */
export async function handler(event: WebsocketEvent, context: Context): Promise<{ statusCode: number }> {
  record('websocket', event, context);
  if (event.requestContext.routeKey === '$connect' && event.queryStringParameters?.token !== 'let-me-in') return { statusCode: 401 };
  return { statusCode: 200 };
}
