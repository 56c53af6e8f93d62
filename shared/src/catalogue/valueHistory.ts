/**
 * Value histories of emission factors and hypotheses (spec 2 sections 3 and 5).
 *
 * A history is a list of entries, each valid up to and including its `until` year; exactly one
 * entry is open (`until: null`) and holds the current value, which also applies to every year
 * after the last closed entry. The functions here take any entry shape with an `until`, so the
 * value, its source and its version travel together to whoever explains a figure.
 */

/** An entry of any value history: only `until` matters to the rules below. */
export interface DatedEntry {
  until: number | null;
}

/**
 * Where the open entry sorts among years. The spec gives it the year 3000 so that a plain
 * "year descending" order puts it first; no real `until` reaches it (years are 20xx).
 */
export const openEntrySortYear = 3000;

const sortYear = (entry: DatedEntry) => entry.until ?? openEntrySortYear;

/**
 * The display and storage order of spec 2 section 5: the open entry first, then by `until`
 * descending. Returns a new array; entries with the same `until` keep their order.
 *
 * @example sortValues([{ until: 2019 }, { until: null }, { until: 2022 }])
 *          // [{ until: null }, { until: 2022 }, { until: 2019 }]
 */
export function sortValues<T extends DatedEntry>(values: readonly T[]): T[] {
  return [...values].sort((a, b) => sortYear(b) - sortYear(a));
}

/**
 * The entry that applies to `year`.
 *
 * Rule: an entry with `until: Y` covers the years up to and including Y that no entry with a
 * smaller `until` already covers; the open entry covers every year after the largest `until`.
 * So the chosen entry is the one with the smallest `until` that is ≥ `year`, and when no
 * `until` reaches `year`, the open entry.
 *
 * With `until 2019 → 0.0571`, `until 2022 → 0.0599`, `open → 0.052`:
 * - 2015 and 2019 get 0.0571 (2019 is the smallest `until` ≥ the year; the first entry also
 *   covers every earlier year, since nothing older exists);
 * - 2020, 2021 and 2022 get 0.0599 (2022 is the smallest `until` ≥ the year);
 * - 2023 and later get 0.052 (no `until` reaches them: the open entry).
 *
 * Returns null only for a history that breaks the rules (no open entry and `year` after
 * every `until`, or no entry at all): the caller reports it rather than falling back.
 */
export function valueForYear<T extends DatedEntry>(values: readonly T[], year: number): T | null {
  let chosen: T | null = null;
  for (const entry of values) {
    if (entry.until === null || entry.until < year) continue;
    if (chosen === null || entry.until < (chosen.until as number)) chosen = entry;
  }
  return chosen ?? currentValue(values);
}

/** The current entry: the open one (`until: null`), or null if the history has none. */
export function currentValue<T extends DatedEntry>(values: readonly T[]): T | null {
  return values.find((entry) => entry.until === null) ?? null;
}
