import type { ProjectionAsset, ProjectionGroup, ProjectionYear } from '@cairn/shared/calc/portfolio/projection';
import { barSeries, panelSectors, panelTypes, type BarSeries, type DashboardSearch, type PanelSector, type PanelType } from './dashboardSearch.ts';

/*
 * The group a year's side panel lists (spec 3 section 2.2: `sidePanel` type or sector, with
 * `typeInPanel` or `sectorInPanel`): reached from a bar of the per-type or per-sector chart, or
 * from the panel's own list choice, which is the keyboard's way.
 */

/** A change of the address's choices; null takes one out of the address. */
export type SearchChange = Partial<{ [K in keyof DashboardSearch]: DashboardSearch[K] | null }>;

const everyAsset: SearchChange = { sidePanel: null, typeInPanel: null, sectorInPanel: null };

/** A group's bar clicked: its year's panel on that group, no asset open. */
export function panelGroupChange(year: number, kind: 'type' | 'sector', key: string | null): SearchChange {
  const type = panelTypes.find((each) => each === key);
  const sector = panelSectors.find((each) => each === (key ?? 'NONE'));
  if (kind === 'type' && type) return { yearInPanel: year, investeeInPanel: null, sidePanel: 'type', typeInPanel: type, sectorInPanel: null };
  if (kind === 'sector' && sector) return { yearInPanel: year, investeeInPanel: null, sidePanel: 'sector', typeInPanel: null, sectorInPanel: sector };
  return { yearInPanel: year, investeeInPanel: null, ...everyAsset };
}

/** A bar's series clicked: its year's panel on the investees behind it. */
export function panelSeriesChange(year: number, series: BarSeries): SearchChange {
  return { yearInPanel: year, investeeInPanel: null, sidePanel: series, typeInPanel: null, sectorInPanel: null };
}

/** The panel's list choice as its select's value: '' for every asset, else `type:…`, `sector:…` or `bars:…`. */
export function panelChoiceOf(search: Pick<DashboardSearch, 'sidePanel' | 'typeInPanel' | 'sectorInPanel'>): string {
  if (search.sidePanel === 'type' && search.typeInPanel) return `type:${search.typeInPanel}`;
  if (search.sidePanel === 'sector' && search.sectorInPanel) return `sector:${search.sectorInPanel}`;
  if (isBarSeries(search.sidePanel)) return `bars:${search.sidePanel}`;
  return '';
}

const isBarSeries = (value: string): value is BarSeries => barSeries.some((each) => each === value);

/**
 * The investees a bar series of the year names, by uuid, or null when the panel lists no series
 * (or the year has no bars). Excluded investees are no longer held: they are not among the year's
 * assets, and the panel names them without figures.
 */
export function panelSeriesOf(row: ProjectionYear, search: Pick<DashboardSearch, 'sidePanel'>): readonly string[] | null {
  if (!isBarSeries(search.sidePanel) || row.bars === null) return null;
  return row.bars[search.sidePanel];
}

/** The select's value back to the address; anything it does not offer lists every asset. */
export function panelChoiceChange(value: string): SearchChange {
  const [kind, key] = value.split(':');
  const type = panelTypes.find((each): each is PanelType => each === key);
  const sector = panelSectors.find((each): each is PanelSector => each === key);
  if (kind === 'type' && type) return { investeeInPanel: null, sidePanel: 'type', typeInPanel: type, sectorInPanel: null };
  if (kind === 'sector' && sector) return { investeeInPanel: null, sidePanel: 'sector', typeInPanel: null, sectorInPanel: sector };
  const series = barSeries.find((each) => each === key);
  if (kind === 'bars' && series) return { investeeInPanel: null, sidePanel: series, typeInPanel: null, sectorInPanel: null };
  return { investeeInPanel: null, ...everyAsset };
}

/** The year's group the panel names, whose figures it shows; null for every asset, or a group the year lacks. */
export function panelGroupOf(row: ProjectionYear, search: DashboardSearch): ProjectionGroup<string | null> | null {
  if (search.sidePanel === 'type') return row.byType.find((group) => group.key === search.typeInPanel) ?? null;
  if (search.sidePanel === 'sector') return row.bySector.find((group) => (group.key ?? 'NONE') === search.sectorInPanel) ?? null;
  return null;
}

/** Whether the panel lists an asset of the year: an actual year's assets are all of its ACTUAL group; a series' by its list. */
export function panelHolds(search: DashboardSearch, asset: Pick<ProjectionAsset, 'investeeUuid' | 'trajectoryType' | 'sector'>, series: readonly string[] | null = null): boolean {
  if (series !== null) return series.includes(asset.investeeUuid);
  if (search.sidePanel === 'type') return (asset.trajectoryType ?? 'ACTUAL') === search.typeInPanel;
  if (search.sidePanel === 'sector') return (asset.sector ?? 'NONE') === search.sectorInPanel;
  return true;
}
