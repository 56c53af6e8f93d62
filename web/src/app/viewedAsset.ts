import { isStaff } from '@cairn/shared/access';
import type { SessionUser } from '@cairn/shared/schemas';
import { useSyncExternalStore } from 'react';
import { useSession } from '../auth/authContext.ts';
import { browserStorage, readItem, writeItem, type StorageLike } from '../lib/browserStorage.ts';
import { uuidParam } from './routeParams.ts';

/**
 * The investee view (spec 1 "Navigation"): a financial institution opens a page with
 * `?investeeUuid=…` and, in that tab, every page then shows the investee's dashboard. The
 * choice lives in session storage so it survives navigation and reloads in the tab but not
 * in other tabs, and it records who made it, so a different user signing in later in the same
 * tab does not inherit it.
 */
export const viewedAssetStorageKey = 'cairn.investeeView';

/** The search parameter as an asset uuid, or undefined when missing or not a uuid. */
export function parseInvesteeUuid(value: unknown): string | undefined {
  return uuidParam(value) ?? undefined;
}

interface StoredView {
  userUuid: string;
  assetUuid: string;
}

function parseStoredView(raw: string | null): StoredView | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { userUuid, assetUuid } = value as Partial<Record<keyof StoredView, unknown>>;
    const asset = parseInvesteeUuid(assetUuid);
    return typeof userUuid === 'string' && asset ? { userUuid, assetUuid: asset } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The asset a user views, from the stored choice: only a client chose for themselves, and
 * their own asset is no investee. Staff never get an investee view here.
 */
export function viewedAssetFor(
  raw: string | null,
  user: Pick<SessionUser, 'uuid' | 'isAdmin' | 'asset'> | undefined,
): string | undefined {
  const view = parseStoredView(raw);
  if (!view || !user || isStaff(user) || view.userUuid !== user.uuid) return undefined;
  return view.assetUuid === user.asset?.uuid ? undefined : view.assetUuid;
}

export interface ViewedAssetStore {
  /** The stored text, as React's store hooks need a stable snapshot. */
  snapshot(): string | null;
  view(userUuid: string, assetUuid: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createViewedAssetStore(storage: StorageLike | null): ViewedAssetStore {
  const listeners = new Set<() => void>();
  // Kept here as well: a tab whose storage refuses writes still gets the view until it reloads.
  let current = readItem(storage, viewedAssetStorageKey);
  const write = (next: string | null) => {
    if (next === current) return;
    current = next;
    writeItem(storage, viewedAssetStorageKey, next);
    for (const listener of listeners) listener();
  };
  return {
    snapshot: () => current,
    view: (userUuid, assetUuid) => write(JSON.stringify({ userUuid, assetUuid } satisfies StoredView)),
    clear: () => write(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const browserViewedAsset = createViewedAssetStore(browserStorage('sessionStorage'));

/** The asset whose dashboard the pages show: an investee's uuid, or undefined for the user's own. */
export function useViewedAsset(): string | undefined {
  const session = useSession();
  const raw = useSyncExternalStore(browserViewedAsset.subscribe, browserViewedAsset.snapshot);
  return viewedAssetFor(raw, session?.user);
}
