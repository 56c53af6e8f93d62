import { abbreviateAmount } from '@cairn/shared/supplier/dashboard';
import type { SupplierTrackingStatus } from '@cairn/shared/supplier/status';

/**
 * An amount in euros as the supplier pages write it: '12.35 K€' (spec 3 section 9's abbreviation,
 * 4 significant digits, which the display rule's decimals would cut: 123.4 K€ stays 123.4).
 */
export function formatSupplierAmount(amount: number, language: string): string {
  const { value, unit } = abbreviateAmount(amount);
  return `${new Intl.NumberFormat(language, { maximumSignificantDigits: 4 }).format(value)}\u00a0${unit}`;
}

/** Each tracking status's tag colour; the tag always says the status in words too. */
export const statusPalette: Record<SupplierTrackingStatus, string> = {
  REVIEWED: 'green',
  ANSWERED: 'teal',
  NOT_RECEIVED: 'red',
  ONGOING: 'blue',
  MISSING_EMAIL: 'orange',
  NOT_SENT: 'gray',
  OUT_OF_SCOPE: 'gray',
};
