import { describe, expect, it } from 'vitest';
import { factorValueIsPublic, privacyNode, privateCombinationValue, privateFactorUuids, shownValue, withheldValue } from './privacy.ts';

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

describe('the value a client may see', () => {
  const licensed = { until: null, value: 0.0599, source: 'Licensed base', isPublic: false };
  const open = { until: 2022, value: 0.052, source: 'ADEME', isPublic: true };

  it('withholds the figure of a private entry and keeps its source', () => {
    expect(withheldValue(licensed)).toEqual({ ...licensed, value: null });
    expect(withheldValue(open)).toBe(open);
    expect(shownValue(licensed)).toBeNull();
    expect(shownValue(open)).toBe(0.052);
  });

  it('makes every entry of a combination that reads a private value private', () => {
    expect(privateCombinationValue(open)).toEqual({ ...open, value: null, isPublic: false });
  });

  it('counts any private entry of a history, and a combination by what it reads', () => {
    const history = { uuid: 'f', type: 'SIMPLE' as const, values: [open, licensed] };
    expect(privacyNode(history)).toEqual({ uuid: 'f', valueIsPublic: false, linkedEmissionFactorUuids: undefined });
    expect(privacyNode({ uuid: 'c', type: 'COMBINATION', values: [open], linkedEmissionFactorUuids: ['f'] }).linkedEmissionFactorUuids).toEqual(['f']);
    expect(factorValueIsPublic(open)).toBe(true);
    expect(factorValueIsPublic(licensed)).toBe(false);
    expect(factorValueIsPublic(open, true)).toBe(false);
    expect(factorValueIsPublic(null)).toBe(true);
  });
});
