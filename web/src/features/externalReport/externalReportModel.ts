import { defaultBasis, eurosFrom } from '@cairn/shared/calc/report';
import { formatPercentages } from '@cairn/shared/format';
import type { ElectricityBasis, ExternalReport } from '@cairn/shared/schemas';

/*
 * What the external-report page computes from the provider's totals (kgCO2e). Nothing is
 * recomputed from activity data: Cairn only adds the figures up and divides them.
 */

export type ExternalScope = 'ONE' | 'TWO' | 'THREE';

export interface ScopeFigure {
  readonly scope: ExternalScope;
  readonly kgCo2e: number;
}

export interface ExternalReportFigures {
  /** The scope 2 method counted in the total: market-based when reported, as for Cairn's own reports. */
  readonly basis: ElectricityBasis;
  readonly scope2KgCo2e: number;
  /** Scope 1, the counted scope 2 and scope 3 when reported. */
  readonly totalKgCo2e: number;
  readonly kgCo2ePerEmployee: number | null;
  /** Per million euros of turnover, converted at the year's average rate when the turnover is in another currency. */
  readonly kgCo2ePerMEur: number | null;
  /** The scopes the provider reported, for the cards and the pie. */
  readonly scopes: readonly ScopeFigure[];
}

type Totals = Pick<
  ExternalReport,
  'electricityReporting' | 'scope1' | 'scope2Location' | 'scope2Market' | 'scope3' | 'employeeNumber' | 'turnover' | 'currency' | 'year'
>;

export function externalReportFigures(report: Totals): ExternalReportFigures {
  const preferred = defaultBasis(report.electricityReporting);
  const market = report.scope2Market;
  const location = report.scope2Location;
  // A provider may have given only the other method: count what there is.
  const basis: ElectricityBasis = preferred === 'MARKET' ? (market !== null ? 'MARKET' : 'LOCATION') : location !== null ? 'LOCATION' : 'MARKET';
  const scope2KgCo2e = (basis === 'MARKET' ? market : location) ?? 0;
  const totalKgCo2e = report.scope1 + scope2KgCo2e + (report.scope3 ?? 0);
  const turnoverMEur =
    report.turnover === null || report.turnover === 0 ? null : eurosFrom(report.turnover, report.currency ?? 'EURO', report.year) / 1_000_000;
  return {
    basis,
    scope2KgCo2e,
    totalKgCo2e,
    kgCo2ePerEmployee: report.employeeNumber ? totalKgCo2e / report.employeeNumber : null,
    kgCo2ePerMEur: turnoverMEur === null ? null : totalKgCo2e / turnoverMEur,
    scopes: [
      { scope: 'ONE', kgCo2e: report.scope1 },
      { scope: 'TWO', kgCo2e: scope2KgCo2e },
      ...(report.scope3 === null ? [] : [{ scope: 'THREE' as const, kgCo2e: report.scope3 }]),
    ],
  };
}

/**
 * Each reported scope's share of the total as the scope cards write it, by the same rule as the
 * dashboard: whole percentages summing to 100, a non-zero share that rounds to 0 shown as "<1%",
 * a share that rounds to 100 next to other non-zero ones shown as ">99%". A scope not reported
 * (scope 3 left out) has no share.
 */
export function scopeShares(figures: Pick<ExternalReportFigures, 'scopes'>, locale: string): Partial<Record<ExternalScope, string>> {
  const shares = formatPercentages(figures.scopes.map((scope) => scope.kgCo2e), locale);
  return Object.fromEntries(figures.scopes.map((scope, index) => [scope.scope, shares[index]!.text]));
}
