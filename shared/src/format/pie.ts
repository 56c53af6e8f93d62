/** Pie chart and drill-down limits of spec 1 section 9. */
export const chartLimits = {
  /** A slice smaller than this share of the total shows no label: it would not fit. */
  pieLabelMinPercent: 8,
  /** A slice smaller than this share of the total is left out: it would not be visible. */
  pieSliceMinPercent: 0.1,
  /** A drill-down list shows at most this many sub-entries. */
  drillDownMaxEntries: 200,
} as const;

export function isPieSliceKept(percent: number): boolean {
  return percent >= chartLimits.pieSliceMinPercent;
}

export function isPieLabelShown(percent: number): boolean {
  return percent >= chartLimits.pieLabelMinPercent;
}

export interface PieSlice<Item> {
  readonly item: Item;
  /** Share of the total of all positive values, 0 to 100, including the dropped ones. */
  readonly percent: number;
  readonly showLabel: boolean;
}

export interface PieSlices<Item> {
  /** The slices kept, in the order of the input. */
  readonly slices: PieSlice<Item>[];
  /** How many items were left out: under 0.1 % of the total, or zero, negative or not finite. */
  readonly droppedCount: number;
}

/**
 * Applies the pie rules to a list of items. Shares are taken of the total before anything is
 * dropped, so a kept slice keeps the percentage a reader would compute from the full data.
 */
export function pieSlices<Item>(items: readonly Item[], valueOf: (item: Item) => number): PieSlices<Item> {
  const values = items.map((item) => {
    const value = valueOf(item);
    return Number.isFinite(value) && value > 0 ? value : 0;
  });
  const total = values.reduce((sum, value) => sum + value, 0);
  const slices: PieSlice<Item>[] = [];
  items.forEach((item, index) => {
    const value = values[index] ?? 0;
    if (total === 0 || value === 0) return;
    const percent = (value * 100) / total;
    if (isPieSliceKept(percent)) slices.push({ item, percent, showLabel: isPieLabelShown(percent) });
  });
  return { slices, droppedCount: items.length - slices.length };
}

export interface CappedList<Item> {
  readonly kept: Item[];
  /** How many entries were left out after the first `limit`. */
  readonly restCount: number;
}

/** Keeps the first entries of a drill-down list, in the caller's order, and counts the rest. */
export function capDrillDown<Item>(
  entries: readonly Item[],
  limit: number = chartLimits.drillDownMaxEntries,
): CappedList<Item> {
  const kept = entries.slice(0, Math.max(0, limit));
  return { kept, restCount: entries.length - kept.length };
}
