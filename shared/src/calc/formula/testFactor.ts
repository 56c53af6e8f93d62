import type { FactorValue } from './types.ts';

/** A public CO2e factor per litre for the formula tests, with what a test changes. */
export const testFactor = (value: number, overrides: Partial<FactorValue> = {}): FactorValue => ({
  value,
  gas: 'CO2E',
  unit: 'L',
  source: 'Base Empreinte',
  sourceVersion: 'v23.1',
  isPublic: true,
  ...overrides,
});
