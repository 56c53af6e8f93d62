import { describe, expect, it } from 'vitest';
import { joinStepDate, splitStepDate } from './projectPanelModel.ts';

describe("a step's planned date", () => {
  it('splits into the day and the time its inputs show', () => {
    expect(splitStepDate('2026-03-02T09:30')).toEqual({ day: '2026-03-02', time: '09:30' });
    expect(splitStepDate('2026-03-02')).toEqual({ day: '2026-03-02', time: '' });
    expect(splitStepDate(null)).toEqual({ day: '', time: '' });
  });

  it('joins them back: nothing without a day, the day alone until a time is chosen', () => {
    expect(joinStepDate('2026-03-02', '09:30')).toBe('2026-03-02T09:30');
    expect(joinStepDate('2026-03-02', '')).toBe('2026-03-02');
    expect(joinStepDate('', '09:30')).toBeNull();
  });
});
