import { session as sessionRules } from '@cairn/shared/constants';
import { readItem, writeItem, type StorageLike } from '../lib/browserStorage.ts';

export const tokenStorageKey = 'cairn.token';

/**
 * Where a token lives. Local storage is shared by every tab of the browser (the usual
 * sign-in); session storage belongs to one tab, for sessions opened for one purpose
 * (staff viewing a client, an institution viewing an investee) that must not replace the
 * user's own session in the other tabs.
 */
export type TokenScope = 'session' | 'local';

/** The payload of a JWT, decoded without checking the signature: only the server can, and does. */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** Seconds of validity a token has left at `nowMs`, or null when it carries no expiry. */
export function secondsLeft(token: string, nowMs: number): number | null {
  const payload = decodeJwtPayload(token);
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
  const { exp } = payload;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp - nowMs / 1000 : null;
}

/**
 * A token about to expire is ignored (spec 1 section 4): a request sent with it could fail
 * half-way through a form, so the user signs in again instead.
 */
export function isUsable(token: string, nowMs: number): boolean {
  const left = secondsLeft(token, nowMs);
  return left !== null && left >= sessionRules.minimumValiditySeconds;
}

type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface TokenStoreOptions {
  session: StorageLike | null;
  local: StorageLike | null;
  /** Milliseconds since the epoch; tests pass a fixed clock. */
  now?: () => number;
  /** Where other tabs' storage changes are announced (the window in a browser). */
  events?: StorageEvents | null;
}

export interface TokenStore {
  /** The usable token: the tab's own if it has one, else the browser's; null when none is usable. */
  read(): string | null;
  /** Which storage the current token comes from. */
  scope(): TokenScope | null;
  /** Stores a token; refuses (answers false) one that is already unusable. */
  write(token: string, scope?: TokenScope): boolean;
  /** Forgets the current token, in the storage it came from only. */
  clear(): void;
  /** Called on every change, made here or in another tab. */
  subscribe(listener: () => void): () => void;
}

export function createTokenStore({ session, local, now = Date.now, events = null }: TokenStoreOptions): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  // A tab with a token of its own never falls back to the shared one, even when its own is
  // stale: silently switching to another identity would be worse than signing in again.
  const scope = (): TokenScope | null => {
    if (readItem(session, tokenStorageKey) !== null) return 'session';
    if (readItem(local, tokenStorageKey) !== null) return 'local';
    return null;
  };
  const storageOf = (which: TokenScope) => (which === 'session' ? session : local);

  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key === tokenStorageKey || key === null) notify();
  };

  return {
    read() {
      const which = scope();
      const token = which ? readItem(storageOf(which), tokenStorageKey) : null;
      return token !== null && isUsable(token, now()) ? token : null;
    },
    scope,
    write(token, which = 'local') {
      if (!isUsable(token, now())) return false;
      // Signing in normally turns a tab with a leftover tab-only token back into a normal tab.
      if (which === 'local') writeItem(session, tokenStorageKey, null);
      writeItem(storageOf(which), tokenStorageKey, token);
      notify();
      return true;
    },
    clear() {
      const which = scope();
      if (which) writeItem(storageOf(which), tokenStorageKey, null);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}
