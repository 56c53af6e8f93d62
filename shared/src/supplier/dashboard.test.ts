import { describe, expect, it } from 'vitest';
import {
  abbreviateAmount,
  dashboardExpenses,
  dataOriginByYear,
  emissionsPie,
  expenseCards,
  supplierBreakdown,
  truncateName,
  type DashboardExpense,
  type DashboardFactor,
} from './dashboard.ts';
import { fixtureExpense, fixtureSupplier, fixtureUuid, fixtureYearData } from './supplier.fixture.ts';

/*
 * Worked example. Factors (kgCO2e per euro):
 *   F1 generic (family Purchases): until 2024 → 0.5, open → 0.4
 *   F2 supplier data (family SUPPLIER): open → 0.1
 * Supplier A (address, 2025 open, SBTi TARGETS_SET; its 2025 data defaults to F1):
 *   2025 Steel     10,000 € opex  Site Lyon   F1 0.4 → 10,000 / 1000 × 0.4 = 4 t    (3.1)
 *   2025 Machines  50,000 € capex Site Paris  F1 0.4 → 50,000 / 1000 × 0.4 = 20 t   (3.2)
 *   2024 Steel     10,000 € opex              F1 0.5 → 10,000 / 1000 × 0.5 = 5 t
 * Supplier B (no address, nothing open, no SBTi status, an economic intensity):
 *   2025 Transport 20,000 € opex  Site Lyon   F2 0.1 → 20,000 / 1000 × 0.1 = 2 t    (3.1, supplier data)
 *   2025 a 60-character name, 1,000 €, no factor          → missing factor
 *   2025 Mystery 4,000 €, a factor not in the catalogue   → missing factor
 *   2024 Transport 20,000 € F2 0.1 → 2 t
 * 2025 emissions: 4 + 20 + 2 = 26 t. Expenses: A 60,000 €, B 20,000 + 1,000 + 4,000 = 25,000 €.
 */
const f1 = fixtureUuid(501);
const f2 = fixtureUuid(502);
const unknownFactor = fixtureUuid(503);
const factors = new Map<string, DashboardFactor>([
  [f1, { uuid: f1, name: 'Purchases', family: 'Purchases', values: [{ until: 2024, value: 0.5 }, { until: null, value: 0.4 }] }],
  [f2, { uuid: f2, name: 'Carrier figure', family: 'SUPPLIER', values: [{ until: null, value: 0.1 }] }],
]);
const longName = 'Consulting and assorted services for the whole group 2025'.padEnd(60, '!');

const supplierA = fixtureSupplier({
  uuid: fixtureUuid(1),
  name: 'Acier Martin',
  emails: ['buyer@martin.fr'],
  yearData: [
    fixtureYearData({
      uuid: fixtureUuid(10),
      year: 2025,
      open: true,
      sbtiStatus: 'TARGETS_SET',
      emissionFactorUuid: f1,
      expenses: [
        fixtureExpense({ uuid: fixtureUuid(11), name: 'Steel', amount: 10_000, opex: true, tags: { Site: 'Lyon' } }),
        fixtureExpense({ uuid: fixtureUuid(12), name: 'Machines', amount: 50_000, opex: false, tags: { Site: 'Paris' } }),
      ],
    }),
    fixtureYearData({ uuid: fixtureUuid(13), year: 2024, emissionFactorUuid: f1, expenses: [fixtureExpense({ uuid: fixtureUuid(14), name: 'Steel', amount: 10_000 })] }),
  ],
});
const supplierB = fixtureSupplier({
  uuid: fixtureUuid(2),
  name: 'Bravo Transports',
  yearData: [
    fixtureYearData({
      uuid: fixtureUuid(20),
      year: 2025,
      economicIntensity: { value: 80, currency: 'EURO' },
      expenses: [
        fixtureExpense({ uuid: fixtureUuid(21), name: 'Transport', amount: 20_000, emissionFactorUuid: f2, tags: { Site: 'Lyon' } }),
        fixtureExpense({ uuid: fixtureUuid(22), name: longName, amount: 1_000 }),
        fixtureExpense({ uuid: fixtureUuid(23), name: 'Mystery', amount: 4_000, emissionFactorUuid: unknownFactor }),
      ],
    }),
    fixtureYearData({ uuid: fixtureUuid(24), year: 2024, expenses: [fixtureExpense({ uuid: fixtureUuid(25), name: 'Transport', amount: 20_000, emissionFactorUuid: f2 })] }),
  ],
});
const suppliers = [supplierA, supplierB];
const { expenses, missingFactor } = dashboardExpenses(suppliers, 2025, factors);
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const rounded = <T extends { value: number; sharePercent: number }>(bars: T[]) => bars.map((bar) => ({ ...bar, value: round(bar.value), sharePercent: round(bar.sharePercent) }));

