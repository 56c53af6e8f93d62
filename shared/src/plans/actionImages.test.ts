import { describe, expect, it } from 'vitest';
import { fieldIssuesOf } from '../errors.ts';
import { distinctKeywords, imageContentMaxLength, ImageCreateInput, imageLimits, matchesImageSearch } from './actionImages.ts';

describe('the image library', () => {
  const image = { name: 'Wind turbines at dusk', keywords: ['énergie', 'Renewable'] };

  it('finds an image by its name or a keyword, case and accents aside', () => {
    expect(matchesImageSearch(image, 'TURBINE')).toBe(true);
    expect(matchesImageSearch(image, 'energie')).toBe(true);
    expect(matchesImageSearch(image, 'renew')).toBe(true);
    expect(matchesImageSearch(image, 'solar')).toBe(false);
    expect(matchesImageSearch(image, '')).toBe(true);
  });

  it('keeps each keyword once, trimmed, blanks dropped', () => {
    expect(distinctKeywords([' Solar ', 'solar', '', 'Énergie', 'energie', 'roof'])).toEqual(['Solar', 'Énergie', 'roof']);
  });

  it('bounds the keywords and the picture', () => {
    const issues = (input: unknown) => {
      const parsed = ImageCreateInput.safeParse(input);
      return parsed.success ? [] : fieldIssuesOf(parsed.error).map(({ path, key }) => ({ path: path.join('.'), key }));
    };
    const content = 'data:image/webp;base64,UklGRg==';
    expect(issues({ name: 'Roof', keywords: Array.from({ length: imageLimits.maxKeywords + 1 }, (_, index) => `k${index}`), content })).toEqual([
      { path: 'keywords', key: 'validation.message.tooLong' },
    ]);
    expect(issues({ name: 'Roof', keywords: ['x'.repeat(imageLimits.keywordLength + 1)], content })).toEqual([{ path: 'keywords.0', key: 'validation.message.tooLong' }]);
    expect(issues({ name: 'Roof', content: 'A'.repeat(imageContentMaxLength + 1) })).toEqual([{ path: 'content', key: 'validation.message.tooLong' }]);
    expect(issues({ name: ' ', content })).toEqual([{ path: 'name', key: 'validation.message.required' }]);
  });
});
