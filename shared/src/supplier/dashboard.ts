import type { DatedEntry } from '../catalogue/valueHistory.ts';
import type { SupplierClientView } from './model.ts';
import {
  expenseEmissions,
  expenseFactorUuid,
  factorValueForYear,
  ghgCategoryOfExpense,
  isSupplierDataSource,
  type ExpenseDataSource,
  type ExpenseEmissionBasis,
  type ExpenseGhgCategory,
} from './emissions.ts';
import { totalExpenses, unknownSbti, type SbtiFilterValue } from './list.ts';
import { supplierMaturity, supplierTrackingStatus, SupplierMaturity, SupplierTrackingStatus } from './status.ts';

/*
 * The supplier-engagement dashboard's figures (spec 3 section 2.6 "Dashboard", section 9), from
 * the suppliers of one asset and the factors their expenses use. Emissions in tCO2e, amounts in
 * euros; shares in percent of the figure's total.
 */

/** Longest expense name in the warning lists (spec 3 section 9). */
export const expenseNameMaxLength = 50;
/** The pie keeps the groups that together cover this share of emissions (spec 3 section 9). */
export const pieCoveragePercent = 95;
/** The pie's slice of everything not kept. */
export const othersSlice = 'Others';

/** What the dashboard reads of an emission factor: its family decides supplier against generic data. */
export interface DashboardFactor {
  uuid: string;
  name: string;
  family: string | null;
  values: readonly (DatedEntry & { value: number })[];
}

/** One expense of the year with its emissions, for the charts and the expense cards. */
export interface DashboardExpense {
  uuid: string;
  name: string;
  supplierUuid: string;
  supplierName: string;
  amount: number;
  category: ExpenseGhgCategory;
  tags: Readonly<Record<string, string>>;
  /** The expense's factor (its own, else its year's) when the catalogue has it; null otherwise. */
  factorUuid: string | null;
  /** The kgCO2e per euro applied to the amount; null for a supplier's footprint used as it is. */
  factorValue: number | null;
  emissionsT: number;
  dataSource: ExpenseDataSource;
  basis: ExpenseEmissionBasis;
  /** Supplier-specific or hybrid (`isSupplierDataSource`). */
  supplierData: boolean;
}

/** An expense left out of the charts, named for the warning box. */
export interface ExcludedExpense {
  uuid: string;
  /** At most `expenseNameMaxLength` characters, then '…'. */
  name: string;
  supplierUuid: string;
  supplierName: string;
}

/** The name cut to `max` characters (whole code points), with '…' after it when it was longer. */
export function truncateName(name: string, max: number = expenseNameMaxLength): string {
  const characters = [...name];
  return characters.length <= max ? name : `${characters.slice(0, max).join('')}…`;
}

const excluded = (expense: { uuid: string; name: string }, supplier: Pick<SupplierClientView, 'uuid' | 'name'>): ExcludedExpense => ({
  uuid: expense.uuid,
  name: truncateName(expense.name),
  supplierUuid: supplier.uuid,
  supplierName: supplier.name,
});

/**
 * The year's expenses with their emissions (`expenseEmissions`: the supplier's reviewed figure,
 * else the factor). An expense without a supplier's figure whose factor (its own, else its year
 * data's) is missing, unknown or has no value for the year has no emissions: it is listed in
 * `missingFactor` and left out of every emission figure.
 */
export function dashboardExpenses(
  suppliers: readonly SupplierClientView[],
  year: number,
  factors: ReadonlyMap<string, DashboardFactor>,
): { expenses: DashboardExpense[]; missingFactor: ExcludedExpense[] } {
  const expenses: DashboardExpense[] = [];
  const missingFactor: ExcludedExpense[] = [];
  for (const supplier of suppliers) {
    const yearData = supplier.yearData.find((data) => data.year === year);
    if (!yearData) continue;
    for (const expense of yearData.expenses) {
      const factorUuid = expenseFactorUuid(expense, yearData);
      const factor = factorUuid === null ? undefined : factors.get(factorUuid);
      const factorValue = factor ? factorValueForYear(factor.values, year) : null;
      const emissions = expenseEmissions(expense, yearData, factor ? { value: factorValue, family: factor.family } : null);
      if (!emissions) {
        missingFactor.push(excluded(expense, supplier));
        continue;
      }
      expenses.push({
        uuid: expense.uuid,
        name: expense.name,
        supplierUuid: supplier.uuid,
        supplierName: supplier.name,
        amount: expense.amount,
        category: ghgCategoryOfExpense(expense),
        tags: expense.tags,
        factorUuid: factor?.uuid ?? null,
        factorValue: emissions.kgPerEuro,
        emissionsT: emissions.emissionsT,
        dataSource: emissions.dataSource,
        basis: emissions.basis,
        supplierData: isSupplierDataSource(emissions.dataSource),
      });
    }
  }
  return { expenses, missingFactor };
}

