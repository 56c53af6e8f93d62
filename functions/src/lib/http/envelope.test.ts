import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError, invalidInput, messages } from '@cairn/shared/errors';
import { keyedMessages } from '@cairn/shared/errorMessages';
import { acceptsGzip, compressAbove, errorResponse, PreparedAnswer, preparedResponse, successResponse } from './envelope.ts';

describe('successResponse', () => {
  const large = { rows: Array.from({ length: 5_000 }, (_, index) => ({ index, label: `Entry ${index}` })) };

  it('gzips a large answer for a client that accepts gzip, as base64 the gateway decodes', () => {
    const answer = successResponse(large, ['report.get'], { acceptsGzip: true });
    expect(JSON.stringify(large).length).toBeGreaterThan(compressAbove);
    expect(answer.isBase64Encoded).toBe(true);
    expect(answer.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    const body = answer.body ?? '';
    const decoded = JSON.parse(gunzipSync(Buffer.from(body, 'base64')).toString('utf8'));
    expect(decoded).toEqual({ result: { data: large }, invalidate: ['report.get'] });
    expect(body.length).toBeLessThan(JSON.stringify(decoded).length / 4);
  });

  it('answers plain JSON to a client without gzip, and for small answers', () => {
    for (const answer of [successResponse(large), successResponse({ ok: true }, [], { acceptsGzip: true })]) {
      expect(answer.isBase64Encoded).toBeUndefined();
      expect(answer.headers).not.toHaveProperty('content-encoding');
      expect(() => JSON.parse(answer.body ?? '')).not.toThrow();
    }
  });
});

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding header', () => {
    expect(acceptsGzip({ 'accept-encoding': 'gzip, deflate, br' })).toBe(true);
    expect(acceptsGzip({ 'accept-encoding': 'br' })).toBe(false);
    expect(acceptsGzip({})).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('preparedResponse', () => {
  const body = JSON.stringify({ result: { data: { label: 'Déjà prêt', values: [1, 2.5] } } });
  const answer = new PreparedAnswer(gzipSync(body));

  it('sends the prepared gzip bytes as they are to a client that accepts gzip, whatever their size', () => {
    const sent = preparedResponse(answer, { acceptsGzip: true });
    expect(sent).toMatchObject({ statusCode: 200, isBase64Encoded: true, headers: { 'content-encoding': 'gzip', vary: 'accept-encoding' } });
    expect(Buffer.from(sent.body ?? '', 'base64').equals(Buffer.from(answer.gzipBody))).toBe(true);
  });

  it('unzips them once for a client without gzip', () => {
    const sent = preparedResponse(answer);
    expect(sent.isBase64Encoded).toBeUndefined();
    expect(sent.headers).not.toHaveProperty('content-encoding');
    expect(sent.body).toBe(body);
  });
});

describe('errorResponse', () => {
  const bodyOf = (error: unknown) => JSON.parse(errorResponse(error, 'request-1').body as string) as { error: Record<string, unknown> };

  it('sends the message key beside the English message the spec quotes', () => {
    expect(bodyOf(new AppError('UNAUTHORIZED', messages.invalidToken))).toEqual({
      error: { message: 'Invalid token', code: 'UNAUTHORIZED', key: 'validation.message.invalidToken' },
    });
  });

  it('sends the parameters of a message that has some', () => {
    expect(bodyOf(new AppError('CONFLICT', keyedMessages.emissionFactorInUse(3)))).toEqual({
      error: {
        message: 'This emission factor is used by 3 items: remove those uses before deleting it',
        code: 'CONFLICT',
        key: 'validation.message.emissionFactorInUse',
        params: { count: 3 },
      },
    });
  });

  it('keys each issue, and the field that the message names', () => {
    const error = invalidInput([{ path: ['values', 0, 'until'], message: 'Invalid year' }, { path: ['name'], message: 'Required' }]);
    expect(bodyOf(error)).toEqual({
      error: {
        message: 'values.0.until: Invalid year',
        code: 'BAD_REQUEST',
        key: 'validation.message.invalidYear',
        path: ['values', 0, 'until'],
        issues: [
          { path: ['values', 0, 'until'], message: 'Invalid year', key: 'validation.message.invalidYear' },
          { path: ['name'], message: 'Required', key: 'validation.message.required' },
        ],
      },
    });
  });

  it('leaves out the key of a message the catalogue does not hold', () => {
    expect(bodyOf(new AppError('BAD_REQUEST', 'A message of a test'))).toEqual({ error: { message: 'A message of a test', code: 'BAD_REQUEST' } });
  });

  it('answers anything else with the generic message and its key, without detail', () => {
    const sent = errorResponse(new Error('secret detail'), 'request-2');
    expect(sent.statusCode).toBe(500);
    expect(JSON.parse(sent.body as string)).toEqual({
      error: { message: 'Something unexpected happened', code: 'INTERNAL', key: 'validation.message.internal' },
    });
  });
});
