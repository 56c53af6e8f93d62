import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { say, type Message } from '../errorMessages.ts';
import { supportedLabelLanguages } from '../labels/labels.ts';
import { PortfolioImportError } from '../portfolio/importErrors.ts';
import {
  addTooLongRows,
  columnLetters,
  comparable,
  filledLength,
  headerKey,
  ImportErrors,
  isBlank,
  nameKey,
  parseAmount,
  parseYear,
  portfolioImportProblems,
  readSheetLayout,
  textOf,
  type SheetLanguage,
  type SheetLayout,
  type TemplateCell,
} from '../portfolio/spreadsheet.ts';
import { supplierEmail, supplierLimits, type SupplierLanguage, type SupplierTags } from './model.ts';
import { parseSupplierTag, supplierTagText } from './tags.ts';

/*
 * An asset's suppliers and their expenses as a spreadsheet (issue 20: "Suppliers and their
 * expenses can be imported from .xlsx, validated whole, nothing written on error"): the template's
 * sheets and rows, and the check of a filled file, which answers every error at once or the plan
 * of what to write. The workbook is read and written by the caller (functions/src/lib/supplier/
 * spreadsheet.ts); the portfolio import's layout checks, cell parsing and wordings are reused, so
 * every import reads a file alike.
 *
 * Sheets, found by their English or French name: 'Suppliers' (required) with one row per supplier,
 * 'Expenses' (optional) with one row per expense, and 'Valid values' (ignored on import).
 *
 * Decisions the spec leaves open:
 * - A supplier row is matched to the asset's suppliers by its client id (the whole cell, case and
 *   spacing ignored), else by its name; the first match wins when two stored suppliers share a
 *   name. An unmatched row is a new supplier.
 * - An expense row names its supplier by client id (when given) or name, among the Suppliers
 *   sheet's rows first, then the asset's suppliers.
 * - For every supplier the file names (in either sheet), the expenses of the import's year, and of
 *   any other year its expense rows give, are the file's: an expense whose name matches a stored
 *   one of that year keeps its uuid and the supplier's answer, and its own factor when the file's
 *   factor cell is blank. Without an Expenses sheet no expense changes. Suppliers the file does not
 *   name are left alone.
 * - A blank year cell is the import's year. Opex/Capex takes 'Opex' or 'Capex' in either language.
 *   E-mails are separated by ';' or ','; tags are `Name: value; Name: value`.
 * - A language is a code of the fixed list ('fr') or its name in English or French ('French',
 *   'français').
 */

export const supplierTemplateFileName = (year: number) => `suppliers-${year}.xlsx`;
export const supplierSheetNames: Record<SheetLanguage, { suppliers: string; expenses: string; options: string }> = {
  en: { suppliers: 'Suppliers', expenses: 'Expenses', options: 'Valid values' },
  fr: { suppliers: 'Fournisseurs', expenses: 'Dépenses', options: 'Valeurs valides' },
};
export type SupplierSheet = 'suppliers' | 'expenses';

/** The sheet a workbook's sheet name is, in either language; undefined for another. */
export function supplierSheetOf(name: string): SupplierSheet | undefined {
  const key = headerKey(name);
  for (const names of Object.values(supplierSheetNames)) {
    if (headerKey(names.suppliers) === key) return 'suppliers';
    if (headerKey(names.expenses) === key) return 'expenses';
  }
  return undefined;
}

type Headers = Record<SheetLanguage, string>;

export const supplierColumnHeaders = {
  name: { en: 'Name', fr: 'Nom' },
  clientId: { en: 'Client id', fr: 'Identifiant client' },
  language: { en: 'Language', fr: 'Langue' },
  group: { en: 'Group', fr: 'Groupe' },
  emails: { en: 'E-mails', fr: 'E-mails' },
} as const satisfies Record<string, Headers>;
export type SupplierColumn = keyof typeof supplierColumnHeaders;
const supplierColumns = Object.keys(supplierColumnHeaders) as SupplierColumn[];
const requiredSupplierColumns: readonly SupplierColumn[] = ['name', 'language', 'group', 'emails'];

