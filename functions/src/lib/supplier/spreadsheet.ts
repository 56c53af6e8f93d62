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
import type { Actor, Stored } from '../data/entity.ts';
import { emissionFactorNameClaims, emissionFactors, visibleFactors } from '../data/emissionFactor.ts';
import { SupplierRecord, supplierGroups, supplierItemBudgetBytes, type SupplierImportMark } from '../data/supplier.ts';
import type { PlannedWrite } from '../import/journal.ts';
import { decodeSpreadsheet, parseNamedSheets } from '../import/read.ts';
import { importErrorOf, maxImportBytes, maxImportColumns, sheetRows, workbookOf } from '../portfolio/workbook.ts';
import { plannedSupplierWrite, suppliersOfAsset, writeSuppliersAllOrNothing } from './importJournal.ts';
import { newSupplierRecord } from './newSupplier.ts';

/*
 * The supplier and expense workbook of an asset (`supplier.spreadsheetExport`,
 * `supplier.importFromSpreadsheet`): the template written from storage, and a filled one read with
 * the project's safe reader (size and zip checks before inflating, rows, columns and cell lengths
 * bounded), checked as a whole by the shared rules (shared/src/supplier/spreadsheet.ts), then
 * written all or nothing.
 *
 * All or nothing (lib/supplier/importJournal.ts, on the shared import journal): every supplier
 * the file changes is written on the version read, so a concurrent edit fails the whole import
 * (CONFLICT) and what was written is undone. A file that fits one DynamoDB transaction (100
 * items, 4 MB) is one; a larger one is journaled in the bucket and written under the asset's
 * import mark, which refuses every other supplier write until its last transaction, and which the
 * asset's next read undoes if the process stops midway.
 *
 * Bounds: the shared check already keeps an asset to `supplierLimits.suppliers` (5,000), so one
 * import changes at most that many; and the items it writes (suppliers the file leaves unchanged
 * do not count) are at most `maxImportWriteBytes`, since the time an import takes grows with
 * what it writes, not with how many suppliers: against the emulators 5,000 suppliers of 1 kB
 * (5 MB) import in about 6 s, 500 suppliers of 22 kB (11 MB) in 11 s, of 43 kB (22 MB) in 23 s,
 * of 70 kB (35 MB) not within the procedure's 28 s.
 */

/** Most bytes of supplier items one import writes: about a third of the procedure's time, measured above. */
export const maxImportWriteBytes = 10_000_000;

const sizeOf = (record: unknown) => new TextEncoder().encode(JSON.stringify(record)).length;

/** The template with the asset's suppliers and the year's expenses (the empty template when it has none). */
export async function supplierTemplate(assetUuid: string, year: number, language: SheetLanguage, actor: Actor): Promise<Buffer> {
  const [{ suppliers: stored }, groups] = await Promise.all([
    suppliersOfAsset(assetUuid, actor),
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
  /** The asset's import mark as read with them: another import running refuses this one. */
  mark: Stored<SupplierImportMark> | null;
}

/** The asset's suppliers and groups as the file is checked against them, and the check: its errors or the plan. */
export async function checkSupplierImport(
  bytes: Uint8Array,
  assetUuid: string,
  year: number,
  language: SheetLanguage,
  actor: Actor,
): Promise<{ validation: SupplierImportValidation; state: SupplierImportState }> {
  const [state, groups] = await Promise.all([suppliersOfAsset(assetUuid, actor), supplierGroups.query('ofAsset', { assetUuid }, { consistent: true })]);
  const stored = state.suppliers;
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
 * Writes a valid file's plan over the suppliers read in `state`, all or nothing, each on its
 * version. Answers how many suppliers were added, updated and left as they were.
 */
export async function writeSupplierImport(
  assetUuid: string,
  plan: readonly PlannedSupplier[],
  state: SupplierImportState,
  actor: Actor,
  /** Tests only: stops after this many transactions as a killed process would (`SimulatedCrash`). */
  options: { crashAfterTransactions?: number } = {},
): Promise<{ created: number; updated: number; unchanged: number }> {
  const stored = new Map(state.suppliers.map((supplier) => [supplier.uuid, supplier]));
  const writes = (await Promise.all(plan.map((planned) => recordOf(assetUuid, planned, stored)))).filter((write) => write !== null);
  const planned: PlannedWrite[] = [];
  let bytes = 0;
  for (const write of writes) {
    const size = sizeOf(write.record);
    if (size > supplierItemBudgetBytes) throw tooLarge(write.record.name);
    bytes += size;
    planned.push(write.op === 'create' ? plannedSupplierWrite.create('supplier', write.record, actor) : plannedSupplierWrite.replace('supplier', write.current!, write.record, actor));
  }
  if (bytes > maxImportWriteBytes) {
    throw new AppError('BAD_REQUEST', say('server.supplierImport.tooMuchData', { size: Math.ceil(bytes / 100_000) / 10, max: maxImportWriteBytes / 1_000_000 }));
  }
  if (planned.length > 0) await writeSuppliersAllOrNothing(assetUuid, state.mark, planned, actor, options);
  const created = writes.filter((write) => write.op === 'create').length;
  return { created, updated: writes.length - created, unchanged: plan.length - writes.length };
}
