import type { Currency } from '../../schemas/enums.ts';

export type ForeignCurrency = Exclude<Currency, 'EURO'>;

/**
 * Units of each currency per 1 EUR: European Central Bank euro foreign exchange reference rates,
 * annual averages. A year outside the table uses the nearest year in it (before 2017: 2017;
 * after 2024: 2024), so an older or a very recent report still converts, at the closest known rate.
 */
export const eurRatesByYear: Readonly<Record<number, Readonly<Record<ForeignCurrency, number>>>> = {
  2017: { DOLLAR: 1.1297, POUND: 0.87667, SWISS_FRANC: 1.1117, CANADIAN_DOLLAR: 1.4647 },
  2018: { DOLLAR: 1.181, POUND: 0.88471, SWISS_FRANC: 1.155, CANADIAN_DOLLAR: 1.5294 },
  2019: { DOLLAR: 1.1195, POUND: 0.87777, SWISS_FRANC: 1.1124, CANADIAN_DOLLAR: 1.4855 },
  2020: { DOLLAR: 1.1422, POUND: 0.8897, SWISS_FRANC: 1.0705, CANADIAN_DOLLAR: 1.53 },
  2021: { DOLLAR: 1.1827, POUND: 0.8596, SWISS_FRANC: 1.0811, CANADIAN_DOLLAR: 1.4826 },
  2022: { DOLLAR: 1.053, POUND: 0.85276, SWISS_FRANC: 1.0047, CANADIAN_DOLLAR: 1.3695 },
  2023: { DOLLAR: 1.0813, POUND: 0.86979, SWISS_FRANC: 0.9718, CANADIAN_DOLLAR: 1.4595 },
  2024: { DOLLAR: 1.0824, POUND: 0.84662, SWISS_FRANC: 0.9526, CANADIAN_DOLLAR: 1.4821 },
};

export const firstRateYear = 2017;
export const lastRateYear = 2024;

/** The table year used for a report year: the year itself, or the nearest end of the table. */
export function rateYear(year: number): number {
  return Math.min(lastRateYear, Math.max(firstRateYear, Math.round(year)));
}

/** Units of `currency` per 1 EUR for the year (1 for the euro). */
export function eurRate(currency: Currency, year: number): number {
  if (currency === 'EURO') return 1;
  return eurRatesByYear[rateYear(year)]![currency];
}

/** Converts an amount in `currency` to euros at the year's average rate. */
export function eurosFrom(amount: number, currency: Currency, year: number): number {
  return amount / eurRate(currency, year);
}
