import type { AssetRow, ResultsAsset, ResultsFund } from './resultsModel.ts';
import { millions, tonnes } from './resultsModel.ts';

/*
 * The data of the results page's 'Key indicators' charts (spec 3 section 2.1), built from the
 * investment lines of the funds shown. Pure and free of chart.js, so the rules (what is counted,
 * capped, dropped, how big a circle is) are tested on their own; the chart components only draw.
 */

/** Colours given in turn to funds, sectors and types; readable on white, told apart side by side. */
export const seriesPalette = ['#0f766e', '#f59e0b', '#2563eb', '#db2777', '#65a30d', '#7c3aed', '#ea580c', '#0891b2', '#a16207', '#475569'] as const;
export const paletteColour = (index: number) => seriesPalette[index % seriesPalette.length] ?? seriesPalette[0];

/** A slice of a pie or a donut: what it stands for (a key the page names) and its value. */
export interface Slice<K extends string | number = string> {
  key: K;
  /** A name of its own (a fund's, an asset's) when the key is not a label to look up. */
  name?: string;
  value: number;
}

/** Each slice's share of the total, in percent; all zero for an empty total. */
export function sharesOf(slices: readonly Slice<string | number>[]): number[] {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  return slices.map((slice) => (total > 0 ? (Math.max(0, slice.value) / total) * 100 : 0));
}

/** Each investee once, at its first line: the pies and the bars speak of assets, not of lines. */
function distinctAssets(rows: readonly AssetRow[]): ResultsAsset[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.asset.investeeUuid)) return [];
    seen.add(row.asset.investeeUuid);
    return [row.asset];
  });
}

const countBy = <K extends string | number>(keys: readonly K[], order: readonly K[]): Slice<K>[] =>
  order.map((key) => ({ key, value: keys.filter((each) => each === key).length })).filter((slice) => slice.value > 0);

export const carbonFootprintTypeOrder = ['CAIRN', 'AUDIT', 'LIGHT_REVIEW', 'EXTERNAL_REPORT', 'ESTIMATE', 'NONE'] as const;
export type CarbonFootprintTypeKey = (typeof carbonFootprintTypeOrder)[number];

/** 'Carbon footprint type': how many assets each kind of footprint covers ('NONE' for assets without one). */
export function carbonFootprintTypeSlices(rows: readonly AssetRow[]): Slice<CarbonFootprintTypeKey>[] {
  return countBy(
    distinctAssets(rows).map((asset) => asset.carbonFootprintType ?? 'NONE'),
    carbonFootprintTypeOrder,
  );
}

export const pcafScoreOrder = [1, 2, 3, 4, 5, 0] as const;
export type PcafScoreKey = (typeof pcafScoreOrder)[number];

/** 'PCAF score': how many assets have each score, 1 to 5 (0 for assets without one). */
export function pcafScoreSlices(rows: readonly AssetRow[]): Slice<PcafScoreKey>[] {
  return countBy(
    distinctAssets(rows).map((asset): PcafScoreKey => (asset.pcafScore === null ? 0 : (asset.pcafScore as PcafScoreKey))),
    pcafScoreOrder,
  );
}

export type GhgMode = 'absolute' | 'intensity';

/** One bar chart: its labels and one series per fund (a single unnamed series without the breakdown). */
export interface BarSeries {
  labels: string[];
  series: { fundUuid: string | null; name: string | null; values: (number | null)[] }[];
}

const ghgValue = (asset: ResultsAsset, mode: GhgMode): number | null =>
  mode === 'absolute' ? (asset.filteredScopeTotalKg === null ? null : tonnes(asset.filteredScopeTotalKg)) : asset.revenueIntensityTPerM;

/**
 * 'Assets GHG emissions': each asset's emissions in tCO2e, or its intensity in tCO2e per M€ of
 * revenue, largest first; assets without the figure are left out. Broken down by fund, each
 * fund's lines are a series of their own, in the fund's order, so a fund's assets share a colour.
 */
export function ghgBars(funds: readonly ResultsFund[], mode: GhgMode, byFund: boolean): BarSeries {
  const valued = (assets: readonly ResultsAsset[]) =>
    assets
      .map((asset) => ({ name: asset.name, value: ghgValue(asset, mode) }))
      .filter((bar): bar is { name: string; value: number } => bar.value !== null)
      .sort((a, b) => b.value - a.value);
  if (!byFund) {
    const bars = valued(distinctAssets(funds.flatMap((fund) => fund.assets.map((asset) => ({ fund, asset })))));
    return bars.length === 0 ? { labels: [], series: [] } : { labels: bars.map((bar) => bar.name), series: [{ fundUuid: null, name: null, values: bars.map((bar) => bar.value) }] };
  }
  const perFund = funds.map((fund) => ({ fund, bars: valued(fund.assets) })).filter((entry) => entry.bars.length > 0);
  const labels = perFund.flatMap((entry) => entry.bars.map((bar) => bar.name));
  let offset = 0;
  const series = perFund.map(({ fund, bars }) => {
    const values: (number | null)[] = labels.map(() => null);
    bars.forEach((bar, index) => (values[offset + index] = bar.value));
    offset += bars.length;
    return { fundUuid: fund.uuid, name: fund.name, values };
  });
  return { labels, series };
}