export const expenseColumnHeaders = {
  supplier: { en: 'Supplier', fr: 'Fournisseur' },
  supplierClientId: { en: 'Supplier client id', fr: 'Identifiant client du fournisseur' },
  year: { en: 'Year', fr: 'Année' },
  name: { en: 'Expense', fr: 'Dépense' },
  amount: { en: 'Amount (€)', fr: 'Montant (€)' },
  nature: { en: 'Opex/Capex', fr: 'Opex/Capex' },
  tags: { en: 'Tags', fr: 'Étiquettes' },
  factor: { en: 'Emission factor', fr: 'Facteur d’émission' },
} as const satisfies Record<string, Headers>;
export type ExpenseColumn = keyof typeof expenseColumnHeaders;
const expenseColumns = Object.keys(expenseColumnHeaders) as ExpenseColumn[];
const requiredExpenseColumns: readonly ExpenseColumn[] = ['supplier', 'year', 'name', 'amount', 'nature'];

/** A header matcher of one sheet: both languages, with and without the unit in parentheses. */
function headerMatcher<C extends string>(headers: Record<C, Headers>): (header: string) => C | undefined {
  const byKey = new Map<string, C>();
  for (const column of Object.keys(headers) as C[]) {
    for (const header of Object.values<string>(headers[column])) {
      byKey.set(headerKey(header), column);
      byKey.set(headerKey(header.replace(/\([^)]*\)/g, '')), column);
    }
  }
  return (header) => byKey.get(headerKey(header));
}
const supplierColumnOf = headerMatcher<SupplierColumn>(supplierColumnHeaders);
const expenseColumnOf = headerMatcher<ExpenseColumn>(expenseColumnHeaders);

export const opexCapexWords: Record<SheetLanguage, { opex: string; capex: string }> = { en: { opex: 'Opex', capex: 'Capex' }, fr: { opex: 'Opex', capex: 'Capex' } };

/** A language's names as a cell may give them: its code, its English and its French name. */
const languageByText: ReadonlyMap<string, SupplierLanguage> = new Map(
  supportedLabelLanguages.flatMap((code) => {
    const names = (['en', 'fr'] as const).map((language) => new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code);
    return [code, ...names].map((text) => [comparable(text), code] as const);
  }),
);

/** Tags as the template writes them: `Name: value; Name: value`. */
export const tagsCell = (tags: SupplierTags): string | null => {
  const entries = Object.entries(tags);
  return entries.length === 0 ? null : entries.map(([key, value]) => supplierTagText(key, value).replace(':', ': ')).join('; ');
};

// The template.

/** What the template is written from: the asset's suppliers, groups, and the year's expenses' factor names. */
export interface SupplierTemplateSource {
  year: number;
  groups: readonly { uuid: string; name: string }[];
  suppliers: readonly {
    name: string;
    clientId: string | null;
    language: SupplierLanguage;
    groupUuid: string;
    emails: readonly string[];
    yearData: readonly { year: number; expenses: readonly { name: string; amount: number; opex: boolean; tags: SupplierTags; emissionFactorUuid: string | null }[] }[];
  }[];
  /** The names of the expenses' own factors, by uuid; a factor missing here is written blank. */
  factorNames: ReadonlyMap<string, string>;
}

export function supplierHeaderRow(language: SheetLanguage): string[] {
  return supplierColumns.map((column) => supplierColumnHeaders[column][language]);
}
export function expenseHeaderRow(language: SheetLanguage): string[] {
  return expenseColumns.map((column) => expenseColumnHeaders[column][language]);
}

/**
 * The template's three sheets: the suppliers (by name), the year's expenses of each (suppliers in
 * that order, expenses in theirs) and the valid values. With no supplier, headers alone: the empty
 * template.
 */
