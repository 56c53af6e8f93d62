import { catalogueNameKey } from '@cairn/shared/catalogue/names';
import { say } from '@cairn/shared/errorMessages';
import { AppError } from '@cairn/shared/errors';
import {
  maxSupplierImportRows,
  referencedFactorNames,
  supplierSheetOf,
  supplierTemplateSheets,
  validateSupplierImport,
  type PlannedExpense,
  type PlannedSupplier,
  type SupplierImportError,
  type SupplierImportValidation,
  type SupplierWorkbookRows,
} from '@cairn/shared/supplier/spreadsheet';
import type { Expense, SupplierYearData } from '@cairn/shared/supplier/model';
import { newSupplierYear } from '@cairn/shared/supplier/questions';
import type { SheetLanguage } from '@cairn/shared/portfolio/spreadsheet';
import { randomUUID } from 'node:crypto';
import { transact, transactionLimit, type Actor, type Stored, type TransactItem } from '../data/entity.ts';
import { emissionFactorNameClaims, emissionFactors, visibleFactors } from '../data/emissionFactor.ts';
import { SupplierRecord, supplierGroups, supplierItemBudgetBytes, suppliers } from '../data/supplier.ts';
import { decodeSpreadsheet, parseNamedSheets } from '../import/read.ts';
import { importErrorOf, maxImportBytes, maxImportColumns, sheetRows, workbookOf } from '../portfolio/workbook.ts';
import { newSupplierRecord } from './newSupplier.ts';

/*
 * The supplier and expense workbook of an asset (`supplier.spreadsheetExport`,
 * `supplier.importFromSpreadsheet`): the template written from storage, and a filled one read with
 * the project's safe reader (size and zip checks before inflating, rows, columns and cell lengths
 * bounded), checked as a whole by the shared rules (shared/src/supplier/spreadsheet.ts), then
 * written all or nothing.
 *
 * All or nothing: every supplier the file changes is written in one DynamoDB transaction, each on
 * the version read, so a concurrent edit fails the whole import (CONFLICT) and nothing is half
 * written, even if the process stops. A transaction holds at most 100 items and 4 MB, so one
 * import changes at most `maxChangedSuppliers` suppliers and `maxImportWriteBytes` of items; a
 * larger file is refused, to be split (suppliers the file leaves unchanged do not count).
 */

/** Most suppliers one import may add or change: a DynamoDB transaction's items. */
export const maxChangedSuppliers = transactionLimit;
/** Most bytes of items one import writes: under a transaction's 4 MB, with room for keys and audit fields. */
export const maxImportWriteBytes = 3_500_000;

const sizeOf = (record: unknown) => new TextEncoder().encode(JSON.stringify(record)).length;

/** The template with the asset's suppliers and the year's expenses (the empty template when it has none). */
export async function supplierTemplate(assetUuid: string, year: number, language: SheetLanguage): Promise<Buffer> {
  const [stored, groups] = await Promise.all([
    suppliers.query('ofAsset', { assetUuid }, { consistent: true }),
    supplierGroups.query('ofAsset', { assetUuid }, { consistent: true }),
  ]);
  const factorUuids = [
    ...new Set(stored.flatMap((supplier) => supplier.yearData.filter((data) => data.year === year).flatMap((data) => data.expenses.flatMap((expense) => expense.emissionFactorUuid ?? [])))),
  ];
  const factors = (await emissionFactors.batchGet(factorUuids.map((uuid) => ({ uuid })))).filter((factor) => factor !== null);
  return workbookOf(supplierTemplateSheets({ year, groups, suppliers: stored, factorNames: new Map(factors.map((factor) => [factor.uuid, factor.name])) }, language));
}