describe('dashboardExpenses', () => {
  it('computes each expense with its factor for the year and lists the ones without', () => {
    expect(expenses.map((expense) => [expense.name, expense.category, expense.factorValue, round(expense.emissionsT), expense.supplierData])).toEqual([
      ['Steel', '3.1', 0.4, 4, false],
      ['Machines', '3.2', 0.4, 20, false],
      ['Transport', '3.1', 0.1, 2, true],
    ]);
    expect(missingFactor.map((expense) => expense.name)).toEqual([`${longName.slice(0, 50)}…`, 'Mystery']);
  });

  it('uses the factor value of the year asked', () => {
    // 2024: Steel at 0.5 → 5 t; Transport at 0.1 → 2 t.
    expect(dashboardExpenses(suppliers, 2024, factors).expenses.map((expense) => round(expense.emissionsT))).toEqual([5, 2]);
  });
});

describe('supplierBreakdown', () => {
  it('counts suppliers by tracking status', () => {
    // A: address and an open year, nothing sent → NOT_SENT; B: nothing open → OUT_OF_SCOPE. 1 / 2 = 50 % each.
    const bars = supplierBreakdown(suppliers, 2025, expenses, 'STATUS', 'COUNT').filter((bar) => bar.value > 0);
    expect(bars).toEqual([
      { key: 'NOT_SENT', value: 1, sharePercent: 50 },
      { key: 'OUT_OF_SCOPE', value: 1, sharePercent: 50 },
    ]);
  });

  it('totals expenses by SBTi status, UNKNOWN without one', () => {
    // 60,000 / 85,000 = 70.588235 %; 25,000 / 85,000 = 29.411765 %.
    expect(rounded(supplierBreakdown(suppliers, 2025, expenses, 'SBTI', 'EXPENSES'))).toEqual([
      { key: 'NONE', value: 0, sharePercent: 0 },
      { key: 'COMMITTED', value: 0, sharePercent: 0 },
      { key: 'TARGETS_SET', value: 60_000, sharePercent: 70.588235 },
      { key: 'UNKNOWN', value: 25_000, sharePercent: 29.411765 },
    ]);
  });

  it('sums emissions by maturity', () => {
    // A targets set → NET_ZERO_ALIGNED 4 + 20 = 24 t (24 / 26 = 92.307692 %); B intensity → CAPTURING_DATA 2 t (7.692308 %).
    expect(rounded(supplierBreakdown(suppliers, 2025, expenses, 'MATURITY', 'EMISSIONS'))).toEqual([
      { key: 'NET_ZERO_ALIGNED', value: 24, sharePercent: 92.307692 },
      { key: 'DECARBONIZING', value: 0, sharePercent: 0 },
      { key: 'CAPTURING_DATA', value: 2, sharePercent: 7.692308 },
      { key: 'NOT_STARTED', value: 0, sharePercent: 0 },
    ]);
  });
});

