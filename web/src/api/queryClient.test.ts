import { describe, expect, it, vi } from 'vitest';
import { queryOptionsFor } from './client.ts';
import { createQueryClient } from './queryClient.ts';

const answering = (status: number, body: unknown): typeof fetch =>
  async () => new Response(JSON.stringify(body), { status });

describe('createQueryClient', () => {
  it("ends the session when a call answers 'Invalid token'", async () => {
    const onInvalidToken = vi.fn();
    const queryClient = createQueryClient({ onInvalidToken });
    const send = answering(401, { error: { message: 'Invalid token', code: 'UNAUTHORIZED' } });

    await expect(queryClient.fetchQuery(queryOptionsFor('user.get', undefined, { fetch: send }))).rejects.toThrow('Invalid token');

    expect(onInvalidToken).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on other failures', async () => {
    const onInvalidToken = vi.fn();
    const queryClient = createQueryClient({ onInvalidToken });
    const send = answering(403, { error: { message: 'You do not have access to this resource', code: 'FORBIDDEN' } });

    await expect(queryClient.fetchQuery(queryOptionsFor('dashboard.get', {}, { fetch: send }))).rejects.toThrow();

    expect(onInvalidToken).not.toHaveBeenCalled();
  });

  it('keeps answers fresh for 30 s and does not retry', () => {
    const defaults = createQueryClient({ onInvalidToken: () => {} }).getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 30_000, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
