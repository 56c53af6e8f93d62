import { messageOfText, saying, type Message, type MessageParams } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { spreadsheetProblems } from '@cairn/shared/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { cellValue, decodeSpreadsheet, parseFirstSheet, readProblems, type Cell, type FirstSheet } from '../import/read.ts';

/*
 * Reading the file of a deal or time-entry import: an .xlsx spreadsheet (its size and zip
 * directory checked before anything is inflated, lib/import/read.ts) or a UTF-8 .csv (comma,
 * semicolon or tab separated, as SheetJS detects). The header is the first row with anything
 * in it; columns are found by name, whatever their order, case, spacing or punctuation, and by
 * the names the CRM's or the tracker's own exports give them. Every problem comes back with its
 * 1-based row, and the caller's rules then check each row.
 */

export type SheetKind = 'xlsx' | 'csv';

export interface ImportProblem {
  /** 1-based row; null for a problem of the whole file. */
  row: number | null;
  column?: string;
  message: string;
  key?: string;
  params?: MessageParams;
}

export interface SheetSpec<C extends string> {
  columns: readonly C[];
  /** Columns the header must have. */
  required: readonly C[];
  /** Other header names a column goes by (normalised: lower case, letters and digits only). */
  aliases: Readonly<Record<string, C>>;
  /** Columns read as numbers or dates where the spreadsheet holds them so, the others as their text. */
  numeric: readonly C[];
  maxRows: number;
}

export interface SheetRow<C extends string> {
  row: number;
  cells: Record<C, Cell>;
}

/** Largest file, decoded (spec 2 section 9: 5 MB by default). */
export const maxImportBytes = 5 * 1024 * 1024;
/** Most columns read: an export from a CRM or a tracker carries a few dozen. */
const maxColumns = 60;
/** Longest cell text. */
export const maxCellCharacters = 5_000;
/** Most problems listed in one answer. */
export const maxListedErrors = 1_000;

export const problemOf = (row: number | null, column: string | undefined, message: Message): ImportProblem => ({
  row,
  ...(column === undefined ? {} : { column }),
  ...saying(message),
});

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Records of a CSV text: its line breaks outside quotes, and a last line without one. */
export function csvRecordCount(text: string): number {
  let records = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '"') quoted = !quoted;
    else if (character === '\n' && !quoted) records += 1;
  }
  return text.length > 0 && !text.endsWith('\n') ? records + 1 : records;
}

function openCsv(bytes: Uint8Array, maxRows: number): FirstSheet | { error: ImportProblem } {
  if (bytes.length > maxImportBytes) return { error: { row: null, ...saying(readProblems.tooLarge(maxImportBytes / 1024 / 1024)) } };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { error: problemOf(null, undefined, say('server.import.invalidSheet')) };
  }
  if (text.includes('\u0000')) return { error: problemOf(null, undefined, say('server.import.invalidSheet')) };
  text = text.replace(/^\uFEFF/, '');
  let workbook: XLSX.WorkBook;
  try {
    // Every cell as its text: numbers and dates are read by the import's own rules, in French or English.
    workbook = XLSX.read(text, { type: 'string', raw: true, dense: true, sheetRows: maxRows + 1 });
  } catch {
    return { error: problemOf(null, undefined, say('server.import.invalidSheet')) };
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return { error: problemOf(null, undefined, say('server.import.emptyFile')) };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  if (range.e.c - range.s.c + 1 > maxColumns) return { error: { row: null, ...saying(spreadsheetProblems.tooManyColumns(maxColumns)) } };
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  // The parser stops at the row limit without saying how many rows there were: they are counted.
  const fullRange = { s: range.s, e: { r: Math.max(range.e.r, csvRecordCount(text) - 1), c: range.e.c } };
  return { range, fullRange, cellAt: (row, column) => data[row]?.[column] };
}

/** A problem of the shared spreadsheet reading, with its catalogue key when its text is one of the catalogue's. */
function keyed(problem: ImportProblem): ImportProblem {
  if (problem.key) return problem;
  const said = messageOfText(problem.message);
  return said ? { ...problem, key: said.key } : problem;
}

function openSheet(bytes: Uint8Array, kind: SheetKind, maxRows: number): FirstSheet | { error: ImportProblem } {
  if (kind === 'csv') return openCsv(bytes, maxRows);
  const checked = decodeSpreadsheet(bytes, maxImportBytes);
  if ('error' in checked) return { error: keyed(checked.error) };
  const sheet = parseFirstSheet(checked.buffer, { maxRows, maxColumns });
  return 'error' in sheet ? { error: keyed(sheet.error) } : sheet;
}

