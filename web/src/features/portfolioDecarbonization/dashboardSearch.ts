import type { ScopeFilter } from '@cairn/shared/calc/plan';
import type { ProjectionMeasures, TrajectoryType } from '@cairn/shared/calc/portfolio/projection';
import { AssetSector } from '@cairn/shared/schemas/enums';

/*
 * The dashboard's choices kept in the address (spec 3 section 2.2: the scope filter in the
 * query), so a reload or a shared link shows the same view. Anything else in the address is
 * ignored, and a value the page does not offer reads as the default.
 */

/** The projected-and-actual bars' series whose investees a panel lists (the engine's `ProjectionBars` lists). */
export const barSeries = ['previousInvestments', 'excludedInvestments', 'newInvestments'] as const;
export type BarSeries = (typeof barSeries)[number];

export const panelTypes = ['ACTUAL', 'INTERNAL', 'EXTERNAL', 'ESTIMATE'] as const satisfies readonly (TrajectoryType | 'ACTUAL')[];
export type PanelType = (typeof panelTypes)[number];
export const panelSectors = [...AssetSector.options, 'NONE'] as const;
export type PanelSector = (typeof panelSectors)[number];

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
  /**
   * What the year's panel lists (spec 3 section 2.2, `sidePanel`): every asset counted that year
   * ('invested'), those of one trajectory type or one sector, named by `typeInPanel` or
   * `sectorInPanel` ('NONE': the investees without a sector), or those behind one series of the
   * projected-and-actual bars.
   */
  sidePanel: 'invested' | 'type' | 'sector' | BarSeries;
  typeInPanel: PanelType | null;
  sectorInPanel: PanelSector | null;
  /** The investments the filter keeps (spec 3 section 2.2, "investment filter"); none: every one. */
  investments: string[];
}

/** A reporting's investments at most (spec 3 section 9), so an address cannot hold more. */
const maxInvestments = 2_000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter's uuids: one given alone or a list, each once; anything else left out. */
function investmentsOf(value: unknown): string[] {
  const given = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return [...new Set(given.filter((each): each is string => typeof each === 'string' && uuidPattern.test(each)))].slice(0, maxInvestments);
}

/**
 * The filter after ticking (or unticking) some investments, in the reporting's order: every
 * investment kept is no filter at all (the empty list), as in the results' fund filter.
 */
export function toggledInvestments(all: readonly string[], selected: readonly string[], toggled: readonly string[], checked: boolean): string[] {
  const kept = new Set(selected.length === 0 ? all : selected);
  for (const uuid of toggled) {
    if (checked) kept.add(uuid);
    else kept.delete(uuid);
  }
  const next = all.filter((uuid) => kept.has(uuid));
  return next.length === all.length ? [] : next;
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
    investeeInPanel: typeof investee === 'string' && uuidPattern.test(investee) ? investee : null,
    investments: investmentsOf(given.investments),
    ...panelOf(given),
  };
}

/** The panel's list: a group kind without its group, or a group of another kind, lists every asset. */
function panelOf(given: Record<string, unknown>): Pick<DashboardSearch, 'sidePanel' | 'typeInPanel' | 'sectorInPanel'> {
  const type = panelTypes.find((each) => each === given.typeInPanel) ?? null;
  const sector = panelSectors.find((each) => each === given.sectorInPanel) ?? null;
  if (given.sidePanel === 'type' && type !== null) return { sidePanel: 'type', typeInPanel: type, sectorInPanel: null };
  if (given.sidePanel === 'sector' && sector !== null) return { sidePanel: 'sector', typeInPanel: null, sectorInPanel: sector };
  const series = barSeries.find((each) => each === given.sidePanel);
  if (series) return { sidePanel: series, typeInPanel: null, sectorInPanel: null };
  return { sidePanel: 'invested', typeInPanel: null, sectorInPanel: null };
}
