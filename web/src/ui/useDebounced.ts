import { useEffect, useState } from 'react';

/** Typing pauses this long before a search box asks the server (or rewrites the address). */
export const typingPauseMs = 300;

/** `value` once it has stayed the same for `delayMs`: a search asks the server when typing pauses, not at every key. */
export function useDebounced<T>(value: T, delayMs: number = typingPauseMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
