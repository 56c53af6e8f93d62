import type { PortfolioResultsView } from '@cairn/shared/contract/portfolio';
import { sortRows, type SortDirection, type TableSort } from '../../../ui/dataTable/tableSort.ts';
import type { PortfolioResultsSortColumn } from './resultsSearch.ts';

/*
 * What the results page (spec 3 section 2.1 "Results page content") shows, computed from the
 * results the server sends: the funds the filter keeps, their totals, the table's rows in their
 * order and the report each row links to. Pure, so the rules are tested without a browser.
 */

export type ResultsFund = PortfolioResultsView['funds'][number];
export type ResultsAsset = ResultsFund['assets'][number];
export type ResultsTotals = PortfolioResultsView['totals'];
export type ResultsSnapshot = PortfolioResultsView['snapshot'];

/** One row of 'Asset details': an investment line with the fund that holds it. */
export interface AssetRow {
  fund: Pick<ResultsFund, 'uuid' | 'name'>;
  asset: ResultsAsset;
}

/** The funds the filter keeps, in the results' order; no filter (or one naming no fund left) keeps them all. */
export function selectedFunds(funds: readonly ResultsFund[], fundUuids: readonly string[] | undefined): ResultsFund[] {
  if (!fundUuids || fundUuids.length === 0) return [...funds];
  const wanted = new Set(fundUuids);
  const kept = funds.filter((fund) => wanted.has(fund.uuid));
  return kept.length === 0 ? [...funds] : kept;
}

/**
 * The fund filter after a fund is ticked or unticked. `selected` is the address's list, empty for
 * no filter (every fund shown, so every box ticked); every fund ticked, or none, is no filter
 * again, so the address then says nothing.
 */
export function toggledFunds(fundUuids: readonly string[], selected: readonly string[], fundUuid: string, checked: boolean): string[] {
  const shown = new Set(selected.length === 0 ? fundUuids : selected);
  const next = fundUuids.filter((each) => (each === fundUuid ? checked : shown.has(each)));
  return next.length === fundUuids.length ? [] : next;
}

/** Whether the fund filter leaves some fund out. */
export function isFiltered(funds: readonly ResultsFund[], shown: readonly ResultsFund[]): boolean {
  return shown.length < funds.length;
}

/** Spec 3 section 2.1 "Boundary": Global when every fund is covered and none is filtered out, else the funds' names. */
export function boundaryOf(areAllFundsCovered: boolean, funds: readonly ResultsFund[], shown: readonly ResultsFund[]): { kind: 'global' } | { kind: 'funds'; names: string[] } {
  if (areAllFundsCovered && !isFiltered(funds, shown)) return { kind: 'global' };
  return { kind: 'funds', names: shown.map((fund) => fund.name) };
}

export function assetRows(funds: readonly ResultsFund[]): AssetRow[] {
  return funds.flatMap((fund) => fund.assets.map((asset) => ({ fund: { uuid: fund.uuid, name: fund.name }, asset })));
}

/** kgCO2e to tonnes: the results page speaks in tCO2e (spec 3 section 9). */
export const tonnes = (kg: number) => kg / 1000;
/** Euros to millions of euros. */
export const millions = (eur: number) => eur / 1_000_000;

/** The sort spec 3 section 2.1 opens the table with: emissions, largest first. */
export const defaultResultsSort: TableSort<PortfolioResultsSortColumn> = { column: 'emissions', direction: 'desc' };

/** The table's sort from the address (`sortingColumn`, `isSortingAscending`); a lone direction applies to the default column. */
export function resultsSortOf(search: { sortingColumn?: PortfolioResultsSortColumn | undefined; isSortingAscending?: boolean | undefined }): TableSort<PortfolioResultsSortColumn> {
  const column = search.sortingColumn ?? defaultResultsSort.column;
  const direction: SortDirection = search.isSortingAscending === undefined ? defaultResultsSort.direction : search.isSortingAscending ? 'asc' : 'desc';
  return { column, direction };
}

/** The address's parameters for a sort; the default sort leaves both out. */
export function searchOfResultsSort(sort: TableSort<PortfolioResultsSortColumn>): { sortingColumn: PortfolioResultsSortColumn | undefined; isSortingAscending: boolean | undefined } {
  const isDefault = sort.column === defaultResultsSort.column && sort.direction === defaultResultsSort.direction;
  return isDefault ? { sortingColumn: undefined, isSortingAscending: undefined } : { sortingColumn: sort.column, isSortingAscending: sort.direction === 'asc' };
}

