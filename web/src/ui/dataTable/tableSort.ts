import * as z from 'zod/mini';

/*
 * A data table's column sort kept in its route's search parameters (`?sort=symbol&dir=desc`), so
 * a reload or a shared link shows the table sorted the same way and Back undoes a sort. The
 * route's schema takes `sortSearchFields` (app/routeSearch.ts); the page reads the sort with
 * `sortOf`, writes it with `searchOfSort`, orders its rows with `sortRows`, and its headers are
 * SortableColumnHeader. Without a sort in the address the table keeps its own default order.
 */

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** A table's sort: the column and its direction. */
export interface TableSort<C extends string> {
  column: C;
  direction: SortDirection;
}

/** The sort's search parameters: `sort` names a column, `dir` is there only when descending. */
export interface SortSearch<C extends string> {
  sort?: C | undefined;
  dir?: SortDirection | undefined;
}

/**
 * The fields of a route's search schema for a sortable table with these columns. Addresses are
 * typed by people and kept in old links: a column the table no longer has, or a direction it does
 * not know, is left out (the table shows its default order) rather than the address refused.
 */
export function sortSearchFields<const C extends string>(columns: readonly [C, ...C[]]) {
  return {
    sort: z.catch(z.optional(z.enum(columns)), undefined),
    dir: z.catch(z.optional(z.enum(sortDirections)), undefined),
  };
}

/** The sort the address asks for, or null for the table's default order (a lone `dir` means nothing). */
export function sortOf<C extends string>(search: SortSearch<C>): TableSort<C> | null {
  return search.sort === undefined ? null : { column: search.sort, direction: search.dir ?? 'asc' };
}

/** The parameters that write a sort into the address; both are cleared for the default order. */
export function searchOfSort<C extends string>(sort: TableSort<C> | null): { sort: C | undefined; dir: SortDirection | undefined } {
  return { sort: sort?.column, dir: sort?.direction === 'desc' ? 'desc' : undefined };
}

/**
 * The sort after a click on a column's header: the sorted column turns around; another column
 * starts in its first direction (ascending, or descending for a column read largest first).
 */
export function nextSort<C extends string>(current: TableSort<C> | null, column: C, firstDirection: SortDirection = 'asc'): TableSort<C> {
  if (current?.column !== column) return { column, direction: firstDirection };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** A header's `aria-sort`: on the sorted column only, as screen readers expect. */
export function ariaSortOf<C extends string>(sort: TableSort<C> | null, column: C): 'ascending' | 'descending' | undefined {
  if (sort?.column !== column) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** What a column sorts by for a row: a number, a text, or null when the row has none. */
export type SortKey = number | string | null;

/**
 * The rows in the sort's order, a new array; rows without a value for the column go last
 * whichever the direction, and rows that tie keep their default order (the order given). Texts
 * compare in the user's language, case and accents aside, numbers inside them by value ('kWh 2'
 * before 'kWh 10'). Without a sort the rows stay in their default order.
 */
export function sortRows<R, C extends string>(rows: readonly R[], sort: TableSort<C> | null, keys: Readonly<Record<C, (row: R) => SortKey>>, locale: string): R[] {
  if (sort === null) return [...rows];
  const keyOf = keys[sort.column];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: Exclude<SortKey, null>, b: Exclude<SortKey, null>) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      return sign * compare(a.key, b.key) || a.index - b.index;
    })
    .map(({ row }) => row);
}
