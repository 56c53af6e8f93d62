import { emailFiltersYear } from '@cairn/shared/supplier/list';
import { supplierLimits } from '@cairn/shared/supplier/model';

/*
 * The supplier engagement pages' addresses (spec 3 section 2.6): `/supplier-engagement/suppliers`,
 * `…/suppliers/{uuid}` and `…/dashboard`, each with `?year=`. One route reads them all, so the
 * shell's first load carries one route rather than three.
 */

export type SupplierEngagementAddress = { view: 'list' } | { view: 'detail'; supplierUuid: string } | { view: 'dashboard' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page the part after `/supplier-engagement/` names; null for none (a trailing slash is allowed). */
export function supplierEngagementAddressOf(splat: string | undefined): SupplierEngagementAddress | null {
  const parts = (splat ?? '').split('/').filter((part) => part !== '');
  if (parts.length === 0 || (parts.length === 1 && parts[0] === 'suppliers')) return { view: 'list' };
  if (parts.length === 1 && parts[0] === 'dashboard') return { view: 'dashboard' };
  if (parts.length === 2 && parts[0] === 'suppliers' && uuidPattern.test(parts[1]!)) return { view: 'detail', supplierUuid: parts[1]!.toLowerCase() };
  return null;
}

/**
 * The year shown: the address's when it is a year the suppliers' data may have, else the year
 * the e-mail campaigns and their filters are about (spec 3 section 9), the one most opened.
 */
export function shownSupplierYear(year: number | undefined): number {
  return year !== undefined && Number.isInteger(year) && year >= supplierLimits.firstYear && year <= supplierLimits.lastYear ? year : emailFiltersYear;
}

/** The years the selector offers: every year some supplier has data for, and the one shown, newest first. */
export function supplierYearsOf(suppliers: readonly { yearData: readonly { year: number }[] }[], shown: number): number[] {
  const years = new Set<number>([shown]);
  for (const supplier of suppliers) for (const data of supplier.yearData) years.add(data.year);
  return [...years].sort((a, b) => b - a);
}

/** How many PACT product footprints the suppliers attached to a year: what its export would hold. */
export function pactFootprintCount(suppliers: readonly { yearData: readonly { year: number; productFootprints?: readonly unknown[] | undefined }[] }[], year: number): number {
  let count = 0;
  for (const supplier of suppliers) for (const data of supplier.yearData) if (data.year === year) count += data.productFootprints?.length ?? 0;
  return count;
}

/** The name of a year's PACT export file. */
export const pactExportFileName = (year: number) => `pact-product-footprints-${year}.json`;

export const supplierEngagementPaths = {
  list: (year: number) => `/supplier-engagement/suppliers?year=${year}`,
  detail: (uuid: string, year: number) => `/supplier-engagement/suppliers/${uuid}?year=${year}`,
  dashboard: (year: number) => `/supplier-engagement/dashboard?year=${year}`,
};
