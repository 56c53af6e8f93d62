import type { ReportEntry } from '../../schemas/report.ts';
import { foldText } from '../../text/fold.ts';
import { categoryOf, type CategoryView } from './rollup.ts';

/*
 * Year-over-year split of a change in emissions. Entries of the two reports are matched by a key;
 * a matched pair with activity a and implied factor f = value / a (value = a × f) splits its
 * change v1 − v0 symmetrically (no order of the two effects is favoured):
 *   activity effect        = (a1 − a0) × (f0 + f1) / 2
 *   emission-factor effect = (f1 − f0) × (a0 + a1) / 2
 * which add up to a1 f1 − a0 f0 = v1 − v0 exactly. The factor effect is computed as
 * (v1 − v0) − activity effect (the same number algebraically), so floating-point rounding cannot
 * open a gap in the sum. A pair without activity data on either side, or with activity 0, or with
 * different activity units under a custom key, puts its whole change in the activity effect.
 * Entries found in one report only (added or removed) make the scope/method effect.
 * Pass the entries each report counts (see `countedEntries`): the split does not filter them.
 */

export type ComparisonEntry = Pick<
  ReportEntry,
  'label' | 'value' | 'scope' | 'operationalCategory' | 'ghgCategory' | 'begesCategory' | 'activityData'
>;

export interface ChangeSplit {
  /** kgCO2e of the base report. */
  readonly base: number;
  readonly activity: number;
  readonly emissionFactor: number;
  /** Entries added or removed: perimeter or method changes. */
  readonly scope: number;
  /** kgCO2e of the new report; base + activity + emissionFactor + scope. */
  readonly new: number;
}

export interface CategoryChange extends ChangeSplit {
  readonly category: string;
}

export interface ChangeDecomposition {
  readonly total: ChangeSplit;
  /** Categories in order of first appearance (base report, then new); entries without a category in the view count only in `total`. */
  readonly byCategory: readonly CategoryChange[];
}

/** Lower case, accents removed, spaces collapsed: 'Électricité  réseau ' matches 'electricite reseau'. */
export function normaliseLabel(label: string): string {
  return foldText(label).replace(/\s+/g, ' ').trim();
}

/** The default matching key: GHG category, normalised label and activity unit. */
export function defaultChangeKey(entry: ComparisonEntry): string {
  return JSON.stringify([entry.ghgCategory, normaliseLabel(entry.label), entry.activityData?.unit.labelEn ?? null]);
}

interface Group {
  category: string | null;
  value: number;
  /** Summed activity; null when an entry of the group has none or units differ. */
  activity: number | null;
  unit: string | null;
}

function groupEntries(
  entries: readonly ComparisonEntry[],
  keyOf: (entry: ComparisonEntry) => string,
  view: CategoryView,
): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    const category = categoryOf(entry, view);
    const key = JSON.stringify([category, keyOf(entry)]);
    const activity = entry.activityData?.value ?? null;
    const unit = entry.activityData?.unit.labelEn ?? null;
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, { category, value: entry.value, activity, unit });
    } else {
      group.value += entry.value;
      group.activity =
        group.activity === null || activity === null || group.unit !== unit ? null : group.activity + activity;
    }
  }
  return groups;
}

interface MutableSplit {
  base: number;
  activity: number;
  emissionFactor: number;
  scope: number;
  new: number;
}

const emptySplit = (): MutableSplit => ({ base: 0, activity: 0, emissionFactor: 0, scope: 0, new: 0 });

/** The activity and emission-factor effects of one matched pair (see the header). */
export function splitPair(
  base: { readonly value: number; readonly activity: number | null },
  next: { readonly value: number; readonly activity: number | null },
): { activity: number; emissionFactor: number } {
  const change = next.value - base.value;
  const a0 = base.activity;
  const a1 = next.activity;
  if (a0 === null || a1 === null || a0 === 0 || a1 === 0) return { activity: change, emissionFactor: 0 };
  const f0 = base.value / a0;
  const f1 = next.value / a1;
  const activity = ((a1 - a0) * (f0 + f1)) / 2;
  return { activity, emissionFactor: change - activity };
}

/** Splits the change from `baseEntries` to `newEntries`, per category of `view` and in total. */
export function decomposeChange(
  baseEntries: readonly ComparisonEntry[],
  newEntries: readonly ComparisonEntry[],
  keyOf: (entry: ComparisonEntry) => string = defaultChangeKey,
  view: CategoryView = 'GHG',
): ChangeDecomposition {
  const before = groupEntries(baseEntries, keyOf, view);
  const after = groupEntries(newEntries, keyOf, view);
  const total = emptySplit();
  const byCategory = new Map<string, MutableSplit>();

  const add = (category: string | null, part: Partial<MutableSplit>): void => {
    const targets = [total];
    if (category !== null) {
      let row = byCategory.get(category);
      if (row === undefined) byCategory.set(category, (row = emptySplit()));
      targets.push(row);
    }
    for (const target of targets) {
      for (const [name, amount] of Object.entries(part) as [keyof MutableSplit, number][]) target[name] += amount;
    }
  };

  for (const [key, base] of before) {
    const next = after.get(key);
    if (next === undefined) {
      add(base.category, { base: base.value, scope: -base.value });
      continue;
    }
    const sameUnit = base.unit === next.unit;
    const effects = splitPair(
      { value: base.value, activity: sameUnit ? base.activity : null },
      { value: next.value, activity: sameUnit ? next.activity : null },
    );
    add(base.category, { base: base.value, new: next.value, ...effects });
  }
  for (const [key, next] of after) {
    if (!before.has(key)) add(next.category, { new: next.value, scope: next.value });
  }

  return {
    total,
    byCategory: [...byCategory].map(([category, split]) => ({ category, ...split })),
  };
}

/** Change from `previous` to `last` in percent of `previous`, 2 decimals (negative = decrease); null from 0. */
export function variationPercent(previous: number, last: number): number | null {
  if (previous === 0 || !Number.isFinite(previous) || !Number.isFinite(last)) return null;
  const rounded = Math.round(((last - previous) / Math.abs(previous)) * 100 * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}