describe('emissionsPie', () => {
  it('groups by GHG category', () => {
    // 3.2: 20 t (20 / 26 = 76.923077 %, under 95 %: go on); 3.1: 4 + 2 = 6 t (23.076923 %); nothing left.
    expect(rounded(emissionsPie(expenses, { kind: 'CATEGORY' }, 10).slices)).toEqual([
      { key: '3.2', value: 20, sharePercent: 76.923077 },
      { key: '3.1', value: 6, sharePercent: 23.076923 },
    ]);
  });

  it('groups by a tag and lists the expenses without it', () => {
    expect(rounded(emissionsPie(expenses, { kind: 'TAG', key: 'Site' }, 10).slices).map((slice) => [slice.key, slice.value])).toEqual([
      ['Paris', 20],
      ['Lyon', 6],
    ]);
    const byCountry = emissionsPie(expenses, { kind: 'TAG', key: 'Country' }, 10);
    expect(byCountry.slices).toEqual([]);
    expect(byCountry.withoutTag.map((expense) => expense.name)).toEqual(['Steel', 'Machines', 'Transport']);
  });

  const synthetic = (values: number[]): DashboardExpense[] =>
    values.map((emissionsT, index) => ({
      uuid: fixtureUuid(700 + index),
      name: `E${index}`,
      supplierUuid: fixtureUuid(1),
      supplierName: 'S',
      amount: 0,
      category: '3.1',
      tags: { Kind: `K${index}` },
      factorUuid: f1,
      factorValue: 1,
      emissionsT,
      dataSource: 'SPEND_BASED',
      basis: 'GENERIC_FACTOR',
      supplierData: false,
    }));
  const pie = (values: number[], palette: number) => emissionsPie(synthetic(values), { kind: 'TAG', key: 'Kind' }, palette).slices.map((slice) => [slice.key, slice.value]);

  it.each([
    // 50, 30, 15, 4, 1 (total 100): cumulated 50, 80, 95 → the first three reach 95 %; Others 4 + 1 = 5.
    [[4, 50, 1, 30, 15], 10, [['K1', 50], ['K3', 30], ['K4', 15], ['Others', 5]]],
    // Palette of 3: two groups and Others 15 + 4 + 1 = 20.
    [[4, 50, 1, 30, 15], 3, [['K1', 50], ['K3', 30], ['Others', 20]]],
    // 96 covers 96 % alone; Others 2 + 2 = 4.
    [[2, 96, 2], 10, [['K1', 96], ['Others', 4]]],
    // 60 and 40: 60 % then 100 %, nothing left: no Others.
    [[60, 40], 2, [['K0', 60], ['K1', 40]]],
    // Three needed (34, 33, 33) but a palette of 2: one group and Others 33 + 33 = 66.
    [[34, 33, 33], 2, [['K0', 34], ['Others', 66]]],
    // No emissions at all: no slice.
    [[0, 0], 5, []],
  ])('%j with a palette of %d', (values, palette, slices) => {
    expect(pie(values, palette)).toEqual(slices);
  });
});

describe('dataOriginByYear', () => {
  it('splits each year into generic and supplier data', () => {
    // 2024: generic 5 t, supplier 2 t: 5 / 7 = 71.428571 %, 2 / 7 = 28.571429 %.
    // 2025: generic 4 + 20 = 24 t, supplier 2 t: 24 / 26 = 92.307692 %, 2 / 26 = 7.692308 %.
    expect(dataOriginByYear(suppliers, factors).map((year) => [year.year, round(year.genericT), round(year.supplierT), round(year.genericPercent), round(year.supplierPercent)])).toEqual([
      [2024, 5, 2, 71.428571, 28.571429],
      [2025, 24, 2, 92.307692, 7.692308],
    ]);
  });
});

