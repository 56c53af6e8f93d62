import { currentValue, isVersionedName } from '@cairn/shared/catalogue';
import type { OutputOf } from '@cairn/shared/contract';
import { foldedIncludes } from '@cairn/shared/text';
import { factorListSorts } from '../../../app/routeSearch.ts';

/*
 * The pure logic of the emission-factor catalogue page (spec 2, "emission-factors"): Exact
 * mode filters the whole list locally, sorts it, then groups it by family and group, each
 * group showing a few rows until expanded; an expanded group is virtualised (only the rows in
 * view are in the page), so that a catalogue of thousands of factors stays smooth.
 */

export type ListedFactor = OutputOf<'emissionFactor.list'>[number];

/** Rows a group shows before 'Show all'. */
export const previewRows = 7;
/** A row's height before it is measured, in CSS pixels: a one-line row with a client name below the name. */
export const estimatedRowHeightPx = 53;

export type Nature = 'MONETARY' | 'PHYSICAL';
export type Versioned = 'yes' | 'no';

/** The filters; an empty string means "any". */
export interface FactorFilters {
  type: '' | ListedFactor['type'];
  unitUuid: string;
  nature: '' | Nature;
  family: string;
  source: string;
  versioned: '' | Versioned;
}

export const noFilters: FactorFilters = { type: '', unitUuid: '', nature: '', family: '', source: '', versioned: '' };

/**
 * The sorts of spec 3 section 2.7: default (by name, as the catalogue is listed), reversed,
 * latest edit first and oldest edit first. Grouping by family and group always applies; a sort
 * orders the factors inside each group.
 */
export const sorts = ['default', ...factorListSorts] as const;
export type FactorSort = (typeof sorts)[number];
export const isFactorSort = (value: unknown): value is FactorSort => typeof value === 'string' && (sorts as readonly string[]).includes(value);

/** The current value of a factor: a combination's computed value, else the open entry's value; null when unknown. */
export function factorValue(factor: ListedFactor): number | null {
  if (factor.type === 'COMBINATION' && typeof factor.computedValue === 'number') return factor.computedValue;
  const value = currentValue(factor.values)?.value;
  return typeof value === 'number' ? value : null;
}

/** The open entry, which carries the current source, version and comment. */
export function factorCurrentEntry(factor: ListedFactor) {
  return currentValue<ListedFactor['values'][number]>(factor.values) ?? factor.values[0] ?? null;
}

/** 'ADEME Base Empreinte 23.0': the current source and its version. */
export function factorSourceLabel(factor: ListedFactor): string {
  const entry = factorCurrentEntry(factor);
  return entry ? [entry.source, entry.sourceVersion].filter(Boolean).join(' ') : '';
}

/** Whether the search (case and accents ignored) is in the name or a client name; a blank search matches all. */
export function matchesSearch(factor: ListedFactor, search: string): boolean {
  return foldedIncludes([factor.name, factor.clientNameEn, factor.clientNameFr], search);
}

export function matchesFilters(factor: ListedFactor, filters: FactorFilters): boolean {
  if (filters.type && factor.type !== filters.type) return false;
  if (filters.unitUuid && factor.unitUuid !== filters.unitUuid) return false;
  if (filters.nature && factor.isMonetary !== (filters.nature === 'MONETARY')) return false;
  if (filters.family && factor.family !== filters.family) return false;
  if (filters.source && factorCurrentEntry(factor)?.source !== filters.source) return false;
  if (filters.versioned && isVersionedName(factor.name) !== (filters.versioned === 'yes')) return false;
  return true;
}

export function filterFactors<F extends ListedFactor>(factors: readonly F[], search: string, filters: FactorFilters): F[] {
  return factors.filter((factor) => matchesSearch(factor, search) && matchesFilters(factor, filters));
}

export const hasFilters = (filters: FactorFilters): boolean => Object.values(filters).some((value) => value !== '');

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** An edit time in milliseconds; an unreadable date counts as the oldest. */
function editedAt(factor: ListedFactor): number {
  const time = Date.parse(factor.updatedAt);
  return Number.isNaN(time) ? -Infinity : time;
}

/**
 * Sorts a copy. By edit date, factors edited at the same instant fall back on the name, so
 * the order never depends on the server's.
 */
export function sortFactors<F extends ListedFactor>(factors: readonly F[], sort: FactorSort): F[] {
  const byName = (a: F, b: F) => collator.compare(a.name, b.name);
  return [...factors].sort((a, b) => {
    if (sort === 'default') return byName(a, b);
    if (sort === 'reversed') return byName(b, a);
    const ta = editedAt(a);
    const tb = editedAt(b);
    if (ta === tb) return byName(a, b);
    return sort === 'latestEdit' ? (ta < tb ? 1 : -1) : ta < tb ? -1 : 1;
  });
}

export interface FactorGroup<F extends ListedFactor = ListedFactor> {
  /** Unique within the list: family and group. */
  key: string;
  /** Null for factors without a group. */
  group: string | null;
  factors: F[];
}

export interface FactorFamily<F extends ListedFactor = ListedFactor> {
  family: string;
  count: number;
  groups: FactorGroup<F>[];
}

/**
 * Families alphabetically, then their groups alphabetically (factors without a group last),
 * each keeping the order of `factors`, which is the chosen sort.
 */
export function groupFactors<F extends ListedFactor>(factors: readonly F[]): FactorFamily<F>[] {
  const families = new Map<string, Map<string | null, F[]>>();
  for (const factor of factors) {
    const groups = families.get(factor.family) ?? new Map<string | null, F[]>();
    families.set(factor.family, groups);
    const group = factor.group?.trim() ? factor.group : null;
    const list = groups.get(group) ?? [];
    groups.set(group, list);
    list.push(factor);
  }
  const byGroupName = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : collator.compare(a, b));
  return [...families.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([family, groups]) => {
      const sorted = [...groups.entries()].sort(([a], [b]) => byGroupName(a, b));
      return {
        family,
        count: sorted.reduce((total, [, list]) => total + list.length, 0),
        groups: sorted.map(([group, list]) => ({ key: `${family}\u0000${group ?? ''}`, group, factors: list })),
      };
    });
}

export interface FilterChoices {
  families: string[];
  sources: string[];
  unitUuids: string[];
}

/** The values the filters offer: those the catalogue uses, alphabetically. */
export function filterChoices(factors: readonly ListedFactor[]): FilterChoices {
  const families = new Set<string>();
  const sources = new Set<string>();
  const unitUuids = new Set<string>();
  for (const factor of factors) {
    families.add(factor.family);
    unitUuids.add(factor.unitUuid);
    const source = factorCurrentEntry(factor)?.source;
    if (source) sources.add(source);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => collator.compare(a, b));
  return { families: sorted(families), sources: sorted(sources), unitUuids: [...unitUuids] };
}
