import { isAnalystLevel as isAnalystLevelUser } from '@cairn/shared/access';
import type { Role } from '@cairn/shared/schemas';

/**
 * The admin app's sidebar (spec 2, "Sidebar of the admin app"), as data: which entries exist,
 * who may see them and which of their pages have shipped. Kept free of React so the role
 * and availability rules are tested on their own.
 */

export type AdminSectionId =
  | 'home'
  | 'projects'
  | 'assets'
  | 'reports'
  | 'sectors'
  | 'questions'
  | 'templates'
  | 'selectLists'
  | 'hypotheses'
  | 'emissionFactors'
  | 'units'
  | 'surveys'
  | 'surveyQuestions'
  | 'actionCards'
  | 'images';

export interface AdminNavEntry {
  id: AdminSectionId;
  /** Where the entry leads. */
  path: string;
  /**
   * Path prefixes for which the entry is the current section: its own path, plus pages that
   * belong to it without an entry of their own (a project's carbon footprint is a Projects page).
   */
  matches: readonly string[];
  /** Only analyst-level roles (ANALYST, DEV, PRODUCT_MANAGER) see it. */
  analystOnly: boolean;
  /**
   * Whether its page exists yet. Pages arrive issue by issue; until then the entry is not
   * shown rather than leading nowhere. Flip it in the change that adds the route.
   */
  available: boolean;
  children: readonly AdminNavEntry[];
}

type EntrySpec = Omit<AdminNavEntry, 'matches' | 'children' | 'analystOnly' | 'available'> &
  Partial<Pick<AdminNavEntry, 'matches' | 'available'>> & { children?: readonly EntrySpec[] };

/** Sub-items share their parent's audience: Reports sits under Assets and is open to all staff. */
function entry(spec: EntrySpec, analystOnly: boolean): AdminNavEntry {
  return {
    id: spec.id,
    path: spec.path,
    matches: spec.matches ?? [spec.path],
    analystOnly,
    available: spec.available ?? false,
    children: (spec.children ?? []).map((child) => entry(child, analystOnly)),
  };
}

/** Every entry of spec 2, in sidebar order. Settings and Logout are actions, not sections. */
export const adminNavigation: readonly AdminNavEntry[] = [
  entry({ id: 'home', path: '/', available: true }, false),
  entry(
    {
      id: 'projects',
      path: '/projects',
      // Spec 2: Projects is also highlighted on carbon footprint, plan and reporting pages.
      matches: ['/projects', '/carbon-footprints', '/decarbonization-plans', '/financial-institution-reportings'],
      available: true,
    },
    false,
  ),
  entry({ id: 'assets', path: '/assets', available: true, children: [{ id: 'reports', path: '/reports', available: true }] }, false),
  entry({ id: 'sectors', path: '/sectors', available: true }, true),
  entry(
    {
      id: 'questions',
      path: '/questions',
      available: true,
      children: [
        { id: 'templates', path: '/templates', available: true },
        { id: 'selectLists', path: '/select-lists', available: true },
      ],
    },
    true,
  ),
  entry({ id: 'hypotheses', path: '/hypotheses', available: true }, true),
  entry({ id: 'emissionFactors', path: '/emission-factors', available: true, children: [{ id: 'units', path: '/units', available: true }] }, true),
  entry(
    { id: 'surveys', path: '/survey-templates', available: true, children: [{ id: 'surveyQuestions', path: '/survey-questions', available: true }] },
    true,
  ),
  entry({ id: 'actionCards', path: '/action-cards', available: true, children: [{ id: 'images', path: '/images', available: true }] }, true),
];

/** Staff without a role get the narrower menu: an unknown role must not open analyst tools. */
export function isAnalystLevel(role: Role | null | undefined): boolean {
  return isAnalystLevelUser({ isAdmin: true, role: role ?? null });
}

export interface VisibleOptions {
  /** Treat every entry as available, to check the full menu before its pages exist. */
  forceAvailable?: boolean;
}

/**
 * The entries a staff member sees: those their role allows and whose page exists. A sub-item
 * whose parent page has not shipped yet moves up a level rather than disappearing with it.
 */
export function visibleEntries(
  entries: readonly AdminNavEntry[],
  role: Role | null | undefined,
  { forceAvailable = false }: VisibleOptions = {},
): AdminNavEntry[] {
  const analyst = isAnalystLevel(role);
  return entries.flatMap((item): AdminNavEntry[] => {
    if (item.analystOnly && !analyst) return [];
    const children = visibleEntries(item.children, role, { forceAvailable });
    if (forceAvailable || item.available) return [{ ...item, children }];
    return children;
  });
}

/** '/' is Home only, not a prefix of every page; other prefixes cover their sub-pages. */
function matchesPath(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Every entry of a tree, parents before their children. */
export function flattenEntries(entries: readonly AdminNavEntry[]): AdminNavEntry[] {
  return entries.flatMap((item) => [item, ...flattenEntries(item.children)]);
}

/**
 * The section a path belongs to among the shown entries: the longest matching prefix wins, so
 * /emission-factors/x/edit is Emission factors and /carbon-footprints/x is Projects.
 */
export function activeEntry(entries: readonly AdminNavEntry[], pathname: string): AdminNavEntry | null {
  let best: { item: AdminNavEntry; length: number } | null = null;
  for (const item of flattenEntries(entries)) {
    for (const prefix of item.matches.filter((candidate) => matchesPath(candidate, pathname))) {
      if (!best || prefix.length > best.length) best = { item, length: prefix.length };
    }
  }
  return best?.item ?? null;
}
