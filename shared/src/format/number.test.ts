import { describe, expect, it } from 'vitest';
import { displayDecimals, formatNumber, formatSignificant, roundForDisplay } from './number.ts';

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

describe('rounding once, half away from zero on the decimal form', () => {
  it('rounds half-way values up although their binary value is just under', () => {
    // 1.005 and 2.675 are 1.00499999… and 2.67499999… in binary: a naive rounding gives 1 and 2.67.
    expect(formatNumber(1.005, 'en')).toBe('1.01');
    expect(formatNumber(2.675, 'en')).toBe('2.68');
    expect(formatNumber(2.675, 'fr')).toBe('2,68');
    expect(formatNumber(-2.675, 'en')).toBe('-2.68');
  });

  it('shows unrounded engine values with one rounding only (28,149 kg and 123,456 kg in tonnes)', () => {
    // Rounded first to 4 significant digits (28.15, 123.5) and then for display, these read 28.2 and 124.
    expect(formatNumber(28.149, 'en')).toBe('28.1');
    expect(formatNumber(28.149, 'fr')).toBe('28,1');
    expect(formatNumber(123.456, 'en')).toBe('123');
    expect(formatNumber(123.456, 'fr')).toBe('123');
  });

  it('gives the shown figure as a number', () => {
    expect(roundForDisplay(1.005)).toBe(1.01);
    expect(roundForDisplay(28.149)).toBe(28.1);
    expect(roundForDisplay(999.5)).toBe(1000);
    expect(roundForDisplay(999.49)).toBe(999);
    expect(roundForDisplay(1234567.8)).toBe(1234568);
    expect(roundForDisplay(0.004)).toBe(0);
    expect(Object.is(roundForDisplay(-0.004), 0)).toBe(true);
    expect(roundForDisplay(Number.NaN)).toBeNaN();
  });
});

describe('formatSignificant (catalogue values, 4 significant digits)', () => {
  it('keeps small factors readable instead of showing 0', () => {
    expect(formatSignificant(0.00293, 'en')).toBe('0.00293');
    expect(formatSignificant(0.00293, 'fr')).toBe('0,00293');
    expect(formatSignificant(0.000123456, 'en')).toBe('0.0001235');
  });

  it('rounds half away from zero on the decimal form', () => {
    expect(formatSignificant(1.2345, 'en')).toBe('1.235');
    expect(formatSignificant(1.2345, 'fr')).toBe('1,235');
    expect(formatSignificant(2.6745, 'en')).toBe('2.675');
    expect(formatSignificant(1.0005, 'en')).toBe('1.001');
    expect(formatSignificant(-1.2345, 'en')).toBe('-1.235');
  });

  it('keeps short values as they are, without trailing zeros', () => {
    expect(formatSignificant(1.005, 'en')).toBe('1.005');
    expect(formatSignificant(0.2, 'en')).toBe('0.2');
    expect(formatSignificant(0, 'en')).toBe('0');
  });

  it('groups large values by locale', () => {
    expect(formatSignificant(1234567, 'en')).toBe('1,235,000');
    expect(formatSignificant(1234567, 'fr')).toBe(`1${frGroup}235${frGroup}000`);
    expect(formatSignificant(123456, 'en', 2)).toBe('120,000');
  });
});