export function supplierTemplateSheets(source: SupplierTemplateSource, language: SheetLanguage): { name: string; rows: TemplateCell[][] }[] {
  const names = supplierSheetNames[language];
  const groupName = new Map(source.groups.map((group) => [group.uuid, group.name]));
  const suppliers = [...source.suppliers].sort((a, b) => a.name.localeCompare(b.name));
  const words = opexCapexWords[language];
  const supplierRows: TemplateCell[][] = [supplierHeaderRow(language)];
  const expenseRows: TemplateCell[][] = [expenseHeaderRow(language)];
  for (const supplier of suppliers) {
    supplierRows.push([supplier.name, supplier.clientId, supplier.language, groupName.get(supplier.groupUuid) ?? null, supplier.emails.join('; ') || null]);
    for (const expense of supplier.yearData.find((data) => data.year === source.year)?.expenses ?? []) {
      expenseRows.push([
        supplier.name,
        supplier.clientId,
        source.year,
        expense.name,
        expense.amount,
        expense.opex ? words.opex : words.capex,
        tagsCell(expense.tags),
        expense.emissionFactorUuid ? (source.factorNames.get(expense.emissionFactorUuid) ?? null) : null,
      ]);
    }
  }
  return [
    { name: names.suppliers, rows: supplierRows },
    { name: names.expenses, rows: expenseRows },
    { name: names.options, rows: supplierOptionRows(source.groups, language) },
  ];
}

/** The sheet of valid values: language codes beside their names, the asset's groups, Opex and Capex, the tag format. */
export function supplierOptionRows(groups: readonly { name: string }[], language: SheetLanguage): TemplateCell[][] {
  const languageNames = new Intl.DisplayNames([language], { type: 'language' });
  const words = opexCapexWords[language];
  const lists: { header: string; values: string[] }[] = [
    { header: supplierColumnHeaders.language[language], values: [...supportedLabelLanguages] },
    { header: language === 'fr' ? 'Nom de la langue' : 'Language name', values: supportedLabelLanguages.map((code) => languageNames.of(code) ?? code) },
    { header: supplierColumnHeaders.group[language], values: groups.map((group) => group.name) },
    { header: expenseColumnHeaders.nature[language], values: [words.opex, words.capex] },
    { header: expenseColumnHeaders.tags[language], values: [language === 'fr' ? 'Pays: France; Site: Lyon' : 'Country: France; Site: Lyon'] },
  ];
  const height = Math.max(...lists.map((list) => list.values.length));
  const rows: TemplateCell[][] = [lists.map((list) => list.header)];
  for (let index = 0; index < height; index++) rows.push(lists.map((list) => list.values[index] ?? null));
  return rows;
}

// The import.

/** One problem of the file: a portfolio import's error with the sheet it is in (null for the file as a whole). */
export const SupplierImportError = PortfolioImportError.extend({ sheet: z.string().nullable() });
export type SupplierImportError = z.infer<typeof SupplierImportError>;

/** Most rows of one sheet past its header. */
export const maxSupplierImportRows = 10_000;

export interface StoredSupplierRef {
  uuid: string;
  name: string;
  clientId: string | null;
}

export interface SupplierImportContext {
  /** The language valid values and missing columns are said in. */
  language: SheetLanguage;
  /** The import's year: a blank year cell's, and the year whose expenses every named supplier takes from the file. */
  year: number;
  maxRows: number;
  /** The asset's groups. */
  groups: readonly { uuid: string; name: string }[];
  /** The asset's suppliers. */
  suppliers: readonly StoredSupplierRef[];
  /** The uuid of the factor a name gives in the asset's catalogue, or undefined. */
  factorOf: (name: string) => string | undefined;
}

/** A sheet's rows as read, row 1 first; undefined when the workbook has no such sheet. */
export type SupplierWorkbookRows = Partial<Record<SupplierSheet, readonly (readonly unknown[])[]>>;

export interface PlannedExpense {
  row: number;
  name: string;
  amount: number;
  opex: boolean;
  /** Null when the file has no tags column: a matched expense keeps its tags. */
  tags: SupplierTags | null;
  /** Null when the cell is blank: a matched expense keeps its factor. */
  emissionFactorUuid: string | null;
}

export interface PlannedSupplier {
  /** The stored supplier it updates, or null for a new one. */
  uuid: string | null;
  /** From its Suppliers row; null when only the Expenses sheet names it (it keeps its fields). */
  fields: { row: number; name: string; clientId: string | null; language: SupplierLanguage; groupUuid: string; emails: string[] } | null;
  /** The years whose expenses the file gives, each with them in row order; empty without an Expenses sheet. */
  years: Map<number, PlannedExpense[]>;
}

export type SupplierImportValidation = { ok: true; plan: PlannedSupplier[] } | { ok: false; errors: SupplierImportError[] };

