import type { CategorySection } from '@cairn/shared/questionnaires/progress';
import { readItem, writeItem, type StorageLike } from '../../lib/browserStorage.ts';

/*
 * Where the questionnaire page is (spec 2 "Questionnaire (client)" left navigation): the
 * Instructions, one subcategory of a category, or the Validation section, which a read-only
 * questionnaire does not have. The address says it as `?section=2&subcategory=1` (positions from
 * 1, as the numbering shows them) or `?section=instructions|validation`; the last place visited
 * is remembered on this browser, per questionnaire, for the next visit.
 */

export type Place = { kind: 'instructions' } | { kind: 'validation' } | { kind: 'subcategory'; category: number; subcategory: number };

/** The address's `section` and `subcategory`, as routeSearch.ts reads them. */
export interface PlaceSearch {
  section?: number | 'instructions' | 'validation';
  subcategory?: number;
}

/** Every place in the navigation's order: Instructions, each category's subcategories, Validation when open. */
export function placesInOrder(categories: readonly CategorySection[], canAnswer: boolean): Place[] {
  const subcategories = categories.flatMap((category, categoryIndex) =>
    category.subcategories.map((_, subcategoryIndex): Place => ({ kind: 'subcategory', category: categoryIndex, subcategory: subcategoryIndex })),
  );
  return [{ kind: 'instructions' }, ...subcategories, ...(canAnswer ? [{ kind: 'validation' } as const] : [])];
}

export function samePlace(a: Place, b: Place): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== 'subcategory' || (b.kind === 'subcategory' && a.category === b.category && a.subcategory === b.subcategory);
}

/** The place after `current` ('Next'), or null at the end. */
export function nextPlace(order: readonly Place[], current: Place): Place | null {
  const index = order.findIndex((place) => samePlace(place, current));
  return index === -1 ? null : (order[index + 1] ?? null);
}

/** A place as the address says it. */
export function searchOf(place: Place): Required<Pick<PlaceSearch, 'section'>> & Pick<PlaceSearch, 'subcategory'> {
  if (place.kind !== 'subcategory') return { section: place.kind, subcategory: undefined };
  return { section: place.category + 1, subcategory: place.subcategory + 1 };
}

/**
 * The place the address names, when the questionnaire has it: a category alone opens its first
 * subcategory; Validation of a read-only questionnaire, an unknown category or subcategory, or
 * nothing, give null (the caller then opens the remembered place or the Instructions).
 */
export function placeOfSearch(search: PlaceSearch, order: readonly Place[]): Place | null {
  const { section, subcategory } = search;
  if (section === undefined) return null;
  const wanted: Place = typeof section === 'number' ? { kind: 'subcategory', category: section - 1, subcategory: (subcategory ?? 1) - 1 } : { kind: section };
  return order.find((place) => samePlace(place, wanted)) ?? null;
}

const storageKey = (questionnaireUuid: string) => `cairn.questionnaire.${questionnaireUuid}.place`;

/** The place last visited on this browser, as an address would say it. */
export function rememberedPlace(storage: StorageLike | null, questionnaireUuid: string): PlaceSearch {
  const stored = readItem(storage, storageKey(questionnaireUuid));
  if (!stored) return {};
  const [section = '', subcategory] = stored.split(':');
  if (section === 'instructions' || section === 'validation') return { section };
  return /^\d+$/.test(section) ? { section: Number(section), subcategory: subcategory ? Number(subcategory) : undefined } : {};
}

export function rememberPlace(storage: StorageLike | null, questionnaireUuid: string, place: Place): void {
  const { section, subcategory } = searchOf(place);
  writeItem(storage, storageKey(questionnaireUuid), subcategory === undefined ? String(section) : `${section}:${subcategory}`);
}
