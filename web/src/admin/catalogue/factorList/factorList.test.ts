import { describe, expect, it } from 'vitest';
import {
  factorSourceLabel,
  factorValue,
  filterChoices,
  filterFactors,
  groupFactors,
  hasFilters,
  noFilters,
  sortFactors,
  type ListedFactor,
} from './factorList.ts';

const kwh = '00000000-0000-4000-8000-000000000001';
const eur = '00000000-0000-4000-8000-000000000002';
let next = 0;

function factor(overrides: Partial<Extract<ListedFactor, { type: 'SIMPLE' }>> & { value?: number; source?: string } = {}): ListedFactor {
  next += 1;
  const { value = 1, source = 'ADEME', ...rest } = overrides;
  return {
    type: 'SIMPLE',
    uuid: `00000000-0000-4000-9000-${String(next).padStart(12, '0')}`,
    name: `Factor ${next}`,
    clientNameEn: null,
    clientNameFr: null,
    group: 'Road',
    family: 'Transport',
    unitUuid: kwh,
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
    values: [
      { until: 2020, value: 99, source: 'Old', sourceVersion: '1.0', sourceUrl: null, comment: null, isPublic: true },
      { until: null, value, source, sourceVersion: '23.0', sourceUrl: null, comment: 'Current', isPublic: true },
    ],
    ...rest,
  };
}

const combination = (computedValue: number | null): ListedFactor => ({
  ...(factor({ name: 'Combo' }) as Extract<ListedFactor, { type: 'SIMPLE' }>),
  type: 'COMBINATION',
  script: 'a * 2',
  computedValue,
  values: [{ until: null, value: null, source: 'Cairn', sourceVersion: '2024', sourceUrl: null, comment: null, isPublic: true }],
});

const names = (list: readonly ListedFactor[]) => list.map((item) => item.name);

describe('values and sources', () => {
  it("reads the open entry's value, or a combination's computed value", () => {
    expect(factorValue(factor({ value: 0.052 }))).toBe(0.052);
    expect(factorValue(combination(4.2))).toBe(4.2);
    expect(factorValue(combination(null))).toBeNull();
    expect(factorSourceLabel(factor({ source: 'ADEME Base Empreinte' }))).toBe('ADEME Base Empreinte 23.0');
  });
});

describe('filterFactors', () => {
  const diesel = factor({ name: 'ademe.bus.gazole', clientNameEn: 'Impact per km – diesel', clientNameFr: 'Impact par km – gazole' });
  const grid = factor({ name: 'electricity.FR', clientNameFr: 'Électricité – France', family: 'Energy', group: 'Grid', source: 'Ember' });
  const money = factor({ name: 'Services-v2', isMonetary: true, qualityPercentage: 60, unitUuid: eur, group: null });
  const all = [diesel, grid, money, combination(1)];

  it('finds a text in the name or a client name, ignoring case and accents', () => {
    expect(names(filterFactors(all, 'DIESEL', noFilters))).toEqual(['ademe.bus.gazole']);
    expect(names(filterFactors(all, 'electricite', noFilters))).toEqual(['electricity.FR']);
    expect(names(filterFactors(all, 'électricité fr', noFilters))).toEqual([]);
    expect(filterFactors(all, '  ', noFilters)).toHaveLength(4);
  });

  it('applies every filter', () => {
    expect(names(filterFactors(all, '', { ...noFilters, type: 'COMBINATION' }))).toEqual(['Combo']);
    expect(names(filterFactors(all, '', { ...noFilters, unitUuid: eur }))).toEqual(['Services-v2']);
    expect(names(filterFactors(all, '', { ...noFilters, nature: 'MONETARY' }))).toEqual(['Services-v2']);
    expect(filterFactors(all, '', { ...noFilters, nature: 'PHYSICAL' })).toHaveLength(3);
    expect(names(filterFactors(all, '', { ...noFilters, family: 'Energy' }))).toEqual(['electricity.FR']);
    expect(names(filterFactors(all, '', { ...noFilters, source: 'Ember' }))).toEqual(['electricity.FR']);
    expect(names(filterFactors(all, '', { ...noFilters, versioned: 'yes' }))).toEqual(['Services-v2']);
    expect(filterFactors(all, '', { ...noFilters, versioned: 'no' })).toHaveLength(3);
    expect(names(filterFactors(all, 'gazole', { ...noFilters, family: 'Energy' }))).toEqual([]);
  });

  it('tells whether any filter is set, and offers the values in use', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, source: 'Ember' })).toBe(true);
    expect(filterChoices(all)).toEqual({ families: ['Energy', 'Transport'], sources: ['ADEME', 'Cairn', 'Ember'], unitUuids: [kwh, eur] });
  });
});