/** The import's own messages, each said with its catalogue key. */
export const supplierImportProblems = {
  missingSheet: (sheet: string) => say('server.supplierImport.missingSheet', { sheet }),
  unknownGroup: (name: string) => say('server.supplierImport.unknownGroup', { name }),
  unknownSupplier: (name: string) => say('server.supplierImport.unknownSupplier', { name }),
  unknownFactor: (name: string) => say('server.supplierImport.unknownFactor', { name }),
  supplierTwice: (name: string, first: number, second: number) => say('server.supplierImport.supplierTwice', { name, first, second }),
  expenseTwice: (name: string, supplier: string, year: number, first: number, second: number) => say('server.supplierImport.expenseTwice', { name, supplier, year, first, second }),
  expectedOpexCapex: (language: SheetLanguage) => say('server.supplierImport.expectedOpexCapex', opexCapexWords[language]),
  tooMany: (max: number) => say('server.supplierImport.tooMany', { max }),
  tooManyExpenses: (supplier: string, year: number, count: number, max: number) => say('server.supplierImport.tooManyExpenses', { supplier, year, count, max }),
  tooManySuppliers: (count: number, max: number) => say('server.supplierImport.tooManySuppliers', { count, max }),
  invalidEmail: () => say('validation.message.invalidEmail'),
  tagFormat: () => say('validation.message.supplierTagFormat'),
} as const;

type Parsed<T> = { value: T } | { reason: Message };

function requiredTextCell(value: unknown, max: number): Parsed<string> {
  const text = textOf(value);
  if (text === undefined || text === '') return { reason: portfolioImportProblems.emptyField() };
  if (text.length > max) return { reason: portfolioImportProblems.tooLong(max) };
  return { value: text.replace(/\s+/g, ' ') };
}

function optionalTextCell(value: unknown, max: number): Parsed<string | null> {
  return isBlank(value) ? { value: null } : requiredTextCell(value, max);
}

function parseEmails(value: unknown): Parsed<string[]> {
  const text = textOf(value) ?? '';
  const parts = text.split(/[;,]/).map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length > supplierLimits.emails) return { reason: supplierImportProblems.tooMany(supplierLimits.emails) };
  const emails: string[] = [];
  for (const part of parts) {
    const parsed = supplierEmail().safeParse(part);
    if (!parsed.success) return { reason: supplierImportProblems.invalidEmail() };
    if (!emails.some((email) => email.toLowerCase() === parsed.data.toLowerCase())) emails.push(parsed.data);
  }
  return { value: emails };
}

function parseTags(value: unknown): Parsed<SupplierTags> {
  const parts = (textOf(value) ?? '').split(';').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length > supplierLimits.tags) return { reason: supplierImportProblems.tooMany(supplierLimits.tags) };
  const tags: SupplierTags = {};
  for (const part of parts) {
    const tag = parseSupplierTag(part);
    if (tag === null) return { reason: supplierImportProblems.tagFormat() };
    tags[tag.key] = tag.value;
  }
  return { value: tags };
}

function parseNature(value: unknown, language: SheetLanguage): Parsed<boolean> {
  const word = comparable(textOf(value) ?? '');
  if (word === 'opex') return { value: true };
  if (word === 'capex') return { value: false };
  return { reason: word === '' ? portfolioImportProblems.emptyField() : supplierImportProblems.expectedOpexCapex(language) };
}

/** A sheet's errors, each said with the sheet's name as the file has it. */
class SheetErrors {
  readonly errors = new ImportErrors();
  constructor(readonly sheet: string) {}
  cell(row: number, position: number, reason: Message): void {
    const cell = `${columnLetters(position)}${row}`;
    this.errors.add(row, cell, portfolioImportProblems.cell(cell, reason));
  }
  all(): SupplierImportError[] {
    return this.errors.all().map((error) => ({ ...error, sheet: this.sheet }));
  }
}

const sheetNamed = (errors: readonly PortfolioImportError[], sheet: string | null): SupplierImportError[] => errors.map((error) => ({ ...error, sheet }));

