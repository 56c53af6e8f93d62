import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { searchText } from './searchParams.ts';

describe('searchText', () => {
  it('reads invitation parameters back as the text of the link', () => {
    const search = defaultParseSearch('?token=0123456789&username=007&other=123&flag=true&name=claire.verdier');
    expect(Object.fromEntries(Object.entries(search).map(([key, value]) => [key, searchText(value)]))).toEqual({
      token: '0123456789',
      username: '007',
      other: '123',
      flag: 'true',
      name: 'claire.verdier',
    });
  });

  it('treats blanks and structured values as missing', () => {
    expect(searchText('  ')).toBeUndefined();
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText({ token: 'x' })).toBeUndefined();
  });
});
