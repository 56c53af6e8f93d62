import { describe, expect, it } from 'vitest';
import { csvRecordCount, dayOf, hoursOf, numberOf } from './sheet.ts';

describe('cells of an import', () => {
  it('read numbers written the French or the English way, with a currency sign', () => {
    expect(numberOf('12 000,50')).toBe(12_000.5);
    expect(numberOf('12\u202f000,50 €')).toBe(12_000.5);
    expect(numberOf('12,000.50')).toBe(12_000.5);
    expect(numberOf('1.234,5')).toBe(1_234.5);
    expect(numberOf('1,234,567')).toBe(1_234_567);
    expect(numberOf('7,5')).toBe(7.5);
    expect(numberOf('CHF 9500')).toBe(9_500);
    expect(numberOf(-3)).toBe(-3);
    expect(numberOf('douze')).toBeUndefined();
    expect(numberOf('1.2.3')).toBeUndefined();
  });

  it('read days as ISO dates, French dates or spreadsheet serial days, and only real ones', () => {
    expect(dayOf('2025-03-11')).toBe('2025-03-11');
    expect(dayOf('2025-03-11T09:30:00+01:00')).toBe('2025-03-11');
    expect(dayOf('11/03/2025')).toBe('2025-03-11');
    expect(dayOf('1.4.2025')).toBe('2025-04-01');
    expect(dayOf(45_727)).toBe('2025-03-11');
    expect(dayOf('2025-02-30')).toBeUndefined();
    expect(dayOf('31/04/2025')).toBeUndefined();
    expect(dayOf('03/11/25')).toBeUndefined();
  });

  it('read hours as decimals or as a duration', () => {
    expect(hoursOf('7,5')).toBe(7.5);
    expect(hoursOf('1:30')).toBe(1.5);
    expect(hoursOf('0:45:36')).toBeCloseTo(0.76, 10);
    expect(hoursOf('1:75')).toBeUndefined();
  });
});

describe('a CSV file', () => {
  it('counts its records, a line break inside a quoted cell being part of the cell', () => {
    expect(csvRecordCount('id;name\n1;"Deux\nlignes"\n2;x\n')).toBe(3);
    expect(csvRecordCount('id;name\r\n1;x')).toBe(2);
    expect(csvRecordCount('')).toBe(0);
  });
});
