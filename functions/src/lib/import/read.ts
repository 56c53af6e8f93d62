import { AppError, saying, type MessageParams } from '@cairn/shared/errors';
import { englishOf, say } from '@cairn/shared/errorMessages';
import { restoreCell, spreadsheetMessages, spreadsheetProblems } from '@cairn/shared/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { checkZip, ZipCheckError } from './zip.ts';

/*
 * Reading an uploaded spreadsheet, the first stage of every import (emission factors today;
 * questionnaires, portfolios and PMDR next): the size of the base64 text before decoding, the
 * zip directory before any inflating, then the first sheet with a row limit, a column limit
 * and a cell-length limit. Each kind then maps the header to its columns and validates rows.
 */

export interface SheetLimits {
  /** Largest decoded file, in bytes. */
  maxBytes: number;
  /** Most data rows, the header row excluded. */
  maxRows: number;
  /** Most columns read. */
  maxColumns: number;
  /** Longest text of one cell, in characters. */
  maxCellCharacters: number;
}

/** The reading's refusals with parameters, as catalogue messages: each travels with its key (`saying`). */
export const readProblems = {
  tooLarge: (megabytes: number) => say('server.import.tooLarge', { megabytes }),
} as const;

export const readMessages = {
  tooLarge: (megabytes: number) => readProblems.tooLarge(megabytes).text,
  invalidFile: englishOf('server.import.invalidFile'),
  emptyFile: englishOf('server.import.emptyFile'),
  inflatesTooMuch: spreadsheetMessages.inflatesTooMuch,
  tooManyColumns: spreadsheetMessages.tooManyColumns,
  cellTooLong: spreadsheetMessages.cellTooLong,
} as const;

/** A problem of the whole file (row null) or of one cell; `key` and `params` name its message in the catalogue. */
export interface SheetProblem {
  row: number | null;
  column?: string;
  message: string;
  key?: string;
  params?: MessageParams;
}

const zipSignature = [0x50, 0x4b, 0x03, 0x04];

/**
 * The file's bytes, after its size (from the base64 length, before decoding), its signature
 * and its zip directory are checked. A zip that would inflate past the limits is refused with
 * BAD_REQUEST before anything is inflated. The file comes as base64 in the request, or as the
 * bytes of an upload.
 */
export function decodeSpreadsheet(file: string | Uint8Array, maxBytes: number): { buffer: Buffer } | { error: SheetProblem } {
  if (typeof file !== 'string') return checkSpreadsheetBytes(Buffer.from(file.buffer, file.byteOffset, file.byteLength), maxBytes);
  const text = file.replace(/^data:[^,]*,/, '').trim();
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const decodedBytes = Math.floor((text.length * 3) / 4) - padding;
  if (decodedBytes > maxBytes) return { error: { row: null, ...saying(readProblems.tooLarge(maxBytes / 1024 / 1024)) } };
  return checkSpreadsheetBytes(Buffer.from(text, 'base64'), maxBytes);
}

function checkSpreadsheetBytes(buffer: Buffer, maxBytes: number): { buffer: Buffer } | { error: SheetProblem } {
  if (buffer.length > maxBytes) return { error: { row: null, ...saying(readProblems.tooLarge(maxBytes / 1024 / 1024)) } };
  if (buffer.length <= 0) return { error: { row: null, message: readMessages.emptyFile } };
  if (buffer.length < zipSignature.length || zipSignature.some((byte, index) => buffer[index] !== byte)) {
    return { error: { row: null, message: readMessages.invalidFile } };
  }
  try {
    checkZip(buffer);
  } catch (error) {
    if (!(error instanceof ZipCheckError)) throw error;
    if (error.problem === 'notZip') return { error: { row: null, message: readMessages.invalidFile } };
    throw new AppError('BAD_REQUEST', readMessages.inflatesTooMuch);
  }
  return { buffer };
}

export type Cell = string | number | boolean | null;

export interface FirstSheet {
  /** 0-based index of the first and last row and column of the used range. */
  range: XLSX.Range;
  /** The range the file declares, which may reach past the rows read. */
  fullRange: XLSX.Range;
  cellAt(row: number, column: number): XLSX.CellObject | undefined;
}

const readOptions = (limits: Pick<SheetLimits, 'maxRows'>) =>
  ({ type: 'buffer', dense: true, sheetRows: limits.maxRows + 1, cellFormula: false, cellHTML: false, cellStyles: false, bookVBA: false, WTF: false }) as const;

/** A parsed sheet as read, or its problem: empty (no used range) or too wide. */
function sheetRead(sheet: XLSX.WorkSheet | undefined, limits: Pick<SheetLimits, 'maxColumns'>): FirstSheet | { error: SheetProblem } {
  if (!sheet?.['!ref']) return { error: { row: null, message: readMessages.emptyFile } };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  if (range.e.c - range.s.c + 1 > limits.maxColumns) return { error: { row: null, ...saying(spreadsheetProblems.tooManyColumns(limits.maxColumns)) } };
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  return {
    range,
    fullRange: XLSX.utils.decode_range(sheet['!fullref'] ?? sheet['!ref']),
    cellAt: (row, column) => data[row]?.[column],
  };
}

/** The first sheet, parsed with at most `maxRows + 1` rows read and no formulas, styles or macros. */
export function parseFirstSheet(buffer: Buffer, limits: Pick<SheetLimits, 'maxRows' | 'maxColumns'>): FirstSheet | { error: SheetProblem } {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, { ...readOptions(limits), sheets: 0 });
  } catch {
    return { error: { row: null, message: readMessages.invalidFile } };
  }
  const sheetName = workbook.SheetNames[0];
  return sheetRead(sheetName === undefined ? undefined : workbook.Sheets[sheetName], limits);
}

/**
 * The sheets `wanted` picks by name, parsed as `parseFirstSheet` parses the first (the others are
 * never parsed), each with the name the file gives it; an empty sheet is null.
 */
export function parseNamedSheets(
  buffer: Buffer,
  limits: Pick<SheetLimits, 'maxRows' | 'maxColumns'>,
  wanted: (name: string) => boolean,
): { sheets: Map<string, FirstSheet | null> } | { error: SheetProblem } {
  let names: string[];
  let workbook: XLSX.WorkBook;
  try {
    names = XLSX.read(buffer, { type: 'buffer', bookSheets: true }).SheetNames.filter(wanted);
    workbook = names.length === 0 ? XLSX.utils.book_new() : XLSX.read(buffer, { ...readOptions(limits), sheets: names });
  } catch {
    return { error: { row: null, message: readMessages.invalidFile } };
  }
  const sheets = new Map<string, FirstSheet | null>();
  for (const name of names) {
    const sheet = workbook.Sheets[name];
    if (!sheet?.['!ref']) {
      sheets.set(name, null);
      continue;
    }
    const read = sheetRead(sheet, limits);
    if ('error' in read) return read;
    sheets.set(name, read);
  }
  return { sheets };
}

/**
 * A cell as validation reads it: text trimmed (empty is null) with the quote an export put
 * before a formula-like text dropped, numbers and booleans as they are; `asText` reads a
 * number as the text it shows.
 */
export function cellValue(cell: XLSX.CellObject | undefined, asText: boolean): Cell {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'z' || cell.t === 'e') return null;
  if (cell.t === 's') {
    const text = restoreCell(String(cell.v).trim());
    return text === '' ? null : text;
  }
  if (asText && cell.t !== 'b') return cell.w?.trim() || String(cell.v);
  if (cell.v instanceof Date) return cell.v.toISOString();
  return cell.v;
}