/** The Suppliers and Expenses sheets of an uploaded .xlsx as rows, or the error that stops the import. */
export function readSupplierWorkbook(bytes: Uint8Array): { rows: SupplierWorkbookRows } | { error: SupplierImportError } {
  const fileError = (error: ReturnType<typeof importErrorOf>) => ({ error: { ...error, sheet: null } });
  let decoded: ReturnType<typeof decodeSpreadsheet>;
  try {
    decoded = decodeSpreadsheet(bytes, maxImportBytes);
  } catch (error) {
    // A zip that would inflate past any spreadsheet: said as the reader words it.
    if (error instanceof AppError && error.key) return { error: { row: null, cell: null, message: error.message, key: error.key, params: error.params, sheet: null } };
    throw error;
  }
  if ('error' in decoded) return fileError(importErrorOf(decoded.error));
  const parsed = parseNamedSheets(decoded.buffer, { maxRows: maxSupplierImportRows, maxColumns: maxImportColumns }, (name) => supplierSheetOf(name) !== undefined);
  if ('error' in parsed) return fileError(importErrorOf(parsed.error));
  const workbook: SupplierWorkbookRows = {};
  for (const [name, sheet] of parsed.sheets) {
    const kind = supplierSheetOf(name);
    // A second sheet of the same kind (English and French both) is ignored: the first is read.
    if (!kind || workbook[kind]) continue;
    const rows = sheet ? sheetRows(sheet, maxSupplierImportRows) : [];
    if (!Array.isArray(rows)) return { error: { ...rows, sheet: name } };
    workbook[kind] = rows;
  }
  return { rows: workbook };
}

/** The factors the file names, by `catalogueNameKey`: those of the catalogue the asset sees. */
async function factorsByName(assetUuid: string, names: readonly string[]): Promise<Map<string, string>> {
  const claims = (await emissionFactorNameClaims.batchGet(names.map((name) => ({ name })))).filter((claim) => claim !== null);
  const found = (await emissionFactors.batchGet(claims.map((claim) => ({ uuid: claim.emissionFactorUuid })))).filter((factor) => factor !== null);
  const visible = (await visibleFactors(found)).filter((factor) => factor.assetUuid === null || factor.assetUuid === assetUuid);
  return new Map(visible.map((factor) => [catalogueNameKey(factor.name), factor.uuid]));
}

export interface SupplierImportState {
  suppliers: Stored<SupplierRecord>[];
}

/** The asset's suppliers and groups as the file is checked against them, and the check: its errors or the plan. */
export async function checkSupplierImport(
  bytes: Uint8Array,
  assetUuid: string,
  year: number,
  language: SheetLanguage,
): Promise<{ validation: SupplierImportValidation; state: SupplierImportState }> {
  const [stored, groups] = await Promise.all([
    suppliers.query('ofAsset', { assetUuid }, { consistent: true }),
    supplierGroups.query('ofAsset', { assetUuid }, { consistent: true }),
  ]);
  const state = { suppliers: stored };
  const workbook = readSupplierWorkbook(bytes);
  if ('error' in workbook) return { validation: { ok: false, errors: [workbook.error] }, state };
  const { rows } = workbook;
  const factors = await factorsByName(assetUuid, referencedFactorNames(rows));
  const validation = validateSupplierImport(rows, {
    language,
    year,
    maxRows: maxSupplierImportRows,
    groups,
    suppliers: stored.map((supplier) => ({ uuid: supplier.uuid, name: supplier.name, clientId: supplier.clientId })),
    factorOf: (name) => factors.get(catalogueNameKey(name)),
  });
  return { validation, state };
}

const nameKeyOf = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A year's expenses as the file gives them, each matched by name keeping its uuid, answer, and factor or tags the file leaves blank. */
function expensesOf(current: readonly Expense[], planned: readonly PlannedExpense[]): Expense[] {
  const byName = new Map(current.map((expense) => [nameKeyOf(expense.name), expense]));
  return planned.map((row) => {
    const matched = byName.get(nameKeyOf(row.name));
    return {
      uuid: matched?.uuid ?? randomUUID(),
      name: row.name,
      amount: row.amount,
      opex: row.opex,
      tags: row.tags ?? matched?.tags ?? {},
      emissionFactorUuid: row.emissionFactorUuid ?? matched?.emissionFactorUuid ?? null,
      supplierAnswer: matched?.supplierAnswer ?? null,
    };
  });
}

