import { describe, expect, it } from 'vitest';
import { hasUnsavedImageChanges, imageCreateInputOf, imageListInputOf, imageUpdateInputOf, imageValuesOf, keywordsOf } from './imageModel.ts';

describe('the image editor', () => {
  const stored = { uuid: '5f0c7a52-3d7e-4a39-9d7b-0c4d2f1e8a11', name: 'Wind farm', keywords: ['wind', 'énergie'], actionCardCount: 0, version: 3 };

  it('edits keywords as one comma-separated text', () => {
    expect(imageValuesOf(stored)).toEqual({ name: 'Wind farm', keywords: 'wind, énergie', content: '' });
    expect(keywordsOf(' wind, , énergie ,')).toEqual([' wind', ' énergie ']);
    expect(imageUpdateInputOf({ name: 'Wind', keywords: 'a, b', content: '' }, stored)).toEqual({ uuid: stored.uuid, expectedVersion: 3, name: 'Wind', keywords: ['a', ' b'] });
    expect(imageCreateInputOf({ name: 'Roof', keywords: '', content: 'data:image/webp;base64,AA' })).toEqual({ name: 'Roof', keywords: [], content: 'data:image/webp;base64,AA' });
  });

  it('sees no change in spaces around keywords or commas', () => {
    const initial = imageValuesOf(stored);
    expect(hasUnsavedImageChanges(initial, { ...initial, keywords: 'wind ,énergie, ' })).toBe(false);
    expect(hasUnsavedImageChanges(initial, { ...initial, keywords: 'wind' })).toBe(true);
    expect(hasUnsavedImageChanges(initial, { ...initial, content: 'data:' })).toBe(true);
  });

  it('searches once something is typed', () => {
    expect(imageListInputOf('  ')).toEqual({});
    expect(imageListInputOf(' solar ')).toEqual({ search: 'solar' });
  });
});
