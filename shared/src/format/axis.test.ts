import { describe, expect, it } from 'vitest';
import { formatAxisTick, logAxisTicks, niceAxis } from './axis.ts';

const frGroup = '\u202f';

describe('formatAxisTick', () => {
  it('leaves ticks under 1,000 as they are', () => {
    expect(formatAxisTick(0, 'en')).toBe('0');
    expect(formatAxisTick(500, 'en')).toBe('500');
    expect(formatAxisTick(0.25, 'en')).toBe('0.25');
  });

  it('uses K, M and B for thousands, millions and billions', () => {
    expect(formatAxisTick(1_000, 'en')).toBe('1K');
    expect(formatAxisTick(1_250, 'en')).toBe('1.25K');
    expect(formatAxisTick(12_500_000, 'en')).toBe('12.5M');
    expect(formatAxisTick(3_000_000_000, 'en')).toBe('3B');
    expect(formatAxisTick(1_000_000_000_000, 'en')).toBe('1,000B');
  });

  it('moves to the next suffix when rounding reaches 1,000', () => {
    expect(formatAxisTick(999_999, 'en')).toBe('1M');
  });

  it('keeps the sign of negative ticks', () => {
    expect(formatAxisTick(-5_000, 'en')).toBe('-5K');
    expect(formatAxisTick(-2_500_000, 'en')).toBe('-2.5M');
  });

  it('formats the number for the locale', () => {
    expect(formatAxisTick(1_500, 'fr')).toBe('1,5K');
    expect(formatAxisTick(1_000_000_000_000, 'fr')).toBe(`1${frGroup}000B`);
  });
});

describe('niceAxis', () => {
  it('ends the axis on the smallest base × 10^k at or above the largest value', () => {
    // 4,571 lies between 4,000 (40 × 10^2) and 5,000 (50 × 10^2): 5,000, cut in 5 steps of 1,000.
    expect(niceAxis(4_571)).toEqual({ max: 5_000, step: 1_000 });
    // 1,237 is above 1,200 (12 × 10^2): 1,600 (16 × 10^2), cut in 4 steps of 400 (5 or 6 would give 320 or 266.7).
    expect(niceAxis(1_237)).toEqual({ max: 1_600, step: 400 });
    // 0.37 is under 0.4 (40 × 10^-2): 5 steps of 0.08.
    const small = niceAxis(0.37);
    expect(small.max).toBe(0.4);
    expect(small.step).toBeCloseTo(0.08, 12);
  });

  it('keeps a value that is already on a base', () => {
    // 1,200 is 12 × 10^2; 12 is cut in 6 steps of 2, as 5 would give 2.4.
    expect(niceAxis(1_200)).toEqual({ max: 1_200, step: 200 });
    expect(niceAxis(100)).toEqual({ max: 100, step: 20 });
    expect(niceAxis(25)).toEqual({ max: 25, step: 5 });
  });

  it('goes up to the next power of ten past 100 × 10^k', () => {
    // 81 is above 80: 100, step 20; 101 is above 100: 120 (12 × 10^1), step 20.
    expect(niceAxis(81)).toEqual({ max: 100, step: 20 });
    expect(niceAxis(101)).toEqual({ max: 120, step: 20 });
  });

  it('takes the preferred number of intervals when the base allows it', () => {
    // 60 in 4 steps of 15, 5 of 12 or 6 of 10.
    expect(niceAxis(55, { ticks: 4 })).toEqual({ max: 60, step: 15 });
    expect(niceAxis(55, { ticks: 6 })).toEqual({ max: 60, step: 10 });
    // The preference is kept within 4 to 6 intervals: 100 in 6 steps of 16.7 is not round, so 5 of 20.
    expect(niceAxis(90, { ticks: 20 })).toEqual({ max: 100, step: 20 });
  });

  it('gives a default axis without a positive value', () => {
    expect(niceAxis(0)).toEqual({ max: 1, step: 0.2 });
    expect(niceAxis(-40)).toEqual({ max: 1, step: 0.2 });
    expect(niceAxis(Number.NaN)).toEqual({ max: 1, step: 0.2 });
  });
});

describe('logAxisTicks', () => {
  it('lists the powers of ten around the range', () => {
    // 3.2 lies between 1 and 10, 4,571 between 1,000 and 10,000.
    expect(logAxisTicks(3.2, 4_571)).toEqual([1, 10, 100, 1_000, 10_000]);
    expect(logAxisTicks(0.02, 0.5)).toEqual([0.01, 0.1, 1]);
  });

  it('does not widen a range that starts or ends on a power of ten', () => {
    expect(logAxisTicks(10, 1_000)).toEqual([10, 100, 1_000]);
    expect(logAxisTicks(0.001, 0.001)).toEqual([0.001]);
  });

  it('starts one power below the top when the range reaches zero, and is empty without a positive top', () => {
    expect(logAxisTicks(0, 450)).toEqual([100, 1_000]);
    expect(logAxisTicks(0, 0)).toEqual([]);
  });
});
