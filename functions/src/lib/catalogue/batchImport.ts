import { catalogueMessages, EmissionFactorInput, type ParsedEmissionFactorInput } from '@cairn/shared/catalogue';
import { fieldIssuesOf, saying, type FieldIssue, type Message, type MessageParams } from '@cairn/shared/errors';
import { englishOf, keyedMessages, say } from '@cairn/shared/errorMessages';
import { neutralizeRows, spreadsheetProblems } from '@cairn/shared/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { randomUUID } from 'node:crypto';
import { assets } from '../data/asset.ts';
import { catalogueNameKey, emissionFactorNameClaims } from '../data/emissionFactor.ts';
import type { Actor } from '../data/entity.ts';
import { units } from '../data/unit.ts';
import { advanceImportForRequest, createImportJob, importJobView, type ImportJobView } from '../import/job.ts';
import { cellValue, decodeSpreadsheet, parseFirstSheet, readMessages, type Cell } from '../import/read.ts';
import { factorImportKind, type StagedFactor } from './batchImportCommit.ts';

/*
 * Batch import of simple emission factors from an .xlsx spreadsheet (spec 3, "Emission-factor
 * batch import"). One row per value of a factor; the rows of one factor repeat its factor
 * columns. The whole file is checked before anything is written, and every problem comes back
 * with its 1-based spreadsheet row; only a file without any problem is staged and committed,
 * all or nothing, by the generic import job (lib/import/job.ts, committer in batchImportCommit.ts).
 */

/** Largest accepted file, decoded (spec 2 section 9: 5 MB by default). */
export const maxImportBytes = 5 * 1024 * 1024;
/** Most data rows read; the header row comes on top. */
export const maxImportRows = 5_000;
/** Most errors listed in one answer, so that the answer stays within Lambda's 6 MB. */
export const maxListedErrors = 1_000;
/** Most columns read: the template has 17, room is left for a few notes. */
export const maxImportColumns = 50;
/** Longest cell text: names and URLs are far shorter; a longer cell is a mistake or an attack. */
export const maxCellCharacters = 2_000;
/** How long the upload request itself commits before answering a job to poll. */
export const requestCommitBudgetMs = 4_000;

export const templateFileName = 'emission-factors-template.xlsx';
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The value that marks a factor's open (current) value in the `until` column. */
export const openValueMarker = 'NOW';

export const factorColumns = [
  'name',
  'clientNameEn',
  'clientNameFr',
  'family',
  'group',
  'unit',
  'gas',
  'qualityPercentage',
  'assetUuid',
  'linkedSupplierUuid',
] as const;
export const valueColumns = ['until', 'value', 'source', 'sourceVersion', 'sourceUrl', 'comment', 'isPublic'] as const;
export const importColumns = [...factorColumns, ...valueColumns] as const;
type Column = (typeof importColumns)[number];
type FactorColumn = (typeof factorColumns)[number];

const numberColumns: ReadonlySet<Column> = new Set(['qualityPercentage', 'value']);
const requiredColumns: ReadonlySet<Column> = new Set(['name', 'unit', 'gas', 'qualityPercentage', 'until', 'value', 'source', 'sourceVersion']);

/** The import's problems with parameters, as catalogue messages: each travels with its key (`saying`). */
export const importProblems = {
  invalidFileType: (file: string) => say('server.import.invalidFileType', { file }),
  tooManyRows: (rows: number, max: number) => say('server.import.tooManyRows', { rows: rows.toLocaleString('en'), max: max.toLocaleString('en') }),
  missingColumn: (column: string) => say('server.import.missingColumn', { column }),
  duplicatedColumn: (column: string, first: string, second: string) => say('server.import.duplicatedColumn', { column, first, second }),
  expectedYear: say('server.import.expectedYear', { marker: openValueMarker }),
  authorizedValues: (values: string[]) => say('server.import.authorizedValues', { values: values.join(', ') }),
  inconsistentValues: (column: string, name: string, first: number, second: number) =>
    say('server.import.inconsistentValues', { column, name, first, second }),
  nameAlreadyExists: (name: string, rows: number[]) => say('server.import.nameAlreadyExists', { name, rows: rows.join(', ') }),
  nameTwiceInFile: (name: string, first: number, second: number) => say('server.import.nameTwiceInFile', { name, first, second }),
  missingOpenValue: (name: string) => say('server.import.missingOpenValue', { name, marker: openValueMarker }),
  multipleOpenValues: (name: string, rows: number[]) =>
    say('server.import.multipleOpenValues', { name, marker: openValueMarker, rows: rows.join(', ') }),
  unknownSupplier: (uuid: string) => say('server.import.unknownSupplier', { uuid }),
  unknownAsset: (uuid: string) => say('server.import.unknownAsset', { uuid }),
  ambiguousUnit: (symbol: string, count: number) => say('server.import.ambiguousUnit', { symbol, count }),
  moreErrors: (count: number) => say('server.import.moreErrors', { count: count.toLocaleString('en') }),
} as const;

