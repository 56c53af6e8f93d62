import type { Scope } from '../../labels/enums.ts';
import type { CompanyTemperatureInput } from './types.ts';

/*
 * The dashboard's what-if (beyond the spec): "had this holding committed to cut its emissions by
 * r % by year T", as a company input the engine scores like any other (`withHoldingTarget`).
 */

const scopes: readonly Scope[] = ['ONE', 'TWO', 'THREE'];

/**
 * A linear cut of every scope from the company's start-year emissions: r % of them gone by
 * `targetYear`, then held. Values are given for each year from the start to `lastYear`, so any
 * horizon reads its own; the benchmarks stay the company's. A scope without a start value stays
 * unknown.
 */
export function reductionTarget(company: CompanyTemperatureInput, reductionPercent: number, targetYear: number, lastYear: number): CompanyTemperatureInput {
  const { startYear } = company.trajectory;
  const cut = Math.min(100, Math.max(0, reductionPercent)) / 100;
  const span = Math.max(1, targetYear - startYear);
  const emissionsKg: Partial<Record<Scope, Record<number, number | null>>> = {};
  for (const scope of scopes) {
    const start = company.trajectory.emissionsKg[scope]?.[startYear];
    const values: Record<number, number | null> = {};
    for (let year = startYear; year <= Math.max(lastYear, targetYear); year += 1) {
      values[year] = start === undefined || start === null ? null : start * (1 - cut * Math.min(1, (year - startYear) / span));
    }
    emissionsKg[scope] = values;
  }
  // An absolute target: its reduction reads on emissions, whatever basis the company's own trajectory had.
  return { trajectory: { startYear, basis: { kind: 'ABSOLUTE' }, emissionsKg }, benchmarks: company.benchmarks };
}