/** Figures are read largest first; names in alphabetical order. */
export function firstDirectionOf(column: PortfolioResultsSortColumn): SortDirection {
  return column === 'fund' || column === 'asset' || column === 'cfType' ? 'asc' : 'desc';
}

const sortKeys: Record<PortfolioResultsSortColumn, (row: AssetRow) => number | string | null> = {
  fund: (row) => row.fund.name,
  asset: (row) => row.asset.name,
  cfType: (row) => row.asset.carbonFootprintType,
  pcafScore: (row) => row.asset.pcafScore,
  dataQuality: (row) => row.asset.activityDataQualityPercentage,
  emissions: (row) => row.asset.filteredScopeTotalKg,
  emissionsPerRevenue: (row) => row.asset.revenueIntensityTPerM,
  financedEmissions: (row) => row.asset.financedEmissionsKg,
};

/** The rows in the sort's order; rows without a value go last in either direction. */
export function sortAssetRows(rows: readonly AssetRow[], sort: TableSort<PortfolioResultsSortColumn>, locale: string): AssetRow[] {
  return sortRows(rows, sort, sortKeys, locale);
}

/** Spec 3 section 2.1: the data-quality column shows only when some asset has a score. */
export function hasDataQuality(rows: readonly AssetRow[]): boolean {
  return rows.some((row) => row.asset.activityDataQualityPercentage !== null);
}

/** The reported types whose figures open on the external-report page rather than the estimate page. */
const reportedMethods = new Set(['EXTERNAL_REPORT', 'AUDIT', 'LIGHT_REVIEW']);

/** Where the results' links go: the client's pages, or the staff's equivalents. */
export interface ResultsPaths {
  internalReport: (link: { carbonFootprintUuid: string; reportUuid: string }) => string;
  estimate: (snapshotUuid: string) => string;
  externalReport: (snapshotUuid: string) => string;
  /** The results page itself, for the estimate page's back link. */
  results: string;
}

/** An investee's Cairn report as the institution reads it from its results (spec 1, the portfolio routes). */
export const internalReportPath = (reportingUuid: string, carbonFootprintUuid: string, reportUuid: string) =>
  `/portfolio-emissions/${reportingUuid}/internal-report/${carbonFootprintUuid}/${reportUuid}`;

export function clientResultsPaths(reportingUuid: string): ResultsPaths {
  const base = `/portfolio-emissions/${reportingUuid}`;
  return {
    internalReport: (link) => internalReportPath(reportingUuid, link.carbonFootprintUuid, link.reportUuid),
    estimate: (snapshotUuid) => `${base}/estimate/${snapshotUuid}`,
    externalReport: (snapshotUuid) => `${base}/external-report/${snapshotUuid}`,
    results: base,
  };
}

/** Staff address a snapshot as `preview` or `delivered`. */
export const snapshotSegment: Record<ResultsSnapshot, 'preview' | 'delivered'> = { PREVIEW: 'preview', FINAL: 'delivered' };

export function staffResultsPaths(reportingUuid: string, snapshot: ResultsSnapshot): ResultsPaths {
  const base = `/financial-institution-reportings/${reportingUuid}/portfolio-emissions/${snapshotSegment[snapshot]}`;
  return {
    internalReport: (link) => `/carbon-footprints/${link.carbonFootprintUuid}?tab=REPORTING&reportUuid=${link.reportUuid}`,
    estimate: (snapshotUuid) => `${base}/estimate/${snapshotUuid}`,
    externalReport: (snapshotUuid) => `${base}/external-report/${snapshotUuid}`,
    results: base,
  };
}

/** The page a row's report link opens, or null for a line without one. */
export function reportHref(asset: Pick<ResultsAsset, 'reportLink' | 'estimate'>, paths: ResultsPaths): string | null {
  const link = asset.reportLink;
  if (link === null) return null;
  if (link.kind === 'INTERNAL') return paths.internalReport(link);
  return asset.estimate !== null && reportedMethods.has(asset.estimate.method) ? paths.externalReport(link.lowDataReportSnapshotUuid) : paths.estimate(link.lowDataReportSnapshotUuid);
}

/**
 * Spec 3 section 9: a percent share under 10 shows one decimal, otherwise none ("4.2 %", "37 %").
 * The rule reads the rounded figure, so 9.96 shows as "10".
 */
export function formatShare(percent: number, locale: string): string {
  const oneDecimal = Math.round(percent * 10) / 10;
  const decimals = Math.abs(oneDecimal) < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, minimumFractionDigits: decimals, signDisplay: 'negative' }).format(percent)}${locale.startsWith('fr') ? '\u202f%' : '%'}`;
}
