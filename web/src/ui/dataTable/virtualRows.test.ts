import { describe, expect, it } from 'vitest';
import { bodySegments, withKeptRow } from './virtualRows.ts';

describe('the body of a virtualised table', () => {
  it('puts spacers of the left-out rows above and below the rendered ones', () => {
    const rows = [
      { index: 10, start: 500, end: 550 },
      { index: 11, start: 550, end: 620 },
    ];
    expect(bodySegments(rows, 2000)).toEqual([
      { kind: 'spacer', key: 'before-10', heightPx: 500 },
      { kind: 'row', index: 10 },
      { kind: 'row', index: 11 },
      { kind: 'spacer', key: 'after', heightPx: 1380 },
    ]);
  });

  it('leaves out empty spacers at the top and the bottom of the list', () => {
    const rows = [
      { index: 0, start: 0, end: 40 },
      { index: 1, start: 40, end: 90 },
    ];
    expect(bodySegments(rows, 90)).toEqual([
      { kind: 'row', index: 0 },
      { kind: 'row', index: 1 },
    ]);
    expect(bodySegments([], 0)).toEqual([]);
  });

  it('fills the gap between a kept focused row and the rows in view', () => {
    const rows = [
      { index: 40, start: 2000, end: 2050 },
      { index: 2, start: 100, end: 150 },
      { index: 41, start: 2050, end: 2100 },
    ];
    expect(bodySegments(rows, 2100)).toEqual([
      { kind: 'spacer', key: 'before-2', heightPx: 100 },
      { kind: 'row', index: 2 },
      { kind: 'spacer', key: 'before-40', heightPx: 1850 },
      { kind: 'row', index: 40 },
      { kind: 'row', index: 41 },
    ]);
  });

  it('keeps the focused row among the rendered ones, in order', () => {
    expect(withKeptRow([10, 11, 12], 2, 100)).toEqual([2, 10, 11, 12]);
    expect(withKeptRow([10, 11, 12], 11, 100)).toEqual([10, 11, 12]);
    expect(withKeptRow([10, 11, 12], null, 100)).toEqual([10, 11, 12]);
    expect(withKeptRow([0, 1], 7, 5)).toEqual([0, 1]);
  });
});
