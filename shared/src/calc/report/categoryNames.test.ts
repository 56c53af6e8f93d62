import { describe, expect, it } from 'vitest';
import { categoryName, categoryNumber, numberedCategoryName } from './categoryNames.ts';

describe('category names', () => {
  it('numbers GHG Protocol and BEGES categories only', () => {
    expect(categoryNumber('GHG', 'BUSINESS_TRAVEL')).toBe('3.6');
    expect(categoryNumber('BEGES', 'BEGES_1_2')).toBe('1.2');
    expect(categoryNumber('OPERATIONAL', 'TRAVELS')).toBeNull();
    expect(categoryNumber('GHG', 'NOT_A_CATEGORY')).toBeNull();
  });

  it('names a category in the language asked, numbered where it has a number', () => {
    expect(numberedCategoryName('GHG', 'BUSINESS_TRAVEL', 'en')).toBe('3.6 Business travel');
    expect(numberedCategoryName('OPERATIONAL', 'TRAVELS', 'fr')).toBe('Déplacements');
    expect(categoryName('SCOPE', 'ONE', 'en')).toBe('Scope 1');
    // An unknown code (a newer snapshot, a typo in data) is shown as it is rather than failing.
    expect(numberedCategoryName('GHG', 'NOT_A_CATEGORY', 'en')).toBe('NOT_A_CATEGORY');
  });
});
