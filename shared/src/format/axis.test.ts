import { describe, expect, it } from 'vitest';
import { formatAxisTick } from './axis.ts';

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
