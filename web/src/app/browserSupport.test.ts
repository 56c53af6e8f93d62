import { describe, expect, it } from 'vitest';
import { isOutdatedBrowser, missingFeatures, type BrowserScope } from './browserSupport.ts';

const current: BrowserScope = {
  structuredClone: () => undefined,
  Intl: { PluralRules: class {} },
  CSS: { supports: (condition) => condition === 'selector(:has(*))' },
};

describe('missingFeatures', () => {
  it('finds nothing missing in a current browser', () => {
    expect(missingFeatures(current)).toEqual([]);
    expect(isOutdatedBrowser(current)).toBe(false);
  });

  it('names each missing feature', () => {
    expect(missingFeatures({ ...current, structuredClone: undefined })).toEqual(['structuredClone']);
    expect(missingFeatures({ ...current, Intl: {} })).toEqual(['Intl.PluralRules']);
    expect(missingFeatures({ ...current, CSS: { supports: () => false } })).toEqual(['CSS :has']);
    expect(missingFeatures({})).toEqual(['structuredClone', 'Intl.PluralRules', 'CSS :has']);
  });

  it('counts a browser that throws on the selector syntax as lacking it', () => {
    const throwing: BrowserScope = {
      ...current,
      CSS: {
        supports: () => {
          throw new SyntaxError('selector() unknown');
        },
      },
    };
    expect(isOutdatedBrowser(throwing)).toBe(true);
  });

  it('finds what Node offers when asked about itself, without throwing', () => {
    // Node has structuredClone and Intl but no CSS: the check must stay a plain function call.
    expect(missingFeatures(globalThis)).toEqual(['CSS :has']);
  });
});
