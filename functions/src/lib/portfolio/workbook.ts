import { files } from '@cairn/shared/constants';
import type { NaceItem } from '@cairn/shared/contract/portfolio';
import { AppError, type Message } from '@cairn/shared/errors';
import type { PortfolioImportError } from '@cairn/shared/portfolio/importErrors';
import {
  errorOf,
  maxImportRows,
  optionRows,
  portfolioImportProblems,
  templateRows,
  templateSheetNames,
  type SheetLanguage,
  type TemplateCell,
  type TemplateSource,
} from '@cairn/shared/portfolio/spreadsheet';
import { neutralizeRows, spreadsheetProblems } from '@cairn/shared/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { cellValue, decodeSpreadsheet, parseFirstSheet, type FirstSheet, type SheetProblem } from '../import/read.ts';

/*
 * The portfolio-emissions questionnaire's workbook (spec 3 section 7,
 * `portfolioEmissions.spreadsheetExport` and `importFromSpreadsheet`): writing the template from
 * the rules in shared/src/portfolio/spreadsheet.ts, and reading a filled one with the project's
 * safe reader (size, zip directory and row limits before anything is inflated or parsed) into the
 * rows `validateImport` checks. SheetJS's community edition writes no data-validation lists, so
 * the valid values are on a second sheet.
 */

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Largest file, decoded: the general upload limit (spec 2 section 9). */
export const maxImportBytes = files.defaultMaxBytes;
/** Columns read: the template has 22; room is left for the user's notes. */
export const maxImportColumns = 50;
/** Longest cell text: names are 200 at most; a longer cell is a mistake or an attack. */
export const maxCellCharacters = 2_000;

function sheetOf(rows: TemplateCell[][]): XLSX.WorkSheet {
  // Every text cell made inert: a fund named '=1+1' stays a text (shared/src/spreadsheet).
  const sheet = XLSX.utils.aoa_to_sheet(neutralizeRows(rows));
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.slice(0, 200).map((row) => String(row[column] ?? '').length)));
  sheet['!cols'] = widths.map((width) => ({ wch: Math.min(50, Math.max(10, width + 2)) }));
  return sheet;
}

/**
 * The template with the questionnaire's current data, one row per investment line, headers and
 * option labels in `language`, and the sheet of valid values (with the NACE list when given).
 */
export function templateWorkbook(source: TemplateSource, language: SheetLanguage, naces: readonly NaceItem[] = []): Buffer {
  const names = templateSheetNames[language];
  const naceOptions = naces.map((nace) => ({ naceCode: nace.naceCode, label: language === 'fr' ? nace.labelFr : nace.labelEn }));
  return workbookOf([
    { name: names.data, rows: templateRows(source, language) },
    { name: names.options, rows: optionRows(source, language, naceOptions) },
  ]);
}

/** An .xlsx of sheets in order, every text cell made inert and columns sized to their texts; the PMDR template is written so too. */
export function workbookOf(sheets: readonly { name: string; rows: TemplateCell[][] }[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) XLSX.utils.book_append_sheet(workbook, sheetOf(sheet.rows), sheet.name);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** A reading problem as an import error: the reader's own keys kept, its plain texts given theirs. */
export function importErrorOf(problem: SheetProblem): PortfolioImportError {
  if (problem.key) return { row: problem.row, cell: null, message: problem.message, key: problem.key, params: problem.params ?? {} };
  const known: Message = problem.message === portfolioImportProblems.emptyFile().text ? portfolioImportProblems.emptyFile() : portfolioImportProblems.invalidFile();
  return errorOf(problem.row, null, known);
}

/**
 * The first sheet of an uploaded .xlsx as rows from row 1 and cells from column A (texts trimmed,
 * with the quote the template put before a formula-like text dropped; numbers and booleans as
 * they are; blank cells null), or the error that stops the import: not a workbook, empty, larger
 * than the limit, more rows than an import takes, too many columns or an over-long cell.
 */
export function readImportRows(bytes: Uint8Array): unknown[][] | PortfolioImportError {
  let decoded: ReturnType<typeof decodeSpreadsheet>;
  try {
    decoded = decodeSpreadsheet(bytes, maxImportBytes);
  } catch (error) {
    // A zip that would inflate past any spreadsheet: said as the reader words it.
    if (error instanceof AppError && error.key) return { row: null, cell: null, message: error.message, key: error.key, params: error.params };
    throw error;
  }
  if ('error' in decoded) return importErrorOf(decoded.error);
  const sheet = parseFirstSheet(decoded.buffer, { maxRows: maxImportRows, maxColumns: maxImportColumns });
  if ('error' in sheet) return importErrorOf(sheet.error);
  return sheetRows(sheet, maxImportRows);
}

/**
 * A parsed sheet's rows from row 1 and cells from column A, as `readImportRows` answers them;
 * the supplier import reads its two sheets so too.
 */
export function sheetRows(sheet: FirstSheet, maxRows: number): unknown[][] | PortfolioImportError {
  const { range, fullRange } = sheet;
  // The sheet reaches past the rows read: too heavy, said with the rows it declares.
  if (fullRange.e.r > range.e.r) return errorOf(null, null, portfolioImportProblems.tooManyRows(fullRange.e.r, maxRows));
  const rows: unknown[][] = [];
  for (let r = 0; r <= range.e.r; r++) {
    const row: unknown[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      const value = cellValue(sheet.cellAt(r, c), false);
      if (typeof value === 'string' && value.length > maxCellCharacters) {
        const cell = XLSX.utils.encode_cell({ r, c });
        return errorOf(r + 1, cell, portfolioImportProblems.cell(cell, spreadsheetProblems.cellTooLong(maxCellCharacters)));
      }
      row.push(value);
    }
    rows.push(row);
  }
  return rows;
}
