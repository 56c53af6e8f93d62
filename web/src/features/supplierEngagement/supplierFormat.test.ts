import { describe, expect, it } from 'vitest';
import { formatSupplierAmount } from './supplierFormat.ts';

describe('formatSupplierAmount', () => {
  it('writes the abbreviated amount with its 4 significant digits, in the page’s language', () => {
    // 123,456 € → 123.456 K€ → 4 significant digits: 123.5 K€ (the display rule would show 123).
    expect(formatSupplierAmount(123_456, 'en')).toBe('123.5\u00a0K€');
    expect(formatSupplierAmount(123_456, 'fr')).toBe('123,5\u00a0K€');
    // 1,245,000 € → 1.245 M€.
    expect(formatSupplierAmount(1_245_000, 'en')).toBe('1.245\u00a0M€');
    // Under 1,000: euros as they are.
    expect(formatSupplierAmount(999, 'en')).toBe('999\u00a0€');
    expect(formatSupplierAmount(0, 'en')).toBe('0\u00a0€');
  });
});
