import type { AdminNavEntry } from './adminNavigation.ts';

/*
 * Each admin section remembers the last page visited in it (spec 2 "/projects … last visited
 * sub-route remembered per section"): its sidebar entry leads back there, with its filters, for
 * the rest of the browser session. Kept as plain data so the rules are tested on their own.
 */

/** Section id → the path and query last shown in it. */
export type VisitMemory = Readonly<Record<string, string>>;

/** An address is not remembered past this length: an address that long is not one to go back to. */
const maxRemembered = 2_000;

/** Whether `href` (path and query) lies in the entry's section. */
function inSection(entry: Pick<AdminNavEntry, 'matches'>, href: string): boolean {
  const path = href.split(/[?#]/)[0]!;
  return entry.matches.some((prefix) => prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`)));
}

/** The memory after visiting `href` in the entry's section (Home is not remembered: it has no sub-pages). */
export function rememberVisit(memory: VisitMemory, entry: Pick<AdminNavEntry, 'id' | 'matches'>, href: string): VisitMemory {
  if (!inSection(entry, href) || href.length > maxRemembered || memory[entry.id] === href) return memory;
  return { ...memory, [entry.id]: href };
}

/** Where the entry leads: the section's last visited page, else its own page. */
export function entryHref(memory: VisitMemory, entry: Pick<AdminNavEntry, 'id' | 'path' | 'matches'>): string {
  const remembered = memory[entry.id];
  return remembered && inSection(entry, remembered) ? remembered : entry.path;
}

/** Reads a stored memory, whatever the storage holds: anything but a map of texts is no memory. */
export function parseVisitMemory(stored: string | null): VisitMemory {
  if (!stored) return {};
  try {
    const value = JSON.parse(stored) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].startsWith('/')));
  } catch {
    return {};
  }
}
