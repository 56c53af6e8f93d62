import type { InputOf } from '@cairn/shared/contract';
import type { AssignableUser, ProjectListItem } from '@cairn/shared/projects/project';
import { projectStatuses } from '@cairn/shared/projects/types';
import type { SortKey } from '../../ui/dataTable/tableSort.ts';
import type { ProjectListSearch, projectSortColumns } from '../../app/routeSearch.ts';

export type ProjectSortColumn = (typeof projectSortColumns)[number];

/** The list's filters as the address holds them, as `project.list` takes them. */
export function listFiltersOf(search: ProjectListSearch): InputOf<'project.list'> {
  return {
    ...(search.type ? { type: search.type } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.assignee ? { assigneeUuid: search.assignee } : {}),
    ...(search.frigo ? { frigo: true } : {}),
    ...(search.outdated ? { outdated: true } : {}),
    ...(search.q ? { search: search.q } : {}),
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(search: ProjectListSearch): boolean {
  return Object.keys(listFiltersOf(search)).length > 0;
}

/** The address without its filters, the rest (sort, open panel) kept. */
export function withoutFilters(search: ProjectListSearch): ProjectListSearch {
  const { type: _type, status: _status, assignee: _assignee, frigo: _frigo, outdated: _outdated, q: _q, ...rest } = search;
  return rest;
}

/** What a project is called in the list: its module's name, else its type and year. */
export function projectName(item: Pick<ProjectListItem, 'moduleName' | 'year' | 'endDate'>, typeLabel: string): string {
  if (item.moduleName) return item.moduleName;
  const year = item.year ?? (item.endDate ? Number(item.endDate.slice(0, 4)) : null);
  return year === null ? typeLabel : `${typeLabel} ${year}`;
}

/** A staff member's name as lists show it: first and last name, else the user name. */
export function personName(user: Pick<AssignableUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** The sort keys of each column; the status sorts in the lifecycle's order, not by its label. */
export function projectSortKeys(typeLabel: (item: ProjectListItem) => string): Record<ProjectSortColumn, (item: ProjectListItem) => SortKey> {
  return {
    client: (item) => item.assetName,
    project: (item) => projectName(item, typeLabel(item)),
    type: typeLabel,
    status: (item) => projectStatuses.indexOf(item.status),
    deadline: (item) => item.deadline,
  };
}
