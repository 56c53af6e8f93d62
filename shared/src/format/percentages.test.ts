import { describe, expect, it } from 'vitest';
import { formatPercentages, roundPercentages } from './percentages.ts';

/** French puts a no-break space before the percent sign. */
const nbsp = '\u00a0';
const texts = (values: readonly number[], locale: string): string[] =>
  formatPercentages(values, locale).map((share) => share.text);

describe('roundPercentages (largest remainder)', () => {
  it('keeps exact shares', () => {
    expect(roundPercentages([50, 30, 20])).toEqual([50, 30, 20]);
  });

  it('gives the missing points to the largest remainders', () => {
    // 16.67, 33.33, 50: floors sum to 99, the point goes to 16.67.
    expect(roundPercentages([1, 2, 3])).toEqual([17, 33, 50]);
    // 33.33 each: equal remainders, the earliest value gets the point.
    expect(roundPercentages([1, 1, 1])).toEqual([34, 33, 33]);
    // 0.2, 0.2, 99.6: floors 0, 0, 99; the point goes to 99.6.
    expect(roundPercentages([2, 2, 996])).toEqual([0, 0, 100]);
  });

  it('always sums to 100 for a non-zero list', () => {
    for (const values of [[1, 1, 1, 1, 1, 1, 1], [3, 7, 11, 13], [0.1, 0.2, 0.3], [1e9, 1, 1]]) {
      expect(roundPercentages(values).reduce((sum, percent) => sum + percent, 0)).toBe(100);
    }
  });

  it('gives zeros for an empty or all-zero list', () => {
    expect(roundPercentages([])).toEqual([]);
    expect(roundPercentages([0, 0])).toEqual([0, 0]);
  });

  it('counts negative values as zero', () => {
    expect(roundPercentages([-5, 5])).toEqual([0, 100]);
  });
});

describe('formatPercentages', () => {
  it('returns the numbers with their texts', () => {
    expect(formatPercentages([1, 2, 3], 'en')).toEqual([
      { percent: 17, text: '17%' },
      { percent: 33, text: '33%' },
      { percent: 50, text: '50%' },
    ]);
  });

  it("shows '<1%' and '>99%' at the edges", () => {
    expect(texts([997, 3], 'en')).toEqual(['>99%', '<1%']);
    expect(texts([2, 2, 996], 'en')).toEqual(['<1%', '<1%', '>99%']);
  });

  it("shows '100%' when the other shares are zero", () => {
    expect(texts([1000, 0], 'en')).toEqual(['100%', '0%']);
    expect(texts([-5, 5], 'en')).toEqual(['0%', '100%']);
  });

  it('shows zeros for an all-zero list', () => {
    expect(texts([0, 0], 'en')).toEqual(['0%', '0%']);
    expect(texts([], 'en')).toEqual([]);
  });

  it('puts a no-break space before the sign in French', () => {
    expect(texts([1, 2, 3], 'fr')).toEqual([`17${nbsp}%`, `33${nbsp}%`, `50${nbsp}%`]);
    expect(texts([997, 3], 'fr')).toEqual([`>99${nbsp}%`, `<1${nbsp}%`]);
  });
});
