import { describe, expect, it } from 'vitest';
import { eurRate, eurosFrom, rateYear } from './currency.ts';

describe('eurosFrom', () => {
  it('divides by the units of currency per euro of the year', () => {
    // 10,824,000 USD / 1.0824 USD per EUR (2024) = 10,000,000 EUR.
    expect(eurosFrom(10_824_000, 'DOLLAR', 2024)).toBeCloseTo(10_000_000, 6);
    // 8,466.2 GBP / 0.84662 (2024) = 10,000 EUR.
    expect(eurosFrom(8_466.2, 'POUND', 2024)).toBeCloseTo(10_000, 8);
    // 1,369.5 CAD / 1.3695 (2022) = 1,000 EUR.
    expect(eurosFrom(1_369.5, 'CANADIAN_DOLLAR', 2022)).toBeCloseTo(1_000, 8);
    // 1,070.5 CHF / 1.0705 (2020) = 1,000 EUR.
    expect(eurosFrom(1_070.5, 'SWISS_FRANC', 2020)).toBeCloseTo(1_000, 8);
  });

  it('keeps euros as they are', () => {
    expect(eurRate('EURO', 2024)).toBe(1);
    expect(eurosFrom(1_234.5, 'EURO', 1990)).toBe(1_234.5);
  });

  it('uses the nearest year of the table outside 2017-2024', () => {
    expect(rateYear(2016)).toBe(2017);
    expect(rateYear(2030)).toBe(2024);
    expect(rateYear(2019)).toBe(2019);
    // 2016 → 2017 rate 1.1297: 1,129.7 USD = 1,000 EUR.
    expect(eurosFrom(1_129.7, 'DOLLAR', 2016)).toBeCloseTo(1_000, 8);
    // 2030 → 2024 rate 0.9526: 952.6 CHF = 1,000 EUR.
    expect(eurosFrom(952.6, 'SWISS_FRANC', 2030)).toBeCloseTo(1_000, 8);
  });
});
