import { describe, expect, it } from 'vitest';
import { benchmarkSectorOf, sectorComparison } from './benchmarks.ts';

const rowValues = (rows: readonly { sector: string; value: number; isHidden: boolean }[]): Record<string, number> =>
  Object.fromEntries(rows.map((row) => [row.sector, row.value]));
const aeronauticHidden = (rows: readonly { sector: string; isHidden: boolean }[]): boolean | undefined =>
  rows.find((row) => row.sector === 'AERONAUTIC')?.isHidden;

describe('sectorComparison in euros', () => {
  const at = (totalKg: number) =>
    sectorComparison({ totalKg, turnover: 10_000_000, currency: 'EURO', year: 2024, employeeNumber: 100 });

  it('hides the aeronautic turnover benchmark under 300 t per M€', () => {
    // 2,990,000 kg = 2,990 t over 10 M€ = 299 t/M€: under 300, hidden.
    const under = at(2_990_000);
    expect(under.TURNOVER.company).toBe(299);
    expect(aeronauticHidden(under.TURNOVER.rows)).toBe(true);
    // 3,000,000 kg = 3,000 t over 10 M€ = 300 t/M€: shown.
    const at300 = at(3_000_000);
    expect(at300.TURNOVER.company).toBe(300);
    expect(aeronauticHidden(at300.TURNOVER.rows)).toBe(false);
    // The rule is for turnover only; no other row is ever hidden.
    expect(under.EMPLOYEE.rows.some((row) => row.isHidden)).toBe(false);
    expect(under.TURNOVER.rows.filter((row) => row.isHidden)).toHaveLength(1);
  });

  it('lists the sector values as they are, per M€ and per employee', () => {
    const comparison = at(3_000_000);
    expect(comparison.TURNOVER.unit).toBe('tCO2e/M€');
    expect(rowValues(comparison.TURNOVER.rows)).toEqual({
      INTELLECTUAL_SERVICES: 33.2,
      GENERAL_SERVICES: 239,
      LOGISTICS: 427,
      MANUFACTURING: 591,
      AGRIFOOD: 754,
      EXTRACTIVE: 1366,
      AERONAUTIC: 2916,
    });
    expect(rowValues(comparison.EMPLOYEE.rows)).toEqual({
      INTELLECTUAL_SERVICES: 6.5,
      GENERAL_SERVICES: 53.1,
      LOGISTICS: 70.2,
      MANUFACTURING: 139,
      AGRIFOOD: 226,
      EXTRACTIVE: 873,
      AERONAUTIC: 546,
    });
    // 3,000 t / 100 employees = 30 t per employee.
    expect(comparison.EMPLOYEE.company).toBe(30);
  });
});

describe('sectorComparison in another currency', () => {
  it('shows both sides per million of the report currency', () => {
    const comparison = sectorComparison({
      totalKg: 112_000,
      turnover: 10_824_000,
      currency: 'DOLLAR',
      year: 2024,
      employeeNumber: 50,
    });
    expect(comparison.TURNOVER.unit).toBe('tCO2e/M$');
    // 112 t / 10.824 M$ = 10.347… t/M$, unrounded (shown 10.3).
    expect(comparison.TURNOVER.company).toBeCloseTo(112 / 10.824, 9);
    const values = rowValues(comparison.TURNOVER.rows);
    // 33.2 t/M€ / 1.0824 $ per € = 30.672… t/M$, unrounded (shown 30.7).
    expect(values.INTELLECTUAL_SERVICES).toBeCloseTo(33.2 / 1.0824, 9);
    // 2,916 / 1.0824 = 2,694.01… t/M$.
    expect(values.AERONAUTIC).toBeCloseTo(2_916 / 1.0824, 9);
    // In euros 112 t / 10 M€ = 11.2 t/M€: under 300, hidden.
    expect(aeronauticHidden(comparison.TURNOVER.rows)).toBe(true);
    // 112 t / 50 employees = 2.24 t.
    expect(comparison.EMPLOYEE.company).toBe(2.24);
  });

  it('applies the aeronautic rule in euros', () => {
    // 3,000 t over 10,824,000 $ = 10 M€: 300 t/M€, shown, although it reads 3,000 / 10.824 = 277.2 t/M$.
    const comparison = sectorComparison({
      totalKg: 3_000_000,
      turnover: 10_824_000,
      currency: 'DOLLAR',
      year: 2024,
      employeeNumber: null,
    });
    expect(comparison.TURNOVER.company).toBeCloseTo(3_000 / 10.824, 9);
    expect(aeronauticHidden(comparison.TURNOVER.rows)).toBe(false);
    expect(comparison.EMPLOYEE.company).toBeNull();
  });

  it('has no company value and hides aeronautic without turnover', () => {
    const comparison = sectorComparison({
      totalKg: 1_000,
      turnover: null,
      currency: 'EURO',
      year: 2024,
      employeeNumber: 0,
    });
    expect(comparison.TURNOVER.company).toBeNull();
    expect(aeronauticHidden(comparison.TURNOVER.rows)).toBe(true);
    expect(comparison.EMPLOYEE.company).toBeNull();
  });
});

describe('benchmarkSectorOf', () => {
  it('maps the company sectors to the benchmark ids', () => {
    expect(benchmarkSectorOf.MANUFACTURING_INDUSTRY).toBe('MANUFACTURING');
    expect(benchmarkSectorOf.AERONAUTIC_INDUSTRY).toBe('AERONAUTIC');
  });
});
