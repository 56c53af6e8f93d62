import type { AdminFootprintTab } from '../../app/routeSearch.ts';

/**
 * The tab the staff footprint page shows: the one its address names; else Reporting when the
 * address opens a report (links from the reports list, a factor's usages, a benchmark), else
 * Questionnaires, where a footprint's work starts.
 */
export function shownAdminTab(search: { tab?: AdminFootprintTab; reportUuid?: string }): AdminFootprintTab {
  if (search.tab) return search.tab;
  return search.reportUuid ? 'REPORTING' : 'QUESTIONNAIRES';
}
