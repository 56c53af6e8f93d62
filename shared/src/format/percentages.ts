export interface PercentageShare {
  /** Whole percentage; the percentages of one list always sum to 100 (or are all 0). */
  readonly percent: number;
  /** Display string: "12%", "<1%" for a non-zero share shown as 0, ">99%" for 100 next to other shares. */
  readonly text: string;
}

/**
 * Splits 100 between the values in proportion, as whole numbers that sum to exactly 100, by the
 * largest-remainder method: every share is rounded down, then the points still missing go to the
 * largest remainders, the earlier value first on a tie. Negative and non-finite values have no
 * share of a total and count as zero. An empty or all-zero list gives zeros.
 */
export function roundPercentages(values: readonly number[]): number[] {
  const counted = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = counted.reduce((sum, value) => sum + value, 0);
  if (total === 0) return counted.map(() => 0);

  const exact = counted.map((value) => (value * 100) / total);
  const rounded = exact.map((share) => Math.floor(share));
  const missing = 100 - rounded.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, missing)) rounded[index]! += 1;
  return rounded;
}

/**
 * Rounded percentages with their display strings in the given locale. The percent sign and its
 * spacing come from Intl ("12%" in English, "12 %" with a no-break space in French).
 */
export function formatPercentages(values: readonly number[], locale: string): PercentageShare[] {
  const percents = roundPercentages(values);
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const show = (percent: number): string => percentFormat.format(percent / 100);
  const counted = values.map((value) => Number.isFinite(value) && value > 0);
  const nonZeroCount = counted.filter(Boolean).length;

  return percents.map((percent, index) => {
    // A value that is there must not read as nothing, nor as everything while others exist.
    if (percent === 0 && counted[index] === true) return { percent, text: `<${show(1)}` };
    if (percent === 100 && nonZeroCount > 1) return { percent, text: `>${show(99)}` };
    return { percent, text: show(percent) };
  });
}
