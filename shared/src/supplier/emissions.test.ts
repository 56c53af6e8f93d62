import { describe, expect, it } from 'vitest';
import {
  expenseEmissions,
  expenseEmissionsT,
  expenseFactorUuid,
  factorValueForYear,
  ghgCategoryOfExpense,
  isSupplierData,
  isSupplierDataSource,
  isSupplierFigureBasis,
  parseSupplierUnit,
} from './emissions.ts';
import type { ExpenseAnswer, SupplierYearData } from './model.ts';

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

describe('parseSupplierUnit', () => {
  it.each([
    ['tCO2e', { kind: 'MASS', kgPerUnit: 1000 }],
    ['kg CO₂eq', { kind: 'MASS', kgPerUnit: 1 }],
    ['gCO2e', { kind: 'MASS', kgPerUnit: 0.001 }],
    ['tonnes CO2e', { kind: 'MASS', kgPerUnit: 1000 }],
    ['kgCO2e/€', { kind: 'PER_EURO', kgPerEuroPerUnit: 1 }],
    ['kgCO2e per EUR', { kind: 'PER_EURO', kgPerEuroPerUnit: 1 }],
    // 1 kg per 1,000 €: 1 / 1000 = 0.001 kg/€.
    ['kgCO2e/k€', { kind: 'PER_EURO', kgPerEuroPerUnit: 0.001 }],
    // 1 t per 1,000,000 €: 1000 kg / 1e6 € = 0.001 kg/€.
    ['tCO2e par M€', { kind: 'PER_EURO', kgPerEuroPerUnit: 0.001 }],
  ] as const)('%s', (unit, expected) => {
    expect(parseSupplierUnit(unit)).toEqual(expected);
  });

  it.each([null, '', 'kgCO2e/kg', 'kgCO2e/unit', 'kgCO2e/$', 'kWh', 'tCO2e/M$'])('does not read %s', (unit) => {
    expect(parseSupplierUnit(unit)).toBeNull();
  });
});