/** The import's messages in English (worded in the message catalogue). */
export const importMessages = {
  invalidFileType: (file: string) => importProblems.invalidFileType(file).text,
  tooLarge: readMessages.tooLarge,
  invalidFile: readMessages.invalidFile,
  emptyFile: readMessages.emptyFile,
  inflatesTooMuch: readMessages.inflatesTooMuch,
  cellTooLong: readMessages.cellTooLong,
  tooManyColumns: readMessages.tooManyColumns,
  tooManyRows: (rows: number, max: number) => importProblems.tooManyRows(rows, max).text,
  missingColumn: (column: string) => importProblems.missingColumn(column).text,
  duplicatedColumn: (column: string, a: string, b: string) => importProblems.duplicatedColumn(column, a, b).text,
  emptyField: englishOf('server.import.emptyField'),
  expectedNumber: 'A number was expected',
  expectedYear: importProblems.expectedYear.text,
  authorizedValues: (values: string[]) => importProblems.authorizedValues(values).text,
  inconsistentValues: (column: string, name: string, a: number, b: number) => importProblems.inconsistentValues(column, name, a, b).text,
  nameAlreadyExists: (name: string, rows: number[]) => importProblems.nameAlreadyExists(name, rows).text,
  nameTwiceInFile: (name: string, a: number, b: number) => importProblems.nameTwiceInFile(name, a, b).text,
  missingOpenValue: (name: string) => importProblems.missingOpenValue(name).text,
  multipleOpenValues: (name: string, rows: number[]) => importProblems.multipleOpenValues(name, rows).text,
  unknownSupplier: (uuid: string) => importProblems.unknownSupplier(uuid).text,
  unknownAsset: (uuid: string) => importProblems.unknownAsset(uuid).text,
  ambiguousUnit: (symbol: string, count: number) => importProblems.ambiguousUnit(symbol, count).text,
  moreErrors: (count: number) => importProblems.moreErrors(count).text,
} as const;

export interface ImportError {
  /** 1-based spreadsheet row; null for a problem of the whole file. */
  row: number | null;
  column?: string;
  message: string;
  /** The message's catalogue key and parameters, when it has them. */
  key?: string;
  params?: MessageParams;
}

export type ImportResult = ImportJobView | { status: 'Errors'; errors: ImportError[] };

/** A schema issue as an import problem: one with parameters keeps its key, so the dialog says it in the user's language. */
const problemOf = (issue: FieldIssue): Pick<ImportError, 'message' | 'key' | 'params'> =>
  issue.params && issue.key ? { message: issue.message, key: issue.key, params: issue.params } : { message: issue.message };

/** What the validation needs from the catalogue; the data layer in production, fakes in tests. */
export interface ImportLookups {
  /** Every unit, for matching the `unit` column by symbol (exact, case-sensitive: mWh is not MWh). */
  units(): Promise<{ uuid: string; symbol: string }[]>;
  /** The names among `names` that a factor already holds (compared lower-cased). */
  existingNames(names: string[]): Promise<Set<string>>;
  /** The asset uuids among `uuids` that exist. */
  existingAssets(uuids: string[]): Promise<Set<string>>;
}

interface SheetRow {
  row: number;
  cells: Record<Column, Cell>;
}

