import { describe, expect, it } from 'vitest';
import type { ListedFactor } from '../factorList/factorList.ts';
import {
  activeIndexOf,
  capRows,
  exactFactorResults,
  exactHypothesisResults,
  insertedIntoScript,
  matchesText,
  movedIndex,
  remembered,
  scriptReference,
  scriptReferences,
  selectedItems,
  toggled,
  type ListedHypothesis,
} from './selection.ts';

let next = 0;
const uuidOf = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

function factor(name: string, overrides: Partial<Extract<ListedFactor, { type: 'SIMPLE' }>> = {}): ListedFactor {
  next += 1;
  return {
    type: 'SIMPLE',
    uuid: uuidOf(next),
    name,
    clientNameEn: null,
    clientNameFr: null,
    group: 'Road',
    family: 'Transport',
    unitUuid: '00000000-0000-4000-8000-000000000001',
    gas: 'CO2E',
    isMonetary: false,
    qualityPercentage: 100,
    assetUuid: null,
    linkedSupplierUuid: null,
    versionedAt: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    createdBy: null,
    updatedAt: '2024-01-01T00:00:00.000Z',
    updatedBy: null,
    version: 1,
    values: [{ until: null, value: 1, source: 'ADEME', sourceVersion: '23.0', sourceUrl: null, comment: null, isPublic: true }],
    ...overrides,
  };
}

function hypothesis(name: string, clientNameFr: string | null = null): ListedHypothesis {
  next += 1;
  return {
    uuid: uuidOf(next),
    name,
    clientNameEn: null,
    clientNameFr,
    unitUuid: '00000000-0000-4000-8000-000000000001',
    family: 'Transport',
    isMonetary: false,
    qualityPercentage: 100,
    assetUuid: null,
    values: [{ until: null, value: 0.8, source: null, comment: null }],
    createdAt: '2024-01-01T00:00:00.000Z',
    createdBy: null,
    updatedAt: '2024-01-01T00:00:00.000Z',
    updatedBy: null,
    version: 1,
  };
}

describe('the results of an exact search', () => {
  it('matches names and client names, case and accents ignored', () => {
    const gazole = factor('diesel_road', { clientNameFr: 'Gazole routier' });
    expect(matchesText(gazole, 'GAZOLE')).toBe(true);
    expect(matchesText(hypothesis('taux_remplissage', 'Taux de remplissage élevé'), 'eleve')).toBe(true);
    expect(matchesText(gazole, 'petrol')).toBe(false);
    expect(matchesText(gazole, '  ')).toBe(true);
  });

  it('sorts factors by name and leaves out the excluded ones', () => {
    const zinc = factor('zinc');
    const alu = factor('aluminium');
    const self = factor('aluminium_mix');
    expect(exactFactorResults([zinc, self, alu], 'a', [self.uuid]).map((item) => item.name)).toEqual(['aluminium']);
    expect(exactFactorResults([zinc, alu], '').map((item) => item.name)).toEqual(['aluminium', 'zinc']);
  });

  it('sorts hypotheses by name', () => {
    expect(exactHypothesisResults([hypothesis('load_b'), hypothesis('load_a'), hypothesis('other')], 'load').map((item) => item.name)).toEqual([
      'load_a',
      'load_b',
    ]);
  });

  it('renders the first rows only and says how many more there are', () => {
    const many = Array.from({ length: 250 }, (_, index) => index);
    expect(capRows(many)).toEqual({ rows: many.slice(0, 100), hidden: 150 });
    expect(capRows([1, 2], 100)).toEqual({ rows: [1, 2], hidden: 0 });
  });
});

describe('the focused row', () => {
  const rows = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'c' }];

  it('stays on the same entry while a new search still shows it, else goes to the first', () => {
    expect(activeIndexOf(rows, 'b')).toBe(1);
    expect(activeIndexOf(rows, 'gone')).toBe(0);
    expect(activeIndexOf(rows, null)).toBe(0);
    expect(activeIndexOf([], 'a')).toBe(-1);
  });

  it('moves with the arrows, stops at the last row, and leaves the list above the first', () => {
    expect(movedIndex(0, 1, 3)).toBe(1);
    expect(movedIndex(2, 1, 3)).toBe(2);
    expect(movedIndex(1, -1, 3)).toBe(0);
    expect(movedIndex(0, -1, 3)).toBe(-1);
    expect(movedIndex(-1, 1, 0)).toBe(-1);
  });
});

describe('the selection', () => {
  it('toggles entries and keeps the order they were chosen in', () => {
    expect(toggled([], 'a')).toEqual(['a']);
    expect(toggled(['b', 'a'], 'c')).toEqual(['b', 'a', 'c']);
    expect(toggled(['b', 'a', 'c'], 'a')).toEqual(['b', 'c']);
  });

  it('survives a new search: entries seen earlier are remembered', () => {
    const first = factor('first');
    const second = factor('second');
    const known = remembered(new Map(), [first]);
    const later = remembered(known, [second]);
    expect(selectedItems([second.uuid, first.uuid, 'never-seen'], later)).toEqual([second, first]);
    expect(remembered(later, [first])).toBe(later);
  });
});

describe('references written into a script', () => {
  it('writes factors, combinations and hypotheses with their prefixes, quoted', () => {
    expect(scriptReference('emissionFactor', factor('electricity_fr'))).toBe('ef["electricity_fr"]');
    expect(scriptReference('emissionFactor', { name: 'mix "A"', type: 'COMBINATION' })).toBe('efc["mix \\"A\\""]');
    expect(scriptReference('hypothesis', hypothesis('load factor'))).toBe('hyp["load factor"]');
  });

  it('joins several with a plus', () => {
    expect(scriptReferences('emissionFactor', [factor('a'), { name: 'b', type: 'COMBINATION' }])).toBe('ef["a"] + efc["b"]');
  });

  it('inserts at the end without a cursor', () => {
    expect(insertedIntoScript('', 'ef["a"]', null)).toEqual({ script: 'ef["a"]', cursor: 7 });
    expect(insertedIntoScript('2 *', 'ef["a"]', null)).toEqual({ script: '2 * ef["a"]', cursor: 11 });
    // A report entry's formula: the reference goes after the activity, the cursor after it.
    expect(insertedIntoScript('q.activity * ', 'ef["diesel"]', { start: 13, end: 13 })).toEqual({ script: 'q.activity * ef["diesel"]', cursor: 25 });
  });

  it('replaces the selected text at the cursor, spaced from its neighbours', () => {
    expect(insertedIntoScript('ef["x"] * ', 'hyp["h"]', { start: 10, end: 10 })).toEqual({ script: 'ef["x"] * hyp["h"]', cursor: 18 });
    expect(insertedIntoScript('a*XX*b', 'ef["a"]', { start: 2, end: 4 })).toEqual({ script: 'a* ef["a"] *b', cursor: 10 });
    expect(insertedIntoScript('(  )', 'ef["a"]', { start: 1, end: 3 })).toEqual({ script: '(ef["a"])', cursor: 8 });
  });

  it('keeps a cursor beyond the script within it', () => {
    expect(insertedIntoScript('ab', 'x', { start: 10, end: 12 })).toEqual({ script: 'ab x', cursor: 4 });
  });
});
