import { dynamo } from './lib/aws/clients.ts';
import { config } from './lib/config.ts';
import { analyticsPayloadBounds, publicRateLimit, requestBounds } from '@cairn/shared/constants';
import { procedureNames, procedures, routeOf, type ProcedureName } from '@cairn/shared/contract';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillingInput } from '@cairn/shared/contract/inputBounds';
import { createUser, testPassword } from '../../test/fixtures.ts';
import { useGateway } from '../../test/gateway.ts';
import { throttle } from './lib/data/index.ts';
import { rateLimitWindow, storageLimitError } from './lib/http/procedure.ts';

/*
 * Every procedure of the contract, sent oversized input by an anonymous caller and by staff
 * (so that no access check hides the validation): each answers a 4xx, never a 5xx. New
 * procedures join by being declared. That every string and list of the contract has a bound
 * at all is checked in shared/src/contract/inputBounds.test.ts.
 */

const api = useGateway();

/**
 * Longer than any text bound (and than the 32,000-character cells of the issue), short enough
 * that a form's worth stays under the body bound: a question template's edit has 27 texts (its
 * columns', FAQ's and formulas' among them), which at 40,000 characters would pass 1 MB. A query travels in the URL, which the HTTP stack caps
 * near 16 KB: its strings are shorter.
 */
const longText = (name: ProcedureName) => 'x'.repeat(procedures[name].kind === 'query' ? 3_000 : 36_000);

/** `[[[…]]]` nested `depth` levels, as JSON text. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function send(name: ProcedureName, body: string, token?: string) {
  const { method, path } = routeOf(name, procedures[name]);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response =
    method === 'GET'
      ? await fetch(`${api.url}${path}?input=${encodeURIComponent(body)}`, { headers })
      : await fetch(`${api.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
  const text = await response.text();
  return { status: response.status, code: (text.startsWith('{') ? JSON.parse(text) : {}).error?.code as string | undefined };
}

describe('bounded input on every procedure', () => {
  const callers: [string, string | undefined][] = [['anonymous', undefined]];

  beforeAll(async () => {
    // Analyst-level staff reach every procedure's validation.
    const staff = await createUser({ isAdmin: true, role: 'DEV' });
    const signedIn = await api.call('user.login', { username: staff.username, password: testPassword });
    callers.push(['staff', signedIn.body.result.data.token as string]);
  });

  /**
   * The input with every string at the longest of these lengths that keeps the body within the
   * procedure's own bound: a form of many texts (a survey's edit has some fifty) or a small bound
   * (an anonymous answer's 256 kB) would otherwise be refused for its size before its schema reads
   * it. The shortest still passes the common text bound (`textBounds.text`), so some string is too
   * long wherever the input has one.
   */
  const filledWithin = (name: ProcedureName, maxBody: number) => {
    for (const length of [longText(name).length, 20_001, 5_001]) {
      const fields = fillingInput(procedures[name].input, 'x'.repeat(length));
      // Room is left for the unknown field some inputs get beside their own.
      if (JSON.stringify(fields).length + length + 64 < maxBody || length === 5_001) return { fields, text: 'x'.repeat(length) };
    }
    throw new Error('unreachable');
  };

  for (const name of procedureNames.filter((procedure) => procedure !== 'user.logout')) {
    it(`${name}: oversized strings, deep nesting and a too-large body answer 4xx`, async () => {
      const { fields, text } = filledWithin(name, procedures[name].maxBodyBytes ?? requestBounds.maxBodyBytes);
      // A procedure that takes nothing is sent an unknown field instead, and one that takes no
      // text (only numbers and choices, its input strict) an unknown field beside its own.
      const filled =
        typeof fields !== 'object' || fields === null || Object.keys(fields).length === 0
          ? { unexpected: text }
          : JSON.stringify(fields).includes(text)
            ? fields
            : { ...fields, unexpected: text };
      const maxBody = procedures[name].maxBodyBytes ?? requestBounds.maxBodyBytes;
      for (const [caller, token] of callers) {
        const long = await send(name, JSON.stringify(filled), token);
        expect({ caller, status: long.status, is4xx: long.status >= 400 && long.status < 500 }).toMatchObject({ is4xx: true });
        // Staff pass every access check: the refusal is the schema's.
        if (caller === 'staff') expect({ caller, code: long.code }).toEqual({ caller, code: 'BAD_REQUEST' });

        const deep = await send(name, procedures[name].kind === 'query' ? nested(requestBounds.maxDepth + 1) : nested(100_000), token);
        expect({ caller, status: deep.status, code: deep.code }).toEqual({ caller, status: 400, code: 'BAD_REQUEST' });

        if (procedures[name].kind === 'mutation') {
          const large = await send(name, JSON.stringify('x'.repeat(maxBody + 1)), token);
          expect({ caller, status: large.status, code: large.code }).toEqual({ caller, status: 413, code: 'PAYLOAD_TOO_LARGE' });
        }
      }
    });
  }
});

