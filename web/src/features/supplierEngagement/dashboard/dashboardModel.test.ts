import type { DashboardExpense as ExpenseRead } from '@cairn/shared/contract/suppliers';
import { describe, expect, it } from 'vitest';
import { chartExpenses, dataOriginOf, expenseTagNames } from './dashboardModel.ts';

const factor = (family: string, value: number | null) => ({
  uuid: '00000000-0000-4000-8000-0000000000f1',
  name: 'Factor',
  family,
  unit: '€',
  value,
  source: null,
  sourceUrl: null,
  values: [],
});

let counter = 0;
function expense(amount: number, emissions: number | null, family: string | null, tags: Record<string, string> = {}): ExpenseRead {
  counter += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `Expense ${counter}`,
    amount,
    opex: true,
    supplierName: 'Supplier',
    supplierUuid: '00000000-0000-4000-8000-0000000000a1',
    emissions,
    // As the server marks it: a factor of family SUPPLIER is hybrid data, a generic one spend-based,
    // no factor with emissions is the supplier's own footprint of the purchase.
    dataSource: emissions === null ? null : family === 'SUPPLIER' ? 'HYBRID' : family === null ? 'SUPPLIER_SPECIFIC' : 'SPEND_BASED',
    basis: emissions === null ? null : family === 'SUPPLIER' ? 'SUPPLIER_FACTOR' : family === null ? 'EXPENSE_FOOTPRINT' : 'GENERIC_FACTOR',
    tags,
    category: '3.1',
    emissionFactor: family === null ? null : factor(family, emissions === null ? null : 0.5),
    supplierYearData: { uuid: '00000000-0000-4000-8000-0000000000b1', year: 2025, tags: {}, sbtiStatus: null },
  };
}

describe('the dashboard’s reading of the expenses', () => {
  it('keeps only expenses with emissions, and tells supplier data by their data source', () => {
    const drawn = chartExpenses({ expenses: [expense(1000, 0.5, 'GENERIC'), expense(1000, null, 'GENERIC'), expense(2000, 3, 'SUPPLIER'), expense(500, null, null), expense(800, 2, null)] });
    expect(drawn.map((one) => [one.emissionsT, one.supplierData, one.factorUuid === null])).toEqual([
      [0.5, false, false],
      [3, true, false],
      [2, true, true],
    ]);
  });

  it('splits each year’s emissions into generic and supplier data, with shares', () => {
    // 2024: generic 1 + 3 = 4 t, supplier 0 t → 100 % and 0 %.
    // 2025: generic 1 t, supplier 3 t, total 4 t → 1 / 4 = 25 % and 3 / 4 = 75 %.
    const origin = dataOriginOf([
      { year: 2025, expenses: [expense(2000, 1, 'GENERIC'), expense(6000, 3, 'SUPPLIER')] },
      { year: 2024, expenses: [expense(2000, 1, 'GENERIC'), expense(6000, 3, 'GENERIC'), expense(10, null, 'SUPPLIER')] },
    ]);
    expect(origin).toEqual([
      { year: 2024, genericT: 4, supplierT: 0, genericPercent: 100, supplierPercent: 0 },
      { year: 2025, genericT: 1, supplierT: 3, genericPercent: 25, supplierPercent: 75 },
    ]);
  });

  it('gives a year without emissions no shares rather than a division by zero', () => {
    expect(dataOriginOf([{ year: 2023, expenses: [expense(10, null, 'GENERIC')] }])).toEqual([{ year: 2023, genericT: 0, supplierT: 0, genericPercent: 0, supplierPercent: 0 }]);
  });

  it('lists the expense tag names once, sorted', () => {
    expect(expenseTagNames([{ tags: { Site: 'Lyon', Activity: 'A' } }, { tags: { Site: 'Paris' } }])).toEqual(['Activity', 'Site']);
  });
});
