import { describe, expect, it } from 'vitest';
import { currentValue, openEntrySortYear, sortValues, valueForYear } from './valueHistory.ts';

// A grid-electricity style history: 0.0571 up to 2019, 0.0599 for 2020-2022, 0.052 since.
const until2019 = { until: 2019, value: 0.0571 };
const until2022 = { until: 2022, value: 0.0599 };
const open = { until: null, value: 0.052 };
const history = [until2019, open, until2022];

describe('valueForYear: the entry with the smallest until ≥ year, else the open entry', () => {
  it('gives a year before every until the oldest entry, which covers all earlier years', () => {
    expect(valueForYear(history, 2000)).toBe(until2019);
    expect(valueForYear(history, 2018)).toBe(until2019);
  });

  it('gives a year equal to an until that entry: until is inclusive', () => {
    expect(valueForYear(history, 2019)).toBe(until2019);
    expect(valueForYear(history, 2022)).toBe(until2022);
  });

  it('gives the year right after an until the next entry', () => {
    expect(valueForYear(history, 2020)).toBe(until2022); // 2019 < 2020 ≤ 2022
    expect(valueForYear(history, 2021)).toBe(until2022);
  });

  it('gives a year after every until the open entry', () => {
    expect(valueForYear(history, 2023)).toBe(open);
    expect(valueForYear(history, 2050)).toBe(open);
  });

  it('gives every year the open entry of a history with only that entry', () => {
    const only = [{ until: null, value: 0.2 }];
    expect(valueForYear(only, 1990)).toBe(only[0]);
    expect(valueForYear(only, 2024)).toBe(only[0]);
  });

  it('fills a gap between two untils with the later entry', () => {
    // Nothing was published between 2010 and 2020: the 2020 value covers 2011-2020.
    const sparse = [
      { until: 2010, value: 1 },
      { until: 2020, value: 2 },
      { until: null, value: 3 },
    ];
    expect(valueForYear(sparse, 2010)?.value).toBe(1);
    expect(valueForYear(sparse, 2011)?.value).toBe(2);
    expect(valueForYear(sparse, 2015)?.value).toBe(2);
    expect(valueForYear(sparse, 2021)?.value).toBe(3);
  });

  it('does not depend on the order of the entries', () => {
    for (const order of [history, [...history].reverse(), sortValues(history)]) {
      expect([2019, 2020, 2023].map((year) => valueForYear(order, year)?.value)).toEqual([0.0571, 0.0599, 0.052]);
    }
  });

  it('answers null, not a fallback, for a broken history without an open entry', () => {
    const closed = [until2019, until2022];
    expect(valueForYear(closed, 2021)).toBe(until2022);
    expect(valueForYear(closed, 2023)).toBeNull();
    expect(valueForYear([], 2023)).toBeNull();
  });
});

describe('currentValue', () => {
  it('is the open entry wherever it sits', () => {
    expect(currentValue(history)).toBe(open);
  });

  it('is null without an open entry', () => {
    expect(currentValue([until2019])).toBeNull();
  });
});

describe('sortValues', () => {
  it('puts the open entry first, then years descending, as if the open entry were year 3000', () => {
    expect(openEntrySortYear).toBe(3000);
    expect(sortValues(history)).toEqual([open, until2022, until2019]);
  });

  it('returns a new array and leaves the input as it was', () => {
    const input = [until2019, open];
    const sorted = sortValues(input);
    expect(sorted).not.toBe(input);
    expect(input).toEqual([until2019, open]);
  });

  it('keeps the order of entries ending in the same year', () => {
    const a = { until: 2020, value: 1 };
    const b = { until: 2020, value: 2 };
    expect(sortValues([a, b])).toEqual([a, b]);
  });
});