/** A factor read from its rows, ready for the input schema, with the row of each value. */
interface FactorDraft {
  name: string;
  rows: number[];
  input: Record<string, unknown> & { values: Record<string, unknown>[] };
  /** The row of each entry of `input.values`. */
  valueRows: number[];
}

export interface ValidatedImport {
  errors: ImportError[];
  factors: ParsedEmissionFactorInput[];
}

// Reading the file.

/** Size, signature and zip directory, checked before anything is inflated or parsed. */
export function checkFileBeforeParsing(file: string | Uint8Array): { buffer: Buffer } | { error: ImportError } {
  return decodeSpreadsheet(file, maxImportBytes);
}

const columnLetter = (index: number) => XLSX.utils.encode_col(index);
const normalizeHeader = (text: string) => text.trim().toLowerCase().replace(/[\s_-]+/g, '');

/** Parses the first sheet with limits: at most `maxImportRows` data rows and `maxImportColumns` columns are read. */
export function readImportRows(buffer: Buffer): { rows: SheetRow[] } | { errors: ImportError[] } {
  const sheet = parseFirstSheet(buffer, { maxRows: maxImportRows, maxColumns: maxImportColumns });
  if ('error' in sheet) return { errors: [sheet.error] };
  const { range, fullRange: full } = sheet;
  const isBlankRow = (r: number) => {
    for (let c = range.s.c; c <= range.e.c; c++) if (cellValue(sheet.cellAt(r, c), true) !== null) return false;
    return true;
  };

  // The header is the first row with anything in it.
  let headerRow = range.s.r;
  while (headerRow <= range.e.r && isBlankRow(headerRow)) headerRow++;
  if (headerRow > range.e.r) return { errors: [{ row: null, message: importMessages.emptyFile }] };
  const dataRowCount = full.e.r - headerRow;
  if (dataRowCount > maxImportRows) return { errors: [{ row: null, ...saying(importProblems.tooManyRows(dataRowCount, maxImportRows)) }] };

  const errors: ImportError[] = [];
  const positions = new Map<Column, number>();
  const byHeader = new Map(importColumns.map((column) => [normalizeHeader(column), column]));
  for (let c = range.s.c; c <= range.e.c; c++) {
    const header = cellValue(sheet.cellAt(headerRow, c), true);
    const column = typeof header === 'string' ? byHeader.get(normalizeHeader(header)) : undefined;
    if (!column) continue;
    const earlier = positions.get(column);
    if (earlier !== undefined) {
      errors.push({ row: headerRow + 1, column, ...saying(importProblems.duplicatedColumn(column, columnLetter(earlier), columnLetter(c))) });
    } else positions.set(column, c);
  }
  for (const column of importColumns) {
    if (!positions.has(column)) errors.push({ row: headerRow + 1, column, ...saying(importProblems.missingColumn(column)) });
  }
  if (errors.length) return { errors };

  const rows: SheetRow[] = [];
  for (let r = headerRow + 1; r <= range.e.r; r++) {
    if (isBlankRow(r)) continue;
    const cells = {} as Record<Column, Cell>;
    for (const column of importColumns) {
      const value = cellValue(sheet.cellAt(r, positions.get(column) as number), !numberColumns.has(column) && column !== 'until');
      if (typeof value === 'string' && value.length > maxCellCharacters) {
        errors.push({ row: r + 1, column, ...saying(spreadsheetProblems.cellTooLong(maxCellCharacters)) });
        cells[column] = null;
      } else cells[column] = value;
    }
    rows.push({ row: r + 1, cells });
  }
  if (errors.length) return { errors: capErrors(errors) };
  if (rows.length === 0) return { errors: [{ row: null, message: importMessages.emptyFile }] };
  return { rows };
}

// Cell checks.

const yes = ['yes', 'oui', 'true', 'y', '1'];
const no = ['no', 'non', 'false', 'n', '0'];

