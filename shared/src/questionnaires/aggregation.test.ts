import { describe, expect, it } from 'vitest';
import { activityByQuestion, questionActivity, type EntryActivity } from './aggregation.ts';

/*
 * Spec 2 section 9: "Activity-data aggregation: sums per question of the maximum value per line
 * and column combination; null if combinations overlap." A fuel table answers two lines: 1,000 L
 * of diesel (line 0) and 500 L of petrol (line 1), in its `litres` column; its `km` column says
 * 12,000 km for line 0.
 */
const fuel = 'fuel';
const entry = (usedLines: number[] | null, usedColumns: string[] | null, value: number | null, questionUuid = fuel): EntryActivity => ({ questionUuid, usedLines, usedColumns, value });

describe('the activity data of a question', () => {
  it('counts once what several entries read from the same cells, and adds what they read from different lines', () => {
    // CO2 and CH4 of line 0 both carry 1,000 L; line 1 carries 500 L: max(1,000, 1,000) + max(500, 500) = 1,500 L.
    const entries = [entry([0], ['litres'], 1_000), entry([0], ['litres'], 1_000), entry([1], ['litres'], 500), entry([1], ['litres'], 500)];
    expect(questionActivity(entries)).toBe(1_500);
  });

  it('takes the largest value of one combination when its entries disagree', () => {
    // Same cells, 990 and 1,000 (a rounded copy, say): the combination is 1,000.
    expect(questionActivity([entry([0], ['litres'], 990), entry([0], ['litres'], 1_000)])).toBe(1_000);
  });

  it('adds combinations that share a line but not a column', () => {
    // (line 0, litres) = 1,000 and (line 0, km) = 12,000 are different cells: 13,000.
    expect(questionActivity([entry([0], ['litres'], 1_000), entry([0], ['km'], 12_000)])).toBe(13_000);
  });

  it('is null when two different combinations share a cell, rather than count it twice', () => {
    // Lines 0 and 1 summed (1,500 L) and line 1 alone (500 L) both read (line 1, litres).
    expect(questionActivity([entry([0, 1], ['litres'], 1_500), entry([1], ['litres'], 500)])).toBeNull();
    // A formula over every line of `litres` meets any line's `litres`.
    expect(questionActivity([entry(null, ['litres'], 1_500), entry([0], ['litres'], 1_000)])).toBeNull();
    // Every line and every column meets anything that reads a cell.
    expect(questionActivity([entry(null, null, 1_500), entry([1], ['km'], 0)])).toBeNull();
  });

  it('adds a formula over every line of one column and one over another column', () => {
    // Σ litres = 1,500 over the table and Σ km = 12,000 over the table: no common cell, 13,500.
    expect(questionActivity([entry(null, ['litres'], 1_500), entry(null, ['km'], 12_000)])).toBe(13_500);
  });

  it('reads a question that is not a table as one combination', () => {
    // Three entries from 12,000 kWh of electricity (location, market, and a split): 12,000 kWh.
    expect(questionActivity([entry(null, null, 12_000), entry(null, null, 12_000), entry(null, null, 12_000)])).toBe(12_000);
  });

  it('ignores the order and repetitions of the lines and columns an entry lists', () => {
    expect(questionActivity([entry([1, 0, 1], ['litres'], 1_500), entry([0, 1], ['litres', 'litres'], 1_500)])).toBe(1_500);
  });

  it('leaves out entries without activity data, and is null when none has any', () => {
    expect(questionActivity([entry([0], ['litres'], null), entry([1], ['litres'], 500)])).toBe(500);
    expect(questionActivity([entry([0], ['litres'], null)])).toBeNull();
    expect(questionActivity([])).toBeNull();
  });

  it('does not count an entry that read no cell as overlapping another', () => {
    expect(questionActivity([entry([], ['litres'], null), entry(null, ['litres'], 1_500)])).toBe(1_500);
  });

  it('answers per question', () => {
    const byQuestion = activityByQuestion([entry([0], ['litres'], 1_000), entry(null, null, 12_000, 'electricity'), entry([1], ['litres'], 500)]);
    expect(Object.fromEntries(byQuestion)).toEqual({ fuel: 1_500, electricity: 12_000 });
  });

  it('handles a table computed line by line, ten formulas a line', () => {
    // 10 formulas over each of 1,000 lines, each on its own column: 10,000 entries, no overlap.
    const entries = Array.from({ length: 10_000 }, (_, index) => entry([Math.floor(index / 10)], [`column${index % 10}`], 1));
    expect(questionActivity(entries)).toBe(10_000);
  });
});
