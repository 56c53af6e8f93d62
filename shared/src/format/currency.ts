import type { Currency } from '../schemas/enums.ts';
import { scaleByMagnitude, type Magnitude } from './magnitude.ts';

/** Display symbols of the `Currency` enumeration, the same in every language. */
export const currencySymbols: Readonly<Record<Currency, string>> = {
  DOLLAR: '$',
  CANADIAN_DOLLAR: 'CA$',
  EURO: '€',
  POUND: '£',
  SWISS_FRANC: 'CHF',
};

/** ISO 4217 codes, only so that Intl places the symbol and its spacing as each locale expects. */
const isoCodes: Readonly<Record<Currency, string>> = {
  DOLLAR: 'USD',
  CANADIAN_DOLLAR: 'CAD',
  EURO: 'EUR',
  POUND: 'GBP',
  SWISS_FRANC: 'CHF',
};

/** Supplier screens show euros (spec 1 section 9). */
export const defaultCurrency: Currency = 'EURO';

export const amountSignificantDigits = 4;

export type AmountSuffix = '' | 'k' | 'M';

const amountMagnitudes: readonly Magnitude<AmountSuffix>[] = [
  { factor: 1, suffix: '' },
  { factor: 1_000, suffix: 'k' },
  { factor: 1_000_000, suffix: 'M' },
];

const significantFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: amountSignificantDigits, useGrouping: false });

/**
 * Rounds to 4 significant digits half away from zero on the shortest decimal form: 1,234.5 € is
 * 1.2345 k€ and shows as 1.235 k€. `toPrecision` gave 1.234, as 1.2345 is 1.23449999… in binary.
 */
function toSignificantDigits(value: number): number {
  const rounded = Number(significantFormat.format(value));
  return rounded === 0 ? 0 : rounded;
}

/**
 * Formats an amount abbreviated at 1e3 (k) and 1e6 (M) with at most 4 significant digits, and
 * the currency symbol where the locale puts it: "€1.235k" in English, "1,235 k€" in French. The
 * magnitude suffix sticks to the symbol when the symbol follows the number (the French "k€"),
 * and to the number when the symbol leads.
 */
export function formatAmount(amount: number, locale: string, currency: Currency = defaultCurrency): string {
  const { scaled, suffix } = scaleByMagnitude(amount, amountMagnitudes, toSignificantDigits);
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: isoCodes[currency],
    currencyDisplay: 'narrowSymbol',
    maximumSignificantDigits: amountSignificantDigits,
    signDisplay: 'negative',
  }).formatToParts(scaled);

  const symbol = currencySymbols[currency];
  const currencyIndex = parts.findIndex((part) => part.type === 'currency');
  const lastDigitIndex = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction');
  const symbolLeads = currencyIndex < lastDigitIndex;
  return parts
    .map((part, index) => {
      if (part.type === 'currency') return symbolLeads ? symbol : `${suffix}${symbol}`;
      if (index === lastDigitIndex && symbolLeads) return `${part.value}${suffix}`;
      return part.value;
    })
    .join('');
}