/** The file's factor names, as given in its Expenses sheet (to look them up before `validateSupplierImport`). */
export function referencedFactorNames(workbook: SupplierWorkbookRows): string[] {
  const rows = workbook.expenses;
  if (!rows) return [];
  const headerIndex = rows.findIndex((row) => filledLength(row) > 0);
  const header = rows[headerIndex] ?? [];
  const position = header.findIndex((cell) => expenseColumnOf(textOf(cell) ?? '') === 'factor');
  if (position < 0) return [];
  return [...new Set(rows.slice(headerIndex + 1).flatMap((row) => textOf(row[position]) || []))].slice(0, maxSupplierImportRows);
}

/** One supplier's identity in the file: its target key, to find duplicates and expenses' suppliers. */
interface FileSupplier {
  key: string;
  row: number;
  name: string;
  planned: PlannedSupplier;
}

/**
 * The sheets of a filled template checked as a whole against the asset: every error at once, or
 * the plan of the suppliers to add and update and the expenses to write. Errors of a sheet's shape
 * (a missing Suppliers sheet, an empty one, too many rows, a missing or duplicated column) come
 * alone, as the cells cannot be read without them.
 */
export function validateSupplierImport(workbook: SupplierWorkbookRows, context: SupplierImportContext): SupplierImportValidation {
  const names = supplierSheetNames[context.language];
  const supplierRows = workbook.suppliers;
  if (!supplierRows) return { ok: false, errors: [{ ...errorOfMessage(supplierImportProblems.missingSheet(names.suppliers)), sheet: null }] };
  // A sheet of headers alone (the empty template's) is an empty list; both so, the file is empty.
  const headerOnly = (rows: readonly (readonly unknown[])[] | undefined) => rows !== undefined && rows.filter((row) => filledLength(row) > 0).length <= 1;
  const expenseRows = workbook.expenses && !headerOnly(workbook.expenses) ? workbook.expenses : null;
  const supplierRead = headerOnly(supplierRows) && expenseRows
    ? null
    : readSheetLayout(supplierRows, context.maxRows, supplierColumnOf, requiredSupplierColumns, (column) => supplierColumnHeaders[column][context.language]);
  const expenseRead = expenseRows
    ? readSheetLayout(expenseRows, context.maxRows, expenseColumnOf, requiredExpenseColumns, (column) => expenseColumnHeaders[column][context.language])
    : null;
  const shapeErrors = [
    ...(supplierRead && !supplierRead.ok ? sheetNamed(supplierRead.errors, names.suppliers) : []),
    ...(expenseRead && !expenseRead.ok ? sheetNamed(expenseRead.errors, names.expenses) : []),
  ];
  if (shapeErrors.length > 0) return { ok: false, errors: shapeErrors };

  const supplierErrors = new SheetErrors(names.suppliers);
  const fileSuppliers = supplierRead?.ok ? readSuppliers(supplierRows, supplierRead.layout, context, supplierErrors) : [];
  const expenseErrors = new SheetErrors(names.expenses);
  const named = new Map<string, PlannedSupplier>(fileSuppliers.map((supplier) => [supplier.key, supplier.planned]));
  if (expenseRead?.ok && expenseRows) readExpenses(expenseRows, expenseRead.layout, context, fileSuppliers, named, expenseErrors);

  const newCount = [...named.values()].filter((planned) => planned.uuid === null).length;
  const total = context.suppliers.length + newCount;
  if (total > supplierLimits.suppliers) supplierErrors.errors.add(null, null, supplierImportProblems.tooManySuppliers(total, supplierLimits.suppliers));
  const errors = [...supplierErrors.all(), ...expenseErrors.all()];
  if (errors.length > 0) return { ok: false, errors };
  // Every supplier named takes the import year's expenses from the file, none when it gives none.
  if (workbook.expenses) for (const planned of named.values()) if (!planned.years.has(context.year)) planned.years.set(context.year, []);
  return { ok: true, plan: [...named.values()] };
}

const errorOfMessage = (message: Message): PortfolioImportError => ({ row: null, cell: null, message: message.text, key: message.key, params: message.params });

