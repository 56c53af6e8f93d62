import { describe, expect, it } from 'vitest';
import { liveConnectionStore } from './liveConnection.ts';

describe('the tab’s connection id', () => {
  it('tells its listeners when it changes, and only then', () => {
    const store = liveConnectionStore();
    const seen: (string | null)[] = [];
    const stop = store.subscribe(() => seen.push(store.current()));
    expect(store.current()).toBeNull();
    store.set('L0SM9cOFvHcCIhw=');
    store.set('L0SM9cOFvHcCIhw=');
    store.set(null);
    stop();
    store.set('Ab1cDe2fGh3iJk4=');
    expect(seen).toEqual(['L0SM9cOFvHcCIhw=', null]);
    expect(store.current()).toBe('Ab1cDe2fGh3iJk4=');
  });
});
