import type { ScopeFilter } from '@cairn/shared/calc/plan';
import type { ProjectionMeasures } from '@cairn/shared/calc/portfolio/projection';

/*
 * The dashboard's choices kept in the address (spec 3 section 2.2: the scope filter in the
 * query), so a reload or a shared link shows the same view. Anything else in the address is
 * ignored, and a value the page does not offer reads as the default.
 */

export const scopeFilters = ['ALL', 'ONE', 'TWO', 'ONE_AND_TWO', 'THREE'] as const satisfies readonly ScopeFilter[];
/** The trajectory chart's measures, the spec's default first. */
export const measures = ['investmentIntensityTPerM', 'financedEmissionsKg', 'absoluteEmissionsKg', 'waciTPerM'] as const satisfies readonly (keyof ProjectionMeasures)[];
export type DashboardMeasure = (typeof measures)[number];

export interface DashboardSearch {
  scope: ScopeFilter;
  measure: DashboardMeasure;
  /** The year whose side panel is open. */
  yearInPanel: number | null;
  /** The asset shown in that panel. */
  investeeInPanel: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

export function dashboardSearchOf(search: unknown): DashboardSearch {
  const given = typeof search === 'object' && search !== null ? (search as Record<string, unknown>) : {};
  const year = given.yearInPanel;
  const investee = given.investeeInPanel;
  return {
    scope: oneOf(scopeFilters, given.scope, 'ALL'),
    measure: oneOf(measures, given.measure, 'investmentIntensityTPerM'),
    yearInPanel: typeof year === 'number' && Number.isInteger(year) && year >= 1900 && year <= 2200 ? year : null,
    investeeInPanel: typeof investee === 'string' && /^[0-9a-f-]{36}$/i.test(investee) ? investee : null,
  };
}
