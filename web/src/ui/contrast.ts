/*
 * WCAG 2.1 contrast (success criteria 1.4.3 and 1.4.11): the ratio of the relative luminances of
 * two sRGB colours, from 1 (the same) to 21 (black on white). Text needs 4.5, large text and the
 * parts of a control one must see (a focus ring) 3.
 */

export const minimumTextContrast = 4.5;
export const minimumNonTextContrast = 3;

/** A `#rgb` or `#rrggbb` colour's red, green and blue, 0 to 255. */
export function rgbOf(hex: string): [number, number, number] {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`Not a hexadecimal colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG's relative luminance: each channel linearised from sRGB, then weighted by the eye's sensitivity. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
