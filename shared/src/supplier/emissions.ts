import { supplierFamily } from '../catalogue/rules.ts';
import { valueForYear, type DatedEntry } from '../catalogue/valueHistory.ts';
import type { Expense, SupplierYearData } from './model.ts';

/*
 * An expense's emissions (spec 3 section 9): tCO2e = amount in euros / 1000 × the factor's value
 * for the year. Supplier-engagement factors are monetary, in kgCO2e per euro: amount × value is
 * kgCO2e, and / 1000 makes tonnes. Opex counts in GHG Protocol scope 3 category 3.1 (purchased
 * goods and services), capex in 3.2 (capital goods).
 */

export type ExpenseGhgCategory = '3.1' | '3.2';

/** kg per tonne. */
const kgPerTonne = 1000;

/** tCO2e of `amount` euros under a factor worth `factorValue` kgCO2e per euro: amount / 1000 × value. */
export function expenseEmissionsT(amount: number, factorValue: number): number {
  return (amount / kgPerTonne) * factorValue;
}

/** Opex → 3.1, capex → 3.2. */
export function ghgCategoryOfExpense(expense: Pick<Expense, 'opex'>): ExpenseGhgCategory {
  return expense.opex ? '3.1' : '3.2';
}

/**
 * A factor's value for a year from its dated values, by the catalogue's rule (the entry with the
 * smallest `until` ≥ the year, else the open one); null for a history without one.
 */
export function factorValueForYear(values: readonly (DatedEntry & { value: number })[], year: number): number | null {
  return valueForYear(values, year)?.value ?? null;
}

/** The factor of an expense: its own, else the one its year data sets for all its expenses. */
export function expenseFactorUuid(expense: Pick<Expense, 'emissionFactorUuid'>, yearData: Pick<SupplierYearData, 'emissionFactorUuid'>): string | null {
  return expense.emissionFactorUuid ?? yearData.emissionFactorUuid;
}

/** Emissions computed with a factor of family SUPPLIER (a supplier's own figure) are supplier data; the rest generic. */
export function isSupplierData(factor: { family: string | null }): boolean {
  return factor.family === supplierFamily;
}
