import type { OutputOf } from '@cairn/shared/contract';

/*
 * The staff list of reports as plain data: where each row leads, and which rows a page shows
 * (the `report.list` query of an address is `reportListQueryOf`, in app/routeSearch.ts).
 */

export type ReportListPage = OutputOf<'report.list'>;
export type ListedReport = ReportListPage['items'][number];

/** The report in its carbon footprint's admin page, on the report's tab (spec 2 "Benchmark links"). */
export function adminReportPath(report: Pick<ListedReport, 'uuid' | 'carbonFootprintUuid'>): string {
  return `/carbon-footprints/${report.carbonFootprintUuid}?reportUuid=${report.uuid}`;
}

/** The report's dashboard as its client sees it. */
export function clientReportPath(report: Pick<ListedReport, 'uuid' | 'carbonFootprintUuid'>): string {
  return `/carbon-footprint/${report.carbonFootprintUuid}/${report.uuid}`;
}

/** The rows a page shows, 1-based, for 'from–to of count'; null for no row. */
export function shownRange(page: Pick<ReportListPage, 'page' | 'pageSize' | 'matchCount' | 'items'>): { from: number; to: number } | null {
  if (page.items.length === 0) return null;
  const from = (page.page - 1) * page.pageSize + 1;
  return { from, to: from + page.items.length - 1 };
}
