import type { ProjectListItem } from '@cairn/shared/projects/project';
import { describe, expect, it } from 'vitest';
import { sortRows } from '../../ui/dataTable/tableSort.ts';
import { isFiltered, listFiltersOf, personName, projectName, projectSortKeys, withoutFilters } from './projectListModel.ts';

const item = (overrides: Partial<ProjectListItem>): ProjectListItem => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  version: 1,
  type: 'CARBON_FOOTPRINT',
  assetUuid: '00000000-0000-4000-8000-0000000000aa',
  assetName: 'Acme',
  moduleUuid: null,
  moduleType: null,
  moduleName: null,
  assignedTo: [],
  deadline: null,
  deliveryDate: null,
  status: 'QUOTE_SIGNED',
  frigo: false,
  year: null,
  endDate: null,
  outdated: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  stepsDone: 0,
  stepsTotal: 7,
  ...overrides,
});

describe('the list’s filters', () => {
  it('turns the address into the procedure’s filters, leaving out what is not set', () => {
    expect(listFiltersOf({ type: 'AUDIT', frigo: true, q: 'acme', sort: 'client' })).toEqual({ type: 'AUDIT', frigo: true, search: 'acme' });
    expect(listFiltersOf({ assignee: '00000000-0000-4000-8000-000000000009', outdated: true })).toEqual({
      assigneeUuid: '00000000-0000-4000-8000-000000000009',
      outdated: true,
    });
    expect(isFiltered({ sort: 'client', open: '00000000-0000-4000-8000-000000000001' })).toBe(false);
    expect(withoutFilters({ status: 'ONGOING', q: 'x', sort: 'status', dir: 'desc' })).toEqual({ sort: 'status', dir: 'desc' });
  });
});

describe('names', () => {
  it('calls a project by its module name, else its type and year', () => {
    expect(projectName(item({ moduleName: 'Bilan 2025' }), 'Carbon footprint')).toBe('Bilan 2025');
    expect(projectName(item({ endDate: '2025-06-30' }), 'Carbon footprint')).toBe('Carbon footprint 2025');
    expect(projectName(item({ year: 2024, type: 'AUDIT' }), 'Audit')).toBe('Audit 2024');
    expect(projectName(item({ type: 'GENERIC' }), 'Generic')).toBe('Generic');
  });

  it('calls a person by first and last name, else the user name', () => {
    expect(personName({ firstName: 'Ana', lastName: 'Lopez', username: 'ana' })).toBe('Ana Lopez');
    expect(personName({ firstName: null, lastName: null, username: 'ana' })).toBe('ana');
  });
});

describe('sorting', () => {
  it('sorts statuses in the lifecycle’s order, not alphabetically', () => {
    const rows = [item({ uuid: 'a', status: 'SEND_REPORT' }), item({ uuid: 'b', status: 'QUOTE_SIGNED' }), item({ uuid: 'c', status: 'ONGOING' })];
    const sorted = sortRows(rows, { column: 'status', direction: 'asc' }, projectSortKeys(() => 'x'), 'en');
    expect(sorted.map((row) => row.uuid)).toEqual(['b', 'c', 'a']);
  });
});
