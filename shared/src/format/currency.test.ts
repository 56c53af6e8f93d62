import { describe, expect, it } from 'vitest';
import { formatAmount } from './currency.ts';

const nbsp = '\u00a0';

describe('formatAmount (spec 1 section 9, spec 3 expense cards)', () => {
  it('defaults to euros', () => {
    expect(formatAmount(1_234.6, 'en')).toBe('€1.235k');
    expect(formatAmount(1_234.6, 'fr')).toBe(`1,235${nbsp}k€`);
  });

  it('keeps amounts under 1,000 unabbreviated, with at most 4 significant digits', () => {
    expect(formatAmount(999, 'en')).toBe('€999');
    expect(formatAmount(12.3456, 'en')).toBe('€12.35');
    expect(formatAmount(0, 'en')).toBe('€0');
    expect(formatAmount(12.3456, 'fr')).toBe(`12,35${nbsp}€`);
  });

  it('abbreviates at 1e3 with k and at 1e6 with M', () => {
    expect(formatAmount(1_000, 'en')).toBe('€1k');
    expect(formatAmount(45_000, 'en', 'CANADIAN_DOLLAR')).toBe('CA$45k');
    expect(formatAmount(2_500_000, 'en', 'DOLLAR')).toBe('$2.5M');
    expect(formatAmount(7_654_321, 'en', 'POUND')).toBe('£7.654M');
    expect(formatAmount(1_500, 'en', 'SWISS_FRANC')).toBe(`CHF${nbsp}1.5k`);
  });

  it('moves to the next step when rounding reaches 1,000', () => {
    // 999.96k rounds to 1000k at 4 significant digits: shown as 1M.
    expect(formatAmount(999_960, 'en')).toBe('€1M');
    // 999.96 rounds to 1000: shown as 1k.
    expect(formatAmount(999.96, 'en')).toBe('€1k');
  });

  it('puts the symbol after the number with a space in French, the suffix on the symbol', () => {
    expect(formatAmount(2_500_000, 'fr', 'DOLLAR')).toBe(`2,5${nbsp}M$`);
    expect(formatAmount(45_000, 'fr', 'CANADIAN_DOLLAR')).toBe(`45${nbsp}kCA$`);
    expect(formatAmount(7_654_321, 'fr', 'POUND')).toBe(`7,654${nbsp}M£`);
    expect(formatAmount(1_500, 'fr', 'SWISS_FRANC')).toBe(`1,5${nbsp}kCHF`);
    expect(formatAmount(999_960, 'fr')).toBe(`1${nbsp}M€`);
  });

  it('rounds half-way amounts away from zero, whatever their binary value', () => {
    // 1,234.5 € is 1.2345 k€, stored as 1.23449999… in binary: toPrecision(4) gave 1.234.
    expect(formatAmount(1_234.5, 'en')).toBe('€1.235k');
    expect(formatAmount(1_234.5, 'fr')).toBe(`1,235${nbsp}k€`);
    expect(formatAmount(-1_234.5, 'en')).toBe('-€1.235k');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatAmount(-1_234.6, 'en')).toBe('-€1.235k');
    expect(formatAmount(-1_234.6, 'fr')).toBe(`-1,235${nbsp}k€`);
  });
});
