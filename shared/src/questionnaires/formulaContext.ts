import { evaluate, type AnswerMap, type AnswerValue, type EvaluationResult, type Formula, type FormulaContext } from '../calc/formula/index.ts';
import type { Answer, Column, Question, TableLine } from './model.ts';

/*
 * Answers as the formula engine reads them (spec 1 section 5: `q`, `c`; `row`, `n`, `l` inside a
 * table), and a formula template's evaluation over its question's answer: once for the whole
 * answer, or line by line when the script reads `row`, each result with the cells it read.
 *
 * Values: a TEXT answer is its text, a NUMERIC one its number, a FILE one the count of its
 * files; a blank answer is null, which a formula reading it reports as 'No answer for question'
 * (or 'No answer for column' for a cell). A table is its list of lines, each a record by column
 * name: numbers for NUMERIC and both DISTANCE columns, texts for TEXT and EMISSION_FACTOR (the
 * factor's name), and for SELECT the chosen option's English label, the words a consultant
 * writes in a script (`row.mode == "Car"`).
 */

function cellValue(column: Column, line: TableLine): AnswerValue {
  const cell = line.cells.find((candidate) => candidate.columnUuid === column.uuid);
  if (!cell) return null;
  switch (column.type) {
    case 'NUMERIC':
    case 'DISTANCE':
    case 'DISTANCE_KMS':
      return cell.valueNumber;
    case 'SELECT':
      return column.options.find((option) => option.uuid === cell.valueOptionUuid)?.labelEn ?? null;
    case 'TEXT':
    case 'EMISSION_FACTOR':
      return cell.valueText === null || cell.valueText.trim() === '' ? null : cell.valueText.trim();
  }
}

/** A table answer's lines as records by column name; none for a question that is not a table. */
export function linesOf(question: Question, answer: Answer | undefined): AnswerMap[] {
  if (question.type !== 'TABLE' || !answer?.valueTable) return [];
  return answer.valueTable.map((line) => Object.fromEntries(question.columns.map((column) => [column.name, cellValue(column, line)])));
}

/** One question's answer as `q.<name>` reads it. */
export function answerValue(question: Question, answer: Answer | undefined): AnswerValue {
  switch (question.type) {
    case 'TEXT':
      return answer?.valueText && answer.valueText.trim() !== '' ? answer.valueText.trim() : null;
    case 'NUMERIC':
      return answer?.valueNumber ?? null;
    case 'FILE':
      return answer && answer.files.length > 0 ? answer.files.length : null;
    case 'TABLE':
      return answer?.valueTable ? linesOf(question, answer) : null;
  }
}

/** Every question's answer by the question's name: the `q` of a questionnaire's formulas. */
export function questionnaireAnswers(questions: readonly Question[], answers: ReadonlyMap<string, Answer>): AnswerMap {
  return Object.fromEntries(questions.map((question) => [question.name, answerValue(question, answers.get(question.uuid))]));
}

/** One evaluation of a template over its question's answer, with the cells it read. */
export interface AnswerEvaluation<R = EvaluationResult> {
  result: R;
  /** The line computed, or null for an evaluation over the whole answer. */
  usedLines: number[] | null;
  /** The columns the script reads (by `row`, `l` or `c`), in the script's order; null when it reads none. */
  usedColumns: string[] | null;
  /** The activity data of the cells read: see `activityOf`. */
  activity: { value: number; unit: string | null } | null;
}

/** The column names a script reads by `row`, `l` and `c`. */
function columnsRead(formula: Formula): string[] {
  const names = formula.references
    .filter((reference) => reference.prefix === 'row' || reference.prefix === 'l' || reference.prefix === 'c')
    .map((reference) => String(reference.path[0]));
  return [...new Set(names)];
}

/**
 * How an evaluation's activity data is read (see `activityOf`): the question's number, the one
 * quantity column a table script reads, or nothing. Found once per script and question.
 */
