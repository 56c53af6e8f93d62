import type { DashboardExpense, DashboardExpenseFactor } from '@cairn/shared/contract/suppliers';
import { valueForYear } from '@cairn/shared/catalogue/valueHistory';
import { expenseEmissions, expenseFactorUuid, ghgCategoryOfExpense } from '@cairn/shared/supplier/emissions';
import type { Stored } from '../data/entity.ts';
import { emissionFactors, visibleFactors, type EmissionFactorRecord } from '../data/emissionFactor.ts';
import type { SupplierRecord } from '../data/supplier.ts';
import { units } from '../data/unit.ts';

/*
 * The year's expenses of an asset's suppliers as the dashboard reads them (spec 3 section 3,
 * "Expense (dashboard)"): each with the factor that applies (its own, else its year's), that
 * factor's value for the year and the emissions the shared rule computes (`expenseEmissions`:
 * the supplier's reviewed figure when there is one, else the factor), with their data source. A factor must
 * be in the catalogue the asset sees (shared, or the asset's own) and not in an import still
 * running; otherwise the expense has no factor (the dashboard's missing-factor warning).
 */

type Factor = Stored<EmissionFactorRecord>;

/** The factor as a card shows it; a client is not shown a private or combined factor's figures. */
function factorView(factor: Factor, year: number, unitSymbol: string | null, staff: boolean): { view: DashboardExpenseFactor; value: number | null } {
  const entry = valueForYear(factor.values, year);
  const value = entry ? (entry.value ?? (factor.type === 'COMBINATION' ? (factor.computedValue ?? null) : null)) : null;
  // A combination's value divided by its public parts could give a licensed one back.
  const shows = (isPublic: boolean) => staff || (isPublic && factor.type === 'SIMPLE');
  return {
    value,
    view: {
      uuid: factor.uuid,
      name: factor.name,
      family: factor.family,
      unit: unitSymbol,
      value: entry && shows(entry.isPublic) ? value : null,
      source: entry?.source ?? null,
      sourceUrl: entry?.sourceUrl ?? null,
      values: factor.values.map((dated) => ({ until: dated.until, value: shows(dated.isPublic) ? (dated.value ?? null) : null })),
    },
  };
}

/**
 * The factors the year's expenses of these suppliers name that the asset may use: seen by readers
 * (no import still running) and shared or the asset's own.
 */
async function usableFactors(assetUuid: string, suppliers: readonly SupplierRecord[], year: number): Promise<Map<string, Factor>> {
  const factorUuids = [
    ...new Set(
      suppliers.flatMap((supplier) => {
        const data = supplier.yearData.find((candidate) => candidate.year === year);
        return data ? data.expenses.flatMap((expense) => expenseFactorUuid(expense, data) ?? []) : [];
      }),
    ),
  ];
  const found = await visibleFactors((await emissionFactors.batchGet(factorUuids.map((uuid) => ({ uuid })))).filter((factor) => factor !== null));
  return new Map(found.filter((factor) => factor.assetUuid === null || factor.assetUuid === assetUuid).map((factor) => [factor.uuid, factor]));
}

/** The uuids of `usableFactors`, for a computation that reads the factors from the whole catalogue. */
export async function assetFactorUuids(assetUuid: string, suppliers: readonly SupplierRecord[], year: number): Promise<Set<string>> {
  return new Set((await usableFactors(assetUuid, suppliers, year)).keys());
}

/** Every expense of `year` of the suppliers, in the suppliers' order. */
export async function dashboardExpenses(assetUuid: string, suppliers: readonly SupplierRecord[], year: number, staff: boolean): Promise<DashboardExpense[]> {
  const ofYear = suppliers.flatMap((supplier) => {
    const data = supplier.yearData.find((candidate) => candidate.year === year);
    return data ? data.expenses.map((expense) => ({ supplier, data, expense, factorUuid: expenseFactorUuid(expense, data) })) : [];
  });
  const factors = await usableFactors(assetUuid, suppliers, year);
  const unitUuids = [...new Set([...factors.values()].map((factor) => factor.unitUuid))];
  const unitSymbols = new Map((await units.batchGet(unitUuids.map((uuid) => ({ uuid })))).flatMap((unit) => (unit ? [[unit.uuid, unit.symbol] as const] : [])));
  return ofYear.map(({ supplier, data, expense, factorUuid }) => {
    const factor = factorUuid ? factors.get(factorUuid) : undefined;
    const shown = factor ? factorView(factor, year, unitSymbols.get(factor.unitUuid) ?? null, staff) : null;
    const emissions = expenseEmissions(expense, data, factor && shown ? { value: shown.value, family: factor.family } : null);
    return {
      uuid: expense.uuid,
      name: expense.name,
      amount: expense.amount,
      opex: expense.opex,
      supplierName: supplier.name,
      supplierUuid: supplier.uuid,
      emissions: emissions?.emissionsT ?? null,
      dataSource: emissions?.dataSource ?? null,
      basis: emissions?.basis ?? null,
      tags: expense.tags,
      category: ghgCategoryOfExpense(expense),
      emissionFactor: shown?.view ?? null,
      supplierYearData: { uuid: data.uuid, year: data.year, tags: data.tags, sbtiStatus: data.sbtiStatus },
    };
  });
}
