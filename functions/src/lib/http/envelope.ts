import { AppError, type FieldIssue, type MessageParams } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describeError, log } from './log.ts';

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Answers above this size are compressed for clients that accept gzip. */
export const compressAbove = 128 * 1024;

/**
 * The success envelope. A large answer (a 10,000-entry report is megabytes of JSON) is gzipped
 * when the client accepts it: a Lambda answer is capped at 6 MB, and JSON shrinks about tenfold.
 */
export function successResponse(
  data: unknown,
  invalidate: readonly string[] = [],
  { acceptsGzip = false }: { acceptsGzip?: boolean } = {},
): APIGatewayProxyStructuredResultV2 {
  const body = JSON.stringify(invalidate.length ? { result: { data }, invalidate } : { result: { data } });
  if (!acceptsGzip || body.length <= compressAbove) return { statusCode: 200, headers: baseHeaders, body };
  return {
    statusCode: 200,
    headers: { ...baseHeaders, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(body).toString('base64'),
    isBase64Encoded: true,
  };
}

/**
 * An answer serialised and gzipped before the request came: its `{"result":{"data":…}}` body was
 * checked against the procedure's output schema when it was made (see `prepareAnswer` in
 * procedure.ts), so the pipeline passes it through without parsing it again.
 */
export class PreparedAnswer {
  constructor(readonly gzipBody: Uint8Array) {}
}

/** A prepared answer as sent: its gzip bytes as they are, or unzipped once for a client without gzip. */
export function preparedResponse(answer: PreparedAnswer, { acceptsGzip = false }: { acceptsGzip?: boolean } = {}): APIGatewayProxyStructuredResultV2 {
  if (!acceptsGzip) return { statusCode: 200, headers: { ...baseHeaders, vary: 'accept-encoding' }, body: gunzipSync(answer.gzipBody).toString('utf8') };
  return {
    statusCode: 200,
    headers: { ...baseHeaders, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: Buffer.from(answer.gzipBody).toString('base64'),
    isBase64Encoded: true,
  };
}

/** Whether the request's Accept-Encoding names gzip (header names arrive lower-cased). */
export function acceptsGzip(headers: Record<string, string | undefined> | undefined): boolean {
  return /\bgzip\b/i.test(headers?.['accept-encoding'] ?? '');
}

interface ErrorBody {
  message: string;
  code: string;
  key?: string;
  params?: MessageParams;
  path?: (string | number)[];
  issues?: FieldIssue[];
}

/**
 * The error envelope. An AppError keeps its code, message and field issues; anything else is
 * a 500 whose detail goes to the log under the request id, never to the client. Beside the
 * English `message`, `key` and `params` name it in the message catalogue (and `path` the field
 * it names first, when it does), as does each issue: clients word them in their own language.
 */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    const body: { error: ErrorBody } = { error: { message: error.message, code: error.code } };
    if (error.key) body.error.key = error.key;
    if (Object.keys(error.params).length) body.error.params = error.params;
    if (error.path) body.error.path = error.path;
    if (error.issues.length) body.error.issues = error.issues;
    return { statusCode: error.status, headers: baseHeaders, body: JSON.stringify(body) };
  }
  log('error', 'Unhandled error', { requestId, ...describeError(error) });
  const internal = say('validation.message.internal');
  return {
    statusCode: 500,
    headers: { ...baseHeaders, 'x-request-id': requestId },
    body: JSON.stringify({ error: { message: internal.text, code: 'INTERNAL', key: internal.key } }),
  };
}
