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
