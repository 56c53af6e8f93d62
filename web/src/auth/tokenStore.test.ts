import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/browserStorage.ts';
import { createTokenStore, decodeJwtPayload, isUsable, secondsLeft, tokenStorageKey } from './tokenStore.ts';

const nowMs = Date.UTC(2025, 2, 3, 9, 30);
const nowSeconds = nowMs / 1000;

/** An unsigned JWT: the client never verifies signatures, so only the payload matters. */
function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

function stores(session: Record<string, string> = {}, local: Record<string, string> = {}) {
  const sessionStorage = memoryStorage(session);
  const localStorage = memoryStorage(local);
  const store = createTokenStore({ session: sessionStorage, local: localStorage, now: () => nowMs });
  return { store, sessionStorage, localStorage };
}

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload, accents included', () => {
    expect(decodeJwtPayload(jwt({ firstName: 'Hélène', exp: 1 }))).toEqual({ firstName: 'Hélène', exp: 1 });
  });

  it('answers null for something that is not a JWT', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});

describe('token validity', () => {
  it('counts the seconds left from the exp claim', () => {
    expect(secondsLeft(jwt({ exp: nowSeconds + 1200 }), nowMs)).toBe(1200);
    expect(secondsLeft(jwt({ sub: 'x' }), nowMs)).toBeNull();
  });

  it('ignores a token with under 300 s of validity', () => {
    expect(isUsable(jwt({ exp: nowSeconds + 300 }), nowMs)).toBe(true);
    expect(isUsable(jwt({ exp: nowSeconds + 299 }), nowMs)).toBe(false);
    expect(isUsable(jwt({ exp: nowSeconds - 10 }), nowMs)).toBe(false);
    expect(isUsable('garbage', nowMs)).toBe(false);
  });
});

describe('createTokenStore', () => {
  const fresh = jwt({ exp: nowSeconds + 3600 });
  const other = jwt({ exp: nowSeconds + 7200, uuid: 'other' });
  const stale = jwt({ exp: nowSeconds + 120 });

  it('reads the tab token first, else the browser token', () => {
    expect(stores({ [tokenStorageKey]: fresh }, { [tokenStorageKey]: other }).store.read()).toBe(fresh);
    expect(stores({}, { [tokenStorageKey]: other }).store.read()).toBe(other);
    expect(stores().store.read()).toBeNull();
  });

  it('does not fall back to the browser token when the tab token is stale', () => {
    const { store } = stores({ [tokenStorageKey]: stale }, { [tokenStorageKey]: other });
    expect(store.scope()).toBe('session');
    expect(store.read()).toBeNull();
  });

  it('ignores a stored token that expires within 300 s', () => {
    expect(stores({}, { [tokenStorageKey]: stale }).store.read()).toBeNull();
  });

  it('writes to local storage by default and drops a leftover tab token', () => {
    const { store, sessionStorage, localStorage } = stores({ [tokenStorageKey]: stale });

    store.write(fresh);

    expect(localStorage.entries()).toEqual({ [tokenStorageKey]: fresh });
    expect(sessionStorage.entries()).toEqual({});
    expect(store.read()).toBe(fresh);
  });

  it('clears only the storage the token came from', () => {
    const { store, sessionStorage, localStorage } = stores({ [tokenStorageKey]: fresh }, { [tokenStorageKey]: other });

    store.clear();

    expect(sessionStorage.entries()).toEqual({});
    expect(localStorage.entries()).toEqual({ [tokenStorageKey]: other });
  });

  it('tells subscribers about its own changes and about other tabs', () => {
    const target = new EventTarget();
    const store = createTokenStore({ session: memoryStorage(), local: memoryStorage(), now: () => nowMs, events: target });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.write(fresh);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: tokenStorageKey }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'cairn.language' }));
    unsubscribe();
    store.clear();

    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('behaves as empty when storage throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    const store = createTokenStore({ session: refusing, local: refusing, now: () => nowMs });
    expect(() => store.write(fresh)).not.toThrow();
    expect(store.read()).toBeNull();
  });
});
