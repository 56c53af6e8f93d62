import { describe, expect, it } from 'vitest';
import { emissionsUnitFor, formatEmissions } from './emissions.ts';

const frGroup = '\u202f';
const nbsp = '\u00a0';

describe('emissions unit choice (spec 1 section 9)', () => {
  it('uses tonnes by default, whatever the size', () => {
    expect(emissionsUnitFor(500)).toBe('t');
    expect(emissionsUnitFor(25_000_000)).toBe('t');
  });

  it('uses kg below 1,000 kg only when allowed', () => {
    expect(emissionsUnitFor(999, { allowKg: true })).toBe('kg');
    expect(emissionsUnitFor(1_000, { allowKg: true })).toBe('t');
    expect(emissionsUnitFor(0, { allowKg: true })).toBe('kg');
  });

  it('uses kt above 10,000,000 kg only when allowed', () => {
    expect(emissionsUnitFor(10_000_001, { allowKt: true })).toBe('kt');
    expect(emissionsUnitFor(10_000_000, { allowKt: true })).toBe('t');
  });

  it('chooses by magnitude for reductions', () => {
    expect(emissionsUnitFor(-500, { allowKg: true })).toBe('kg');
    expect(emissionsUnitFor(-25_000_000, { allowKt: true })).toBe('kt');
  });
});

describe('formatEmissions', () => {
  it('returns the value in the chosen unit, its label and the text', () => {
    const result = formatEmissions(1_234_567, 'en');
    expect(result.value).toBeCloseTo(1234.567, 6);
    expect(result.unit).toBe('t');
    expect(result.unitLabel).toBe('tCO2e');
    expect(result.formattedValue).toBe('1,235');
    expect(result.text).toBe(`1,235${nbsp}tCO2e`);
  });

  it('rounds in the chosen unit', () => {
    expect(formatEmissions(500, 'en').text).toBe(`0.5${nbsp}tCO2e`);
    expect(formatEmissions(56_789, 'en').text).toBe(`56.8${nbsp}tCO2e`);
    expect(formatEmissions(500, 'en', { allowKg: true }).text).toBe(`500${nbsp}kgCO2e`);
    expect(formatEmissions(1_000, 'en', { allowKg: true }).text).toBe(`1${nbsp}tCO2e`);
    expect(formatEmissions(12_345_678, 'en', { allowKt: true }).text).toBe(`12.3${nbsp}ktCO2e`);
    expect(formatEmissions(25_000_000, 'en').text).toBe(`25,000${nbsp}tCO2e`);
  });

  it('gives the kt value as a number too', () => {
    expect(formatEmissions(12_345_678, 'en', { allowKt: true }).value).toBeCloseTo(12.345678, 9);
  });

  it('drops the CO2e suffix on request', () => {
    const result = formatEmissions(1_234_567, 'en', { withCo2e: false });
    expect(result.unitLabel).toBe('t');
    expect(result.text).toBe(`1,235${nbsp}t`);
  });

  it('formats French with a comma and narrow no-break spaces', () => {
    expect(formatEmissions(1_234_567, 'fr').text).toBe(`1${frGroup}235${nbsp}tCO2e`);
    expect(formatEmissions(2_500, 'fr').text).toBe(`2,5${nbsp}tCO2e`);
    expect(formatEmissions(12_345_678, 'fr', { allowKt: true }).text).toBe(`12,3${nbsp}ktCO2e`);
  });

  it('keeps the sign of reductions', () => {
    expect(formatEmissions(-2_500, 'en').text).toBe(`-2.5${nbsp}tCO2e`);
    expect(formatEmissions(-500, 'en', { allowKg: true }).text).toBe(`-500${nbsp}kgCO2e`);
    expect(formatEmissions(-1_234_567, 'fr').text).toBe(`-1${frGroup}235${nbsp}tCO2e`);
  });
});

describe('formatEmissions rounding cases', () => {
  it('rounds the unrounded value once (28,149 kg, 123,456 kg)', () => {
    expect(formatEmissions(28_149, 'en').text).toBe(`28.1${nbsp}tCO2e`);
    expect(formatEmissions(28_149, 'fr').text).toBe(`28,1${nbsp}tCO2e`);
    expect(formatEmissions(123_456, 'en').text).toBe(`123${nbsp}tCO2e`);
    expect(formatEmissions(123_456, 'fr').text).toBe(`123${nbsp}tCO2e`);
  });

  it('rounds half way away from zero (2,675 kg is 2.675 t)', () => {
    expect(formatEmissions(2_675, 'en').text).toBe(`2.68${nbsp}tCO2e`);
    expect(formatEmissions(1_005, 'fr').text).toBe(`1,01${nbsp}tCO2e`);
  });

  it('switches to tonnes when a kg value rounds to 1,000 (999.5 to 999.999 kg)', () => {
    for (const kg of [999.5, 999.6, 999.999]) {
      const result = formatEmissions(kg, 'en', { allowKg: true });
      expect(result.unit).toBe('t');
      expect(result.text).toBe(`1${nbsp}tCO2e`);
      expect(formatEmissions(kg, 'fr', { allowKg: true }).text).toBe(`1${nbsp}tCO2e`);
    }
    expect(formatEmissions(999.49, 'en', { allowKg: true }).text).toBe(`999${nbsp}kgCO2e`);
    expect(formatEmissions(-999.7, 'en', { allowKg: true }).text).toBe(`-1${nbsp}tCO2e`);
  });

  it("shows a small non-zero value as '<0.01', never as 0 (under 5 kg in tonnes)", () => {
    expect(formatEmissions(4.9, 'en').text).toBe(`<0.01${nbsp}tCO2e`);
    expect(formatEmissions(0.001, 'en').text).toBe(`<0.01${nbsp}tCO2e`);
    expect(formatEmissions(4.9, 'fr').text).toBe(`<0,01${nbsp}tCO2e`);
    expect(formatEmissions(-4.9, 'en').text).toBe(`-<0.01${nbsp}tCO2e`);
    expect(formatEmissions(-4.9, 'fr').text).toBe(`-<0,01${nbsp}tCO2e`);
    expect(formatEmissions(0.004, 'en', { allowKg: true }).text).toBe(`<0.01${nbsp}kgCO2e`);
    // 5 kg rounds to 0.01 t: a real figure again.
    expect(formatEmissions(5, 'en').text).toBe(`0.01${nbsp}tCO2e`);
    expect(formatEmissions(0, 'en').text).toBe(`0${nbsp}tCO2e`);
  });
});
