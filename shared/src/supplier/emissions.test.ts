import { describe, expect, it } from 'vitest';
import { expenseEmissionsT, expenseFactorUuid, factorValueForYear, ghgCategoryOfExpense, isSupplierData } from './emissions.ts';

describe('expenseEmissionsT', () => {
  it.each([
    // 12,000 € at 0.35 kgCO2e/€: 12,000 / 1000 × 0.35 = 12 × 0.35 = 4.2 t.
    [12_000, 0.35, 4.2],
    // 250 € at 2 kgCO2e/€: 250 / 1000 × 2 = 0.25 × 2 = 0.5 t.
    [250, 2, 0.5],
    // 1.5 M€ at 0.12: 1,500,000 / 1000 × 0.12 = 1,500 × 0.12 = 180 t.
    [1_500_000, 0.12, 180],
    [0, 0.5, 0],
    [1_000, 0, 0],
  ])('%d € at %d kgCO2e/€ → %d t', (amount, factor, expected) => {
    expect(expenseEmissionsT(amount, factor)).toBeCloseTo(expected, 10);
  });
});

describe('ghgCategoryOfExpense', () => {
  it('maps opex to 3.1 and capex to 3.2', () => {
    expect(ghgCategoryOfExpense({ opex: true })).toBe('3.1');
    expect(ghgCategoryOfExpense({ opex: false })).toBe('3.2');
  });
});

describe('factorValueForYear', () => {
  // until 2022 → 0.40, until 2023 → 0.38, open → 0.35.
  const values = [
    { until: null, value: 0.35 },
    { until: 2022, value: 0.4 },
    { until: 2023, value: 0.38 },
  ];
  it.each([
    [2020, 0.4], // the smallest until ≥ 2020 is 2022
    [2022, 0.4],
    [2023, 0.38],
    [2024, 0.35], // no until reaches 2024: the open entry
    [2030, 0.35],
  ])('year %d → %d', (year, expected) => {
    expect(factorValueForYear(values, year)).toBe(expected);
  });
  it('is null for a history without an open entry past its last year, or empty', () => {
    expect(factorValueForYear([{ until: 2022, value: 1 }], 2023)).toBeNull();
    expect(factorValueForYear([], 2023)).toBeNull();
  });
});

describe('expenseFactorUuid and isSupplierData', () => {
  it('takes the expense factor, else the year data one', () => {
    expect(expenseFactorUuid({ emissionFactorUuid: 'e' }, { emissionFactorUuid: 'y' })).toBe('e');
    expect(expenseFactorUuid({ emissionFactorUuid: null }, { emissionFactorUuid: 'y' })).toBe('y');
    expect(expenseFactorUuid({ emissionFactorUuid: null }, { emissionFactorUuid: null })).toBeNull();
  });
  it('counts family SUPPLIER only as supplier data', () => {
    expect(isSupplierData({ family: 'SUPPLIER' })).toBe(true);
    expect(isSupplierData({ family: 'Purchases' })).toBe(false);
    expect(isSupplierData({ family: null })).toBe(false);
  });
});
