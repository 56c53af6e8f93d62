import { eurRate } from '../calc/report/currency.ts';
import { supplierFamily } from '../catalogue/rules.ts';
import { valueForYear, type DatedEntry } from '../catalogue/valueHistory.ts';
import { ExpenseDataSource, ExpenseEmissionBasis } from './enums.ts';
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

/*
 * Where an expense's emissions come from (GHG Protocol, Technical Guidance for Calculating Scope 3
 * Emissions, v1.0, 2013, category 1 "Purchased goods and services", section 1.1; the same methods
 * serve category 2 "Capital goods"):
 * - SUPPLIER_SPECIFIC, the "supplier-specific method": the supplier's own cradle-to-gate
 *   footprint of what was bought. Here: a reviewed expense answer of data type
 *   PRODUCT_CARBON_FOOTPRINT given as a mass of CO2e for the purchase (tCO2e, kgCO2e, gCO2e),
 *   used as it is. A footprint per product unit (kgCO2e/kg, /unit…) would need the quantity
 *   bought, which an expense does not hold: such an answer is not used.
 * - HYBRID, the "hybrid method": supplier-specific data (its own emissions) allocated to the
 *   purchase by an economic basis, gaps filled by secondary data. Here: a reviewed expense answer
 *   of data type BUSINESS_UNIT_CARBON_INTENSITY in a mass of CO2e per money (kgCO2e/€, /k€,
 *   tCO2e/M€…), else the year's reviewed economic intensity (kgCO2e per unit of its currency of
 *   revenue, converted to euros at the year's average rate), else a factor of family SUPPLIER
 *   that staff set from the supplier's own figures; each times the amount spent.
 * - SPEND_BASED, the "spend-based method": a generic (environmentally-extended input-output)
 *   monetary factor times the amount.
 * A supplier's figure counts only when the year's review says it is exploitable, so what staff
 * have not judged never replaces the generic factor. The first that applies wins, in the order
 * above: the figure closest to what was bought. A figure whose year differs from the expense's
 * is used all the same (the supplier's latest measure of itself); the trace shows its year.
 */

export { ExpenseDataSource, ExpenseEmissionBasis };


/** A unit a supplier typed, understood: a mass of CO2e (kg per unit) or CO2e per money (kg per euro per unit). */
export type SupplierUnit = { kind: 'MASS'; kgPerUnit: number } | { kind: 'PER_EURO'; kgPerEuroPerUnit: number };

const massKg: Readonly<Record<string, number>> = { g: 0.001, kg: 1, t: 1000, tonne: 1000, tonnes: 1000 };
const euros: Readonly<Record<string, number>> = { '€': 1, eur: 1, euro: 1, euros: 1, 'k€': 1e3, keur: 1e3, 'm€': 1e6, meur: 1e6 };

/**
 * Reads a unit such as 'tCO2e', 'kg CO₂eq', 'kgCO2e/k€', 'tCO2e per M€' (case, spaces, subscript
 * digits, 'eq' and 'per'/'par' for '/' accepted); null for anything else (a per-product unit, a
 * currency other than the euro, a typo), which then is not used.
 */
export function parseSupplierUnit(unit: string | null): SupplierUnit | null {
  if (unit === null) return null;
  const text = unit
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+(per|par)\s+/g, '/')
    .replace(/\s+/g, '')
    .replace(/co2-?eq?/g, 'co2e');
  const match = /^(g|kg|t|tonnes?)co2e(?:\/(.+))?$/.exec(text);
  if (!match) return null;
  const kg = massKg[match[1]!]!;
  if (match[2] === undefined) return { kind: 'MASS', kgPerUnit: kg };
  const money = euros[match[2]];
  return money === undefined ? null : { kind: 'PER_EURO', kgPerEuroPerUnit: kg / money };
}

/** An expense's emissions and where they come from. */
export interface ExpenseEmissions {
  /** tCO2e. */
  emissionsT: number;
  dataSource: ExpenseDataSource;
  basis: ExpenseEmissionBasis;
  /** The kgCO2e per euro applied to the amount; null for a footprint used as it is. */
  kgPerEuro: number | null;
}

