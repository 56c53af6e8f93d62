import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  applyInvalidations,
  callProcedure,
  procedureMutationOptions,
  queryKeyFor,
  queryOptionsFor,
  requestProcedure,
  loadContract,
  staleTimeOf,
} from './client.ts';
import { query as queryTiming } from '@cairn/shared/constants';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that records each request and answers the given status and body. */
function fakeFetch(status: number, body: unknown, sent: Sent[] = []) {
  const send: typeof fetch = async (url, init) => {
    sent.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { send, sent };
}

const assetUuid = '3f2b8c1e-6d4a-4e7b-9c2d-5a1f0e8b7c64';
const userUuid = '8a7d6c5b-4e3f-4a2b-8c1d-0e9f8a7b6c5d';
const dashboard = {
  modules: [
    {
      type: 'CARBON_FOOTPRINT',
      uuid: '1c9e4f2a-7b3d-4e8a-a6f1-2d5c8b0e3a79',
      status: 'DATA_COLLECTION',
      year: 2024,
      moduleName: 'Bilan carbone 2024',
      assetName: 'Atelier Verdier',
      actionCount: null,
      contacts: [],
    },
  ],
  isFinancialInstitution: false,
  supplierEngagementOpen: true,
  assetName: 'Atelier Verdier',
};
const user = {
  uuid: userUuid,
  username: 'claire.verdier',
  isAdmin: false,
  subentityUuid: null,
  impersonating: false,
  asset: { uuid: assetUuid, name: 'Atelier Verdier' },
  role: null,
  firstName: 'Claire',
  lastName: 'Verdier',
  backgroundImage: null,
  character: null,
  characterUniverse: null,
  salesRepresentative: false,
  exp: 1_900_000_000,
};

afterEach(() => vi.restoreAllMocks());

describe('callProcedure', () => {
  it('sends a query as GET with the input as URL-encoded JSON and the bearer token', async () => {
    const { send, sent } = fakeFetch(200, { result: { data: dashboard } });
    const input = { assetUuid };

    const data = await callProcedure('dashboard.get', input, { token: 'token-1', fetch: send });

    expect(data.assetName).toBe('Atelier Verdier');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toBe(`/api/dashboard.get?input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(sent[0]?.url).toContain('%7B%22assetUuid%22%3A%22');
    expect(new URL(sent[0]?.url ?? '', 'http://localhost').searchParams.get('input')).toBe(JSON.stringify(input));
    expect(sent[0]?.headers.authorization).toBe('Bearer token-1');
    expect(sent[0]?.body).toBeUndefined();
  });

  it('leaves the input parameter out when a query has no input', async () => {
    const profile = { email: null, phone: null, slackId: null, hubspotId: null, feminizeTitle: false, profilePictureUuid: null };
    const { send, sent } = fakeFetch(200, { result: { data: { ...user, ...profile } } });

    await callProcedure('user.get', undefined, { fetch: send });

    expect(sent[0]?.url).toBe('/api/user.get');
    expect(sent[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a mutation as POST with a JSON body', async () => {
    const { send, sent } = fakeFetch(200, { result: { data: { token: 'token-2', user } } });

    const data = await callProcedure('user.login', { username: 'claire.verdier', password: 'Fjord-Lantern-58' }, { fetch: send });

    expect(data.user.firstName).toBe('Claire');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/api/user.login');
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ username: 'claire.verdier', password: 'Fjord-Lantern-58' });
  });

  it('sends an empty JSON object for a mutation without input', async () => {
    const { send, sent } = fakeFetch(200, { result: { data: { success: true } } });

    await callProcedure('user.logout', undefined, { token: 'token-3', fetch: send });

    expect(sent[0]?.body).toBe('{}');
    expect(sent[0]?.headers.authorization).toBe('Bearer token-3');
  });

  it('turns the error envelope into an ApiError with code, message and field issues', async () => {
    const { send } = fakeFetch(400, {
      error: { message: 'Invalid input', code: 'BAD_REQUEST', issues: [{ path: ['email'], message: 'Invalid email' }] },
    });

    const failure = await callProcedure('feedback.send', { message: 'The export is slow' }, { token: 't', fetch: send }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid input',
      issues: [{ path: ['email'], message: 'Invalid email' }],
      origin: 'server',
      status: 400,
    });
  });

  it('reads the message keys and parameters of the error envelope and of each issue', async () => {
    const { send } = fakeFetch(400, {
      error: {
        message: 'values.1.until: Another entry already ends in 2019',
        code: 'BAD_REQUEST',
        key: 'validation.message.duplicateYear',
        params: { year: 2019, ignored: { nested: true } },
        path: ['values', 1, 'until'],
        issues: [{ path: ['values', 1, 'until'], message: 'Another entry already ends in 2019', key: 'validation.message.duplicateYear', params: { year: 2019 } }],
      },
    });

    const failure = await callProcedure('feedback.send', { message: 'The export is slow' }, { token: 't', fetch: send }).catch(
      (error: unknown) => error,
    );

    expect(failure).toMatchObject({
      key: 'validation.message.duplicateYear',
      params: { year: 2019 },
      path: ['values', 1, 'until'],
      issues: [{ path: ['values', 1, 'until'], key: 'validation.message.duplicateYear', params: { year: 2019 } }],
    });
    expect((failure as ApiError).params).toEqual({ year: 2019 });
  });

  it("recognises 'Invalid token' as the end of the session", async () => {
    const { send } = fakeFetch(401, { error: { message: 'Invalid token', code: 'UNAUTHORIZED' } });

    const failure = await callProcedure('user.get', undefined, { token: 'expired', fetch: send }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isInvalidToken).toBe(true);
    expect((failure as ApiError).code).toBe('UNAUTHORIZED');
  });

  it('derives the code from the status when the answer is not an envelope', async () => {
    const { send } = fakeFetch(502, '<html>Bad gateway</html>');

    const failure = await callProcedure('version', undefined, { fetch: send }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'INTERNAL', message: '', origin: 'server' });
  });

  it('reports an unreachable server as a network error', async () => {
    const send: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

    const failure = await callProcedure('version', undefined, { fetch: send }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'INTERNAL', origin: 'network' });
  });

  it('rejects an invalid input with field issues before sending anything', async () => {
    const { send, sent } = fakeFetch(200, { result: { data: { token: 't', user } } });

    const failure = await callProcedure('user.login', { username: '  ', password: '' }, { fetch: send }).catch(
      (error: unknown) => error,
    );

    expect(sent).toHaveLength(0);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST', origin: 'input' });
    expect((failure as ApiError).issues).toEqual([
      { path: ['username'], message: 'Required', key: 'validation.message.required' },
      { path: ['password'], message: 'Required', key: 'validation.message.required' },
    ]);
  });

  it('reports every password rule and a confirmation mismatch on their fields', async () => {
    const { send, sent } = fakeFetch(200, {});

    const failure = await callProcedure(
      'user.register',
      { username: 'claire.verdier', password: 'aaaa1234', confirm: 'aaaa1235', token: 'invitation' },
      { fetch: send },
    ).catch((error: unknown) => error);

    expect(sent).toHaveLength(0);
    expect((failure as ApiError).issues).toEqual([
      { path: ['password'], message: 'Too short', key: 'validation.message.tooShort' },
      { path: ['password'], message: 'Too many consecutive numbers', key: 'validation.message.tooManyConsecutiveNumbers' },
      { path: ['password'], message: 'Too few different characters', key: 'validation.message.tooFewDifferentCharacters' },
      { path: ['confirm'], message: "Passwords don't match", key: 'validation.message.passwordsDontMatch' },
    ]);
  });

  it('refuses an answer that does not match the contract', async () => {
    const { send } = fakeFetch(200, { result: { data: { modules: 'none' } } });

    const failure = await callProcedure('dashboard.get', {}, { token: 't', fetch: send }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'INTERNAL', message: 'Unexpected answer from dashboard.get' });
  });

  it("returns the answer's invalidation list", async () => {
    const { send } = fakeFetch(200, { result: { data: { token: 't', user } }, invalidate: ['user.get', 'dashboard.get', 7] });

    const answer = await requestProcedure('user.login', { username: 'claire.verdier', password: 'x' }, { fetch: send });

    expect(answer.invalidate).toEqual(['user.get', 'dashboard.get']);
  });
});

/** A query's freshness as the cache reads it once the contract is here. */
function staleTimeNow(options: { staleTime?: unknown }): unknown {
  return typeof options.staleTime === 'function' ? (options.staleTime as () => number)() : options.staleTime;
}

describe('queryOptionsFor', () => {
  it('keys a query by its name parts and input, fresh for 30 s, without retries', async () => {
    await loadContract();
    const options = queryOptionsFor('dashboard.get', { assetUuid });

    expect(options.queryKey).toEqual(['dashboard', 'get', { input: { assetUuid } }]);
    expect(staleTimeNow(options)).toBe(30_000);
    expect(options.retry).toBe(false);
  });

  it('fetches once when the only observer leaves and comes back before the answer (StrictMode remount)', async () => {
    const sent: Sent[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const send: typeof fetch = async (url) => {
      sent.push({ url: String(url), method: 'GET', headers: {}, body: undefined });
      await answered;
      return new Response(JSON.stringify({ result: { data: dashboard } }), { status: 200 });
    };
    const queryClient = new QueryClient();
    const options = queryOptionsFor('dashboard.get', {}, { fetch: send, getToken: () => null });
    const first = new QueryObserver(queryClient, options);
    const stop = first.subscribe(() => undefined);
    stop();
    const second = new QueryObserver(queryClient, options);
    const results: unknown[] = [];
    second.subscribe((result) => results.push(result.data));
    answer();
    await vi.waitFor(() => expect(results.at(-1)).toEqual(dashboard));
    expect(sent).toHaveLength(1);
  });

  it('keeps skipRefetch answers fresh forever, and a download link only as long as any answer', async () => {
    await loadContract();
    expect(staleTimeOf({ skipRefetch: true })).toBe(Infinity);
    expect(staleTimeOf({})).toBe(queryTiming.freshMs);
    // Links expire after minutes: asked again, a download gets a new one.
    expect(staleTimeNow(queryOptionsFor('file.download', { uuid: assetUuid }))).toBe(queryTiming.freshMs);
  });

  it('fetches through the client with the current token', async () => {
    const { send, sent } = fakeFetch(200, { result: { data: dashboard } });
    const queryClient = new QueryClient();

    const data = await queryClient.fetchQuery(queryOptionsFor('dashboard.get', {}, { fetch: send, getToken: () => 'token-4' }));

    expect(data.modules[0]?.moduleName).toBe('Bilan carbone 2024');
    expect(sent[0]?.headers.authorization).toBe('Bearer token-4');
    expect(queryClient.getQueryData(queryKeyFor('dashboard.get', {}))).toEqual(data);
  });
});

describe('invalidations', () => {
  function seededClient() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeyFor('dashboard.get', {}), dashboard);
    queryClient.setQueryData(queryKeyFor('dashboard.get', { assetUuid }), dashboard);
    queryClient.setQueryData(queryKeyFor('user.get', undefined), user);
    queryClient.setQueryData(queryKeyFor('version', undefined), { version: '0.1.0', stage: 'local' });
    return queryClient;
  }
  const invalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

  it("applies a mutation answer's list to every query of each named procedure, and to nothing else", async () => {
    const queryClient = seededClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { send } = fakeFetch(200, { result: { data: { token: 't', user } }, invalidate: ['user.get', 'dashboard.get'] });
    const observer = new MutationObserver(queryClient, procedureMutationOptions(queryClient, 'user.login', { fetch: send }));

    const data = await observer.mutate({ username: 'claire.verdier', password: 'Fjord-Lantern-58' });

    expect(data.token).toBe('t');
    expect(invalidated(queryClient, queryKeyFor('dashboard.get', {}))).toBe(true);
    expect(invalidated(queryClient, queryKeyFor('dashboard.get', { assetUuid }))).toBe(true);
    expect(invalidated(queryClient, queryKeyFor('user.get', undefined))).toBe(true);
    expect(invalidated(queryClient, queryKeyFor('version', undefined))).toBe(false);
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['user', 'get'],
      ['dashboard', 'get'],
    ]);
  });

  it('invalidates nothing when the answer names nothing', async () => {
    const queryClient = seededClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');

    await applyInvalidations(queryClient, []);
    await applyInvalidations(queryClient, ['']);

    expect(spy).not.toHaveBeenCalled();
    expect(invalidated(queryClient, queryKeyFor('user.get', undefined))).toBe(false);
  });
});
