import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createAuthController } from '../auth/session.ts';
import { createTokenStore } from '../auth/tokenStore.ts';
import { memoryStorage } from '../lib/browserStorage.ts';
import { syncSession } from './sessionSync.ts';

const nowMs = Date.UTC(2025, 2, 3, 9, 30);
const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (uuid: string, lifetimeSeconds = 3600) =>
  `${encode({ alg: 'HS256' })}.${encode({
    uuid,
    username: `user-${uuid.slice(-4)}`,
    isAdmin: false,
    subentityUuid: null,
    impersonating: false,
    asset: null,
    role: null,
    firstName: null,
    lastName: null,
    backgroundImage: null,
    character: null,
    characterUniverse: null,
    salesRepresentative: false,
    exp: nowMs / 1000 + lifetimeSeconds,
  })}.signature`;
const first = '11111111-1111-4111-8111-111111111111';
const second = '22222222-2222-4222-8222-222222222222';

function setUp() {
  const auth = createAuthController(createTokenStore({ session: memoryStorage(), local: memoryStorage(), now: () => nowMs }));
  const queryClient = new QueryClient();
  const router = { invalidate: vi.fn(() => Promise.resolve()) };
  syncSession(auth, queryClient, router);
  return { auth, queryClient, router };
}

const signedIn = (token: string) => ({ token, user: JSON.parse(atob(token.split('.')[1] ?? '')) });

describe('syncSession', () => {
  it("runs the guards again and drops the previous user's answers when the user changes", async () => {
    const { auth, queryClient, router } = setUp();
    auth.signIn(signedIn(tokenFor(first)));
    expect(router.invalidate).toHaveBeenCalledTimes(1);
    queryClient.setQueryData(['dashboard', 'get', { input: {} }], { assetName: 'Transports Vallée du Rhône' });

    auth.signOut();
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));

    expect(router.invalidate).toHaveBeenCalledTimes(2);
  });

  it('changes nothing when the same user gets a fresh token', () => {
    const { auth, queryClient, router } = setUp();
    auth.signIn(signedIn(tokenFor(first)));
    queryClient.setQueryData(['user', 'get', { input: undefined }], { uuid: first });

    auth.signIn(signedIn(tokenFor(first, 7200)));

    expect(router.invalidate).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('reacts to another user signing in', () => {
    const { auth, router } = setUp();
    auth.signIn(signedIn(tokenFor(first)));
    auth.signIn(signedIn(tokenFor(second)));
    expect(router.invalidate).toHaveBeenCalledTimes(2);
  });
});
