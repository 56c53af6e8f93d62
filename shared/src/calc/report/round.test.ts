import { describe, expect, it } from 'vitest';
import { roundSignificant } from './round.ts';

describe('roundSignificant', () => {
  it('keeps 4 significant digits by default', () => {
    // 123456: the 4 leading digits are 1234, the next one (5) rounds up → 1235 × 100 = 123500.
    expect(roundSignificant(123456)).toBe(123500);
    // 0.000123456: leading digits 1234, next 5 rounds up → 0.0001235.
    expect(roundSignificant(0.000123456)).toBe(0.0001235);
    // 86.607142…: 86.60 then 7 rounds up → 86.61.
    expect(roundSignificant(86.607142857)).toBe(86.61);
    // 1234: already 4 digits.
    expect(roundSignificant(1234)).toBe(1234);
  });

  it('takes another number of digits', () => {
    // 123456 with 2 digits: 12 then 3 rounds down → 120000.
    expect(roundSignificant(123456, 2)).toBe(120_000);
  });

  it('rounds negative values by their magnitude and leaves zero and non-finite values', () => {
    // −123456 → −123500, the mirror of 123456.
    expect(roundSignificant(-123456)).toBe(-123500);
    expect(roundSignificant(0)).toBe(0);
    expect(Object.is(roundSignificant(-0), 0)).toBe(true);
    expect(roundSignificant(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundSignificant(Number.NaN)).toBeNaN();
  });

  it('rounds half-way values away from zero on the decimal form', () => {
    // 1.2345 is 1.23449999… in binary: toPrecision(4) gives 1.234.
    expect(roundSignificant(1.2345)).toBe(1.235);
    expect(roundSignificant(-1.2345)).toBe(-1.235);
    expect(roundSignificant(28.145)).toBe(28.15);
    expect(roundSignificant(1.2345e-20)).toBe(1.235e-20);
    expect(roundSignificant(1.2345e25)).toBe(1.235e25);
  });
});
