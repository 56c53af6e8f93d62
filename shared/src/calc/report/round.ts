/** Report values are shown with 4 significant digits (spec: "Values rounded to 4 significant digits"). */
export const reportSignificantDigits = 4;

/**
 * Rounds to `digits` significant digits: 123456 → 123500, 0.000123456 → 0.0001235. Zero and
 * non-finite values come back as they are; a negative value that rounds to zero gives 0, not -0.
 */
export function roundSignificant(value: number, digits: number = reportSignificantDigits): number {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  const rounded = Number(value.toPrecision(digits));
  return rounded === 0 ? 0 : rounded;
}
