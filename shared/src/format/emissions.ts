import { formatNumber, roundForDisplay } from './number.ts';

export type EmissionsUnit = 'kg' | 't' | 'kt';

/** Thresholds of spec 1 section 9, in kgCO2e, compared with the magnitude of the value. */
export const emissionsUnitThresholds = {
  /** Under this, kg is used when the caller allows it. */
  kgBelowKgCo2e: 1_000,
  /** Above this, kt is used when the caller allows it. */
  ktAboveKgCo2e: 10_000_000,
} as const;

const kgPerUnit: Record<EmissionsUnit, number> = { kg: 1, t: 1_000, kt: 1_000_000 };

export interface EmissionsFormatOptions {
  /** Show kg for small values (under 1,000 kgCO2e). Off by default: screens speak in tonnes. */
  readonly allowKg?: boolean;
  /** Show kt for large values (above 10,000,000 kgCO2e). Off by default. */
  readonly allowKt?: boolean;
  /** Append "CO2e" to the unit label ("tCO2e" rather than "t"). On by default. */
  readonly withCo2e?: boolean;
}

export interface FormattedEmissions {
  /** The value expressed in `unit`, unrounded. */
  readonly value: number;
  readonly unit: EmissionsUnit;
  /** `unit`, followed by "CO2e" unless the caller turned the suffix off. */
  readonly unitLabel: string;
  /** `value` rounded by the display rule and formatted for the locale. */
  readonly formattedValue: string;
  /** `formattedValue` and `unitLabel` joined by a no-break space, so they never wrap apart. */
  readonly text: string;
}

/**
 * Picks the display unit for a value in kgCO2e; the sign is ignored so reductions match increases.
 * The kg threshold is read on the value as it will be shown: 999.6 kg rounds to "1,000", which is
 * not under 1,000 kg, so it shows in tonnes as "1 tCO2e" rather than as "1,000 kgCO2e". (The kt
 * threshold needs no such care: just above it a value shows as "10 ktCO2e", just under as
 * "10,000 tCO2e", both true.)
 */
export function emissionsUnitFor(kgCo2e: number, options: EmissionsFormatOptions = {}): EmissionsUnit {
  const shownKg = Math.abs(roundForDisplay(kgCo2e));
  if (options.allowKg === true && shownKg < emissionsUnitThresholds.kgBelowKgCo2e) return 'kg';
  if (options.allowKt === true && Math.abs(kgCo2e) > emissionsUnitThresholds.ktAboveKgCo2e) return 'kt';
  return 't';
}

/** The smallest magnitude the display rule can show (2 decimals): anything smaller reads "<0.01". */
const smallestShown = 0.01;

/**
 * Formats a value in kgCO2e with its unit. The value is rounded once, here, from the unrounded
 * figure the engine stores. A non-zero value too small to show in the chosen unit reads
 * "<0.01 tCO2e" ("-<0.01 tCO2e" for a reduction: a decrease of less than 0.01, as a change
 * column reads "+<0.01" for an increase), never "0 tCO2e", which would say "nothing".
 */
export function formatEmissions(
  kgCo2e: number,
  locale: string,
  options: EmissionsFormatOptions = {},
): FormattedEmissions {
  const unit = emissionsUnitFor(kgCo2e, options);
  const value = kgCo2e / kgPerUnit[unit];
  const unitLabel = options.withCo2e === false ? unit : `${unit}CO2e`;
  let formattedValue = formatNumber(value, locale);
  if (value !== 0 && Number.isFinite(value) && roundForDisplay(value) === 0) {
    formattedValue = `${value > 0 ? '' : '-'}<${formatNumber(smallestShown, locale)}`;
  }
  return { value, unit, unitLabel, formattedValue, text: `${formattedValue}\u00a0${unitLabel}` };
}
