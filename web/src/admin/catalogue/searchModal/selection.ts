import { foldedIncludes } from '@cairn/shared/text';
import { sortFactors, type ListedFactor } from '../factorList/factorList.ts';
import type { ListedHypothesis } from '../hypotheses/hypothesisModel.ts';

/*
 * The pure logic of the catalogue search modal: which rows to show, which one has the focus,
 * what is selected across searches, and how the chosen entries are written into a script.
 */

export type SearchKind = 'emissionFactor' | 'hypothesis';
export type { ListedHypothesis };
/** A semantic result is a listed factor with its score. */
export type FoundFactor = ListedFactor & { score?: number };
export type ItemOf<K extends SearchKind> = K extends 'emissionFactor' ? FoundFactor : ListedHypothesis;
export type SearchItem = FoundFactor | ListedHypothesis;

/** Rows the modal renders at most: thousands of factors stay smooth, and a longer list is refined by searching. */
export const maxRows = 100;

interface Named {
  uuid: string;
  name: string;
  clientNameEn: string | null;
  clientNameFr: string | null;
}

/** Whether the search (case and accents ignored) is in the name or a client name; a blank search matches all. */
export function matchesText(item: Named, search: string): boolean {
  return foldedIncludes([item.name, item.clientNameEn, item.clientNameFr], search);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Exact mode: the entries whose names hold the search, by name, without those left out (the factor being edited). */
export function exactFactorResults(factors: readonly ListedFactor[], search: string, excluded: readonly string[] = []): ListedFactor[] {
  return sortFactors(
    factors.filter((factor) => !excluded.includes(factor.uuid) && matchesText(factor, search)),
    'default',
  );
}

export function exactHypothesisResults(hypotheses: readonly ListedHypothesis[], search: string): ListedHypothesis[] {
  return hypotheses.filter((hypothesis) => matchesText(hypothesis, search)).sort((a, b) => collator.compare(a.name, b.name));
}

/** The first `max` rows, and how many more the search found. */
export function capRows<T>(results: readonly T[], max = maxRows): { rows: T[]; hidden: number } {
  return { rows: results.slice(0, max), hidden: Math.max(0, results.length - max) };
}

/** The focused row: the one last focused while it is still shown, else the first; -1 without rows. */
export function activeIndexOf(rows: readonly { uuid: string }[], activeUuid: string | null): number {
  const index = activeUuid === null ? -1 : rows.findIndex((row) => row.uuid === activeUuid);
  return index >= 0 ? index : rows.length > 0 ? 0 : -1;
}

/** The row an arrow key moves to, staying within the list; -1 above the first row (back to the search box). */
export function movedIndex(index: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (index + delta < 0) return -1;
  return Math.min(index + delta, count - 1);
}

/** Adds or removes an entry, keeping the order in which entries were chosen. */
export function toggled(selection: readonly string[], uuid: string): string[] {
  return selection.includes(uuid) ? selection.filter((selected) => selected !== uuid) : [...selection, uuid];
}

/** Remembers the entries seen, so a selection made in an earlier search can still be applied. */
export function remembered<T extends { uuid: string }>(known: ReadonlyMap<string, T>, items: readonly T[]): ReadonlyMap<string, T> {
  if (items.every((item) => known.get(item.uuid) === item)) return known;
  const next = new Map(known);
  for (const item of items) next.set(item.uuid, item);
  return next;
}

/** The selected entries in the order they were chosen; those never seen are left out. */
export function selectedItems<T>(selection: readonly string[], known: ReadonlyMap<string, T>): T[] {
  return selection.flatMap((uuid) => {
    const item = known.get(uuid);
    return item === undefined ? [] : [item];
  });
}

/** How a script reads an entry: `ef["name"]`, `efc["name"]` for a combination, `hyp["name"]`. */
export function scriptReference(kind: SearchKind, item: { name: string; type?: ListedFactor['type'] }): string {
  const prefix = kind === 'hypothesis' ? 'hyp' : item.type === 'COMBINATION' ? 'efc' : 'ef';
  return `${prefix}[${JSON.stringify(item.name)}]`;
}

export function scriptReferences(kind: SearchKind, items: readonly { name: string; type?: ListedFactor['type'] }[]): string {
  return items.map((item) => scriptReference(kind, item)).join(' + ');
}

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Puts `text` in place of the script's selected text, or at the end without a cursor, with a
 * space on each side where it would otherwise touch a neighbouring word; returns the new
 * script and where the cursor goes after the inserted text.
 */
export function insertedIntoScript(script: string, text: string, cursor: TextRange | null): { script: string; cursor: number } {
  const start = Math.min(Math.max(cursor?.start ?? script.length, 0), script.length);
  const end = Math.min(Math.max(cursor?.end ?? start, start), script.length);
  const before = script.slice(0, start);
  const after = script.slice(end);
  const spaceBefore = before !== '' && !/[\s(]$/.test(before) ? ' ' : '';
  const spaceAfter = after !== '' && !/^[\s),]/.test(after) ? ' ' : '';
  const inserted = `${spaceBefore}${text}${spaceAfter}`;
  return { script: `${before}${inserted}${after}`, cursor: before.length + spaceBefore.length + text.length };
}
