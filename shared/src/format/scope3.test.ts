import { describe, expect, it } from 'vitest';
import { isScope3Category, scope3Direction, type Scope3Category } from './scope3.ts';

describe('scope 3 split', () => {
  it('puts categories 1 to 8 upstream', () => {
    for (const category of [1, 2, 3, 4, 5, 6, 7, 8] as const) expect(scope3Direction(category)).toBe('UPSTREAM');
  });

  it('puts categories 9 to 15 downstream', () => {
    for (const category of [9, 10, 11, 12, 13, 14, 15] as const) expect(scope3Direction(category)).toBe('DOWNSTREAM');
  });

  it('recognizes categories', () => {
    expect(isScope3Category(1)).toBe(true);
    expect(isScope3Category(15)).toBe(true);
    expect(isScope3Category(0)).toBe(false);
    expect(isScope3Category(16)).toBe(false);
    expect(isScope3Category(3.5)).toBe(false);
  });

  it('refuses a number that is not a category', () => {
    expect(() => scope3Direction(16 as Scope3Category)).toThrow(RangeError);
    expect(() => scope3Direction(0 as Scope3Category)).toThrow(RangeError);
  });
});
