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

/** A combination's lines and columns, each once and sorted; null for all of them. */
interface Combination {
  lines: readonly number[] | null;
  columns: readonly string[] | null;
  largest: number | null;
}

/** The items of a list once each, sorted: most lists here have one item, and are kept as they are. */
function sortedOnce<T>(items: readonly T[], compare: (a: T, b: T) => number): readonly T[] {
  return items.length < 2 ? items : [...new Set(items)].sort(compare);
}

const byNumber = (a: number, b: number) => a - b;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Keys of a combination's columns and lines, apart: most entries read one line, keyed by its
 * number with no text built, and few distinct sets of columns (a column name may hold any
 * character, so a set of several is quoted).
 */
const columnsKeyOf = (columns: readonly string[] | null): string => (columns === null ? '*' : columns.length === 1 ? `=${columns[0]}` : JSON.stringify(columns));
const linesKeyOf = (lines: readonly number[] | null): number | string => (lines === null ? '*' : lines.length === 1 ? lines[0]! : lines.join(','));

/** Whether two sorted lists (null: everything) have an item in common; an empty list meets nothing. */
function meet<T>(a: readonly T[] | null, b: readonly T[] | null): boolean {
  if (a === null) return b === null || b.length > 0;
  if (b === null) return a.length > 0;
  // Both sorted by the same order: one walk along the two.
  const compare = (typeof a[0] === 'number' ? byNumber : byText) as (x: T, y: T) => number;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const order = compare(a[i]!, b[j]!);
    if (order === 0) return true;
    if (order < 0) i += 1;
    else j += 1;
  }
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
  const combinations = new Map<string, Map<number | string, Combination>>();
  const distinct: Combination[] = [];
  for (const entry of entries) {
    const lines = entry.usedLines === null ? null : sortedOnce(entry.usedLines, byNumber);
    const columns = entry.usedColumns === null ? null : sortedOnce(entry.usedColumns, byText);
    const columnsKey = columnsKeyOf(columns);
    let byLines = combinations.get(columnsKey);
    if (!byLines) combinations.set(columnsKey, (byLines = new Map()));
    const linesKey = linesKeyOf(lines);
    const found = byLines.get(linesKey);
    if (found) {
      if (entry.value !== null && (found.largest === null || entry.value > found.largest)) found.largest = entry.value;
      continue;
    }
    const combination = { lines, columns, largest: entry.value };
    byLines.set(linesKey, combination);
    distinct.push(combination);
  }
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