function asNumber(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

const asText = (cell: Cell): string | null => (cell === null ? null : String(cell));

/** Reads one row into factor fields and a value, pushing the cell errors it finds. */
function readRow({ row, cells }: SheetRow, errors: ImportError[]) {
  const fail = (column: Column, message: string | Message) => errors.push({ row, column, ...(typeof message === 'string' ? { message } : saying(message)) });
  for (const column of requiredColumns) if (cells[column] === null) fail(column, importMessages.emptyField);

  const numberOf = (column: Column): number | undefined => {
    if (cells[column] === null) return undefined;
    const number = asNumber(cells[column]);
    if (number === undefined) fail(column, importMessages.expectedNumber);
    return number;
  };

  let until: number | null | undefined;
  const untilCell = cells.until;
  if (typeof untilCell === 'string' && untilCell.toUpperCase() === openValueMarker) until = null;
  else if (untilCell !== null) {
    const year = asNumber(untilCell);
    if (year === undefined || !Number.isInteger(year)) fail('until', importProblems.expectedYear);
    else until = year;
  }

  let isPublic = false;
  const publicCell = cells.isPublic;
  if (typeof publicCell === 'boolean') isPublic = publicCell;
  else if (publicCell !== null) {
    const answer = String(publicCell).trim().toLowerCase();
    if (yes.includes(answer)) isPublic = true;
    else if (!no.includes(answer)) fail('isPublic', importProblems.authorizedValues(['yes', 'no']));
  }

  const factor: Record<FactorColumn, unknown> = {
    name: asText(cells.name),
    clientNameEn: asText(cells.clientNameEn),
    clientNameFr: asText(cells.clientNameFr),
    family: asText(cells.family),
    group: asText(cells.group),
    unit: asText(cells.unit),
    gas: asText(cells.gas)?.toUpperCase() ?? null,
    qualityPercentage: numberOf('qualityPercentage'),
    assetUuid: asText(cells.assetUuid),
    linkedSupplierUuid: asText(cells.linkedSupplierUuid),
  };
  const value = {
    until,
    value: numberOf('value'),
    source: asText(cells.source),
    sourceVersion: asText(cells.sourceVersion),
    sourceUrl: asText(cells.sourceUrl),
    comment: asText(cells.comment),
    isPublic,
  };
  return { factor, value, isOpen: untilCell !== null && until === null };
}

// Validation of the whole file.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a whole file and answers every problem with its row, or the parsed factors. Nothing
 * is written here.
 */
export async function validateImport(file: string | Uint8Array, lookups: ImportLookups): Promise<ValidatedImport> {
  const checked = checkFileBeforeParsing(file);
  if ('error' in checked) return { errors: [checked.error], factors: [] };
  const read = readImportRows(checked.buffer);
  if ('errors' in read) return { errors: read.errors, factors: [] };
  return validateRows(read.rows, lookups);
}

async function validateRows(rows: SheetRow[], lookups: ImportLookups): Promise<ValidatedImport> {
  const errors: ImportError[] = [];
  const drafts = new Map<string, FactorDraft & { factor: Record<FactorColumn, unknown>; openRows: number[]; lastRow: number }>();
  const reported = new Set<string>();
  const report = (error: ImportError) => {
    const key = `${error.row}:${error.column ?? ''}:${error.message}`;
    if (!reported.has(key)) errors.push(error);
    reported.add(key);
  };

  // Rows are grouped by name; a name coming back after another factor's rows is a second factor of that name.
  let previousKey: string | undefined;
  for (const sheetRow of rows) {
    const rowErrors: ImportError[] = [];
    const { factor, value, isOpen } = readRow(sheetRow, rowErrors);
    rowErrors.forEach(report);
    const name = typeof factor.name === 'string' ? factor.name : null;
    if (name === null) continue;
    const key = catalogueNameKey(name);
    let draft = drafts.get(key);
    const comesBack = draft !== undefined && previousKey !== key;
    if (draft && comesBack) {
      report({ row: sheetRow.row, column: 'name', ...saying(importProblems.nameTwiceInFile(name, draft.lastRow, sheetRow.row)) });
    }
    previousKey = key;
    if (!draft) {
      draft = { name, rows: [], input: { values: [] }, valueRows: [], factor, openRows: [], lastRow: sheetRow.row };
      drafts.set(key, draft);
    } else if (!comesBack) {
      for (const column of factorColumns) {
        if (!sameCell(draft.factor[column], factor[column])) {
          report({ row: sheetRow.row, column, ...saying(importProblems.inconsistentValues(column, draft.name, draft.rows[0] as number, sheetRow.row)) });
        }
      }
    }
    draft.rows.push(sheetRow.row);
    draft.lastRow = sheetRow.row;
    if (isOpen) draft.openRows.push(sheetRow.row);
    draft.input.values.push(value);
    draft.valueRows.push(sheetRow.row);
  }

  // Catalogue lookups, each once for the whole file.
  const all = [...drafts.values()];
  const assetUuids = [...new Set(all.map((d) => d.factor.assetUuid).filter((uuid): uuid is string => typeof uuid === 'string' && uuidPattern.test(uuid)))];
  const [unitList, existing, knownAssets] = await Promise.all([
    lookups.units(),
    lookups.existingNames(all.map((d) => d.name)),
    assetUuids.length ? lookups.existingAssets(assetUuids) : Promise.resolve(new Set<string>()),
  ]);
  const unitsBySymbol = new Map<string, string[]>();
  for (const unit of unitList) unitsBySymbol.set(unit.symbol, [...(unitsBySymbol.get(unit.symbol) ?? []), unit.uuid]);
  const existingKeys = new Set([...existing].map(catalogueNameKey));

  const factors: ParsedEmissionFactorInput[] = [];
  for (const draft of all) {
    const first = draft.rows[0] as number;
    const errorsBefore = errors.length;
    const { factor } = draft;
    if (existingKeys.has(catalogueNameKey(draft.name))) {
      report({ row: first, column: 'name', ...saying(importProblems.nameAlreadyExists(draft.name, draft.rows)) });
    }
    if (draft.openRows.length === 0) report({ row: first, column: 'until', ...saying(importProblems.missingOpenValue(draft.name)) });
    if (draft.openRows.length > 1) {
      report({ row: draft.openRows[1] as number, column: 'until', ...saying(importProblems.multipleOpenValues(draft.name, draft.openRows)) });
    }
    let unitUuid: string | undefined;
    if (typeof factor.unit === 'string') {
      const matches = unitsBySymbol.get(factor.unit) ?? [];
      if (matches.length === 0) report({ row: first, column: 'unit', ...saying(keyedMessages.unknownUnit(factor.unit)) });
      else if (matches.length > 1) report({ row: first, column: 'unit', ...saying(importProblems.ambiguousUnit(factor.unit, matches.length)) });
      else unitUuid = matches[0];
    }
    if (typeof factor.assetUuid === 'string' && uuidPattern.test(factor.assetUuid) && !knownAssets.has(factor.assetUuid)) {
      report({ row: first, column: 'assetUuid', ...saying(importProblems.unknownAsset(factor.assetUuid)) });
    }
    if (typeof factor.linkedSupplierUuid === 'string') {
      report({ row: first, column: 'linkedSupplierUuid', ...saying(importProblems.unknownSupplier(factor.linkedSupplierUuid)) });
    }

    // The open value first: the schema wants every value after the first to have a year.
    const order = draft.input.values.map((_, index) => index).sort((a, b) => Number(draft.input.values[b]?.until === null) - Number(draft.input.values[a]?.until === null));
    const input = {
      type: 'SIMPLE',
      name: factor.name,
      clientNameEn: factor.clientNameEn,
      clientNameFr: factor.clientNameFr,
      family: factor.family,
      group: factor.group,
      unitUuid: unitUuid ?? randomUUID(),
      gas: factor.gas,
      qualityPercentage: factor.qualityPercentage,
      assetUuid: factor.assetUuid,
      linkedSupplierUuid: null,
      values: order.map((index) => draft.input.values[index]),
    };
    const parsed = EmissionFactorInput.safeParse(input);
    if (!parsed.success) {
      const openProblemReported = draft.openRows.length !== 1;
      for (const issue of fieldIssuesOf(parsed.error)) {
        const [head, index, field] = issue.path;
        if (head === 'values' && typeof index === 'number') {
          const row = draft.valueRows[order[index] as number] as number;
          const column = typeof field === 'string' ? field : undefined;
          if (column && cellHasError(errors, row, column)) continue;
          report({ row, ...(column ? { column } : {}), ...problemOf(issue) });
        } else if (head === 'values') {
          if (openProblemReported && issue.message === catalogueMessages.exactlyOneOpenEntry) continue;
          report({ row: first, column: 'until', ...problemOf(issue) });
        } else {
          const column = head === 'unitUuid' ? 'unit' : typeof head === 'string' ? head : undefined;
          if (column && cellHasError(errors, first, column)) continue;
          report({ row: first, ...(column ? { column } : {}), ...problemOf(issue) });
        }
      }
    } else if (errors.length === errorsBefore) {
      factors.push(parsed.data);
    }
  }

  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { errors: capErrors(errors), factors: errors.length ? [] : factors };
}

function cellHasError(errors: ImportError[], row: number, column: string): boolean {
  return errors.some((error) => error.row === row && error.column === column);
}

function sameCell(a: unknown, b: unknown): boolean {
  const norm = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return norm(a) === norm(b);
}

function capErrors(errors: ImportError[]): ImportError[] {
  if (errors.length <= maxListedErrors) return errors;
  return [...errors.slice(0, maxListedErrors), { row: null, ...saying(importProblems.moreErrors(errors.length - maxListedErrors)) }];
}

// The template.

/** The downloadable template: the header row and two example rows, the two values of one factor. */
export function importTemplate(): { name: string; contentType: string; content: string } {
  const example = {
    name: 'Electricity FR (example)',
    clientNameEn: 'Grid electricity',
    clientNameFr: 'Électricité réseau',
    family: 'ENERGY',
    group: 'Electricity',
    unit: 'kWh',
    gas: 'CO2E',
    qualityPercentage: 100,
    assetUuid: '',
    linkedSupplierUuid: '',
  };
  const rows: (string | number)[][] = [
    [...importColumns],
    [...factorColumns.map((c) => example[c]), openValueMarker, 0.052, 'ADEME', 'v23.1', 'https://base-empreinte.ademe.fr', 'Current value', 'yes'],
    [...factorColumns.map((c) => example[c]), 2022, 0.0599, 'ADEME', '2022', '', 'Value used until the end of 2022', 'no'],
  ];
  return { name: templateFileName, contentType: xlsxContentType, content: importWorkbook(rows) };
}

/** An .xlsx file of the import's layout as base64, its text cells neutralised: the template, benches. */
export function importWorkbook(rows: readonly (readonly (string | number | null)[])[]): string {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(neutralizeRows(rows)), 'Emission factors');
  return XLSX.write(workbook, { type: 'base64', bookType: 'xlsx', compression: true }) as string;
}

