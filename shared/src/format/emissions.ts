import { formatNumber } from './number.ts';

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

/** Picks the display unit for a value in kgCO2e; the sign is ignored so reductions match increases. */
export function emissionsUnitFor(kgCo2e: number, options: EmissionsFormatOptions = {}): EmissionsUnit {
  const magnitudeKgCo2e = Math.abs(kgCo2e);
  if (options.allowKg === true && magnitudeKgCo2e < emissionsUnitThresholds.kgBelowKgCo2e) return 'kg';
  if (options.allowKt === true && magnitudeKgCo2e > emissionsUnitThresholds.ktAboveKgCo2e) return 'kt';
  return 't';
}

export function formatEmissions(
  kgCo2e: number,
  locale: string,
  options: EmissionsFormatOptions = {},
): FormattedEmissions {
  const unit = emissionsUnitFor(kgCo2e, options);
  const value = kgCo2e / kgPerUnit[unit];
  const unitLabel = options.withCo2e === false ? unit : `${unit}CO2e`;
  const formattedValue = formatNumber(value, locale);
  return { value, unit, unitLabel, formattedValue, text: `${formattedValue}\u00a0${unitLabel}` };
}
