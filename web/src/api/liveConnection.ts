import { useSyncExternalStore } from 'react';

/**
 * This tab's websocket connection id, as the channel learnt it (null while the channel is down
 * or has not said it yet). A tab names it when it says it is editing a field, so that the
 * server removes what it said when the connection closes.
 */
export interface LiveConnection {
  current(): string | null;
  set(connectionId: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function liveConnectionStore(): LiveConnection {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    set(connectionId) {
      if (connectionId === current) return;
      current = connectionId;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The tab's one channel (useLiveInvalidation) sets it; presence reads it. */
export const liveConnection = liveConnectionStore();

/** The tab's connection id, re-rendering when it changes. */
export function useLiveConnectionId(): string | null {
  return useSyncExternalStore(liveConnection.subscribe, liveConnection.current);
}