/** Lines the reporting leaves out of its figures count in no chart. */
const counted = (asset: ResultsAsset) => !asset.exclusions.includes('excluded');

const sumBy = (entries: readonly { key: string; value: number }[]) => {
  const sums = new Map<string, number>();
  for (const entry of entries) sums.set(entry.key, (sums.get(entry.key) ?? 0) + entry.value);
  return sums;
};

export type FinancedMode = 'perFund' | 'perSector';

/** 'Financed emissions': tCO2e per fund (its totals) or per sector of the investees ('NONE' without one), zero slices dropped. */
export function financedEmissionsSlices(funds: readonly ResultsFund[], mode: FinancedMode): Slice[] {
  if (mode === 'perFund') {
    return funds.map((fund) => ({ key: fund.uuid, name: fund.name, value: tonnes(fund.totals.financedEmissionsKg) })).filter((slice) => slice.value > 0);
  }
  const sums = sumBy(
    funds.flatMap((fund) => fund.assets.filter(counted).map((asset) => ({ key: asset.sector ?? 'NONE', value: tonnes(asset.financedEmissionsKg ?? 0) }))),
  );
  return [...sums].map(([key, value]) => ({ key, value })).filter((slice) => slice.value > 0).sort((a, b) => b.value - a.value);
}

/** A point of 'Financed emissions vs attribution factor'. */
export interface AttributionPoint {
  name: string;
  fundName: string;
  /** Attribution factor in percent, capped at 100 (spec 3 section 9). */
  x: number;
  /** Financed emissions in tCO2e. */
  y: number;
  /** The factor before the cap passed 100 %: the tooltip says '≥100%'. */
  capped: boolean;
}

export function attributionPoints(rows: readonly AssetRow[]): AttributionPoint[] {
  return rows
    .filter((row) => counted(row.asset) && row.asset.financedEmissionsKg !== null)
    .map(({ fund, asset }) => ({
      name: asset.name,
      fundName: fund.name,
      x: Math.min(asset.attributionFactor, 1) * 100,
      y: tonnes(asset.financedEmissionsKg ?? 0),
      capped: asset.attributionFactorUncapped !== null && asset.attributionFactorUncapped > 1,
    }));
}

export type WaciMode = 'perSector' | 'perAsset';

/** The fund the WACI donut shows: the one chosen if it is among those shown, else the first. */
export function waciFundOf(funds: readonly ResultsFund[], fundUuid: string | undefined): ResultsFund | null {
  return funds.find((fund) => fund.uuid === fundUuid) ?? funds[0] ?? null;
}

/** 'Contributions to funds WACI': each sector's or asset's share of the fund's WACI, tCO2e per M€; zero slices dropped. */
export function waciSlices(fund: ResultsFund | null, mode: WaciMode): Slice[] {
  if (fund === null) return [];
  const assets = fund.assets.filter(counted);
  const slices =
    mode === 'perSector'
      ? [...sumBy(assets.map((asset) => ({ key: asset.sector ?? 'NONE', value: asset.contributionToFundWaciTPerM })))].map(([key, value]) => ({ key, value }))
      : assets.map((asset) => ({ key: asset.investmentUuid, name: asset.name, value: asset.contributionToFundWaciTPerM }));
  return slices.filter((slice) => slice.value > 0).sort((a, b) => b.value - a.value);
}

/** Spec 3 section 9: the materiality map's circles are 5 to 40 px across its funds. */
export const materialityRadius = { min: 5, max: 40 } as const;

export interface MaterialityPoint {
  fundUuid: string;
  name: string;
  /** The fund's value, M€ invested. */
  x: number;
  /** The fund's WACI, tCO2e per M€ of revenue. */
  y: number;
  /** Investment carbon intensity, tCO2e per M€ invested; null when none. */
  intensity: number | null;
  /** The circle's radius, px: the smallest for no intensity, the largest for the highest. */
  r: number;
  labelPosition: ResultsFund['materialityMapLabelPosition'];
}

/**
 * 'Materiality map': one circle per fund at its value and WACI, sized by its investment carbon
 * intensity in proportion to the highest of the funds shown (the spec gives the sizes' range only).
 */
export function materialityPoints(funds: readonly ResultsFund[]): MaterialityPoint[] {
  const highest = Math.max(0, ...funds.map((fund) => fund.totals.investmentCarbonIntensityTPerM ?? 0));
  return funds.map((fund) => {
    const intensity = fund.totals.investmentCarbonIntensityTPerM;
    const share = highest > 0 && intensity !== null ? Math.max(0, intensity) / highest : 0;
    return {
      fundUuid: fund.uuid,
      name: fund.name,
      x: millions(fund.totals.investedAmountEur),
      y: fund.totals.waciTPerM,
      intensity,
      r: materialityRadius.min + share * (materialityRadius.max - materialityRadius.min),
      labelPosition: fund.materialityMapLabelPosition,
    };
  });
}
