/*
 * The activity data of a question (spec 2 section 9: "Activity-data aggregation: sums per
 * question of the maximum value per line and column combination; null if combinations
 * overlap").
 *
 * Each entry computed from a question records the cells it read: its lines (null for a question
 * that is not a table, or a formula over the whole table) and its columns, its "combination", and
 * its activity data (litres, kWh…). Entries with the same combination read the same data: the CO2
 * and the CH4 of one fuel line, say. Their activity is one quantity, counted once, as the largest
 * of their values. Different combinations are different quantities and add up, unless two of
 * them share a cell: the same litres would then count twice, and the question's activity data is
 * null (unknown) rather than wrong.
 */

/** The cells an entry read from its question, and the activity data it carries. */
export interface EntryActivity {
  questionUuid: string;
  /** Line indexes read; null when the entry reads the whole answer (not a table, or every line). */
  usedLines: readonly number[] | null;
  /** Column names read; null when the answer has no columns, or every column was read. */
  usedColumns: readonly string[] | null;
  /** The entry's activity data, null when it has none. */
  value: number | null;
}

interface Combination {
  lines: ReadonlySet<number> | null;
  columns: ReadonlySet<string> | null;
  largest: number | null;
}

const keyOf = (entry: EntryActivity): string =>
  JSON.stringify([entry.usedLines === null ? null : [...new Set(entry.usedLines)].sort((a, b) => a - b), entry.usedColumns === null ? null : [...new Set(entry.usedColumns)].sort()]);

/** Whether two sets (null: everything) have an element in common; an empty set meets nothing. */
function meet<T>(a: ReadonlySet<T> | null, b: ReadonlySet<T> | null): boolean {
  if (a === null) return b === null || b.size > 0;
  if (b === null) return a.size > 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const item of small) if (large.has(item)) return true;
  return false;
}

/** Two different combinations overlap when they share a cell: a line and a column both. */
const overlap = (a: Combination, b: Combination): boolean => meet(a.lines, b.lines) && meet(a.columns, b.columns);

/**
 * Whether two of the combinations share a cell. Only combinations that share a line can: each is
 * compared with those listed under its own lines (and with those that read every line), so a
 * table computed line by line costs its lines times the entries per line, not its entries squared.
 */
function anyOverlap(combinations: readonly Combination[]): boolean {
  const everyLine = combinations.filter((combination) => combination.lines === null);
  for (const [index, whole] of everyLine.entries()) {
    for (const other of combinations) if (other !== whole && (other.lines !== null || everyLine.indexOf(other) > index) && overlap(whole, other)) return true;
  }
  const byLine = new Map<number, Combination[]>();
  for (const combination of combinations) {
    for (const line of combination.lines ?? []) {
      const onLine = byLine.get(line) ?? [];
      for (const other of onLine) if (meet(combination.columns, other.columns)) return true;
      onLine.push(combination);
      byLine.set(line, onLine);
    }
  }
  return false;
}

/**
 * The activity data of one question from the entries computed from it: the sum, over their
 * distinct combinations, of each combination's largest value; null when two combinations
 * overlap, or when no entry carries a value.
 */
export function questionActivity(entries: readonly EntryActivity[]): number | null {
  const combinations = new Map<string, Combination>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const found = combinations.get(key);
    if (found) {
      if (entry.value !== null && (found.largest === null || entry.value > found.largest)) found.largest = entry.value;
      continue;
    }
    combinations.set(key, {
      lines: entry.usedLines === null ? null : new Set(entry.usedLines),
      columns: entry.usedColumns === null ? null : new Set(entry.usedColumns),
      largest: entry.value,
    });
  }
  const distinct = [...combinations.values()];
  if (anyOverlap(distinct)) return null;
  const values = distinct.map((combination) => combination.largest).filter((value): value is number => value !== null);
  return values.length === 0 ? null : values.reduce((total, value) => total + value, 0);
}

/** The activity data of every question the entries were computed from, by question. */
export function activityByQuestion(entries: readonly EntryActivity[]): Map<string, number | null> {
  const byQuestion = new Map<string, EntryActivity[]>();
  for (const entry of entries) {
    const list = byQuestion.get(entry.questionUuid);
    if (list) list.push(entry);
    else byQuestion.set(entry.questionUuid, [entry]);
  }
  return new Map([...byQuestion].map(([questionUuid, list]) => [questionUuid, questionActivity(list)]));
}
