import { factorListSearch, type FactorListSearch } from '../../../app/routeSearch.ts';
import { noFilters, type FactorFilters, type FactorSort } from './factorList.ts';

/*
 * The view of the emission-factor list kept in the address, so a reload or a shared link
 * shows the same list and Back undoes a filter: `?mode=semantic&q=diesel&family=Transport`.
 * Defaults are left out, and a value the page cannot show falls back to its default.
 */

export const searchModes = ['exact', 'semantic'] as const;
export type SearchMode = (typeof searchModes)[number];

export interface FactorListView {
  mode: SearchMode;
  search: string;
  filters: FactorFilters;
  sort: FactorSort;
}

export const defaultView: FactorListView = { mode: 'exact', search: '', filters: noFilters, sort: 'default' };

const searchKeys = ['mode', 'q', 'type', 'unit', 'nature', 'family', 'source', 'versioned', 'sort'] as const satisfies readonly (keyof FactorListSearch)[];

/** Whatever the address holds, a valid search without defaults: the route's own schema (app/routeSearch.ts). */
export function parseFactorListSearch(raw: Record<string, unknown>): FactorListSearch {
  return factorListSearch.parse(raw);
}

export function viewOf(search: FactorListSearch): FactorListView {
  return {
    mode: search.mode ?? 'exact',
    search: search.q ?? '',
    filters: {
      type: search.type ?? '',
      unitUuid: search.unit ?? '',
      nature: search.nature ?? '',
      family: search.family ?? '',
      source: search.source ?? '',
      versioned: search.versioned ?? '',
    },
    sort: search.sort ?? 'default',
  };
}

export function searchOf(view: FactorListView): FactorListSearch {
  const { filters } = view;
  return parseFactorListSearch({
    mode: view.mode,
    q: view.search,
    type: filters.type,
    unit: filters.unitUuid,
    nature: filters.nature,
    family: filters.family,
    source: filters.source,
    versioned: filters.versioned,
    sort: view.sort,
  });
}

/** The current parameters with the list's own replaced by `view`'s, keeping those of other routes. */
export function withView<S extends object>(current: S, view: FactorListView): S & FactorListSearch {
  const others = Object.fromEntries(Object.entries(current).filter(([key]) => !(searchKeys as readonly string[]).includes(key)));
  return { ...others, ...searchOf(view) } as S & FactorListSearch;
}
