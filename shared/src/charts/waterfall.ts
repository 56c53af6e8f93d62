/*
 * The waterfall chart's geometry, as spec 2 section 9 fixes it, for every waterfall the product
 * draws: the report comparison's and the decarbonization plan's.
 */

/** Height of the waterfall's scale: the tallest level is this many pixels high. */
export const waterfallScalePx = 200;
/** Labels go on top of the bars when the smallest bar is under this share of the scale. */
export const waterfallLabelInsideMinShare = 0.4;

/** Bar width by column count: up to 3 columns 100 px, 4: 90, 5: 85, 6: 80, 7: 70, up to 10: 65, more: 55. */
export function waterfallBarWidthPx(columnCount: number): number {
  if (columnCount <= 3) return 100;
  if (columnCount === 4) return 90;
  if (columnCount === 5) return 85;
  if (columnCount === 6) return 80;
  if (columnCount === 7) return 70;
  if (columnCount <= 10) return 65;
  return 55;
}

/** Labels sit above the bars when the smallest bar is under 40 % of the scale (80 px of 200): it could not hold its label. */
export function waterfallLabelsOnTop(barHeightsPx: readonly number[], scalePx = waterfallScalePx): boolean {
  return barHeightsPx.length > 0 && Math.min(...barHeightsPx) < scalePx * waterfallLabelInsideMinShare;
}
