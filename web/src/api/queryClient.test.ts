import { describe, expect, it, vi } from 'vitest';
import { ApiError, queryOptionsFor } from './client.ts';
import { createQueryClient, mutationErrorNotice } from './queryClient.ts';

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

describe('mutation error toasts', () => {
  const server = (message: string, issues: { path: string[]; message: string }[] = []) =>
    new ApiError(issues.length ? 'BAD_REQUEST' : 'CONFLICT', message, issues);

  it('toasts a server failure, but not an ended session nor a form that shows its own errors', () => {
    expect(mutationErrorNotice(server('Someone else changed this'), undefined, false)?.message).toBe('Someone else changed this');
    expect(mutationErrorNotice(server('Invalid token'), undefined, false)).toBeNull();
    expect(mutationErrorNotice(server('Nope'), { inlineErrors: true }, false)).toBeNull();
    expect(mutationErrorNotice(new ApiError('BAD_REQUEST', 'Invalid input', [{ path: ['a'], message: 'Required' }], 'input'), undefined, false)).toBeNull();
  });

  it("gives staff the first validation error even where the form shows it", () => {
    const invalid = server('message: Required', [{ path: ['message'], message: 'Required' }, { path: ['email'], message: 'Invalid email' }]);
    expect(mutationErrorNotice(invalid, { inlineErrors: true }, true)?.message).toBe('Required');
  });

  it('calls the toast hook from the mutation cache', async () => {
    const onMutationError = vi.fn();
    const queryClient = createQueryClient({ onInvalidToken: () => {}, onMutationError });
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        throw server('Someone else changed this');
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(onMutationError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Someone else changed this' }));
  });
});
