/** A step of an abbreviated scale: values whose magnitude reaches `factor` are divided by it. */
export interface Magnitude<Suffix extends string> {
  readonly factor: number;
  readonly suffix: Suffix;
}

export interface Scaled<Suffix extends string> {
  /** The value divided by the chosen factor, then rounded. */
  readonly scaled: number;
  readonly suffix: Suffix;
}

/**
 * Picks the largest step whose rounded scaled value is at least 1 in magnitude. Deciding on the
 * rounded value keeps 999,960 from showing as "1,000k": it rounds to 1 at the next step and shows
 * as "1M". `magnitudes` must be sorted by growing factor and start with factor 1.
 */
export function scaleByMagnitude<Suffix extends string>(
  value: number,
  magnitudes: readonly Magnitude<Suffix>[],
  round: (scaled: number) => number,
): Scaled<Suffix> {
  for (let index = magnitudes.length - 1; index > 0; index -= 1) {
    const magnitude = magnitudes[index]!;
    const scaled = round(value / magnitude.factor);
    if (Math.abs(scaled) >= 1) return { scaled, suffix: magnitude.suffix };
  }
  const base = magnitudes[0]!;
  return { scaled: round(value / base.factor), suffix: base.suffix };
}
