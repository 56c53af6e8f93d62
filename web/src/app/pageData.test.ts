import { QueryClient, queryOptions } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { ensurePageData, requireUuid } from './pageData.ts';

const uuid = '0b9d6f4e-3c1a-4e8b-9f2d-7a6c5b4e3d21';

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('requireUuid', () => {
  it('passes a uuid through', () => {
    expect(requireUuid(uuid)).toBe(uuid);
  });

  it("sends anything else to the route's not-found page, without asking the server", () => {
    expect(isNotFound(caught(() => requireUuid('not-a-uuid')))).toBe(true);
    expect(isNotFound(caught(() => requireUuid('')))).toBe(true);
  });
});

describe('ensurePageData', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('reads the query once and answers later visits from the cache', async () => {
    const queryClient = client();
    let reads = 0;
    const options = queryOptions({ queryKey: ['report', 'get', { uuid }], queryFn: async () => ({ uuid, read: ++reads }), staleTime: 30_000 });
    expect(await ensurePageData(queryClient, options)).toEqual({ uuid, read: 1 });
    expect(await ensurePageData(queryClient, options)).toEqual({ uuid, read: 1 });
    expect(queryClient.getQueryData(options.queryKey)).toEqual({ uuid, read: 1 });
  });

  it("turns the server's NOT_FOUND into the route's not-found page", async () => {
    const options = queryOptions({ queryKey: ['report', 'get', { uuid }], queryFn: (): Promise<string> => Promise.reject(new ApiError('NOT_FOUND', 'Report not found')) });
    const error = await ensurePageData(client(), options).catch((thrown: unknown) => thrown);
    expect(isNotFound(error)).toBe(true);
  });

  it('lets any other failure through, for the route error component to show with a retry', async () => {
    const failure = new ApiError('INTERNAL', 'Something unexpected happened');
    const options = queryOptions({ queryKey: ['report', 'get', { uuid }], queryFn: (): Promise<string> => Promise.reject(failure) });
    await expect(ensurePageData(client(), options)).rejects.toBe(failure);
  });
});