/** How a supplier is found: by client id, else by name (case and spacing aside); the first of each wins. */
function supplierFinder<T>(suppliers: readonly T[], clientIdOf: (supplier: T) => string | null | undefined, nameOf: (supplier: T) => string) {
  const byClientId = new Map<string, T>();
  const byName = new Map<string, T>();
  for (const supplier of suppliers) {
    const clientId = clientIdOf(supplier);
    if (clientId && !byClientId.has(nameKey(clientId))) byClientId.set(nameKey(clientId), supplier);
    if (!byName.has(nameKey(nameOf(supplier)))) byName.set(nameKey(nameOf(supplier)), supplier);
  }
  return (clientId: string | null | undefined, name: string | null | undefined) => (clientId ? byClientId.get(nameKey(clientId)) : undefined) ?? (name ? byName.get(nameKey(name)) : undefined);
}

/** How a stored supplier is found. */
const storedIndex = (suppliers: readonly StoredSupplierRef[]) => supplierFinder(suppliers, (supplier) => supplier.clientId, (supplier) => supplier.name);

/** A row's cell reader: a cell that does not parse is recorded at its cell, and the row is then not read whole. */
function rowReader<C extends string>(row: readonly unknown[], rowNumber: number, position: (column: C) => number | undefined, errors: SheetErrors) {
  let whole = true;
  const cell = <T>(column: C, parse: (value: unknown) => Parsed<T>): T | undefined => {
    const at = position(column);
    if (at === undefined) return undefined;
    const parsed = parse(row[at]);
    if ('value' in parsed) return parsed.value;
    whole = false;
    errors.cell(rowNumber, at, parsed.reason);
    return undefined;
  };
  return { cell, whole: () => whole };
}

function readSuppliers(rows: readonly (readonly unknown[])[], layout: SheetLayout<SupplierColumn>, context: SupplierImportContext, errors: SheetErrors): FileSupplier[] {
  addTooLongRows(rows, layout, errors.errors);
  const stored = storedIndex(context.suppliers);
  const groups = new Map(context.groups.map((group) => [nameKey(group.name), group.uuid]));
  const position = (column: SupplierColumn) => layout.positions.get(column);
  const read: FileSupplier[] = [];
  const byKey = new Map<string, FileSupplier>();
  for (let index = layout.headerIndex + 1; index <= layout.lastIndex; index++) {
    const row = rows[index] ?? [];
    if (filledLength(row) === 0) continue;
    const rowNumber = index + 1;
    const { cell, whole } = rowReader(row, rowNumber, position, errors);
    const name = cell('name', (value) => requiredTextCell(value, textBounds.name));
    const clientId = cell('clientId', (value) => optionalTextCell(value, supplierLimits.clientId)) ?? null;
    const language = cell('language', (value): Parsed<SupplierLanguage> => {
      if (isBlank(value)) return { reason: portfolioImportProblems.emptyField() };
      const text = textOf(value) ?? '';
      const code = languageByText.get(comparable(text));
      return code ? { value: code } : { reason: portfolioImportProblems.invalidOptions(supplierColumnHeaders.language[context.language], [text], [], [...supportedLabelLanguages]) };
    });
    const groupUuid = cell('group', (value): Parsed<string> => {
      const text = requiredTextCell(value, textBounds.name);
      if (!('value' in text)) return text;
      const uuid = groups.get(nameKey(text.value));
      return uuid ? { value: uuid } : { reason: supplierImportProblems.unknownGroup(text.value) };
    });
    const emails = cell('emails', parseEmails);
    if (!whole() || name === undefined || language === undefined || groupUuid === undefined || emails === undefined) continue;
    const match = stored(clientId, name);
    const key = match ? match.uuid : clientId ? `id:${nameKey(clientId)}` : `name:${nameKey(name)}`;
    const earlier = byKey.get(key);
    if (earlier) {
      errors.errors.add(rowNumber, null, supplierImportProblems.supplierTwice(name, earlier.row, rowNumber));
      continue;
    }
    const supplier: FileSupplier = {
      key,
      row: rowNumber,
      name,
      planned: { uuid: match?.uuid ?? null, fields: { row: rowNumber, name, clientId, language, groupUuid, emails }, years: new Map() },
    };
    byKey.set(key, supplier);
    read.push(supplier);
  }
  return read;
}

