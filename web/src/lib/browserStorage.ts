/** The part of the Web Storage API we use; tests pass an in-memory implementation. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's storage of that kind, or null where there is none (tests in Node) or where
 * touching it throws (storage disabled by the user or a privacy mode).
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
    return storage ?? null;
  } catch {
    return null;
  }
}

/** Reads without throwing: a storage that refuses access behaves as an empty one. */
export function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes without throwing: failing to persist must not break signing in or switching language. */
export function writeItem(storage: StorageLike | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

/** A Map-backed storage for tests and for browsers without Web Storage. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { entries(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    entries: () => Object.fromEntries(items),
  };
}
