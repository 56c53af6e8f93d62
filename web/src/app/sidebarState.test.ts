import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/browserStorage.ts';
import { readSidebarCollapsed, sidebarStorageKey, writeSidebarCollapsed } from './sidebarState.ts';

describe('sidebar state', () => {
  it('starts expanded and remembers a collapse', () => {
    const storage = memoryStorage();
    expect(readSidebarCollapsed(storage)).toBe(false);

    writeSidebarCollapsed(storage, true);
    expect(storage.entries()).toEqual({ [sidebarStorageKey]: 'true' });
    expect(readSidebarCollapsed(storage)).toBe(true);

    writeSidebarCollapsed(storage, false);
    expect(storage.entries()).toEqual({});
    expect(readSidebarCollapsed(storage)).toBe(false);
  });

  it('stays expanded when storage is missing or holds something else', () => {
    expect(readSidebarCollapsed(null)).toBe(false);
    expect(readSidebarCollapsed(memoryStorage({ [sidebarStorageKey]: 'yes' }))).toBe(false);
  });
});
