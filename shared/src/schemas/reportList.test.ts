import { describe, expect, it } from 'vitest';
import { ReportListQuery, reportListPageSize, selectReports, type SelectableReport } from './reportList.ts';

type Row = SelectableReport & { id: string };

const row = (id: string, fields: Partial<SelectableReport> = {}): Row => ({
  id,
  name: `Bilan carbone ${id}`,
  year: 2024,
  status: 'DRAFT',
  deliveredAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  assetName: 'Asset',
  ...fields,
});

const reports: Row[] = [
  row('a', { name: 'Bilan carbone 2023', year: 2023, status: 'DELIVERED', deliveredAt: '2024-03-01T09:00:00.000Z', updatedAt: '2024-03-01T09:00:00.000Z', assetName: 'Transports Vallée du Rhône' }),
  row('b', { name: 'Bilan carbone 2024', year: 2024, status: 'DELIVERED', deliveredAt: '2025-02-11T09:00:00.000Z', updatedAt: '2025-02-11T09:00:00.000Z', assetName: 'Transports Vallée du Rhône' }),
  row('c', { name: 'Own operations 2024', year: 2024, status: 'DRAFT', updatedAt: '2026-10-20T15:30:00.000Z', assetName: 'Aurore Capital Partners' }),
  row('d', { name: 'bilan 2024 (draft)', year: 2024, status: 'DRAFT', updatedAt: '2026-11-25T08:00:00.000Z', assetName: 'Boulangeries Maison Fournil' }),
  row('e', { name: 'Footprint of a removed asset', year: 2022, status: 'DELIVERED', deliveredAt: '2023-05-05T09:00:00.000Z', updatedAt: '2023-05-05T09:00:00.000Z', assetName: null }),
];
const ids = (query: Parameters<typeof selectReports>[1]) => selectReports(reports, query).items.map((report) => report.id);

describe('selectReports', () => {
  it('lists the latest change first without a sort', () => {
    expect(ids({})).toEqual(['d', 'c', 'b', 'a', 'e']);
  });

  it('finds a text in the report name, the asset name or the year, case and accents aside', () => {
    expect(ids({ search: 'VALLEE' })).toEqual(['b', 'a']);
    expect(ids({ search: ' bilan ' })).toEqual(['d', 'b', 'a']);
    expect(ids({ search: '2022' })).toEqual(['e']);
    expect(ids({ search: 'fournil' })).toEqual(['d']);
    expect(ids({ search: 'nothing like it' })).toEqual([]);
  });

  it('keeps one status, with the search', () => {
    expect(ids({ status: 'DRAFT' })).toEqual(['d', 'c']);
    expect(ids({ status: 'DELIVERED', search: 'bilan' })).toEqual(['b', 'a']);
  });

  it('sorts by a column either way; ties keep the latest change first, and a missing value goes last', () => {
    // 'bilan 2024' before 'Bilan carbone': case aside, a digit before a letter.
    expect(ids({ sort: 'name' })).toEqual(['d', 'a', 'b', 'e', 'c']);
    expect(ids({ sort: 'name', direction: 'desc' })).toEqual(['c', 'e', 'b', 'a', 'd']);
    // Three 2024 reports: latest change first among them.
    expect(ids({ sort: 'year' })).toEqual(['e', 'a', 'd', 'c', 'b']);
    // Drafts before delivered reports, ascending.
    expect(ids({ sort: 'status' })).toEqual(['d', 'c', 'b', 'a', 'e']);
    // Drafts have no delivery date: last, both ways.
    expect(ids({ sort: 'deliveredAt' })).toEqual(['e', 'a', 'b', 'd', 'c']);
    expect(ids({ sort: 'deliveredAt', direction: 'desc' })).toEqual(['b', 'a', 'e', 'd', 'c']);
    // A report whose asset is gone has no asset name: last.
    expect(ids({ sort: 'asset' })).toEqual(['c', 'd', 'b', 'a', 'e']);
    expect(ids({ sort: 'updatedAt' })).toEqual(['e', 'a', 'b', 'c', 'd']);
  });

  it('answers pages of 50, the last one for a page past the end, and counts every match', () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      row(String(index).padStart(3, '0'), { updatedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString() }),
    );
    const first = selectReports(many, {});
    expect({ count: first.items.length, first: first.items[0]?.id, matchCount: first.matchCount, page: first.page, pageCount: first.pageCount }).toEqual({
      count: reportListPageSize,
      first: '119',
      matchCount: 120,
      page: 1,
      pageCount: 3,
    });
    const third = selectReports(many, { page: 3 });
    expect({ count: third.items.length, first: third.items[0]?.id, last: third.items.at(-1)?.id }).toEqual({ count: 20, first: '019', last: '000' });
    expect(selectReports(many, { page: 9 }).page).toBe(3);
    // Nothing matches: one empty page.
    expect(selectReports(many, { search: 'zzz' })).toMatchObject({ items: [], matchCount: 0, page: 1, pageCount: 1 });
  });
});

describe('ReportListQuery', () => {
  it('takes nothing, or a bounded search, a status, a column and a page', () => {
    expect(ReportListQuery.parse(undefined)).toEqual({});
    expect(ReportListQuery.parse({ search: '  vallée ', status: 'DRAFT', sort: 'asset', direction: 'desc', page: 2 })).toEqual({
      search: 'vallée',
      status: 'DRAFT',
      sort: 'asset',
      direction: 'desc',
      page: 2,
    });
    const issues = (input: unknown) => ReportListQuery.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({ search: 'x'.repeat(201) })).toEqual(['search: Too long']);
    expect(issues({ page: 0 })).toEqual(['page: Invalid']);
    expect(issues({ page: 1.5 })).toEqual(['page: Invalid']);
    expect(issues({ sort: 'total' })?.[0]).toMatch(/^sort: /);
    expect(issues({ cursor: 'abc' })?.[0]).toMatch(/Unrecognized key/);
  });
});