describe('dataOriginByYear with reviewed supplier figures', () => {
  it('counts a reviewed answer as supplier data and fills a missing factor with it', () => {
    /*
     * 2025 of supplier B reviewed exploitable with an economic intensity of 0.05 kgCO2e/€, and
     * Steel of A answered 1.5 tCO2e (a product footprint) in a reviewed year:
     *   Steel     1.5 t, supplier-specific (replaces 10,000 / 1000 × 0.4 = 4 t generic)
     *   Machines  50,000 / 1000 × 0.4 = 20 t, generic (no answer)
     *   Transport 20,000 / 1000 × 0.05 = 1 t, hybrid (the intensity wins over F2's 0.1)
     *   the long name, 1,000 € without a factor: 1,000 / 1000 × 0.05 = 0.05 t, hybrid
     *   Mystery   4,000 / 1000 × 0.05 = 0.2 t, hybrid
     * generic 20 t; supplier 1.5 + 1 + 0.05 + 0.2 = 2.75 t; total 22.75 t:
     * 20 / 22.75 = 87.912088 %, 2.75 / 22.75 = 12.087912 %.
     */
    const review = { exploitable: true, comment: null, updatedAt: '2026-01-10T00:00:00.000Z' };
    const answered = structuredClone(suppliers);
    const yearA = answered[0]!.yearData[0]!;
    yearA.review = review;
    yearA.expenses[0]!.supplierAnswer = { value: 1.5, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT', year: 2025, comment: null };
    const yearB = answered[1]!.yearData[0]!;
    yearB.review = review;
    yearB.economicIntensity = { value: 0.05, currency: 'EURO' };
    const result = dashboardExpenses(answered, 2025, factors);
    expect(result.missingFactor).toEqual([]);
    expect(result.expenses.map((expense) => [expense.name.slice(0, 9), expense.dataSource, expense.factorUuid === null, round(expense.emissionsT)])).toEqual([
      ['Steel', 'SUPPLIER_SPECIFIC', false, 1.5],
      ['Machines', 'SPEND_BASED', false, 20],
      ['Transport', 'HYBRID', false, 1],
      ['Consultin', 'HYBRID', true, 0.05],
      ['Mystery', 'HYBRID', true, 0.2],
    ]);
    const year2025 = dataOriginByYear(answered, factors).find((year) => year.year === 2025)!;
    expect([round(year2025.genericT), round(year2025.supplierT), round(year2025.genericPercent), round(year2025.supplierPercent)]).toEqual([20, 2.75, 87.912088, 12.087912]);
  });
});

describe('expenseCards', () => {
  it('orders by emissions with each share', () => {
    // 20 / 26 = 76.923077 %, 4 / 26 = 15.384615 %, 2 / 26 = 7.692308 %.
    expect(expenseCards(expenses).map((card) => [card.name, round(card.sharePercent)])).toEqual([
      ['Machines', 76.923077],
      ['Steel', 15.384615],
      ['Transport', 7.692308],
    ]);
  });
});

describe('abbreviateAmount', () => {
  it.each([
    [0, 0, '€'],
    [42.5, 42.5, '€'],
    [999, 999, '€'],
    // 999.95 rounds to 1000 € at 4 digits: 0.99995 K€ → 1.000 K€.
    [999.95, 1, 'K€'],
    [1_000, 1, 'K€'],
    // 1,234 / 1,000 = 1.234 K€.
    [1_234, 1.234, 'K€'],
    // 12,346 / 1,000 = 12.346 → 12.35 K€.
    [12_346, 12.35, 'K€'],
    // 999,999.9 / 1,000 = 999.9999 → 1000 K€ at 4 digits, so 0.9999999 M€ → 1.000 M€.
    [999_999.9, 1, 'M€'],
    // 1,234,567 / 1e6 = 1.234567 → 1.235 M€.
    [1_234_567, 1.235, 'M€'],
    [2.5e9, 2_500, 'M€'],
  ])('%d €', (amount, value, unit) => {
    expect(abbreviateAmount(amount)).toEqual({ value, unit });
  });
});

describe('truncateName', () => {
  it('keeps 50 characters and marks the cut', () => {
    expect(truncateName('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateName('a'.repeat(51))).toBe(`${'a'.repeat(50)}…`);
    expect(truncateName(`${'é'.repeat(49)}😀x`)).toBe(`${'é'.repeat(49)}😀…`);
  });
});
