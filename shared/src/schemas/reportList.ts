import * as z from 'zod';
import { foldedIncludes } from '../text/fold.ts';
import { validationMessages } from '../validation/index.ts';
import { ReportStatus } from './reportApi.ts';

/*
 * The staff list of every report of every asset (spec 2 "/reports"): a search over the report's
 * and its asset's names (and its year), a status filter, a column sort, and pages of
 * `reportListPageSize`. The server reads the whole list in one or two queries and applies
 * `selectReports`; the page keeps the query in its address.
 */

/** The columns the list sorts by, as the address names them. Without one: last changed first. */
export const reportListSortColumns = ['name', 'year', 'asset', 'status', 'updatedAt', 'deliveredAt'] as const;
export type ReportListSortColumn = (typeof reportListSortColumns)[number];

export const reportListPageSize = 50;
/** More pages than any list will have, to bound the input. */
const maxPage = 100_000;

export const ReportListQuery = z
  .object({
    search: z.string().trim().max(200, validationMessages.tooLong).optional(),
    status: ReportStatus.optional(),
    sort: z.enum(reportListSortColumns).optional(),
    direction: z.enum(['asc', 'desc']).optional(),
    /** 1-based; past the last page, the last page is answered. */
    page: z.number().int(validationMessages.invalid).min(1, validationMessages.invalid).max(maxPage, validationMessages.invalid).optional(),
  })
  .strict()
  .optional()
  .default({});
export type ReportListQuery = z.output<typeof ReportListQuery>;

/** One report of the list. */
export const StaffReportRow = z.object({
  uuid: z.uuid(),
  name: z.string(),
  year: z.number().int(),
  status: ReportStatus,
  deliveredAt: z.iso.datetime().nullable(),
  /** Whether the public link answers. */
  isPublic: z.boolean(),
  /** kgCO2e, in the report's default electricity view. */
  total: z.number(),
  /** When the report last changed. */
  updatedAt: z.iso.datetime(),
  carbonFootprintUuid: z.uuid(),
  /** The footprint module's name; null if the module is gone. */
  footprintName: z.string().nullable(),
  assetUuid: z.uuid(),
  /** Null if the asset is gone. */
  assetName: z.string().nullable(),
});
export type StaffReportRow = z.infer<typeof StaffReportRow>;

export const StaffReportPage = z.object({
  items: z.array(StaffReportRow),
  /** Reports that match the search and filter, over all pages. */
  matchCount: z.number().int().min(0),
  /** The page answered, 1-based (the last one when a later one was asked). */
  page: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type StaffReportPage = z.infer<typeof StaffReportPage>;

/** What the rule reads of a report. */
export type SelectableReport = Pick<StaffReportRow, 'name' | 'year' | 'status' | 'deliveredAt' | 'updatedAt' | 'assetName'>;

/** Drafts before delivered reports when sorted by status, ascending. */
const statusRank: Record<ReportStatus, number> = { DRAFT: 0, DELIVERED: 1 };
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type SortKey = string | number | null;
const sortKeys: Record<ReportListSortColumn, (report: SelectableReport) => SortKey> = {
  name: (report) => report.name,
  year: (report) => report.year,
  asset: (report) => report.assetName,
  status: (report) => statusRank[report.status],
  updatedAt: (report) => report.updatedAt,
  deliveredAt: (report) => report.deliveredAt,
};

const compareKeys = (a: Exclude<SortKey, null>, b: Exclude<SortKey, null>) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

/**
 * The page of reports a query asks for, and how many match. A search finds a text in the report's
 * name, its asset's name or its year, case and accents aside. Without a sort the newest change
 * comes first; with one, rows without a value (a draft's delivery date) go last whichever the
 * direction, and ties keep the newest change first.
 */
export function selectReports<R extends SelectableReport>(
  reports: readonly R[],
  query: ReportListQuery,
): { items: R[]; matchCount: number; page: number; pageCount: number; pageSize: number } {
  const matching = reports.filter(
    (report) => (query.status === undefined || report.status === query.status) && foldedIncludes([report.name, report.assetName, String(report.year)], query.search),
  );
  const newestFirst = [...matching].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  const sorted = query.sort === undefined ? newestFirst : sortedBy(newestFirst, sortKeys[query.sort], query.direction === 'desc' ? -1 : 1);
  const pageCount = Math.max(1, Math.ceil(sorted.length / reportListPageSize));
  const page = Math.min(query.page ?? 1, pageCount);
  return {
    items: sorted.slice((page - 1) * reportListPageSize, page * reportListPageSize),
    matchCount: sorted.length,
    page,
    pageCount,
    pageSize: reportListPageSize,
  };
}

function sortedBy<R extends SelectableReport>(reports: readonly R[], keyOf: (report: R) => SortKey, sign: 1 | -1): R[] {
  return reports
    .map((report, index) => ({ report, index, key: keyOf(report) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      return sign * compareKeys(a.key, b.key) || a.index - b.index;
    })
    .map(({ report }) => report);
}
