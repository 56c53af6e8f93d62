import { describe, expect, it } from 'vitest';
import { displayDecimals, formatNumber } from './number.ts';

/** French groups digits with a narrow no-break space. */
const frGroup = '\u202f';

describe('display decimals (spec 1 section 9)', () => {
  it('shows 0 decimals above 100, 1 above 10, 2 otherwise', () => {
    expect(displayDecimals(100.5)).toBe(0);
    expect(displayDecimals(100)).toBe(1); // not greater than 100
    expect(displayDecimals(10.06)).toBe(1);
    expect(displayDecimals(10)).toBe(2); // not greater than 10
    expect(displayDecimals(0)).toBe(2);
  });

  it('reads the magnitude, so reductions match increases', () => {
    expect(displayDecimals(-100.5)).toBe(0);
    expect(displayDecimals(-56.789)).toBe(1);
    expect(displayDecimals(-9.876)).toBe(2);
  });
});

describe('formatNumber', () => {
  it('rounds by the rule in English', () => {
    expect(formatNumber(1234.567, 'en')).toBe('1,235');
    expect(formatNumber(100.5, 'en')).toBe('101');
    expect(formatNumber(100, 'en')).toBe('100');
    expect(formatNumber(56.789, 'en')).toBe('56.8');
    expect(formatNumber(10.06, 'en')).toBe('10.1');
    expect(formatNumber(9.876, 'en')).toBe('9.88');
    expect(formatNumber(0.004, 'en')).toBe('0');
  });

  it('drops trailing zeros', () => {
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(56.02, 'en')).toBe('56');
  });

  it('uses a decimal comma and narrow no-break spaces in French', () => {
    expect(formatNumber(1234567.8, 'fr')).toBe(`1${frGroup}234${frGroup}568`);
    expect(formatNumber(56.789, 'fr')).toBe('56,8');
    expect(formatNumber(9.876, 'fr')).toBe('9,88');
  });

  it('keeps the sign of negative values', () => {
    expect(formatNumber(-1234.567, 'en')).toBe('-1,235');
    expect(formatNumber(-56.789, 'en')).toBe('-56.8');
    expect(formatNumber(-9.876, 'fr')).toBe('-9,88');
    expect(formatNumber(-1234.567, 'fr')).toBe(`-1${frGroup}235`);
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.004, 'en')).toBe('0');
    expect(formatNumber(-0, 'fr')).toBe('0');
  });

  it('accepts any BCP 47 tag', () => {
    expect(formatNumber(1234.567, 'en-GB')).toBe('1,235');
    expect(formatNumber(1234.567, 'de')).toBe('1.235');
    expect(formatNumber(56.789, 'fr-CA')).toBe('56,8');
  });
});
