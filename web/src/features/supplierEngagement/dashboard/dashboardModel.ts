import type { DashboardExpense as ExpenseRead, SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import type { DashboardExpense, DataOriginYear } from '@cairn/shared/supplier/dashboard';
import { isSupplierDataSource } from '@cairn/shared/supplier/emissions';

/*
 * The dashboard's figures start from the server's read of the year's expenses rather than from
 * the factors' values: a client is not sent a licensed factor's value, but is sent the emissions
 * the server computed with it (spec 3 section 3 "Expense (dashboard)"). An expense without
 * emissions (no supplier figure and no factor, or no value for the year) is left out of every emission figure, as
 * shared/src/supplier/dashboard.ts's `dashboardExpenses` leaves it out.
 */

/** The read's expense with its emissions, in the shape the shared figures take; null without emissions. */
export function chartExpense(expense: ExpenseRead): DashboardExpense | null {
  if (expense.emissions === null || expense.dataSource === null || expense.basis === null) return null;
  const factor = expense.emissionFactor;
  return {
    uuid: expense.uuid,
    name: expense.name,
    supplierUuid: expense.supplierUuid,
    supplierName: expense.supplierName,
    amount: expense.amount,
    category: expense.category,
    tags: expense.tags,
    factorUuid: factor?.uuid ?? null,
    // Withheld for a licensed source: never drawn, the cards show the read's own (null) value.
    factorValue: factor?.value ?? null,
    emissionsT: expense.emissions,
    dataSource: expense.dataSource,
    basis: expense.basis,
    supplierData: isSupplierDataSource(expense.dataSource),
  };
}

/** The year's expenses with emissions. */
export function chartExpenses(view: Pick<SupplierEngagementView, 'expenses'>): DashboardExpense[] {
  return view.expenses.flatMap((expense) => {
    const drawn = chartExpense(expense);
    return drawn ? [drawn] : [];
  });
}

/**
 * Per year read, ascending: the emissions computed with generic factors against those from
 * supplier data (a supplier's own figure or a factor of family SUPPLIER), with their shares of the year's total for the Normalized view.
 */
export function dataOriginOf(views: readonly Pick<SupplierEngagementView, 'year' | 'expenses'>[]): DataOriginYear[] {
  return [...views]
    .sort((a, b) => a.year - b.year)
    .map((view) => {
      let genericT = 0;
      let supplierT = 0;
      for (const expense of chartExpenses(view)) {
        if (expense.supplierData) supplierT += expense.emissionsT;
        else genericT += expense.emissionsT;
      }
      const total = genericT + supplierT;
      return { year: view.year, genericT, supplierT, genericPercent: total === 0 ? 0 : (genericT / total) * 100, supplierPercent: total === 0 ? 0 : (supplierT / total) * 100 };
    });
}

/** The expense tag names of the year, sorted: the pie's other groupings. */
export function expenseTagNames(expenses: readonly Pick<DashboardExpense, 'tags'>[]): string[] {
  return [...new Set(expenses.flatMap((expense) => Object.keys(expense.tags)))].sort((a, b) => a.localeCompare(b));
}