export interface ShareBar<K extends string> {
  key: K;
  value: number;
  /** value / total × 100; 0 when the total is 0. */
  sharePercent: number;
}

/** Sums values per key, in the order of `keys` (every key present, zero if none), with each key's share of the total. */
export function shareBars<K extends string>(keys: readonly K[], items: Iterable<{ key: K; value: number }>): ShareBar<K>[] {
  const sums = new Map<K, number>(keys.map((key) => [key, 0]));
  let total = 0;
  for (const { key, value } of items) {
    sums.set(key, (sums.get(key) ?? 0) + value);
    total += value;
  }
  return [...sums].map(([key, value]) => ({ key, value, sharePercent: total === 0 ? 0 : (value / total) * 100 }));
}

export type SupplierDimension = 'STATUS' | 'MATURITY' | 'SBTI';
export type SupplierMeasure = 'COUNT' | 'EXPENSES' | 'EMISSIONS';
const sbtiKeys: readonly SbtiFilterValue[] = ['NONE', 'COMMITTED', 'TARGETS_SET', unknownSbti];

/**
 * The bars of the suppliers by tracking status, maturity or SBTi status (UNKNOWN without one for
 * the year), measured by number of suppliers, total expenses in euros or emissions in tCO2e
 * (the emissions of `expenses`, from `dashboardExpenses` for the same year).
 */
export function supplierBreakdown(
  suppliers: readonly SupplierClientView[],
  year: number,
  expenses: readonly DashboardExpense[],
  dimension: SupplierDimension,
  measure: SupplierMeasure,
): ShareBar<string>[] {
  const emissions = new Map<string, number>();
  for (const expense of expenses) emissions.set(expense.supplierUuid, (emissions.get(expense.supplierUuid) ?? 0) + expense.emissionsT);
  const items = suppliers.map((supplier) => {
    const yearData = supplier.yearData.find((data) => data.year === year) ?? null;
    const key = dimension === 'STATUS' ? supplierTrackingStatus(supplier, year) : dimension === 'MATURITY' ? supplierMaturity(yearData) : (yearData?.sbtiStatus ?? unknownSbti);
    const value = measure === 'COUNT' ? 1 : measure === 'EXPENSES' ? totalExpenses(yearData) : (emissions.get(supplier.uuid) ?? 0);
    return { key: key as string, value };
  });
  const keys: readonly string[] = dimension === 'STATUS' ? SupplierTrackingStatus.options : dimension === 'MATURITY' ? SupplierMaturity.options : sbtiKeys;
  return shareBars(keys, items);
}

export type PieGrouping = { kind: 'CATEGORY' } | { kind: 'TAG'; key: string };

/**
 * The emissions pie. Groups (GHG category, or the value of one expense tag) are sorted by
 * emissions descending (equal ones by name) and kept while the kept ones cover less than 95 % of
 * the total, i.e. the shortest head reaching 95 %. At most `paletteSize` slices are drawn,
 * 'Others' included: past it the head is cut to `paletteSize - 1` groups. Everything not kept
 * becomes 'Others', drawn only when its emissions are above 0. By tag, expenses without that
 * tag are left out and listed in `withoutTag`.
 */