/**
 * The year data with the file's expenses: each year the plan gives replaced; a year the supplier
 * lacks is added after the others (open, so the supplier can be asked about it) only when it has
 * expenses; the years' order is kept, so an unchanged file changes nothing.
 */
function yearDataOf(current: readonly SupplierYearData[], years: ReadonlyMap<number, PlannedExpense[]>): SupplierYearData[] {
  const result = current.map((data) => (years.has(data.year) ? { ...data, expenses: expensesOf(data.expenses, years.get(data.year) ?? []) } : data));
  for (const [year, planned] of years) {
    if (planned.length === 0 || current.some((data) => data.year === year)) continue;
    // It follows its group's questions (null) until staff edit them, as a year stored before years kept their own.
    result.push({ ...newSupplierYear(randomUUID(), year, []), questions: null, expenses: expensesOf([], planned) });
  }
  return result;
}

const tooLarge = (name: string) => new AppError('BAD_REQUEST', say('server.supplierImport.supplierTooLarge', { name }));

/** One planned supplier as the record to write, or null when nothing of it changes. */
async function recordOf(assetUuid: string, planned: PlannedSupplier, stored: ReadonlyMap<string, Stored<SupplierRecord>>): Promise<{ op: 'create' | 'replace'; record: SupplierRecord; current: Stored<SupplierRecord> | null } | null> {
  const current = planned.uuid ? (stored.get(planned.uuid) ?? null) : null;
  const fields = planned.fields ? { name: planned.fields.name, clientId: planned.fields.clientId, language: planned.fields.language, groupUuid: planned.fields.groupUuid, emails: planned.fields.emails } : null;
  if (current === null) {
    if (!fields) return null;
    const created = await newSupplierRecord({ uuid: randomUUID(), assetUuid, ...fields });
    return { op: 'create', record: { ...created, yearData: yearDataOf([], planned.years) }, current: null };
  }
  const next: SupplierRecord = SupplierRecord.parse({ ...current, ...(fields ?? {}), yearData: yearDataOf(current.yearData, planned.years) });
  const before = SupplierRecord.parse(current);
  return JSON.stringify(next) === JSON.stringify(before) ? null : { op: 'replace', record: next, current };
}

/**
 * Writes a valid file's plan over the suppliers read in `state`, all in one transaction, each on
 * its version. Answers how many suppliers were added, updated and left as they were.
 */
export async function writeSupplierImport(assetUuid: string, plan: readonly PlannedSupplier[], state: SupplierImportState, actor: Actor): Promise<{ created: number; updated: number; unchanged: number }> {
  const stored = new Map(state.suppliers.map((supplier) => [supplier.uuid, supplier]));
  const writes = (await Promise.all(plan.map((planned) => recordOf(assetUuid, planned, stored)))).filter((write) => write !== null);
  let bytes = 0;
  const items: TransactItem[] = [];
  for (const write of writes) {
    const size = sizeOf(write.record);
    if (size > supplierItemBudgetBytes) throw tooLarge(write.record.name);
    bytes += size;
    items.push(write.op === 'create' ? suppliers.ops.create(write.record, actor) : suppliers.ops.replace(write.current!, write.record, actor));
  }
  if (items.length > maxChangedSuppliers || bytes > maxImportWriteBytes) {
    throw new AppError('BAD_REQUEST', say('server.supplierImport.tooManyChanges', { count: items.length, max: maxChangedSuppliers }));
  }
  if (items.length > 0) await transact(items);
  const created = writes.filter((write) => write.op === 'create').length;
  return { created, updated: writes.length - created, unchanged: plan.length - writes.length };
}
