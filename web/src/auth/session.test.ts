import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/browserStorage.ts';
import { createAuthController, displayNameOf, sessionFromToken, UnusableTokenError } from './session.ts';
import { createTokenStore, tokenStorageKey } from './tokenStore.ts';

const nowMs = Date.UTC(2025, 2, 3, 9, 30);

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

const user = {
  uuid: '8a7d6c5b-4e3f-4a2b-8c1d-0e9f8a7b6c5d',
  username: 'claire.verdier',
  isAdmin: false,
  subentityUuid: null,
  impersonating: false,
  asset: { uuid: '3f2b8c1e-6d4a-4e7b-9c2d-5a1f0e8b7c64', name: 'Atelier Verdier' },
  role: null,
  firstName: 'Claire',
  lastName: 'Verdier',
  backgroundImage: null,
  character: null,
  characterUniverse: null,
  salesRepresentative: false,
  exp: nowMs / 1000 + 24 * 3600,
};
// The server adds claims of its own (session id, subject, issue time): they are not the client's business.
const token = jwt({ ...user, sid: 'session-1', sub: user.uuid, iat: nowMs / 1000 });

function controller(local: Record<string, string> = {}) {
  const localStorage = memoryStorage(local);
  const store = createTokenStore({ session: memoryStorage(), local: localStorage, now: () => nowMs });
  return { auth: createAuthController(store), localStorage };
}

describe('sessionFromToken', () => {
  it('reads the session user from the claims', () => {
    expect(sessionFromToken(token)?.user).toEqual(user);
  });

  it('answers null when the claims are not a session user', () => {
    expect(sessionFromToken(jwt({ sub: 'x', exp: user.exp }))).toBeNull();
  });
});

describe('createAuthController', () => {
  it('remembers the wanted path only while the page has never had a user', () => {
    const { auth } = controller();
    expect(auth.session()).toBeNull();
    expect(auth.remembersWantedPath()).toBe(true);

    auth.signIn({ token, user });
    auth.signOut();

    expect(auth.remembersWantedPath()).toBe(false);
    expect(controller({ [tokenStorageKey]: token }).auth.remembersWantedPath()).toBe(false);
  });

  it('signs in, stores the token and keeps the same session object until it changes', () => {
    const { auth, localStorage } = controller();

    const session = auth.signIn({ token, user });

    expect(session.user.firstName).toBe('Claire');
    expect(localStorage.entries()[tokenStorageKey]).toBe(token);
    expect(auth.session()).toBe(session);
    expect(auth.token()).toBe(token);
  });

  it('refuses a token that carries no usable session', () => {
    const { auth, localStorage } = controller();
    expect(() => auth.signIn({ token: jwt({ sub: 'x' }), user })).toThrow(UnusableTokenError);
    expect(() => auth.signIn({ token: jwt({ ...user, exp: nowMs / 1000 + 60 }), user })).toThrow(UnusableTokenError);
    expect(auth.session()).toBeNull();
    expect(localStorage.entries()[tokenStorageKey]).toBeUndefined();
  });

  it('signs out', () => {
    const { auth } = controller({ [tokenStorageKey]: token });

    auth.signOut();

    expect(auth.session()).toBeNull();
  });
});

describe('displayNameOf', () => {
  it('greets by first and last name, else by user name', () => {
    expect(displayNameOf(user)).toBe('Claire Verdier');
    expect(displayNameOf({ ...user, lastName: null })).toBe('Claire');
    expect(displayNameOf({ ...user, firstName: null, lastName: null })).toBe('claire.verdier');
  });
});
