import { englishOf, say } from '../errorMessages.ts';

/*
 * Spreadsheet and CSV formula injection (OWASP "CSV Injection"): a text cell starting with
 * `=`, `+`, `-` or `@`, or with a tab or carriage return, is run as a formula by Excel,
 * LibreOffice and Google Sheets when the file is opened. Every file the project generates
 * passes its text cells through `neutralizeCell`, which prefixes such a text with a single
 * quote so that it is shown as text. Numbers, booleans and empty cells are left as they are:
 * -3 stays the number -3. An importer reading back a file we wrote drops that quote with
 * `restoreCell`.
 */

/** The refusals with parameters, as catalogue messages, for a problem to carry its key (`saying`). */
export const spreadsheetProblems = {
  tooManyColumns: (max: number) => say('validation.message.spreadsheetTooManyColumns', { max }),
  cellTooLong: (max: number) => say('validation.message.spreadsheetCellTooLong', { max }),
} as const;

/** What a spreadsheet import answers in English; the web app says them in the user's language. */
export const spreadsheetMessages = {
  inflatesTooMuch: englishOf('validation.message.spreadsheetInflatesTooMuch'),
  factorNamesTakenMeanwhile: englishOf('validation.message.importNamesTakenMeanwhile'),
  tooManyColumns: (max: number) => spreadsheetProblems.tooManyColumns(max).text,
  cellTooLong: (max: number) => spreadsheetProblems.cellTooLong(max).text,
} as const;

/** A cell of a sheet the project writes: a text, a number or nothing. */
export type SheetCell = string | number | null;

/** A named sheet of rows, as a generated workbook holds them. */
export interface Sheet {
  name: string;
  rows: SheetCell[][];
}

/** The first characters that make a spreadsheet read a text cell as a formula. */
export const formulaTriggers = ['=', '+', '-', '@', '\t', '\r'] as const;

const triggers: ReadonlySet<string> = new Set(formulaTriggers);

/** Whether a text would be read as a formula by a spreadsheet. */
export function isFormulaLike(text: string): boolean {
  return text.length > 0 && triggers.has(text[0] as string);
}

/** A text cell made inert (prefixed with `'`); anything that is not a string comes back unchanged. */
export function neutralizeCell<T>(value: T): T | string {
  return typeof value === 'string' && isFormulaLike(value) ? `'${value}` : value;
}

/** Every cell of rows of cells, neutralised. */
export function neutralizeRows<T>(rows: readonly (readonly T[])[]): (T | string)[][] {
  return rows.map((row) => row.map((cell) => neutralizeCell(cell)));
}

/** The text a neutralised cell stood for: the quote is dropped only where `neutralizeCell` added it. */
export function restoreCell(text: string): string {
  return text.startsWith("'") && isFormulaLike(text.slice(1)) ? text.slice(1) : text;
}

/** One CSV field: neutralised, then quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string | number | boolean | null | undefined, separator = ','): string {
  if (value === null || value === undefined) return '';
  const text = String(neutralizeCell(value));
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
