import { describe, expect, it } from 'vitest';
import { SectorBenchmarkValues, sectorBenchmarkMax } from '../../schemas/sectorBenchmark.ts';
import { defaultSectorBenchmarks, sectorBenchmarkTable, sectorComparison, snapshotSectorBenchmarks } from './benchmarks.ts';

const rowValues = (rows: readonly { sector: string; value: number; isHidden: boolean }[]): Record<string, number> =>
  Object.fromEntries(rows.map((row) => [row.sector, row.value]));
const aeronauticHidden = (rows: readonly { sector: string; isHidden: boolean }[]): boolean | undefined =>
  rows.find((row) => row.sector === 'AERONAUTIC_INDUSTRY')?.isHidden;

describe('sectorComparison in euros', () => {
  const at = (totalKg: number) =>
    sectorComparison({ totalKg, turnover: 10_000_000, currency: 'EURO', year: 2024, employeeNumber: 100, benchmarks: defaultSectorBenchmarks });

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
      MANUFACTURING_INDUSTRY: 591,
      AGRIFOOD_INDUSTRIES: 754,
      EXTRACTIVE_INDUSTRIES: 1366,
      AERONAUTIC_INDUSTRY: 2916,
    });
    expect(rowValues(comparison.EMPLOYEE.rows)).toEqual({
      INTELLECTUAL_SERVICES: 6.5,
      GENERAL_SERVICES: 53.1,
      LOGISTICS: 70.2,
      MANUFACTURING_INDUSTRY: 139,
      AGRIFOOD_INDUSTRIES: 226,
      EXTRACTIVE_INDUSTRIES: 873,
      AERONAUTIC_INDUSTRY: 546,
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
      benchmarks: defaultSectorBenchmarks,
    });
    expect(comparison.TURNOVER.unit).toBe('tCO2e/M$');
    // 112 t / 10.824 M$ = 10.347… t/M$, unrounded (shown 10.3).
    expect(comparison.TURNOVER.company).toBeCloseTo(112 / 10.824, 9);
    const values = rowValues(comparison.TURNOVER.rows);
    // 33.2 t/M€ / 1.0824 $ per € = 30.672… t/M$, unrounded (shown 30.7).
    expect(values.INTELLECTUAL_SERVICES).toBeCloseTo(33.2 / 1.0824, 9);
    // 2,916 / 1.0824 = 2,694.01… t/M$.
    expect(values.AERONAUTIC_INDUSTRY).toBeCloseTo(2_916 / 1.0824, 9);
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
      benchmarks: defaultSectorBenchmarks,
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
      benchmarks: defaultSectorBenchmarks,
    });
    expect(comparison.TURNOVER.company).toBeNull();
    expect(aeronauticHidden(comparison.TURNOVER.rows)).toBe(true);
    expect(comparison.EMPLOYEE.company).toBeNull();
  });
});

describe('sector averages as stored', () => {
  it('takes the stored values and the spec’s for every sector nothing is stored for', () => {
    const table = sectorBenchmarkTable([{ sector: 'LOGISTICS', tPerTurnoverM: 410, tPerEmployee: 68.5 }]);
    expect(table.LOGISTICS).toEqual({ tPerTurnoverM: 410, tPerEmployee: 68.5 });
    // The six others stay the spec's.
    expect({ ...table, LOGISTICS: defaultSectorBenchmarks.LOGISTICS }).toEqual(defaultSectorBenchmarks);
    // Nothing stored: the spec's values, so the comparison is what it always was.
    expect(sectorBenchmarkTable([])).toEqual(defaultSectorBenchmarks);
  });

  it('lists every sector once, in the order of the spec, each with its own values', () => {
    expect(Object.keys(defaultSectorBenchmarks)).toEqual([
      'INTELLECTUAL_SERVICES',
      'GENERAL_SERVICES',
      'LOGISTICS',
      'MANUFACTURING_INDUSTRY',
      'AGRIFOOD_INDUSTRIES',
      'EXTRACTIVE_INDUSTRIES',
      'AERONAUTIC_INDUSTRY',
    ]);
  });

  it('compares with the averages a snapshot was made with, and with the spec’s for an older snapshot', () => {
    const edited = sectorBenchmarkTable([{ sector: 'LOGISTICS', tPerTurnoverM: 500, tPerEmployee: 80 }]);
    expect(snapshotSectorBenchmarks({ sectorBenchmarks: edited }).LOGISTICS.tPerTurnoverM).toBe(500);
    expect(snapshotSectorBenchmarks({})).toBe(defaultSectorBenchmarks);

    const comparison = sectorComparison({ totalKg: 1_000_000, turnover: 10_824_000, currency: 'DOLLAR', year: 2024, employeeNumber: 10, benchmarks: edited });
    const turnover = rowValues(comparison.TURNOVER.rows);
    // 500 t/M€ / 1.0824 $ per € = 461.93… t/M$: the stored value, scaled by the currency of the year.
    expect(turnover.LOGISTICS).toBeCloseTo(500 / 1.0824, 9);
    expect(turnover.AGRIFOOD_INDUSTRIES).toBeCloseTo(754 / 1.0824, 9);
    expect(rowValues(comparison.EMPLOYEE.rows).LOGISTICS).toBe(80);
  });
});

describe('a sector average as analysts type it', () => {
  const issueOf = (tPerTurnoverM: unknown) => SectorBenchmarkValues.safeParse({ tPerTurnoverM, tPerEmployee: 6.5 }).error?.issues[0]?.message;

  it('is a positive number up to 100,000', () => {
    expect(SectorBenchmarkValues.safeParse({ tPerTurnoverM: 0.001, tPerEmployee: sectorBenchmarkMax }).success).toBe(true);
    expect(issueOf(0)).toBe('Must be greater than zero');
    expect(issueOf(-12)).toBe('Must be greater than zero');
    expect(issueOf(100_000.5)).toBe('Must be 100,000 or less');
    expect(issueOf(Number.NaN)).toBe('A number was expected');
    expect(issueOf('33.2')).toBe('A number was expected');
    expect(issueOf(undefined)).toBe('Required');
  });
});
