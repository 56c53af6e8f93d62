/**
 * Number display rule of spec 1 section 9: a value greater than 100 shows no decimals, greater
 * than 10 shows one, anything else two. The rule reads the magnitude, so a reduction (a negative
 * value) gets the same precision as the matching increase.
 */
export type DisplayDecimals = 0 | 1 | 2;

export function displayDecimals(value: number): DisplayDecimals {
  const magnitude = Math.abs(value);
  if (magnitude > 100) return 0;
  if (magnitude > 10) return 1;
  return 2;
}

/**
 * Formats a value with the decimals of the display rule in the given BCP 47 locale ('en', 'fr',
 * 'fr-CH'…). The decimals are a maximum: trailing zeros are dropped, so 2.5 shows as "2.5", not
 * "2.50". A negative value that rounds to zero shows "0", never "-0".
 */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: displayDecimals(value),
    signDisplay: 'negative',
  }).format(value);
}

/**
 * The number `formatNumber` shows, as a number: the value rounded to the decimals of the display
 * rule, half away from zero on its shortest decimal form (1.005 → 1.01, 2.675 → 2.68), which
 * plain `Math.round(value * 100) / 100` gets wrong because 1.005 is 1.00499999… in binary.
 * Callers use it to decide things from the figure a reader sees (the emissions unit, "<0.01").
 */
export function roundForDisplay(value: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Number(plainFormat(displayDecimals(value)).format(value));
  return rounded === 0 ? 0 : rounded;
}

/** Catalogue values (emission factors, hypotheses) show 4 significant digits (spec 2 section 9). */
export const catalogueSignificantDigits = 4;

/**
 * Formats a value with at most `digits` significant digits in the given locale, rounding half
 * away from zero on the shortest decimal form: 0.00293 → "0.00293", 1.2345 → "1.235",
 * 1234567 → "1,235,000" ("1 235 000" with narrow no-break spaces in French). Trailing zeros are
 * dropped and a negative value that rounds to zero shows "0". Used for catalogue values, whose
 * magnitudes run from 1e-6 to 1e6, where a fixed number of decimals would show 0.
 */
export function formatSignificant(value: number, locale: string, digits: number = catalogueSignificantDigits): string {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: digits, signDisplay: 'negative' }).format(value);
}

const plainFormats = new Map<number, Intl.NumberFormat>();

/** A locale-free formatter whose output `Number()` reads back: no grouping, a decimal point. */
function plainFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = plainFormats.get(maximumFractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits, useGrouping: false });
    plainFormats.set(maximumFractionDigits, format);
  }
  return format;
}
