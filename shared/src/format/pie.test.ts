import { describe, expect, it } from 'vitest';
import { capDrillDown, isPieLabelShown, isPieSliceKept, pieSlices } from './pie.ts';

describe('pie rules (spec 1 section 9)', () => {
  it('hides labels under 8 %', () => {
    expect(isPieLabelShown(8)).toBe(true);
    expect(isPieLabelShown(7.99)).toBe(false);
  });

  it('drops slices under 0.1 %', () => {
    expect(isPieSliceKept(0.1)).toBe(true);
    expect(isPieSliceKept(0.09)).toBe(false);
  });

  it('applies both rules to a list, shares taken of the full total', () => {
    const entries = [
      { name: 'a', kgCo2e: 500 },
      { name: 'b', kgCo2e: 300 },
      { name: 'c', kgCo2e: 80 },
      { name: 'd', kgCo2e: 79 },
      { name: 'e', kgCo2e: 40 },
      { name: 'f', kgCo2e: 1 },
    ]; // total 1,000 kgCO2e: f is 0.1 % (kept), d is 7.9 % (no label)
    const { slices, droppedCount } = pieSlices(entries, (entry) => entry.kgCo2e);
    expect(droppedCount).toBe(0);
    expect(slices.map((slice) => [slice.item.name, slice.showLabel])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', false],
      ['e', false],
      ['f', false],
    ]);
    expect(slices[0]!.percent).toBeCloseTo(50, 9);
    expect(slices[5]!.percent).toBeCloseTo(0.1, 9);
  });

  it('counts the slices left out, including zero and negative values', () => {
    const values = [9_000, 991, 9, 0, -5]; // total 10,000: 9 is 0.09 %
    const { slices, droppedCount } = pieSlices(values, (value) => value);
    expect(slices.map((slice) => slice.item)).toEqual([9_000, 991]);
    expect(droppedCount).toBe(3);
  });

  it('gives no slice for an all-zero list', () => {
    expect(pieSlices([0, 0], (value) => value)).toEqual({ slices: [], droppedCount: 2 });
  });
});

describe('capDrillDown', () => {
  it('keeps at most 200 entries and counts the rest', () => {
    const entries = Array.from({ length: 250 }, (_, index) => index);
    const { kept, restCount } = capDrillDown(entries);
    expect(kept).toHaveLength(200);
    expect(kept[199]).toBe(199);
    expect(restCount).toBe(50);
  });

  it('keeps a short list whole', () => {
    expect(capDrillDown(['a', 'b'])).toEqual({ kept: ['a', 'b'], restCount: 0 });
    expect(capDrillDown(Array.from({ length: 200 }, () => 'x')).restCount).toBe(0);
  });

  it('takes another limit', () => {
    expect(capDrillDown([1, 2, 3], 2)).toEqual({ kept: [1, 2], restCount: 1 });
  });
});
