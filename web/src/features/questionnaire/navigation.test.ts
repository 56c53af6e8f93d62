import type { Question } from '@cairn/shared/questionnaires/model';
import { sections } from '@cairn/shared/questionnaires/progress';
import { testUuid } from '@cairn/shared/questionnaires/testColumns';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/browserStorage.ts';
import { nextPlace, placeOfSearch, placesInOrder, rememberedPlace, rememberPlace, searchOf, type Place } from './navigation.ts';

const question = (n: number, category: string | null, subcategory: string | null): Question => ({
  uuid: testUuid(n),
  name: `q${n}`,
  type: 'TEXT',
  labelEn: `Question ${n}`,
  labelFr: null,
  unit: null,
  impactedScopes: [],
  important: false,
  oneLine: false,
  allowFiles: false,
  adminOnly: false,
  category,
  subcategory,
  hintEn: null,
  hintFr: null,
  faq: [],
  columns: [],
});

// Energy: Buildings, then its 'others'; Transport: one 'others'; the uncategorised last.
const categories = sections(
  [question(1, 'Energy', 'Buildings'), question(2, 'Transport', null), question(3, 'Energy', null), question(4, null, null)],
  { answers: new Map() },
  { audience: 'client', numbering: true, othersLabel: 'Others' },
);
const sub = (category: number, subcategory: number): Place => ({ kind: 'subcategory', category, subcategory });

describe('navigation order', () => {
  it('goes Instructions, each subcategory in order, then Validation while open', () => {
    const order = placesInOrder(categories, true);
    expect(order).toEqual([{ kind: 'instructions' }, sub(0, 0), sub(0, 1), sub(1, 0), sub(2, 0), { kind: 'validation' }]);
    expect(nextPlace(order, { kind: 'instructions' })).toEqual(sub(0, 0));
    expect(nextPlace(order, sub(0, 1))).toEqual(sub(1, 0));
    expect(nextPlace(order, sub(2, 0))).toEqual({ kind: 'validation' });
    expect(nextPlace(order, { kind: 'validation' })).toBeNull();
  });

  it('has no Validation when read-only: the last subcategory is the end', () => {
    const order = placesInOrder(categories, false);
    expect(order.at(-1)).toEqual(sub(2, 0));
    expect(nextPlace(order, sub(2, 0))).toBeNull();
    expect(placeOfSearch({ section: 'validation' }, order)).toBeNull();
  });

  it('reads and writes the address, a category alone opening its first subcategory', () => {
    const order = placesInOrder(categories, true);
    expect(placeOfSearch({ section: 1, subcategory: 2 }, order)).toEqual(sub(0, 1));
    expect(placeOfSearch({ section: 2 }, order)).toEqual(sub(1, 0));
    expect(placeOfSearch({ section: 9 }, order)).toBeNull();
    expect(placeOfSearch({ section: 1, subcategory: 5 }, order)).toBeNull();
    expect(placeOfSearch({ section: 0 }, order)).toBeNull();
    expect(placeOfSearch({}, order)).toBeNull();
    expect(searchOf(sub(0, 1))).toEqual({ section: 1, subcategory: 2 });
    expect(searchOf({ kind: 'instructions' })).toEqual({ section: 'instructions', subcategory: undefined });
  });

  it('remembers the last place per questionnaire', () => {
    const storage = memoryStorage();
    expect(rememberedPlace(storage, 'a')).toEqual({});
    rememberPlace(storage, 'a', sub(1, 0));
    rememberPlace(storage, 'b', { kind: 'validation' });
    expect(rememberedPlace(storage, 'a')).toEqual({ section: 2, subcategory: 1 });
    expect(rememberedPlace(storage, 'b')).toEqual({ section: 'validation' });
    expect(rememberedPlace(null, 'a')).toEqual({});
  });
});
