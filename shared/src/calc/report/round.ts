/** Report values are shown with 4 significant digits (spec: "Values rounded to 4 significant digits"). */
export const reportSignificantDigits = 4;

/**
 * Rounds to `digits` significant digits: 123456 → 123500, 0.000123456 → 0.0001235. Half-way
 * values round away from zero on their shortest decimal form (1.2345 → 1.235), which
 * `toPrecision` gets wrong since 1.2345 is 1.23449999… in binary. Zero and non-finite values
 * come back as they are; a negative value that rounds to zero gives 0, not -0.
 *
 * Not for stored report figures: the engine keeps full precision and the display formatter
 * rounds once (docs/architecture.md, "Numbers"). This is for a figure that is itself a rounded
 * quantity, such as a benchmark line.
 */
export function roundSignificant(value: number, digits: number = reportSignificantDigits): number {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  const rounded = Number(
    new Intl.NumberFormat('en-US', { maximumSignificantDigits: digits, useGrouping: false }).format(value),
  );
  return rounded === 0 ? 0 : rounded;
}