/** The factor the expense would use otherwise: its value for the year (kgCO2e/€, null without one) and family. */
export interface ExpenseFactorValue {
  value: number | null;
  family: string | null;
}

/**
 * The supplier's own figure for an expense, when the year's review says it is exploitable (see
 * the top of this section): a purchase footprint, else a business-unit intensity, else the
 * year's economic intensity; null when none applies. Negative figures are not used: a purchase
 * does not remove carbon.
 */
export function supplierFigureEmissions(
  expense: Pick<Expense, 'amount' | 'supplierAnswer'>,
  yearData: Pick<SupplierYearData, 'year' | 'review' | 'economicIntensity'>,
): ExpenseEmissions | null {
  if (yearData.review?.exploitable !== true) return null;
  const answer = expense.supplierAnswer;
  const unit = answer && answer.value !== null && answer.value >= 0 ? parseSupplierUnit(answer.unit) : null;
  if (answer?.value != null && unit) {
    if (answer.dataType === 'PRODUCT_CARBON_FOOTPRINT' && unit.kind === 'MASS') {
      return { emissionsT: (answer.value * unit.kgPerUnit) / kgPerTonne, dataSource: 'SUPPLIER_SPECIFIC', basis: 'EXPENSE_FOOTPRINT', kgPerEuro: null };
    }
    if (answer.dataType === 'BUSINESS_UNIT_CARBON_INTENSITY' && unit.kind === 'PER_EURO') {
      const kgPerEuro = answer.value * unit.kgPerEuroPerUnit;
      return { emissionsT: expenseEmissionsT(expense.amount, kgPerEuro), dataSource: 'HYBRID', basis: 'EXPENSE_INTENSITY', kgPerEuro };
    }
  }
  const intensity = yearData.economicIntensity;
  if (intensity && intensity.value >= 0) {
    // value kgCO2e per unit of the currency × units of the currency per euro = kgCO2e per euro.
    const kgPerEuro = intensity.value * eurRate(intensity.currency, yearData.year);
    return { emissionsT: expenseEmissionsT(expense.amount, kgPerEuro), dataSource: 'HYBRID', basis: 'ECONOMIC_INTENSITY', kgPerEuro };
  }
  return null;
}

/**
 * An expense's emissions: the supplier's figure when there is one, else the factor's value
 * (family SUPPLIER: hybrid, any other: spend-based); null when neither gives one (the
 * dashboard's missing-factor warning).
 */
export function expenseEmissions(
  expense: Pick<Expense, 'amount' | 'supplierAnswer'>,
  yearData: Pick<SupplierYearData, 'year' | 'review' | 'economicIntensity'>,
  factor: ExpenseFactorValue | null,
): ExpenseEmissions | null {
  const fromSupplier = supplierFigureEmissions(expense, yearData);
  if (fromSupplier) return fromSupplier;
  if (factor?.value == null) return null;
  const supplier = isSupplierData(factor);
  return {
    emissionsT: expenseEmissionsT(expense.amount, factor.value),
    dataSource: supplier ? 'HYBRID' : 'SPEND_BASED',
    basis: supplier ? 'SUPPLIER_FACTOR' : 'GENERIC_FACTOR',
    kgPerEuro: factor.value,
  };
}

/**
 * Whether an expense's emissions come from the supplier's own answer (a footprint, an intensity)
 * rather than from a factor: then no factor gave them, and a card naming the factor as their
 * source would misstate it.
 */
export function isSupplierFigureBasis(basis: ExpenseEmissionBasis): boolean {
  return basis !== 'SUPPLIER_FACTOR' && basis !== 'GENERIC_FACTOR';
}

/** Supplier-specific and hybrid emissions are the suppliers' data; spend-based ones generic. */
export function isSupplierDataSource(dataSource: ExpenseDataSource): boolean {
  return dataSource !== 'SPEND_BASED';
}
