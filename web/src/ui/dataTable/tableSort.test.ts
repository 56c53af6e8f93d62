import { createElement } from 'react';
import * as z from 'zod';
import { Table } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { staticMarkup } from '../testMarkup.ts';
import { SortableColumnHeader } from './SortableColumnHeader.tsx';
import { ariaSortOf, nextSort, searchOfSort, sortOf, sortRows, sortSearchFields, type TableSort } from './tableSort.ts';

const columns = ['symbol', 'label', 'quantity'] as const;
type Column = (typeof columns)[number];
const search = z.object(sortSearchFields(columns));

describe("a table's sort in the address", () => {
  it('reads a known column and direction, ascending when no direction is given', () => {
    expect(sortOf(search.parse({ sort: 'label', dir: 'desc' }))).toEqual({ column: 'label', direction: 'desc' });
    expect(sortOf(search.parse({ sort: 'label' }))).toEqual({ column: 'label', direction: 'asc' });
  });

  it('leaves out what it does not know, so the table shows its default order instead of refusing the address', () => {
    expect(search.parse({ sort: 'price', dir: 'desc' })).toEqual({ sort: undefined, dir: 'desc' });
    expect(sortOf(search.parse({ sort: 'price', dir: 'desc' }))).toBeNull();
    expect(sortOf(search.parse({ sort: 'label', dir: 'down' }))).toEqual({ column: 'label', direction: 'asc' });
    expect(sortOf(search.parse({ sort: ['label'], dir: 3 }))).toBeNull();
    expect(sortOf(search.parse({}))).toBeNull();
  });

  it('writes only what differs from the defaults, and clears both for the default order', () => {
    expect(searchOfSort<Column>({ column: 'label', direction: 'desc' })).toEqual({ sort: 'label', dir: 'desc' });
    expect(searchOfSort<Column>({ column: 'label', direction: 'asc' })).toEqual({ sort: 'label', dir: undefined });
    expect(searchOfSort<Column>(null)).toEqual({ sort: undefined, dir: undefined });
    // What it writes reads back the same.
    const sort: TableSort<Column> = { column: 'quantity', direction: 'desc' };
    expect(sortOf(search.parse(searchOfSort(sort)))).toEqual(sort);
  });
});

describe('a click on a header', () => {
  it('sorts by a new column in its first direction, then turns the order around', () => {
    expect(nextSort<Column>(null, 'label')).toEqual({ column: 'label', direction: 'asc' });
    expect(nextSort<Column>({ column: 'label', direction: 'asc' }, 'label')).toEqual({ column: 'label', direction: 'desc' });
    expect(nextSort<Column>({ column: 'label', direction: 'desc' }, 'label')).toEqual({ column: 'label', direction: 'asc' });
    expect(nextSort<Column>({ column: 'label', direction: 'desc' }, 'symbol')).toEqual({ column: 'symbol', direction: 'asc' });
    expect(nextSort<Column>(null, 'quantity', 'desc')).toEqual({ column: 'quantity', direction: 'desc' });
  });

  it('marks the sorted column only', () => {
    const sort: TableSort<Column> = { column: 'label', direction: 'desc' };
    expect(ariaSortOf(sort, 'label')).toBe('descending');
    expect(ariaSortOf({ ...sort, direction: 'asc' }, 'label')).toBe('ascending');
    expect(ariaSortOf(sort, 'symbol')).toBeUndefined();
    expect(ariaSortOf(null, 'symbol')).toBeUndefined();
  });
});

describe('sorted rows', () => {
  interface Row {
    symbol: string;
    label: string;
    quantity: number | null;
  }
  // The default order the table shows without a sort.
  const rows: Row[] = [
    { symbol: 'kWh', label: 'kilowatt hour', quantity: 2 },
    { symbol: 'km', label: 'Kilomètre', quantity: null },
    { symbol: 't', label: 'tonne', quantity: 10 },
    { symbol: 'kg', label: 'kilogram', quantity: 2 },
    { symbol: 'L', label: 'étalon', quantity: 1 },
  ];
  const keys = { symbol: (row: Row) => row.symbol, label: (row: Row) => row.label, quantity: (row: Row) => row.quantity };
  const symbols = (sort: TableSort<Column> | null, locale = 'en') => sortRows(rows, sort, keys, locale).map((row) => row.symbol);

  it('keeps the default order without a sort, in a new array', () => {
    expect(symbols(null)).toEqual(['kWh', 'km', 't', 'kg', 'L']);
    expect(sortRows(rows, null, keys, 'en')).not.toBe(rows);
  });

  it('orders texts in the user’s language, case and accents aside', () => {
    expect(symbols({ column: 'label', direction: 'asc' }, 'fr')).toEqual(['L', 'kg', 'km', 'kWh', 't']);
    expect(symbols({ column: 'label', direction: 'desc' }, 'fr')).toEqual(['t', 'kWh', 'km', 'kg', 'L']);
  });

  it('orders numbers by value, ties in their default order, empty values last both ways', () => {
    expect(symbols({ column: 'quantity', direction: 'asc' })).toEqual(['L', 'kWh', 'kg', 't', 'km']);
    expect(symbols({ column: 'quantity', direction: 'desc' })).toEqual(['t', 'kWh', 'kg', 'L', 'km']);
  });

  it('compares numbers inside texts by value', () => {
    const numbered = [{ name: 'Site 10' }, { name: 'Site 2' }, { name: 'site 1' }];
    expect(sortRows(numbered, { column: 'name', direction: 'asc' }, { name: (row) => row.name }, 'en').map((row) => row.name)).toEqual([
      'site 1',
      'Site 2',
      'Site 10',
    ]);
  });
});

describe('the sortable column header', () => {
  const header = (sort: TableSort<Column> | null, language: 'en' | 'fr' = 'en') =>
    staticMarkup(
      createElement(
        Table.Root,
        null,
        createElement(
          Table.Header,
          null,
          createElement(Table.Row, null, createElement(SortableColumnHeader<Column>, { column: 'label', label: 'Label', sort, onSort: () => undefined })),
        ),
      ),
      language,
    );

  it('is a button named by the column, in a header that says how the table is sorted', () => {
    const sorted = header({ column: 'label', direction: 'desc' });
    expect(sorted).toMatch(/<th[^>]*aria-sort="descending"[^>]*><button type="button"[^>]*>Label<svg[^>]*aria-hidden="true"/);
    expect(header({ column: 'label', direction: 'asc' })).toMatch(/<th[^>]*aria-sort="ascending"/);
  });

  it('leaves aria-sort off a column the table is not sorted by', () => {
    expect(header({ column: 'symbol', direction: 'asc' })).not.toContain('aria-sort');
    expect(header(null)).not.toContain('aria-sort');
    expect(header(null)).toMatch(/<th[^>]*><button type="button"[^>]*>Label</);
  });
});
