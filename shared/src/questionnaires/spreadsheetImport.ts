import { textBounds } from '../constants.ts';
import { say, type Message } from '../errorMessages.ts';
import { questionnaireLimits, type Cell, type Column } from './model.ts';
import { isPercentUnit, percentInRange } from './distance.ts';
import { emptyCell, numberColumnTypes, optionOfLabel, textColumnTypes } from './paste.ts';

/*
 * The checks of a table question's spreadsheet import (spec 2 section 9 "Questionnaire"): only
 * .xlsx, at most 1,000 lines, an empty file refused; every cell checked ('This field is empty',
 * 'A number was expected', 'A string was expected', 'Authorized values are: ...', 'Column type
 * not recognized'), and a warning that the content does not seem to perfectly match the required
 * format when the columns do not line up or a cell has a problem. The caller reads the workbook
 * (SheetJS, a header row then one row per line) and hands the rows in; every problem comes back
 * at once, for the preview to show them all before anything is saved.
 */

/** A problem of one imported cell: `row` indexes the returned lines, `column` the table's columns. */
export interface CellIssue {
  row: number;
  column: number;
  message: Message;
}

export type ImportCheck =
  | { ok: false; problem: Message }
  | { ok: true; lines: Cell[][]; cellIssues: CellIssue[]; formatWarning: boolean };

/** Whether a file's name says it is an .xlsx workbook, the one type the import takes. */
export function isXlsxFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.xlsx');
}

/** The refusal of a file of another type, named as the user chose it. */
export function invalidFileTypeMessage(file: string): Message {
  return say('server.import.invalidFileType', { file });
}

export const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** How many cells a row really has: trailing blank cells are only the sheet's formatting. */
function filledLength(row: readonly unknown[]): number {
  let length = row.length;
  while (length > 0 && isBlank(row[length - 1])) length--;
  return length;
}

/**
 * A cell's value as a number, or undefined when it is none. A number cell is taken as it is; a
 * boolean counts as 1 or 0, as when pasted. A text cell holding a number is read with its spaces
 * (thousands separators) dropped, and a sign allowed as a number cell has one; a comma is refused
 * rather than stripped as a paste does, because in a text cell it may well be a French decimal
 * comma ('12,5'), and the import, unlike a paste, can point at the cell instead of storing 125.
 */
function importedNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/\s/g, '');
  // One greedy run each side of the dot: no backtracking blow-up on a long run of digits.
  if (!/^-?\d*(?:\.\d*)?$/.test(digits) || !/\d/.test(digits)) return undefined;
  const number = Number(digits);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A cell's value as a text, or undefined when it is none. A number in a text column is text
 * written with digits (a post code, a registration, a site numbered 12), not a mistake: it is
 * kept as its digits. A boolean is kept as the sheet shows it. Only a value of no spreadsheet
 * type (a date object a reader was asked for, say) is 'A string was expected'.
 */
function importedText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return undefined;
}

/** An option's label in the template's language; an option without a French label is shown in English. */
const labelIn = (language: 'en' | 'fr', option: Column['options'][number]) => (language === 'fr' ? (option.labelFr ?? option.labelEn) : option.labelEn);

/**
 * The cell a value makes in `column`, and its problem if it has one. A blank cell is 'This field
 * is empty' in every column but a TEXT one: a number, a chosen option, a distance or an emission
 * factor is what a line's emissions are computed from, where a free text is a description or a
 * comment that a line may go without.
 */
function importedCell(column: Column, value: unknown, authorizedValues: () => Message): { cell: Cell; issue: Message | null } {
  const cell = emptyCell(column);
  const known = numberColumnTypes.includes(column.type) || textColumnTypes.includes(column.type) || column.type === 'SELECT';
  if (!known) return { cell, issue: say('server.questionnaire.unknownColumnType') };
  if (isBlank(value)) return { cell, issue: column.type === 'TEXT' ? null : say('server.import.emptyField') };
  if (numberColumnTypes.includes(column.type)) {
    const number = importedNumber(value);
    if (number === undefined) return { cell, issue: say('validation.message.expectedNumber') };
    // The bounds a save checks (answers.ts), so the preview shows a cell the save would refuse.
    const problem = isPercentUnit(column.unit) ? percentInRange(number).problem : null;
    return problem ? { cell, issue: problem } : { cell: { ...cell, valueNumber: number }, issue: null };
  }
  const text = importedText(value);
  if (column.type === 'SELECT') {
    const option = text === undefined ? null : optionOfLabel(column.options, text);
    return option ? { cell: { ...cell, valueOptionUuid: option.uuid }, issue: null } : { cell, issue: authorizedValues() };
  }
  if (text === undefined) return { cell, issue: say('server.questionnaire.expectedString') };
  if (text.length > textBounds.text) return { cell, issue: say('validation.message.spreadsheetCellTooLong', { max: textBounds.text }) };
  return { cell: { ...cell, valueText: text }, issue: null };
}

/**
 * The lines an import's rows make in a table of `columns`, every cell checked. `rows[0]` is the
 * header of column labels (only counted: the template lays the columns out in the table's order,
 * and cells are read by position), the other rows are the lines; a row with no filled cell is
 * skipped, as a spreadsheet's blank rows are no lines. `language` is the template's, in which
 * a select column's authorized values are listed (either language's label is accepted).
 *
 * Refused whole with no line (the spec's empty-file message) or with more than
 * `questionnaireLimits.lines` lines (the spec's 1,000-line message; reading stops there);
 * otherwise `formatWarning` says that the header's columns are not the table's, that a row has
 * filled cells past the table's columns (they are left out), or that a cell has a problem.
 */
export function checkImportRows(rows: readonly (readonly unknown[])[], columns: readonly Column[], language: 'en' | 'fr'): ImportCheck {
  const dataRows: (readonly unknown[])[] = [];
  for (let index = 1; index < rows.length; index++) {
    const row = rows[index] ?? [];
    if (row.every(isBlank)) continue;
    dataRows.push(row);
    if (dataRows.length > questionnaireLimits.lines) return { ok: false, problem: say('server.questionnaire.tooManyLines') };
  }
  if (dataRows.length === 0) return { ok: false, problem: say('server.import.emptyFile') };

  // One message per select column, however many of its cells it is shown on.
  const authorizedValues = columns.map((column) => {
    let message: Message | null = null;
    return () => (message ??= say('server.import.authorizedValues', { values: column.options.map((option) => labelIn(language, option)).join(', ') }));
  });
  const cellIssues: CellIssue[] = [];
  const lines = dataRows.map((row, rowIndex) =>
    columns.map((column, columnIndex) => {
      const { cell, issue } = importedCell(column, row[columnIndex], authorizedValues[columnIndex] as () => Message);
      if (issue) cellIssues.push({ row: rowIndex, column: columnIndex, message: issue });
      return cell;
    }),
  );
  const header = rows[0] ?? [];
  const columnsDiffer = filledLength(header) !== columns.length || dataRows.some((row) => filledLength(row) > columns.length);
  return { ok: true, lines, cellIssues, formatWarning: columnsDiffer || cellIssues.length > 0 };
}
