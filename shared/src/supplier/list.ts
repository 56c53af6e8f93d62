import { foldText } from '../text/fold.ts';
import type { SbtiStatus, SupplierClientView, SupplierYearData } from './model.ts';
import { lastEmailGroup, supplierTrackingStatus, type EmailStatusGroup, type SupplierTrackingStatus } from './status.ts';

/*
 * The supplier list (spec 3 section 2.6): search, filters, the header's total and the order, for
 * one selected year. The list re-filters on every keystroke over up to 5,000 suppliers, so each
 * supplier is prepared once per load (`supplierListEntry`: folded name, id sets, derived
 * statuses, tag values) and a keystroke only compares.
 */

/** The year the e-mail filters (templates sent, status, last e-mail status) apply to (spec 3 section 9). */
export const emailFiltersYear = 2025;

/** The SBTi filter's value for a supplier without an SBTi status for the year. */
export const unknownSbti = 'UNKNOWN';
export type SbtiFilterValue = SbtiStatus | typeof unknownSbti;

export interface SupplierListEntry {
  supplier: SupplierClientView;
  yearData: SupplierYearData | null;
  /** Sum of the year's expense amounts, in euros. */
  totalExpenses: number;
  status: SupplierTrackingStatus;
  sbti: SbtiFilterValue;
  lastEmailGroup: EmailStatusGroup | null;
  foldedName: string;
  uuid: string;
  clientIds: ReadonlySet<string>;
  emails: ReadonlySet<string>;
  templateNames: ReadonlySet<string>;
  yearTags: Readonly<Record<string, string>>;
  /** Each expense tag key with the values the year's expenses give it. */
  expenseTags: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The total of one year's expenses, in euros (0 without data for the year). */
export function totalExpenses(yearData: Pick<SupplierYearData, 'expenses'> | null | undefined): number {
  let total = 0;
  for (const expense of yearData?.expenses ?? []) total += expense.amount;
  return total;
}

/** The client ids of a supplier: its `clientId` split on ';', each trimmed, blanks dropped. */
export function clientIdParts(clientId: string | null): string[] {
  return (clientId ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** What the list compares about one supplier in `year`, computed once per load. */
export function supplierListEntry(supplier: SupplierClientView, year: number): SupplierListEntry {
  const yearData = supplier.yearData.find((data) => data.year === year) ?? null;
  const expenseTags = new Map<string, Set<string>>();
  for (const expense of yearData?.expenses ?? []) {
    for (const [key, value] of Object.entries(expense.tags)) {
      const values = expenseTags.get(key) ?? new Set<string>();
      values.add(value);
      expenseTags.set(key, values);
    }
  }
  return {
    supplier,
    yearData,
    totalExpenses: totalExpenses(yearData),
    status: supplierTrackingStatus(supplier, year),
    sbti: yearData?.sbtiStatus ?? unknownSbti,
    lastEmailGroup: lastEmailGroup(supplier.sentEmails),
    foldedName: foldText(supplier.name),
    uuid: supplier.uuid.toLowerCase(),
    clientIds: new Set(clientIdParts(supplier.clientId)),
    emails: new Set(supplier.emails.map((email) => email.trim().toLowerCase())),
    templateNames: new Set(supplier.sentEmails.map((email) => email.templateName)),
    yearTags: yearData?.tags ?? {},
    expenseTags,
  };
}

/** A search typed in the list's box, folded once per keystroke. */
export interface SupplierSearch {
  folded: string;
  exact: string;
  lower: string;
}

export function supplierSearch(text: string): SupplierSearch {
  const exact = text.trim();
  return { folded: foldText(exact), exact, lower: exact.toLowerCase() };
}

/**
 * Whether a supplier matches the search: its name contains it (case and accents ignored), or it
 * is exactly the supplier's uuid (any case), one of its client id parts (as typed, trimmed) or
 * one of its addresses (case ignored). A blank search matches every supplier.
 */
export function matchesSupplierSearch(entry: SupplierListEntry, search: SupplierSearch): boolean {
  if (search.exact === '') return true;
  return entry.foldedName.includes(search.folded) || entry.uuid === search.lower || entry.clientIds.has(search.exact) || entry.emails.has(search.lower);
}

/**
 * The list's filters. Within one filter the chosen values are alternatives (any matches), the
 * filters combine (all must hold); an empty choice does not filter. Tag filters: per tag name,
 * the chosen values. The last three apply only when the year is `emailFiltersYear`.
 */
export interface SupplierListFilters {
  groupUuids: readonly string[];
  sbti: SbtiFilterValue | null;
  yearTags: Readonly<Record<string, readonly string[]>>;
  expenseTags: Readonly<Record<string, readonly string[]>>;
  templateNames: readonly string[];
  statuses: readonly SupplierTrackingStatus[];
  lastEmailGroups: readonly EmailStatusGroup[];
}

export const noSupplierFilters: SupplierListFilters = { groupUuids: [], sbti: null, yearTags: {}, expenseTags: {}, templateNames: [], statuses: [], lastEmailGroups: [] };

export function matchesSupplierFilters(entry: SupplierListEntry, filters: SupplierListFilters, year: number): boolean {
  if (filters.groupUuids.length > 0 && !filters.groupUuids.includes(entry.supplier.groupUuid)) return false;
  if (filters.sbti !== null && entry.sbti !== filters.sbti) return false;
  for (const [key, values] of Object.entries(filters.yearTags)) {
    if (values.length === 0) continue;
    const value = entry.yearTags[key];
    if (value === undefined || !values.includes(value)) return false;
  }
  for (const [key, values] of Object.entries(filters.expenseTags)) {
    if (values.length === 0) continue;
    const given = entry.expenseTags.get(key);
    if (!given || !values.some((value) => given.has(value))) return false;
  }
  if (year !== emailFiltersYear) return true;
  if (filters.templateNames.length > 0 && !filters.templateNames.some((name) => entry.templateNames.has(name))) return false;
  if (filters.statuses.length > 0 && !filters.statuses.includes(entry.status)) return false;
  if (filters.lastEmailGroups.length > 0 && (entry.lastEmailGroup === null || !filters.lastEmailGroups.includes(entry.lastEmailGroup))) return false;
  return true;
}

/** Total expenses descending; equal totals by name, then uuid, so the order never flickers. */
export function compareSupplierEntries(a: SupplierListEntry, b: SupplierListEntry): number {
  return b.totalExpenses - a.totalExpenses || (a.foldedName < b.foldedName ? -1 : a.foldedName > b.foldedName ? 1 : 0) || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);
}

/** The list as shown: the matching suppliers in order, and the header's total of their expenses. */
export function filterSupplierList(
  entries: readonly SupplierListEntry[],
  search: SupplierSearch,
  filters: SupplierListFilters,
  year: number,
): { entries: SupplierListEntry[]; totalExpenses: number } {
  const kept: SupplierListEntry[] = [];
  let total = 0;
  for (const entry of entries) {
    if (!matchesSupplierSearch(entry, search) || !matchesSupplierFilters(entry, filters, year)) continue;
    kept.push(entry);
    total += entry.totalExpenses;
  }
  kept.sort(compareSupplierEntries);
  return { entries: kept, totalExpenses: total };
}

/**
 * The choices of the 'Emails sent' filter: every template name the asset's suppliers were sent
 * (by the platform or recorded by hand), once each, sorted.
 */
export function sentTemplateNames(suppliers: readonly Pick<SupplierClientView, 'sentEmails'>[]): string[] {
  const names = new Set<string>();
  for (const supplier of suppliers) for (const email of supplier.sentEmails) names.add(email.templateName);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** The values each tag filter offers: per tag name, its values in the prepared entries, sorted. */
export function supplierTagOptions(entries: readonly SupplierListEntry[]): { yearTags: Record<string, string[]>; expenseTags: Record<string, string[]> } {
  const year = new Map<string, Set<string>>();
  const expense = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const entry of entries) {
    for (const [key, value] of Object.entries(entry.yearTags)) add(year, key, value);
    for (const [key, values] of entry.expenseTags) for (const value of values) add(expense, key, value);
  }
  const sorted = (map: Map<string, Set<string>>) => Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, values]) => [key, [...values].sort((a, b) => a.localeCompare(b))]));
  return { yearTags: sorted(year), expenseTags: sorted(expense) };
}
