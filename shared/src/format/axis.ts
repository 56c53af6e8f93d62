import { scaleByMagnitude, type Magnitude } from './magnitude.ts';

export type AxisSuffix = '' | 'K' | 'M' | 'B';

/** Axis tick suffixes of spec 2 (benchmark charts): K, M and B at 1e3, 1e6 and 1e9. */
const axisMagnitudes: readonly Magnitude<AxisSuffix>[] = [
  { factor: 1, suffix: '' },
  { factor: 1_000, suffix: 'K' },
  { factor: 1_000_000, suffix: 'M' },
  { factor: 1_000_000_000, suffix: 'B' },
];

/** Ticks fall on round steps (10, 12, 16, 25… bases), so two decimals are enough for "1.25K". */
const axisFractionDigits = 2;

function roundToAxisPrecision(value: number): number {
  const scale = 10 ** axisFractionDigits;
  // Rounding the magnitude keeps negative ticks symmetric: Math.round(-2.5) would give -2.
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}

/** Formats a chart axis tick as "1.5K", "2M" or "3B" ("1,5K" in French). */
export function formatAxisTick(value: number, locale: string): string {
  const { scaled, suffix } = scaleByMagnitude(value, axisMagnitudes, roundToAxisPrecision);
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: axisFractionDigits,
    signDisplay: 'negative',
  }).format(scaled);
  return `${number}${suffix}`;
}
