import { describe, expect, it } from 'vitest';
import { hourlyCostRateEur, projectTime } from './time.ts';

describe("a project's time spent", () => {
  it('is valued at the hourly rate of 359 €', () => {
    expect(hourlyCostRateEur).toBe(359);
    // 2.5 h + 4 h + 0.5 h = 7 h; 7 × 359 = 2,513 €.
    expect(projectTime('clk-42', [2.5, 4, 0.5])).toEqual({ kind: 'spent', hours: 7, valueEur: 2_513 });
    // One half hour: 179.5 €.
    expect(projectTime('clk-42', [0.5])).toEqual({ kind: 'spent', hours: 0.5, valueEur: 179.5 });
  });

  it("says 'Missing clockify ID' without a tracker id, a blank one included", () => {
    expect(projectTime(null, [3])).toEqual({ kind: 'missingTrackerId' });
    expect(projectTime('  ', [3])).toEqual({ kind: 'missingTrackerId' });
  });

  it("says 'no entries from clockify' when the tracker has none", () => {
    expect(projectTime('clk-42', [])).toEqual({ kind: 'noEntries' });
  });
});