// The catalogue, read and written.

/** The lookups of `validateImport` against the table. */
export const catalogueLookups: ImportLookups = {
  async units() {
    return (await units.query('all', {})).map(({ uuid, symbol }) => ({ uuid, symbol }));
  },
  async existingNames(names) {
    const claims = await emissionFactorNameClaims.batchGet(names.map((name) => ({ name })), { consistent: true });
    return new Set(claims.flatMap((claim) => (claim ? [claim.name] : [])));
  },
  async existingAssets(uuids) {
    const found = await assets.batchGet(uuids.map((uuid) => ({ uuid })));
    return new Set(found.flatMap((asset) => (asset ? [asset.uuid] : [])));
  },
};

/**
 * Validates the whole file; a file with any problem answers every problem and writes nothing.
 * A valid file is staged as an import job, committed for up to `budgetMs` here (a file of a
 * thousand rows is done within that), and answered done or pending with the job to poll.
 */
export async function importEmissionFactors(
  file: string | Uint8Array,
  fileName: string,
  actor: Actor,
  { lookups = catalogueLookups, budgetMs = requestCommitBudgetMs }: { lookups?: ImportLookups; budgetMs?: number } = {},
): Promise<ImportResult> {
  const { errors, factors } = await validateImport(file, lookups);
  if (errors.length) return { status: 'Errors', errors };
  const staged: StagedFactor[] = factors.map((input) => ({ uuid: randomUUID(), input }));
  const job = await createImportJob(factorImportKind, fileName, staged, actor);
  return importJobView(await advanceImportForRequest(job.uuid, budgetMs));
}
