import { describe, expect, it } from 'vitest';
import { parseSupplierTag, SupplierTagText, supplierTagText, SupplierTagTexts } from './tags.ts';

describe('supplier tags', () => {
  it.each([
    ['Country:France', { key: 'Country', value: 'France' }],
    [' Country : France ', { key: 'Country', value: 'France' }],
    ['Site:Lyon 3e', { key: 'Site', value: 'Lyon 3e' }],
    ['Country', null],
    ['a:b:c', null],
    [':France', null],
    ['Country:', null],
    ['  :  ', null],
    [`${'k'.repeat(101)}:v`, null],
  ])('%j', (text, expected) => {
    expect(parseSupplierTag(text)).toEqual(expected);
  });

  it('refuses a bad tag with the spec message and writes a tag back', () => {
    const result = SupplierTagText.safeParse('Country France');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Tags must be in the format `Key:Value`');
    expect(SupplierTagText.parse('Site:Paris')).toEqual({ key: 'Site', value: 'Paris' });
    expect(supplierTagText('Site', 'Paris')).toBe('Site:Paris');
  });

  it('reads a list of typed tags as the stored record, refusing a bad one and a key twice', () => {
    expect(SupplierTagTexts.parse([' Region : Nord', 'Site:Lyon'])).toEqual({ Region: 'Nord', Site: 'Lyon' });
    expect(SupplierTagTexts.parse([])).toEqual({});
    const problems = (tags: string[]) => SupplierTagTexts.safeParse(tags).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems(['Site:Lyon', 'Nord'])).toEqual([['1', 'Tags must be in the format `Key:Value`']]);
    // Keys compare after trimming, as they are stored.
    expect(problems(['Site:Lyon', ' Site :Paris'])).toEqual([['1', 'This tag name is given twice']]);
    expect(problems(Array.from({ length: 51 }, (_, index) => `K${index}:v`))).toEqual([['', 'The input is too large']]);
  });
});
