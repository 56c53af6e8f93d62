import { textBounds } from '../constants.ts';
import { say, type Message } from '../errorMessages.ts';
import { questionnaireLimits, type Cell, type Column, type ColumnType, type SelectOption } from './model.ts';

/*
 * Pasting into a questionnaire table (spec 2 section 9 "Questionnaire": "Table cell numeric
 * typing/paste accepts digits and dots. Pasted numbers strip commas and spaces; boolean TRUE is
 * true; too many columns gives 'Data from clipboard contains too many columns'"). The web reads
 * the clipboard's text and hands it in; the cells come back typed by their columns, ready to be
 * laid over the table from the cell the paste started in.
 */

/** How much one paste may hold: the lines a table answer may hold, and a text no real table outgrows. */
export const clipboardLimits = {
  lines: questionnaireLimits.lines,
  characters: 2_000_000,
} as const;

export type PasteResult = { ok: true; lines: Cell[][] } | { ok: false; message: Message };

/** The column types whose cells hold a number, a text or a chosen option. */
export const numberColumnTypes: readonly ColumnType[] = ['NUMERIC', 'DISTANCE_KMS'];
export const textColumnTypes: readonly ColumnType[] = ['TEXT', 'DISTANCE', 'EMISSION_FACTOR'];

/** A cell of `column` holding nothing yet. */
export function emptyCell(column: Column): Cell {
  return { columnUuid: column.uuid, valueText: null, valueNumber: null, valueOptionUuid: null };
}

const comparable = (label: string) => label.trim().normalize('NFC').toLowerCase();

/**
 * The option a text names by its English or its French label, whatever the case and the spaces
 * around it (a client copies from a sheet in either language); the first such option, or null.
 */
export function optionOfLabel(options: readonly SelectOption[], text: string): SelectOption | null {
  const wanted = comparable(text);
  if (wanted === '') return null;
  return options.find((option) => comparable(option.labelEn) === wanted || (option.labelFr !== null && comparable(option.labelFr) === wanted)) ?? null;
}

/**
 * A spreadsheet boolean as a number. Spreadsheets copy a boolean cell as TRUE or FALSE (VRAI or
 * FAUX in French), and the spec takes TRUE as true; a table cell holds no boolean, so true counts
 * as 1 and false as 0, as in a spreadsheet's own arithmetic (`=TRUE+0` is 1).
 */
const booleanNumbers: ReadonlyMap<string, number> = new Map([
  ['true', 1],
  ['vrai', 1],
  ['false', 0],
  ['faux', 0],
]);

/**
 * A pasted text as a number, or null when it is none. Commas and spaces (non-breaking ones too)
 * are stripped, as the spec says: they are read as thousands separators, so '1,234.5' is 1234.5
 * and a decimal comma is not one ('12,5' is 125). What remains must be digits with at most one
 * dot, as typing in a cell allows: no sign, no exponent, no percent.
 */
export function pastedNumber(text: string): number | null {
  const boolean = booleanNumbers.get(text.trim().toLowerCase());
  if (boolean !== undefined) return boolean;
  const digits = text.replace(/[,\s]/g, '');
  // One greedy run each side of the dot: no backtracking blow-up on a long run of digits.
  if (!/^\d*(?:\.\d*)?$/.test(digits) || !/\d/.test(digits)) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/**
 * The cell a pasted text makes in `column`: a number, a trimmed text (blank is none) or the option
 * it names. A column of a type this code does not know takes nothing rather than a guess.
 */
export function pastedCell(column: Column, text: string): Cell {
  const cell = emptyCell(column);
  if (numberColumnTypes.includes(column.type)) return { ...cell, valueNumber: pastedNumber(text) };
  if (textColumnTypes.includes(column.type)) return { ...cell, valueText: text.trim() === '' ? null : text.trim() };
  if (column.type === 'SELECT') return { ...cell, valueOptionUuid: optionOfLabel(column.options, text)?.uuid ?? null };
  return cell;
}

/**
 * The quoted cell starting at `start` (on its opening quote) as Excel and Google Sheets copy a cell
 * holding a tab, a line break or a quote: inside, a doubled quote is one quote. The closing quote
 * must end the cell; otherwise (or with no closing quote at all) the cell was not quoted but starts
 * with a quote of its own, and null says to read it as it stands. Each scan stops at the first
 * lone quote, so reading a whole text stays linear.
 */
function quotedCell(source: string, start: number): { value: string; end: number } | null {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = source.indexOf('"', from);
    if (quote === -1) return null;
    value += source.slice(from, quote);
    if (source[quote + 1] === '"') {
      value += '"';
      from = quote + 2;
      continue;
    }
    const end = quote + 1;
    return end === source.length || source[end] === '\t' || source[end] === '\n' ? { value, end } : null;
  }
}

/** The cell starting at `start`, and where it ends (on its tab, its line break or the end of the text). */
function cellAt(source: string, start: number): { value: string; end: number } {
  const quoted = source[start] === '"' ? quotedCell(source, start) : null;
  if (quoted) return quoted;
  let end = start;
  while (end < source.length && source[end] !== '\t' && source[end] !== '\n') end++;
  return { value: source.slice(start, end), end };
}

/**
 * The lines and cells of a text copied from a spreadsheet: lines end with \r\n or \n, cells with a
 * tab, and the line break after the last line is no line of its own. Null once there are more than
 * `maxLines` lines: reading stops there.
 */
export function clipboardRows(text: string, maxLines: number): string[][] | null {
  if (text === '') return [];
  const source = text.replace(/\r\n/g, '\n');
  const rows: string[][] = [];
  let row: string[] = [];
  let position = 0;
  for (;;) {
    const { value, end } = cellAt(source, position);
    row.push(value);
    if (end >= source.length) break;
    if (source[end] === '\n') {
      rows.push(row);
      row = [];
      // One more than the most, as the text's last line break may still end the text.
      if (rows.length > maxLines + 1) return null;
    }
    position = end + 1;
  }
  // The line after the text's last line break: empty when the text ends with one.
  if (!(source.endsWith('\n') && row.length === 1 && row[0] === '')) rows.push(row);
  return rows.length > maxLines ? null : rows;
}

/**
 * The cells a text copied from a spreadsheet makes when pasted at column `startColumn` of a table
 * of `columns`: one line per copied line, one cell per copied cell, typed by the column it lands
 * in. Refused whole, with the message to show, when a line has more cells than the columns from
 * `startColumn` on (a `startColumn` outside the columns leaves none), when the text is longer than
 * `clipboardLimits.characters` or has more than `clipboardLimits.lines` lines, or when a cell is
 * longer than a table cell may be: half a paste would be harder to notice than none.
 */
export function parseClipboard(text: string, columns: readonly Column[], startColumn: number): PasteResult {
  if (text.length > clipboardLimits.characters) return { ok: false, message: say('server.questionnaire.clipboardTooLong') };
  const rows = clipboardRows(text, clipboardLimits.lines);
  if (rows === null) return { ok: false, message: say('server.questionnaire.clipboardTooManyLines') };
  const room = Number.isInteger(startColumn) && startColumn >= 0 ? columns.slice(startColumn) : [];
  if (rows.some((row) => row.length > room.length)) return { ok: false, message: say('server.questionnaire.clipboardTooManyColumns') };
  if (rows.some((row) => row.some((value) => value.trim().length > textBounds.text))) {
    return { ok: false, message: say('validation.message.spreadsheetCellTooLong', { max: textBounds.text }) };
  }
  // Every row fits in `room`, so each value has its column.
  return { ok: true, lines: rows.map((row) => row.map((value, index) => pastedCell(room[index] as Column, value))) };
}