describe('the cases of the issue', () => {
  const event = (payload: Record<string, unknown>) => ({ deviceId: 'device-1', screenWidth: 1280, screenHeight: 800, event: { type: 'page_view', payload } });
  /** `{ a: { a: … { a: 1 } } }` with `depth` objects. */
  const objectsNested = (depth: number): unknown => (depth === 0 ? 1 : { a: objectsNested(depth - 1) });

  it('refuses a 2 KB user name and a 100 KB password before anything else', async () => {
    const longName = await api.call('user.login', { username: 'u'.repeat(2048), password: 'Wrong-Password-Again' });
    expect({ status: longName.status, issues: longName.body.error.issues }).toEqual({ status: 400, issues: [{ path: ['username'], message: 'Too long', key: 'validation.message.tooLong' }] });
    const longPassword = await api.call('user.login', { username: 'someone', password: 'p'.repeat(100_000) });
    expect({ status: longPassword.status, issues: longPassword.body.error.issues }).toEqual({ status: 400, issues: [{ path: ['password'], message: 'Too long', key: 'validation.message.tooLong' }] });
  });

  it('takes an analytics event with a payload within its bounds', async () => {
    const accepted = await api.call('analytics.event', event({ page: '/reports', nested: objectsNested(analyticsPayloadBounds.maxDepth - 1) }));
    expect({ status: accepted.status, data: accepted.body.result?.data }).toEqual({ status: 200, data: { recorded: true } });
  });

  it('refuses an analytics payload nested too deep, too large, or with an empty key', async () => {
    const refusals = {
      nested33: event({ nested: objectsNested(32) }),
      justTooDeep: event({ nested: objectsNested(analyticsPayloadBounds.maxDepth) }),
      size300KB: event({ text: 'x'.repeat(300 * 1024) }),
      size9KB: event({ text: 'x'.repeat(analyticsPayloadBounds.maxBytes + 1) }),
      emptyKey: event({ '': 'value' }),
      emptyNestedKey: event({ page: { '': 'value' } }),
      tooManyKeys: event(Object.fromEntries(Array.from({ length: analyticsPayloadBounds.maxKeys + 1 }, (_, i) => [`k${i}`, i]))),
    };
    for (const [label, input] of Object.entries(refusals)) {
      const { status, body } = await api.call('analytics.event', input);
      expect({ label, status, code: body.error?.code }).toEqual({ label, status: 400, code: 'BAD_REQUEST' });
    }
    // Over 400 KB: refused by the request bound before the schema reads it.
    const huge = await api.callRaw('analytics.event', 'POST', event({ text: 'x'.repeat(requestBounds.maxBodyBytes) }));
    expect({ status: huge.status, code: huge.body.error?.code }).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('rate limits of public procedures', () => {
  const proxied = useGateway({ trustProxy: true });
  const address = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const requests: Partial<Record<ProcedureName, (from: string) => Promise<number>>> = {
    'analytics.event': (from) =>
      fetch(`${proxied.url}/api/analytics.event`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ deviceId: 'device-1', screenWidth: 1280, screenHeight: 800, event: { type: 'click', payload: {} } }),
      }).then((response) => response.status),
    // No limit of its own: the default of every public procedure.
    version: (from) => fetch(`${proxied.url}/api/version`, { headers: { 'x-forwarded-for': from } }).then((response) => response.status),
    // Guessing links: past the limit, not even NOT_FOUND is told.
    'carbonFootprintReport.get.public': (from) =>
      fetch(`${proxied.url}/api/carbonFootprintReport.get.public?input=${encodeURIComponent(JSON.stringify({ reportUuid: randomUUID() }))}`, {
        headers: { 'x-forwarded-for': from },
      }).then((response) => response.status),
  };
  /** What an admitted request answers. */
  const admitted: Partial<Record<ProcedureName, number>> = { 'carbonFootprintReport.get.public': 404 };

  for (const [name, request] of Object.entries(requests) as [ProcedureName, (from: string) => Promise<number>][]) {
    it(`${name}: answers TOO_MANY_REQUESTS past the limit of an address, and only for that address`, async () => {
      const limit = procedures[name].rateLimit ?? publicRateLimit;
      const windowOf = () => Math.floor(Date.now() / 1000 / limit.windowSeconds);
      // The counters are fixed windows: a run that straddles two is run again.
      for (let run = 0; run < 3; run += 1) {
        const noisy = address();
        const started = windowOf();
        // The address has already sent all but three of its requests (reserved as the pipeline does).
        const window = rateLimitWindow(name, noisy, limit.windowSeconds);
        for (let taken = 0; taken < limit.perAddress - 3; taken += 50) {
          await Promise.all(Array.from({ length: Math.min(50, limit.perAddress - 3 - taken) }, () => throttle.reserve(window, limit.perAddress)));
        }
        const statuses = await Promise.all(Array.from({ length: 8 }, () => request(noisy)));
        if (windowOf() !== started) continue;
        const answered = admitted[name] ?? 200;
        expect({ accepted: statuses.filter((status) => status === answered).length, refused: statuses.filter((status) => status === 429).length }).toEqual({
          accepted: 3,
          refused: 5,
        });
        expect(await request(address())).toBe(answered);
        return;
      }
      throw new Error('Three runs straddled a window each: the machine is too slow for this check');
    });
  }
});

describe('storage refusals of size', () => {
  it('turns the storage refusal of a too-large item or key into BAD_REQUEST', async () => {
    const tooLargeItem = () => dynamo().send(new PutCommand({ TableName: config.tableName(), Item: { pk: `TEST#${randomUUID()}`, sk: 'x', blob: 'x'.repeat(420_000) } }));
    const tooLongKey = () => dynamo().send(new PutCommand({ TableName: config.tableName(), Item: { pk: `TEST#${randomUUID()}`, sk: 'k'.repeat(1_100) } }));
    const inTransaction = () =>
      dynamo().send(
        new TransactWriteCommand({ TransactItems: [{ Put: { TableName: config.tableName(), Item: { pk: `TEST#${randomUUID()}`, sk: 'x', blob: 'x'.repeat(420_000) } } }] }),
      );
    for (const attempt of [tooLargeItem, tooLongKey, inTransaction]) {
      const error = await attempt().then(() => null, (caught: unknown) => caught);
      expect({ refused: error !== null, code: storageLimitError(error)?.code }).toEqual({ refused: true, code: 'BAD_REQUEST' });
    }
    expect(storageLimitError(new Error('Something else'))).toBeNull();
  });
});
