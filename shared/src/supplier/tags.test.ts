import { describe, expect, it } from 'vitest';
import { parseSupplierTag, SupplierTagText, supplierTagText } from './tags.ts';

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
});