/** The file's rows by column and the columns its header has, or every problem of its shape (too large, no header, missing columns, too many rows). */
export function readSheetRows<C extends string>(
  bytes: Uint8Array,
  kind: SheetKind,
  spec: SheetSpec<C>,
): { rows: SheetRow<C>[]; present: ReadonlySet<C> } | { errors: ImportProblem[] } {
  const sheet = openSheet(bytes, kind, spec.maxRows);
  if ('error' in sheet) return { errors: [sheet.error] };
  const { range, fullRange } = sheet;
  const isBlankRow = (r: number) => {
    for (let c = range.s.c; c <= range.e.c; c++) if (cellValue(sheet.cellAt(r, c), true) !== null) return false;
    return true;
  };
  let headerRow = range.s.r;
  while (headerRow <= range.e.r && isBlankRow(headerRow)) headerRow++;
  if (headerRow > range.e.r) return { errors: [problemOf(null, undefined, say('server.import.emptyFile'))] };
  const dataRows = fullRange.e.r - headerRow;
  if (dataRows > spec.maxRows) {
    return { errors: [problemOf(null, undefined, say('server.import.tooManyRows', { rows: dataRows.toLocaleString('en'), max: spec.maxRows.toLocaleString('en') }))] };
  }

  const byHeader = new Map<string, C>([...spec.columns.map((column) => [normalise(column), column] as const), ...Object.entries(spec.aliases)]);
  const positions = new Map<C, number>();
  const errors: ImportProblem[] = [];
  for (let c = range.s.c; c <= range.e.c; c++) {
    const header = cellValue(sheet.cellAt(headerRow, c), true);
    const column = typeof header === 'string' ? byHeader.get(normalise(header)) : undefined;
    if (!column) continue;
    const earlier = positions.get(column);
    if (earlier === undefined) positions.set(column, c);
    else {
      const message = say('server.import.duplicatedColumn', { column, first: XLSX.utils.encode_col(earlier), second: XLSX.utils.encode_col(c) });
      errors.push(problemOf(headerRow + 1, column, message));
    }
  }
  for (const column of spec.required) {
    if (!positions.has(column)) errors.push(problemOf(headerRow + 1, column, say('server.import.missingColumn', { column })));
  }
  if (errors.length) return { errors };

  const rows: SheetRow<C>[] = [];
  for (let r = headerRow + 1; r <= range.e.r; r++) {
    if (isBlankRow(r)) continue;
    const cells = {} as Record<C, Cell>;
    for (const column of spec.columns) {
      const position = positions.get(column);
      const value = position === undefined ? null : cellValue(sheet.cellAt(r, position), !spec.numeric.includes(column));
      if (typeof value === 'string' && value.length > maxCellCharacters) {
        errors.push(problemOf(r + 1, column, spreadsheetProblems.cellTooLong(maxCellCharacters)));
        cells[column] = null;
      } else cells[column] = value;
    }
    rows.push({ row: r + 1, cells });
  }
  if (errors.length) return { errors: capProblems(errors) };
  if (rows.length === 0) return { errors: [problemOf(null, undefined, say('server.import.emptyFile'))] };
  return { rows, present: new Set(positions.keys()) };
}

/** At most `maxListedErrors` problems, then one that says how many more there are. */
export function capProblems(errors: ImportProblem[]): ImportProblem[] {
  if (errors.length <= maxListedErrors) return errors;
  return [...errors.slice(0, maxListedErrors), problemOf(null, undefined, say('server.import.moreErrors', { count: (errors.length - maxListedErrors).toLocaleString('en') }))];
}

// Cell readings shared by the imports.

/** A cell's text, null when empty. */
export const textOf = (cell: Cell): string | null => (cell === null ? null : String(cell).trim() || null);

/**
 * A number, from a number cell or a text in French or English writing: `12 000,50`,
 * `12,000.50`, `12000.5`, with a currency sign around it. Undefined when the text is no number.
 */
export function numberOf(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  let text = cell.replace(/[\s\u00a0\u202f€$£]/g, '').replace(/^(CHF|CAD|EUR|USD|GBP)|(CHF|CAD|EUR|USD|GBP)$/i, '');
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  // The last of a comma and a dot is the decimal mark; the other groups thousands.
  if (comma >= 0 && dot >= 0) text = comma > dot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  else if (comma >= 0) text = /^-?\d{1,3}(,\d{3}){2,}$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

const pad = (value: number) => String(value).padStart(2, '0');

function realDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (year < 2000 || year > 2099) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A day as `YYYY-MM-DD`: from a spreadsheet date (a serial number), an ISO date or date-time,
 * or a French-style `DD/MM/YYYY` (also with dots or dashes). Undefined when it is none.
 */
export function dayOf(cell: Cell): string | undefined {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1) return undefined;
    // Spreadsheet serial days count from 30 December 1899 (the 1900 leap-year bug included).
    const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(cell) * 86_400_000);
    return realDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+[\d:]+)?$/.exec(text);
  if (french) return realDay(Number(french[3]), Number(french[2]), Number(french[1]));
  return undefined;
}

/** Hours as a number (`7.5`, `7,5`) or a duration `H:MM` or `H:MM:SS` (a tracker's export). */
export function hoursOf(cell: Cell): number | undefined {
  if (typeof cell === 'string') {
    const duration = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(cell.trim());
    if (duration) return Number(duration[1]) + Number(duration[2]) / 60 + Number(duration[3] ?? 0) / 3600;
  }
  return numberOf(cell);
}