type ActivitySource = { kind: 'number'; unit: string | null } | { kind: 'column'; name: string; unit: string | null } | null;

/**
 * The activity data of what an evaluation read, when it is one quantity: the question's number
 * (in the question's unit) for a NUMERIC question; for a table, the one NUMERIC or distance
 * column it read, summed over the lines it read (in the column's unit, kilometres for a
 * distance). Anything else (texts, two quantities, no quantity) has none: adding litres to
 * kilometres would be no activity at all.
 */
function activitySourceOf(question: Question, columns: readonly string[]): ActivitySource {
  if (question.type === 'NUMERIC') return { kind: 'number', unit: question.unit };
  if (question.type !== 'TABLE') return null;
  const quantities = question.columns.filter((column) => columns.includes(column.name) && (column.type === 'NUMERIC' || column.type === 'DISTANCE' || column.type === 'DISTANCE_KMS'));
  if (quantities.length !== 1) return null;
  const column = quantities[0]!;
  return { kind: 'column', name: column.name, unit: column.type === 'NUMERIC' ? column.unit : 'km' };
}

function activityOf(source: ActivitySource, answer: Answer | undefined, lines: readonly AnswerMap[], linesRead: Iterable<number>): AnswerEvaluation['activity'] {
  if (source === null) return null;
  if (source.kind === 'number') return typeof answer?.valueNumber === 'number' ? { value: answer.valueNumber, unit: source.unit } : null;
  let total = 0;
  let found = false;
  for (const index of linesRead) {
    const value = lines[index]?.[source.name];
    if (typeof value === 'number') {
      total += value;
      found = true;
    }
  }
  return found ? { value: total, unit: source.unit } : null;
}

/** What one evaluation over an answer adds to the context: the line (`c`) and the lines (`table`) inside a table. */
export type LineContext = Pick<FormulaContext, 'c' | 'table'>;

/** Whether a script is computed line by line: it reads the line's cells (`row` or `c`). */
export const readsLines = (formula: Formula): boolean => formula.references.some((reference) => reference.prefix === 'row' || reference.prefix === 'c');

/**
 * Runs a template's parsed script over its question's answer with `run`, which adds the rest of
 * the context (`ef`, `hyp`, `efc`, `q`): a script that reads `row` or `c` (both the line's cells)
 * once for each line, any other once, with the whole table (`l`, `n`) for a table question.
 * `lines` are the answer's lines as `linesOf` reads them, read once for the many templates of one
 * question. The report's computation runs it with the catalogue (`answersEvaluator`).
 */
export function overAnswer<R>(
  formula: Formula,
  question: Question,
  answer: Answer | undefined,
  run: (context: LineContext) => R,
  lines: readonly AnswerMap[] = linesOf(question, answer),
): AnswerEvaluation<R>[] {
  const columns = columnsRead(formula);
  const usedColumns = columns.length > 0 ? columns : null;
  const source = activitySourceOf(question, columns);
  if (question.type !== 'TABLE') {
    return [{ result: run({}), usedLines: null, usedColumns, activity: activityOf(source, answer, [], []) }];
  }
  if (!readsLines(formula)) {
    return [{ result: run({ table: { lines } }), usedLines: null, usedColumns, activity: activityOf(source, answer, lines, lines.keys()) }];
  }
  return lines.map((line, rowIndex) => ({
    result: run({ c: line, table: { lines, rowIndex } }),
    usedLines: [rowIndex],
    usedColumns,
    activity: activityOf(source, answer, lines, [rowIndex]),
  }));
}

/** `overAnswer` with a fixed context `base` (factors as plain values, no catalogue). */
export function evaluateOverAnswer(
  formula: Formula,
  question: Question,
  answer: Answer | undefined,
  base: FormulaContext,
  lines: readonly AnswerMap[] = linesOf(question, answer),
): AnswerEvaluation[] {
  return overAnswer(formula, question, answer, (context) => evaluate(formula, { ...base, ...context }), lines);
}
