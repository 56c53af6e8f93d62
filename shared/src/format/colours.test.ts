import { describe, expect, it } from 'vitest';
import { scopeColourList, scopeColours } from './colours.ts';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('scope colours', () => {
  it('gives each scope its own lower-case #rrggbb colour', () => {
    const colours = Object.values(scopeColours);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colours).size).toBe(3);
  });

  it('lists them in scope order', () => {
    expect(scopeColourList).toEqual([scopeColours.ONE, scopeColours.TWO, scopeColours.THREE]);
  });

  it('keeps white slice labels readable (contrast at least 3:1, large text)', () => {
    for (const colour of scopeColourList) expect((1 + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(3);
  });
});
