import { describe, expect, it } from 'vitest';
import { hoursByUser, linesByUserAndDay, timeOf } from './timeReport.ts';

const entries = [
  { user: 'Chloé Martin', date: '2025-03-04', hours: 2.5 },
  { user: 'Hugo Bernard', date: '2025-03-03', hours: 1.25 },
  { user: 'Chloé Martin', date: '2025-03-04', hours: 1.5 },
  { user: 'Chloé Martin', date: '2025-03-03', hours: 0.75 },
];

describe("a project's time report", () => {
  it('sums entries per person and day, by day then person', () => {
    expect(linesByUserAndDay(entries)).toEqual([
      { user: 'Chloé Martin', date: '2025-03-03', hours: 0.75 },
      { user: 'Hugo Bernard', date: '2025-03-03', hours: 1.25 },
      { user: 'Chloé Martin', date: '2025-03-04', hours: 4 },
    ]);
  });

  it('values the hours at 359 € each: 6 h make 2,154 €', () => {
    // 2.5 + 1.25 + 1.5 + 0.75 = 6 h; 6 × 359 = 2,154 €.
    expect(timeOf('64f1c0ffee', entries)).toEqual({ kind: 'spent', hours: 6, valueEur: 2_154 });
  });

  it('keeps hours to the second, so many short entries do not drift', () => {
    // 3,600 entries of one second each are one hour: 359 €.
    const seconds = Array.from({ length: 3_600 }, () => ({ user: 'Hugo Bernard', date: '2025-03-03', hours: 1 / 3_600 }));
    const time = timeOf('64f1c0ffee', seconds);
    expect(time.kind).toBe('spent');
    if (time.kind !== 'spent') return;
    expect(time.hours).toBeCloseTo(1, 4);
    expect(time.valueEur).toBeCloseTo(359, 2);
  });

  it("answers 'Missing clockify ID' and 'no entries from clockify' like the rule it wraps", () => {
    expect(timeOf(null, entries)).toEqual({ kind: 'missingTrackerId' });
    expect(timeOf('64f1c0ffee', [])).toEqual({ kind: 'noEntries' });
  });

  it('breaks the hours down per person, most first', () => {
    expect(hoursByUser(linesByUserAndDay(entries))).toEqual([
      { user: 'Chloé Martin', hours: 4.75 },
      { user: 'Hugo Bernard', hours: 1.25 },
    ]);
  });
});
