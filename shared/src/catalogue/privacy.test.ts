import { describe, expect, it } from 'vitest';
import { privateFactorUuids } from './privacy.ts';

describe('privateFactorUuids', () => {
  it('marks a simple factor private by its value, and a combination by anything it reads, however deep', () => {
    const found = privateFactorUuids([
      { uuid: 'public', valueIsPublic: true },
      { uuid: 'licensed', valueIsPublic: false },
      { uuid: 'combines-public', valueIsPublic: true, linkedEmissionFactorUuids: ['public'] },
      { uuid: 'combines-licensed', valueIsPublic: true, linkedEmissionFactorUuids: ['public', 'licensed'] },
      { uuid: 'combines-a-combination', valueIsPublic: true, linkedEmissionFactorUuids: ['combines-licensed'] },
      { uuid: 'own-flag', valueIsPublic: false, linkedEmissionFactorUuids: ['public'] },
    ]);
    expect([...found].sort()).toEqual(['combines-a-combination', 'combines-licensed', 'licensed', 'own-flag']);
  });

  it('counts a link to a factor it does not know as private', () => {
    expect(privateFactorUuids([{ uuid: 'dangling', valueIsPublic: true, linkedEmissionFactorUuids: ['gone'] }]).has('dangling')).toBe(true);
  });

  it('stops on a cycle instead of looping', () => {
    const found = privateFactorUuids([
      { uuid: 'a', valueIsPublic: true, linkedEmissionFactorUuids: ['b'] },
      { uuid: 'b', valueIsPublic: true, linkedEmissionFactorUuids: ['a'] },
      { uuid: 'c', valueIsPublic: true, linkedEmissionFactorUuids: ['a', 'd'] },
      { uuid: 'd', valueIsPublic: false },
    ]);
    expect([...found].sort()).toEqual(['c', 'd']);
  });
});
