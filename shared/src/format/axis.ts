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

/** Spec 2 section 9: an axis ends on one of these bases times a power of ten. */
export const axisBases = [10, 12, 16, 20, 25, 30, 40, 50, 60, 80, 100] as const;

/** The axis of an empty chart, or of a chart whose bars are all zero or below. */
const defaultAxis = { max: 1, step: 0.2 } as const;

export interface NiceAxis {
  readonly max: number;
  readonly step: number;
}

/** base × 10^exponent, dividing for negative exponents so that 40 × 10^-2 gives 0.4 and not 0.4000000000000001. */
function scaled(base: number, exponent: number): number {
  return exponent >= 0 ? base * 10 ** exponent : base / 10 ** -exponent;
}

/**
 * The top of a linear axis starting at zero: the smallest base × 10^k (bases of `axisBases`)
 * at or above `maxValue`, and a step cutting it into 4 to 6 intervals (`ticks`, default 5,
 * is the preferred count). The step is a whole or half multiple of 10^k so that the ticks
 * read as round numbers: 16 is cut in 4 (step 4), 12 in 6 (step 2).
 */
export function niceAxis(maxValue: number, options: { ticks?: number } = {}): NiceAxis {
  if (!Number.isFinite(maxValue) || maxValue <= 0) return defaultAxis;
  const preferred = Math.min(6, Math.max(4, Math.round(options.ticks ?? 5)));
  // The bases run from 10 to 100, so the answer is base × 10^k with k one below the value's order of magnitude, or the next.
  const order = Math.floor(Math.log10(maxValue)) - 1;
  // Tolerates the last bit of floating-point noise so that 1,200.0000000001 still gets 1,200.
  const target = maxValue * (1 - 1e-12);
  for (const exponent of [order - 1, order, order + 1]) {
    for (const base of axisBases) {
      if (scaled(base, exponent) < target) continue;
      const intervals = [preferred, preferred + 1, preferred - 1, preferred + 2, preferred - 2]
        .filter((count) => count >= 4 && count <= 6)
        .find((count) => Number.isInteger((2 * base) / count));
      // Every base has such a count (10/5, 12/6, 16/4…); the fallback only guards the table.
      const count = intervals ?? 4;
      return { max: scaled(base, exponent), step: scaled(base / count, exponent) };
    }
  }
  return defaultAxis;
}

/** 10^exponent read from its literal, exact where 10 ** -exponent is not (10 ** -3 vs 0.001). */
function powerOfTen(exponent: number): number {
  return Number(`1e${exponent}`);
}

/** The exponent of the power of ten at or below a positive value, exact on powers of ten themselves. */
function floorExponent(value: number): number {
  const exponent = Math.floor(Math.log10(value));
  if (powerOfTen(exponent + 1) <= value) return exponent + 1;
  if (powerOfTen(exponent) > value) return exponent - 1;
  return exponent;
}

/**
 * The ticks of a logarithmic axis: the powers of ten from the one at or below `min` to the one
 * at or above `max`. A log axis cannot hold zero or less: a non-positive `min` starts the axis
 * one power of ten below the top; no positive `max`, no ticks.
 */
export function logAxisTicks(min: number, max: number): number[] {
  if (!Number.isFinite(max) || max <= 0) return [];
  const topExponent = powerOfTen(floorExponent(max)) === max ? floorExponent(max) : floorExponent(max) + 1;
  const bottomExponent = Number.isFinite(min) && min > 0 ? Math.min(floorExponent(min), topExponent) : topExponent - 1;
  const ticks: number[] = [];
  for (let exponent = bottomExponent; exponent <= topExponent; exponent += 1) ticks.push(powerOfTen(exponent));
  return ticks;
}
