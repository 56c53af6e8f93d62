import { AppError, messages, type FieldIssue } from '@cairn/shared/errors';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describeError, log } from './log.ts';

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function successResponse(data: unknown, invalidate: readonly string[] = []): APIGatewayProxyStructuredResultV2 {
  const body = invalidate.length ? { result: { data }, invalidate } : { result: { data } };
  return { statusCode: 200, headers: baseHeaders, body: JSON.stringify(body) };
}

/**
 * The error envelope. An AppError keeps its code, message and field issues; anything else is
 * a 500 whose detail goes to the log under the request id, never to the client.
 */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    const body: { error: { message: string; code: string; issues?: FieldIssue[] } } = {
      error: { message: error.message, code: error.code },
    };
    if (error.issues.length) body.error.issues = error.issues;
    return { statusCode: error.status, headers: baseHeaders, body: JSON.stringify(body) };
  }
  log('error', 'Unhandled error', { requestId, ...describeError(error) });
  return {
    statusCode: 500,
    headers: { ...baseHeaders, 'x-request-id': requestId },
    body: JSON.stringify({ error: { message: messages.internal, code: 'INTERNAL' } }),
  };
}