describe('sortFactors', () => {
  // Edited: b last, A first, c and aa at the same instant.
  const b = factor({ name: 'b', updatedAt: '2025-03-01T10:00:00.000Z' });
  const a = factor({ name: 'A', updatedAt: '2023-06-01T08:00:00.000Z' });
  const c = factor({ name: 'c', updatedAt: '2024-01-15T12:00:00.000Z' });
  const aa = factor({ name: 'aa', updatedAt: '2024-01-15T12:00:00.000Z' });

  it('sorts by name by default, and reversed, case aside', () => {
    expect(names(sortFactors([b, aa, c, a], 'default'))).toEqual(['A', 'aa', 'b', 'c']);
    expect(names(sortFactors([b, aa, c, a], 'reversed'))).toEqual(['c', 'b', 'aa', 'A']);
  });

  it('sorts by last edit either way, factors edited at the same instant by name', () => {
    expect(names(sortFactors([a, aa, c, b], 'latestEdit'))).toEqual(['b', 'aa', 'c', 'A']);
    expect(names(sortFactors([c, b, aa, a], 'oldestEdit'))).toEqual(['A', 'aa', 'c', 'b']);
  });

  it('compares edit instants, not their text (a time zone offset)', () => {
    const later = factor({ name: 'later', updatedAt: '2024-01-15T13:30:00+01:00' });
    expect(names(sortFactors([later, c], 'latestEdit'))).toEqual(['later', 'c']);
  });

  it('keeps the sort inside each group once grouped', () => {
    const grid = factor({ name: 'grid', family: 'Energy', group: 'Grid', updatedAt: '2026-01-01T00:00:00.000Z' });
    const families = groupFactors(sortFactors([a, grid, b, c], 'latestEdit'));
    expect(families.map((family) => [family.family, names(family.groups.flatMap((group) => group.factors))])).toEqual([
      ['Energy', ['grid']],
      ['Transport', ['b', 'c', 'A']],
    ]);
  });

  it('leaves its input alone', () => {
    const input = [b, a];
    sortFactors(input, 'default');
    expect(input).toEqual([b, a]);
  });
});

describe('groupFactors', () => {
  it('groups by family then group, alphabetically, ungrouped last, keeping the sort inside a group', () => {
    const list = [
      factor({ name: 'z', family: 'Transport', group: 'Road' }),
      factor({ name: 'y', family: 'Energy', group: null }),
      factor({ name: 'x', family: 'Transport', group: 'Air' }),
      factor({ name: 'w', family: 'Energy', group: 'Grid' }),
      factor({ name: 'v', family: 'Transport', group: 'Road' }),
    ];
    const grouped = groupFactors(list);
    expect(grouped.map((family) => [family.family, family.count, family.groups.map((group) => [group.group, names(group.factors)])])).toEqual([
      ['Energy', 2, [['Grid', ['w']], [null, ['y']]]],
      ['Transport', 3, [['Air', ['x']], ['Road', ['z', 'v']]]],
    ]);
    expect(new Set(grouped.flatMap((family) => family.groups.map((group) => group.key))).size).toBe(4);
  });
});
