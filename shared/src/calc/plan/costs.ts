import { actionImpactKgCo2e } from './impact.ts';
import type { CostLine, PlanAction } from './types.ts';

/*
 * Cost lines and their aggregates (spec 2 section 9: "CAPEX spread evenly from start to end year;
 * savings and OPEX counted per year ... Cost aggregates use a 10-year window from the
 * implementation start year (average annual OPEX, savings, total CAPEX)"). Amounts are in the
 * plan's currency.
 */

/** The cost window's length in years, counted from the implementation start year. */
export const costWindowYears = 10;

/**
 * A cost line's amount in `year`: CAPEX its total / (end − start + 1) in each year from start to
 * end; OPEX and SAVINGS their yearly amount in each year from start to end (every year on when the
 * end is null). 0 outside those years. A CAPEX line without an end year (refused by validation)
 * falls in its start year alone.
 */
export function costLineAmount(line: CostLine, year: number): number {
  if (year < line.startYear) return 0;
  if (line.type === 'CAPEX') {
    const end = Math.max(line.startYear, line.endYear ?? line.startYear);
    return year <= end ? line.yearlyAmount / (end - line.startYear + 1) : 0;
  }
  return line.endYear === null || year <= line.endYear ? line.yearlyAmount : 0;
}

export interface YearCosts {
  year: number;
  capexAmount: number;
  opexAmount: number;
  /** Positive: what the action saves that year. */
  savingsAmount: number;
  /** CAPEX + OPEX − savings. */
  netAmount: number;
}

/** An action's costs per year over `fromYear` to `toYear` (the cost projection chart). */
export function costsByYear(lines: readonly CostLine[], fromYear: number, toYear: number): YearCosts[] {
  const rows: YearCosts[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    const row = { year, capexAmount: 0, opexAmount: 0, savingsAmount: 0, netAmount: 0 };
    for (const line of lines) {
      const amount = costLineAmount(line, year);
      if (line.type === 'CAPEX') row.capexAmount += amount;
      else if (line.type === 'OPEX') row.opexAmount += amount;
      else row.savingsAmount += amount;
    }
    row.netAmount = row.capexAmount + row.opexAmount - row.savingsAmount;
    rows.push(row);
  }
  return rows;
}

/** The year of an ISO date (`2026-07-01` gives 2026), or null. */
export function yearOfDate(date: string | null): number | null {
  if (date === null) return null;
  const year = Number(date.slice(0, 4));
  return Number.isInteger(year) && /^\d{4}-/.test(date) ? year : null;
}

/**
 * Where an action's cost window starts: its implementation start year; without one, the earliest
 * cost line's start year; null when it has neither (no aggregates).
 */
export function costWindowStartYear(action: Pick<PlanAction, 'implementationStartDate' | 'investments'>): number | null {
  const start = yearOfDate(action.implementationStartDate);
  if (start !== null) return start;
  if (action.investments.length === 0) return null;
  return Math.min(...action.investments.map((line) => line.startYear));
}

export interface CostWindow {
  fromYear: number;
  /** fromYear + 9. */
  toYear: number;
  /** The CAPEX falling in the window. */
  totalCapexAmount: number;
  /** The window's OPEX / 10. */
  averageAnnualOpexAmount: number;
  /** The window's savings / 10. */
  averageAnnualSavingsAmount: number;
  /** CAPEX + OPEX − savings over the window. */
  totalNetAmount: number;
}

/**
 * The 10-year cost aggregates from `fromYear`: total CAPEX, and OPEX and savings averaged over the
 * window's 10 years (a year without OPEX counts as 0, so a line running 4 years of the 10 averages
 * to 4/10 of its yearly amount).
 */
export function costWindow(lines: readonly CostLine[], fromYear: number): CostWindow {
  const toYear = fromYear + costWindowYears - 1;
  let capex = 0;
  let opex = 0;
  let savings = 0;
  for (const row of costsByYear(lines, fromYear, toYear)) {
    capex += row.capexAmount;
    opex += row.opexAmount;
    savings += row.savingsAmount;
  }
  return {
    fromYear,
    toYear,
    totalCapexAmount: capex,
    averageAnnualOpexAmount: opex / costWindowYears,
    averageAnnualSavingsAmount: savings / costWindowYears,
    totalNetAmount: capex + opex - savings,
  };
}

export type MarginalAbatementCost =
  | { costPerTCo2e: number; avoidedTCo2e: number; netAmount: number; window: CostWindow }
  /** Nothing avoided over the window (no impact, or an increase): no cost per tonne exists. */
  | { costPerTCo2e: null; reason: 'NOTHING_AVOIDED'; avoidedTCo2e: number; netAmount: number; window: CostWindow }
  /** No implementation start year and no cost line: no window to count over. */
  | { costPerTCo2e: null; reason: 'NO_WINDOW' };

/**
 * The marginal abatement cost, in the plan's currency per tCO2e avoided, over the action's 10-year
 * cost window: (CAPEX + OPEX − savings over the window) / (tCO2e avoided over the same years).
 * Avoided tonnes are minus the action's impact (ramp and growth included) summed over the window,
 * / 1,000. Negative when savings exceed costs: the action pays for itself. Null when the window
 * avoids nothing (zero or an increase): dividing by it would give an infinite or meaningless figure.
 */
export function marginalAbatementCost(
  action: Pick<PlanAction, 'implementationStartDate' | 'investments' | 'type' | 'proportionalToGrowth' | 'formulas'>,
  growth: { baselineYear: number; annualGrowth: number },
): MarginalAbatementCost {
  const fromYear = costWindowStartYear(action);
  if (fromYear === null) return { costPerTCo2e: null, reason: 'NO_WINDOW' };
  const window = costWindow(action.investments, fromYear);
  let impactKgCo2e = 0;
  for (let year = window.fromYear; year <= window.toYear; year += 1) impactKgCo2e += actionImpactKgCo2e(action, growth, year).total;
  // 0 − x rather than −x: nothing avoided is 0, not −0.
  const avoidedTCo2e = (0 - impactKgCo2e) / 1000;
  if (!(avoidedTCo2e > 0)) return { costPerTCo2e: null, reason: 'NOTHING_AVOIDED', avoidedTCo2e, netAmount: window.totalNetAmount, window };
  return { costPerTCo2e: window.totalNetAmount / avoidedTCo2e, avoidedTCo2e, netAmount: window.totalNetAmount, window };
}
