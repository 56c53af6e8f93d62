import { describe, expect, it } from 'vitest';
import { pactExportFileName, pactFootprintCount, shownSupplierYear, supplierEngagementAddressOf, supplierYearsOf } from './supplierEngagementModel.ts';

const uuid = '0B8E2A4C-1D2E-4F3A-9B8C-7D6E5F4A3B2C';

describe('supplier engagement addresses', () => {
  it('reads the list, a supplier and the dashboard, and nothing else', () => {
    expect(supplierEngagementAddressOf('suppliers')).toEqual({ view: 'list' });
    expect(supplierEngagementAddressOf('suppliers/')).toEqual({ view: 'list' });
    expect(supplierEngagementAddressOf('')).toEqual({ view: 'list' });
    expect(supplierEngagementAddressOf('dashboard')).toEqual({ view: 'dashboard' });
    expect(supplierEngagementAddressOf(`suppliers/${uuid}`)).toEqual({ view: 'detail', supplierUuid: uuid.toLowerCase() });
    expect(supplierEngagementAddressOf('suppliers/not-a-uuid')).toBeNull();
    expect(supplierEngagementAddressOf(`dashboard/${uuid}`)).toBeNull();
    expect(supplierEngagementAddressOf('other')).toBeNull();
  });

  it('shows the address’s year when the data may have it, else 2025', () => {
    expect(shownSupplierYear(2024)).toBe(2024);
    expect(shownSupplierYear(undefined)).toBe(2025);
    expect(shownSupplierYear(1989)).toBe(2025);
    expect(shownSupplierYear(2101)).toBe(2025);
  });

  it('offers every year with data and the shown one, newest first', () => {
    expect(supplierYearsOf([{ yearData: [{ year: 2024 }] }, { yearData: [{ year: 2025 }, { year: 2024 }] }], 2023)).toEqual([2025, 2024, 2023]);
  });
});

describe("a year's PACT export", () => {
  it("counts the footprints every supplier attached to the year only, a year without the list counting none", () => {
    // 2025: 2 + 1 (the second supplier's 2024 document and the year without a list count nothing) = 3.
    const suppliers = [
      { yearData: [{ year: 2025, productFootprints: ['a', 'b'] }, { year: 2024, productFootprints: ['c'] }] },
      { yearData: [{ year: 2025, productFootprints: ['d'] }] },
      { yearData: [{ year: 2025 }] },
    ];
    expect([pactFootprintCount(suppliers, 2025), pactFootprintCount(suppliers, 2023)]).toEqual([3, 0]);
    expect(pactExportFileName(2025)).toBe('pact-product-footprints-2025.json');
  });
});
