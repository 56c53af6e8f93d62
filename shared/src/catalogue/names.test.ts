import { describe, expect, it } from 'vitest';
import { isVersionedName, nextVersionName, unversionedName } from './names.ts';

describe('versioned names end with -v and digits', () => {
  it('recognises versioned names', () => {
    expect(isVersionedName('Electricity FR-v1')).toBe(true);
    expect(isVersionedName('Electricity FR-v12')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isVersionedName('Electricity FR')).toBe(false);
    expect(isVersionedName('Electricity FR-v')).toBe(false); // no digits
    expect(isVersionedName('Electricity FR-V2')).toBe(false); // upper-case V
    expect(isVersionedName('Electricity FR-v2 ')).toBe(false); // suffix not at the end
    expect(isVersionedName('Electricity-v2 FR')).toBe(false);
  });

  it('strips the suffix', () => {
    expect(unversionedName('Electricity FR-v3')).toBe('Electricity FR');
    expect(unversionedName('Electricity FR')).toBe('Electricity FR');
  });
});

describe('nextVersionName', () => {
  it('starts at -v1', () => {
    expect(nextVersionName('Electricity FR')).toBe('Electricity FR-v1');
  });

  it('increments a versioned name', () => {
    expect(nextVersionName('Electricity FR-v2')).toBe('Electricity FR-v3');
    expect(nextVersionName('Electricity FR-v09')).toBe('Electricity FR-v10');
  });

  it('goes past the highest existing version of the same base name only', () => {
    const existing = ['Electricity FR-v1', 'Electricity FR-v4', 'Electricity DE-v9', 'Electricity FR'];
    expect(nextVersionName('Electricity FR', existing)).toBe('Electricity FR-v5');
    expect(nextVersionName('Electricity FR-v1', existing)).toBe('Electricity FR-v5');
  });
});
