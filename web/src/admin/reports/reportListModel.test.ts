import { reportListSortColumns } from '@cairn/shared/schemas/reportList';
import { describe, expect, it } from 'vitest';
import { reportListQueryOf, reportListSearch, reportSortColumns } from '../../app/routeSearch.ts';
import { adminReportPath, clientReportPath, shownRange } from './reportListModel.ts';

describe('the address of the staff list of reports', () => {
  it('names the contract’s sort columns', () => {
    expect([...reportSortColumns]).toEqual([...reportListSortColumns]);
  });

  it('keeps a search, a status, a sort and a page, and leaves out what it does not know', () => {
    expect(reportListSearch.parse({ q: 'vallée', status: 'DRAFT', sort: 'asset', dir: 'desc', page: 3 })).toEqual({
      q: 'vallée',
      status: 'DRAFT',
      sort: 'asset',
      dir: 'desc',
      page: 3,
    });
    // Page 1 is the default; a status, column or page the list does not have is left out.
    expect(reportListSearch.parse({ status: 'ARCHIVED', sort: 'total', page: 1 })).toEqual({});
    expect(reportListSearch.parse({ page: 'two', q: '  ' })).toEqual({});
    // A year typed in the search box comes back from the address as a number.
    expect(reportListSearch.parse({ q: 2024 })).toEqual({ q: '2024' });
  });

  it('becomes the report.list query, a sort ascending unless it says otherwise', () => {
    expect(reportListQueryOf({})).toEqual({});
    expect(reportListQueryOf({ q: 'vallée', status: 'DELIVERED', sort: 'year', page: 2 })).toEqual({
      search: 'vallée',
      status: 'DELIVERED',
      sort: 'year',
      direction: 'asc',
      page: 2,
    });
    expect(reportListQueryOf({ sort: 'deliveredAt', dir: 'desc' })).toEqual({ sort: 'deliveredAt', direction: 'desc' });
  });
});

describe('a listed report', () => {
  const report = { uuid: '5a0c5b0e-0f3c-4a55-9c1b-1f6a4c1e2b3d', carbonFootprintUuid: '0d9c3f5e-7b8a-4c2d-8e1f-2a3b4c5d6e7f' };

  it('leads to its footprint’s admin page on its tab, and to the client’s dashboard', () => {
    expect(adminReportPath(report)).toBe(`/carbon-footprints/${report.carbonFootprintUuid}?reportUuid=${report.uuid}`);
    expect(clientReportPath(report)).toBe(`/carbon-footprint/${report.carbonFootprintUuid}/${report.uuid}`);
  });

  it('counts the rows of a page from 1', () => {
    const items = (count: number) => Array.from({ length: count }, () => ({}) as never);
    expect(shownRange({ page: 1, pageSize: 50, matchCount: 120, items: items(50) })).toEqual({ from: 1, to: 50 });
    expect(shownRange({ page: 3, pageSize: 50, matchCount: 120, items: items(20) })).toEqual({ from: 101, to: 120 });
    expect(shownRange({ page: 1, pageSize: 50, matchCount: 0, items: [] })).toBeNull();
  });
});
