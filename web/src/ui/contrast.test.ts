import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance, rgbOf } from './contrast.ts';

describe('WCAG contrast', () => {
  it('reads short and long hexadecimal colours', () => {
    expect(rgbOf('#fff')).toEqual([255, 255, 255]);
    expect(rgbOf('#0D9488')).toEqual([13, 148, 136]);
    expect(() => rgbOf('teal')).toThrow('Not a hexadecimal colour');
  });

  it('gives white a luminance of 1 and black 0', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
  });

  it('gives the ratios of the definition: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('puts #767676 on white just above 4.5, the classic lightest grey for text', () => {
    // 0x76 = 118: (118/255 + 0.055) / 1.055 = 0.4907..., to the power 2.4 = 0.1812; (1.05) / (0.2312) = 4.54.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it("measures the audit's faults: white on Chakra's teal.600 is 3.74, its gray.400 on white 2.56", () => {
    expect(contrastRatio('#ffffff', '#0d9488')).toBeCloseTo(3.74, 2);
    expect(contrastRatio('#a1a1aa', '#ffffff')).toBeCloseTo(2.56, 2);
  });
});
