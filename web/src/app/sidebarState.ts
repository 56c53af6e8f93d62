import { useCallback, useState } from 'react';
import { browserStorage, readItem, writeItem, type StorageLike } from '../lib/browserStorage.ts';

export const sidebarStorageKey = 'cairn.sidebarCollapsed';

/** Sidebar widths of spec 1 section 9. */
export const sidebarWidth = { expanded: '260px', collapsed: '72px' } as const;

/** Whether the user collapsed the sidebar on this browser; expanded by default. */
export function readSidebarCollapsed(storage: StorageLike | null): boolean {
  return readItem(storage, sidebarStorageKey) === 'true';
}

export function writeSidebarCollapsed(storage: StorageLike | null, collapsed: boolean): void {
  writeItem(storage, sidebarStorageKey, collapsed ? 'true' : null);
}

/** The sidebar's collapsed state, remembered across visits on this browser. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(() => readSidebarCollapsed(browserStorage('localStorage')));
  const setCollapsed = useCallback((next: boolean) => {
    writeSidebarCollapsed(browserStorage('localStorage'), next);
    setState(next);
  }, []);
  return [collapsed, setCollapsed];
}

/** Tooltips of the collapsed sidebar (spec 1 section 9): slow to open, quick to close. */
export const tooltipDelays = { openMs: 300, closeMs: 100 } as const;