function readExpenses(
  rows: readonly (readonly unknown[])[],
  layout: SheetLayout<ExpenseColumn>,
  context: SupplierImportContext,
  fileSuppliers: readonly FileSupplier[],
  named: Map<string, PlannedSupplier>,
  errors: SheetErrors,
): void {
  addTooLongRows(rows, layout, errors.errors);
  const fileIndex = supplierFinder(fileSuppliers, (supplier) => supplier.planned.fields?.clientId, (supplier) => supplier.name);
  const stored = storedIndex(context.suppliers);
  const position = (column: ExpenseColumn) => layout.positions.get(column);
  const hasTags = position('tags') !== undefined;
  const seen = new Map<string, number>();
  const counts = new Map<string, { supplier: string; year: number; count: number }>();
  for (let index = layout.headerIndex + 1; index <= layout.lastIndex; index++) {
    const row = rows[index] ?? [];
    if (filledLength(row) === 0) continue;
    const rowNumber = index + 1;
    const { cell, whole } = rowReader(row, rowNumber, position, errors);
    const clientId = cell('supplierClientId', (value) => optionalTextCell(value, supplierLimits.clientId)) ?? null;
    const supplierName = cell('supplier', (value) => (clientId !== null && isBlank(value) ? { value: '' } : requiredTextCell(value, textBounds.name)));
    const year = cell('year', (value): Parsed<number> => {
      const parsed = parseYear(value);
      return 'value' in parsed ? { value: parsed.value ?? context.year } : { reason: 'reason' in parsed ? parsed.reason : portfolioImportProblems.expectedNumber() };
    });
    const name = cell('name', (value) => requiredTextCell(value, textBounds.name));
    const amount = cell('amount', (value): Parsed<number> => {
      if (isBlank(value)) return { reason: portfolioImportProblems.emptyField() };
      const parsed = parseAmount(value, supplierLimits.magnitude);
      return 'value' in parsed && parsed.value !== null ? { value: parsed.value } : { reason: 'reason' in parsed ? parsed.reason : portfolioImportProblems.expectedNumber() };
    });
    const opex = cell('nature', (value) => parseNature(value, context.language));
    const tags = hasTags ? cell('tags', parseTags) : null;
    const factorUuid = position('factor') === undefined ? null : cell('factor', (value): Parsed<string | null> => {
      const text = optionalTextCell(value, textBounds.name);
      if (!('value' in text) || text.value === null) return text;
      const uuid = context.factorOf(text.value);
      return uuid ? { value: uuid } : { reason: supplierImportProblems.unknownFactor(text.value) };
    });
    if (supplierName === undefined) continue;
    const shownSupplier = supplierName || clientId || '';
    const fileMatch = fileIndex(clientId, supplierName);
    const storedMatch = fileMatch ? undefined : stored(clientId, supplierName);
    if (!fileMatch && !storedMatch) {
      errors.errors.add(rowNumber, null, supplierImportProblems.unknownSupplier(shownSupplier));
      continue;
    }
    if (!whole() || year === undefined || name === undefined || amount === undefined || opex === undefined || tags === undefined || factorUuid === undefined) continue;
    const key = fileMatch ? fileMatch.key : storedMatch!.uuid;
    const planned = named.get(key) ?? { uuid: storedMatch!.uuid, fields: null, years: new Map<number, PlannedExpense[]>() };
    named.set(key, planned);
    const expenseKey = `${key}\u0000${year}\u0000${nameKey(name)}`;
    const first = seen.get(expenseKey);
    const displayName = fileMatch?.name ?? storedMatch!.name;
    if (first !== undefined) {
      errors.errors.add(rowNumber, null, supplierImportProblems.expenseTwice(name, displayName, year, first, rowNumber));
      continue;
    }
    seen.set(expenseKey, rowNumber);
    const countKey = `${key}\u0000${year}`;
    const count = counts.get(countKey) ?? { supplier: displayName, year, count: 0 };
    count.count++;
    counts.set(countKey, count);
    const expenses = planned.years.get(year) ?? [];
    planned.years.set(year, expenses);
    expenses.push({ row: rowNumber, name, amount, opex, tags, emissionFactorUuid: factorUuid });
  }
  for (const { supplier, year, count } of counts.values()) {
    if (count > supplierLimits.expenses) errors.errors.add(null, null, supplierImportProblems.tooManyExpenses(supplier, year, count, supplierLimits.expenses));
  }
}