export function emissionsPie(
  expenses: readonly DashboardExpense[],
  grouping: PieGrouping,
  paletteSize: number,
): { slices: ShareBar<string>[]; withoutTag: ExcludedExpense[] } {
  const sums = new Map<string, number>();
  const withoutTag: ExcludedExpense[] = [];
  for (const expense of expenses) {
    const key = grouping.kind === 'CATEGORY' ? expense.category : expense.tags[grouping.key];
    if (key === undefined) {
      withoutTag.push(excluded(expense, { uuid: expense.supplierUuid, name: expense.supplierName }));
      continue;
    }
    sums.set(key, (sums.get(key) ?? 0) + expense.emissionsT);
  }
  const groups = [...sums].filter(([, value]) => value > 0).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  const total = groups.reduce((sum, [, value]) => sum + value, 0);
  if (total === 0) return { slices: [], withoutTag };
  let head = 0;
  let covered = 0;
  while (head < groups.length && (covered / total) * 100 < pieCoveragePercent) covered += groups[head++]![1];
  const slots = Math.max(1, Math.floor(paletteSize));
  if (head < groups.length || head > slots) head = Math.min(head, slots - 1);
  const kept = groups.slice(0, head);
  const rest = groups.slice(head).reduce((sum, [, value]) => sum + value, 0);
  const slices = kept.map(([key, value]) => ({ key, value, sharePercent: (value / total) * 100 }));
  if (rest > 0) slices.push({ key: othersSlice, value: rest, sharePercent: (rest / total) * 100 });
  return { slices, withoutTag };
}

export interface DataOriginYear {
  year: number;
  genericT: number;
  supplierT: number;
  /** Shares of the year's total for the Normalized view (0 and 0 for a year without emissions). */
  genericPercent: number;
  supplierPercent: number;
}

/**
 * Per year with data, ascending: spend-based emissions (generic factors) against the suppliers'
 * own data (supplier-specific and hybrid: reviewed answers, economic intensities, factors of
 * family SUPPLIER), each year with its factor values.
 */
export function dataOriginByYear(suppliers: readonly SupplierClientView[], factors: ReadonlyMap<string, DashboardFactor>): DataOriginYear[] {
  const years = [...new Set(suppliers.flatMap((supplier) => supplier.yearData.map((data) => data.year)))].sort((a, b) => a - b);
  return years.map((year) => {
    let genericT = 0;
    let supplierT = 0;
    for (const expense of dashboardExpenses(suppliers, year, factors).expenses) {
      if (expense.supplierData) supplierT += expense.emissionsT;
      else genericT += expense.emissionsT;
    }
    const total = genericT + supplierT;
    return { year, genericT, supplierT, genericPercent: total === 0 ? 0 : (genericT / total) * 100, supplierPercent: total === 0 ? 0 : (supplierT / total) * 100 };
  });
}

/** The expense cards: by emissions descending (equal ones by name), each with its share of the year's emissions. */
export function expenseCards(expenses: readonly DashboardExpense[]): (DashboardExpense & { sharePercent: number })[] {
  const total = expenses.reduce((sum, expense) => sum + expense.emissionsT, 0);
  return [...expenses]
    .sort((a, b) => b.emissionsT - a.emissionsT || a.name.localeCompare(b.name) || (a.uuid < b.uuid ? -1 : 1))
    .map((expense) => ({ ...expense, sharePercent: total === 0 ? 0 : (expense.emissionsT / total) * 100 }));
}

export type AmountUnit = '€' | 'K€' | 'M€';

/**
 * An amount in euros abbreviated (spec 3 section 9): under 1,000 in €, under 1,000,000 in K€,
 * else in M€, rounded to 4 significant digits. An amount that rounds up to 1,000 of its unit
 * moves to the next one (999,999.9 € is 1 M€, not 1000 K€).
 */
export function abbreviateAmount(amount: number): { value: number; unit: AmountUnit } {
  const round = (value: number) => Number(value.toPrecision(4));
  const size = Math.abs(amount);
  if (size < 1e3 && Math.abs(round(amount)) < 1e3) return { value: round(amount), unit: '€' };
  if (size < 1e6 && Math.abs(round(amount / 1e3)) < 1e3) return { value: round(amount / 1e3), unit: 'K€' };
  return { value: round(amount / 1e6), unit: 'M€' };
}