describe('expenseEmissions', () => {
  const exploitable = { exploitable: true, comment: null, updatedAt: '2026-01-10T00:00:00.000Z' };
  const year = (fields: Partial<Pick<SupplierYearData, 'review' | 'economicIntensity'>> = {}) => ({ year: 2024, review: exploitable, economicIntensity: null, ...fields });
  const expense = (answer: Partial<ExpenseAnswer> | null, amount = 12_000) => ({
    amount,
    supplierAnswer: answer === null ? null : { value: null, unit: null, dataType: null, year: 2024, comment: null, ...answer },
  });
  const generic = { value: 0.35, family: 'Purchases' };

  it('uses a reviewed purchase footprint as it is', () => {
    // 2.5 tCO2e for the purchase: 2.5 t, whatever the amount and the factor.
    expect(expenseEmissions(expense({ value: 2.5, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT' }), year(), generic)).toEqual({
      emissionsT: 2.5,
      dataSource: 'SUPPLIER_SPECIFIC',
      basis: 'EXPENSE_FOOTPRINT',
      kgPerEuro: null,
    });
    // 800 kgCO2e: 800 / 1000 = 0.8 t.
    expect(expenseEmissions(expense({ value: 800, unit: 'kgCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT' }), year(), generic)?.emissionsT).toBeCloseTo(0.8, 10);
  });

  it('applies a reviewed business-unit intensity to the amount', () => {
    // 150 kgCO2e/k€ = 0.15 kgCO2e/€; 12,000 € / 1000 × 0.15 = 1.8 t.
    const result = expenseEmissions(expense({ value: 150, unit: 'kgCO2e/k€', dataType: 'BUSINESS_UNIT_CARBON_INTENSITY' }), year(), generic);
    expect(result).toMatchObject({ dataSource: 'HYBRID', basis: 'EXPENSE_INTENSITY' });
    expect(result?.kgPerEuro).toBeCloseTo(0.15, 10);
    expect(result?.emissionsT).toBeCloseTo(1.8, 10);
  });

  it("falls back to the year's economic intensity, converted to euros", () => {
    // 0.2 kgCO2e/€: 12,000 / 1000 × 0.2 = 2.4 t.
    expect(expenseEmissions(expense(null), year({ economicIntensity: { value: 0.2, currency: 'EURO' } }), generic)?.emissionsT).toBeCloseTo(2.4, 10);
    // 0.2 kgCO2e/$ and 1.0824 $ per € in 2024 (ECB annual average): 0.2 × 1.0824 = 0.21648 kg/€; 12 × 0.21648 = 2.59776 t.
    const dollars = expenseEmissions(expense(null), year({ economicIntensity: { value: 0.2, currency: 'DOLLAR' } }), generic);
    expect(dollars).toMatchObject({ dataSource: 'HYBRID', basis: 'ECONOMIC_INTENSITY' });
    expect(dollars?.emissionsT).toBeCloseTo(2.59776, 10);
    // A per-product footprint cannot be used (no quantity): the intensity is.
    expect(expenseEmissions(expense({ value: 3, unit: 'kgCO2e/kg', dataType: 'PRODUCT_CARBON_FOOTPRINT' }), year({ economicIntensity: { value: 0.2, currency: 'EURO' } }), generic)?.basis).toBe('ECONOMIC_INTENSITY');
  });

  it('keeps the generic factor when the year is not reviewed exploitable or the figure does not fit', () => {
    const footprint = expense({ value: 2.5, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT' });
    // 12,000 / 1000 × 0.35 = 4.2 t.
    for (const review of [null, { ...exploitable, exploitable: false }]) {
      const result = expenseEmissions(footprint, year({ review, economicIntensity: { value: 0.2, currency: 'EURO' } }), generic);
      expect(result).toMatchObject({ dataSource: 'SPEND_BASED', basis: 'GENERIC_FACTOR', kgPerEuro: 0.35 });
      expect(result?.emissionsT).toBeCloseTo(4.2, 10);
    }
    for (const answer of [
      { value: 2.5, unit: 'tCO2e', dataType: 'OTHER' as const },
      { value: 2.5, unit: 'tCO2e', dataType: 'BUSINESS_UNIT_CARBON_INTENSITY' as const },
      { value: 0.1, unit: 'kgCO2e/€', dataType: 'PRODUCT_CARBON_FOOTPRINT' as const },
      { value: -1, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT' as const },
      { value: null, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT' as const },
    ]) {
      expect(expenseEmissions(expense(answer), year(), generic)?.basis).toBe('GENERIC_FACTOR');
    }
  });

  it("counts a SUPPLIER factor as hybrid and has nothing without a factor's value", () => {
    // 12,000 / 1000 × 0.1 = 1.2 t.
    const result = expenseEmissions(expense(null), year({ review: null }), { value: 0.1, family: 'SUPPLIER' });
    expect(result).toMatchObject({ dataSource: 'HYBRID', basis: 'SUPPLIER_FACTOR' });
    expect(result?.emissionsT).toBeCloseTo(1.2, 10);
    expect(expenseEmissions(expense(null), year(), { value: null, family: 'Purchases' })).toBeNull();
    expect(expenseEmissions(expense(null), year(), null)).toBeNull();
    expect(isSupplierDataSource('SPEND_BASED')).toBe(false);
    expect(isSupplierDataSource('HYBRID')).toBe(true);
    expect(isSupplierDataSource('SUPPLIER_SPECIFIC')).toBe(true);
  });

  it("names the supplier's answer, not a factor, as the source of a figure the review let through", () => {
    // Reviewed exploitable: 12,000 € × 0.25 kgCO2e/€ = 3,000 kg = 3 t from the supplier's intensity, whatever the factor.
    const reviewed = expenseEmissions(expense({ value: 0.25, unit: 'kgCO2e/€', dataType: 'BUSINESS_UNIT_CARBON_INTENSITY' }), year(), { value: 0.1, family: 'Purchases' });
    expect(reviewed?.emissionsT).toBeCloseTo(3, 10);
    expect(isSupplierFigureBasis(reviewed!.basis)).toBe(true);
    expect(isSupplierFigureBasis('EXPENSE_FOOTPRINT')).toBe(true);
    expect(isSupplierFigureBasis('ECONOMIC_INTENSITY')).toBe(true);
    // A factor, the supplier's own or a generic one, is still the source the card names.
    expect(isSupplierFigureBasis('SUPPLIER_FACTOR')).toBe(false);
    expect(isSupplierFigureBasis('GENERIC_FACTOR')).toBe(false);
  });
});
