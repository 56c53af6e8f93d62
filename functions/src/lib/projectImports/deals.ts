import { type Message } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { CrmStage } from '@cairn/shared/labels/enums';
import { enLabels } from '@cairn/shared/labels/en';
import { frLabels } from '@cairn/shared/labels/fr';
import type { DealFields } from '@cairn/shared/projects/deal';
import { Currency } from '@cairn/shared/schemas/enums';
import { dealUuidOf } from '../crm/dealIdentity.ts';
import type { Cell } from '../import/read.ts';
import { capProblems, numberOf, problemOf, readSheetRows, textOf, type ImportProblem, type SheetKind, type SheetRow } from './sheet.ts';

/*
 * The deal import (spec 2 "Deal": id, name, amount, currency, dealLines, owner, salesContext,
 * stage). One row per deal line, like a CRM's export of deals with their line items: the rows of
 * one deal follow each other and share its id; its own columns are filled on its first row and
 * left empty, or repeated identically, on the next ones. A deal without lines is one row with
 * the line columns empty. The CRM id keys the deal (`dealUuidOf`), so importing a newer export
 * updates the same deals, which projects stay linked to. A file without an optional column
 * (an export that leaves out the owners) keeps what is stored for it; an empty cell clears it.
 */

export const dealColumns = ['id', 'name', 'amount', 'currency', 'stage', 'owner', 'salesContext', 'lineName', 'lineAmount'] as const;
type Column = (typeof dealColumns)[number];
const dealOwnColumns = ['name', 'amount', 'currency', 'stage', 'owner', 'salesContext'] as const satisfies readonly Column[];

/** Most data rows of a deal import. */
export const maxDealRows = 2_000;
/** Most lines of one deal. */
export const maxDealLines = 50;
const maxIdLength = 100;
const maxAmount = 1e12;

const spec = {
  columns: dealColumns,
  required: ['id', 'name', 'amount'],
  aliases: {
    recordid: 'id',
    dealid: 'id',
    hubspotid: 'id',
    crmid: 'id',
    dealname: 'name',
    dealcurrencycode: 'currency',
    dealstage: 'stage',
    dealowner: 'owner',
    description: 'salesContext',
    line: 'lineName',
    lineitem: 'lineName',
    lineitemname: 'lineName',
    lineitemamount: 'lineAmount',
  },
  numeric: ['amount', 'lineAmount'],
  maxRows: maxDealRows,
} as const;

/** What a currency cell may say for each currency: its value, its ISO code, its sign, its labels. */
const currencyWords: Readonly<Record<Currency, readonly string[]>> = {
  EURO: ['EUR', '€'],
  DOLLAR: ['USD', '$', 'US$'],
  POUND: ['GBP', '£'],
  SWISS_FRANC: ['CHF'],
  CANADIAN_DOLLAR: ['CAD', 'CA$'],
};

const lower = (text: string) => text.trim().toLowerCase();

function enumReader<V extends string>(values: readonly V[], words: (value: V) => readonly string[]) {
  const byWord = new Map<string, V>();
  for (const value of values) for (const word of [value, ...words(value)]) byWord.set(lower(word), value);
  return (text: string) => byWord.get(lower(text));
}

const readCurrency = enumReader(Currency.options, (value) => [...currencyWords[value], enLabels.currency[value], frLabels.currency[value]]);
const readStage = enumReader(CrmStage.options, (value) => [enLabels.crmStage[value], frLabels.crmStage[value]]);

interface DealDraft {
  id: string;
  firstRow: number;
  lastRow: number;
  own: Record<(typeof dealOwnColumns)[number], Cell>;
  deal: DealFields;
}

/** Every problem of the file with its row, or the deals it holds. Nothing is written here. */
export function validateDealRows(rows: readonly SheetRow<Column>[]): { errors: ImportProblem[]; deals: DealFields[] } {
  const errors: ImportProblem[] = [];
  const fail = (row: number, column: Column, message: Message | string) =>
    errors.push(typeof message === 'string' ? { row, column, message } : problemOf(row, column, message));
  const drafts = new Map<string, DealDraft>();
  let previousId: string | null = null;

  for (const { row, cells } of rows) {
    const id = textOf(cells.id);
    if (id === null) {
      fail(row, 'id', say('server.import.emptyField'));
      continue;
    }
    if (id.length > maxIdLength) {
      fail(row, 'id', say('validation.message.tooLong'));
      continue;
    }
    let draft = drafts.get(id);
    if (draft && previousId !== id) {
      fail(row, 'id', say('server.import.dealTwiceInFile', { id, first: draft.lastRow, second: row }));
      previousId = id;
      continue;
    }
    previousId = id;
    if (!draft) {
      draft = startDeal(id, row, cells, fail);
      drafts.set(id, draft);
    } else {
      for (const column of dealOwnColumns) {
        if (cells[column] !== null && textOf(cells[column]) !== textOf(draft.own[column])) {
          fail(row, column, say('server.import.inconsistentDealValues', { column, id, first: draft.firstRow, second: row }));
        }
      }
    }
    draft.lastRow = row;
    readLine(draft, row, cells, fail);
  }
  return { errors: capProblems(errors), deals: errors.length ? [] : [...drafts.values()].map((draft) => draft.deal) };
}

function startDeal(id: string, row: number, cells: Record<Column, Cell>, fail: (row: number, column: Column, message: Message | string) => void): DealDraft {
  const name = textOf(cells.name);
  if (name === null) fail(row, 'name', say('server.import.emptyField'));
  else if (name.length > 200) fail(row, 'name', say('validation.message.tooLong'));
  let amount = 0;
  if (cells.amount === null) fail(row, 'amount', say('server.import.emptyField'));
  else {
    const value = numberOf(cells.amount);
    if (value === undefined) fail(row, 'amount', say('validation.message.expectedNumber'));
    else if (value < 0) fail(row, 'amount', say('validation.message.mustBeZeroOrMore'));
    else if (value > maxAmount) fail(row, 'amount', say('validation.message.tooLong'));
    else amount = value;
  }
  let currency: Currency = 'EURO';
  const currencyText = textOf(cells.currency);
  if (currencyText !== null) {
    const read = readCurrency(currencyText);
    if (read) currency = read;
    else fail(row, 'currency', say('server.import.authorizedValues', { values: Currency.options.join(', ') }));
  }
  let stage: CrmStage | null = null;
  const stageText = textOf(cells.stage);
  if (stageText !== null) {
    const read = readStage(stageText);
    if (read) stage = read;
    else fail(row, 'stage', say('server.import.authorizedValues', { values: CrmStage.options.map((value) => enLabels.crmStage[value]).join(', ') }));
  }
  const owner = textOf(cells.owner);
  if (owner !== null && owner.length > 200) fail(row, 'owner', say('validation.message.tooLong'));
  const own = Object.fromEntries(dealOwnColumns.map((column) => [column, cells[column]])) as DealDraft['own'];
  return {
    id,
    firstRow: row,
    lastRow: row,
    own,
    deal: {
      uuid: dealUuidOf(id),
      externalId: id,
      name: name ?? id,
      amount,
      currency,
      dealLines: [],
      owner,
      salesContext: textOf(cells.salesContext),
      stage,
    },
  };
}

function readLine(draft: DealDraft, row: number, cells: Record<Column, Cell>, fail: (row: number, column: Column, message: Message | string) => void) {
  const name = textOf(cells.lineName);
  if (name === null && cells.lineAmount === null) return;
  if (name === null) {
    fail(row, 'lineName', say('server.import.emptyField'));
    return;
  }
  if (name.length > 200) fail(row, 'lineName', say('validation.message.tooLong'));
  if (cells.lineAmount === null) {
    fail(row, 'lineAmount', say('server.import.emptyField'));
    return;
  }
  const amount = numberOf(cells.lineAmount);
  if (amount === undefined || Math.abs(amount) > maxAmount) {
    fail(row, 'lineAmount', say('validation.message.expectedNumber'));
    return;
  }
  if (draft.deal.dealLines.length === maxDealLines) fail(row, 'lineName', say('server.import.tooManyDealLines', { id: draft.id, max: maxDealLines }));
  else draft.deal.dealLines.push({ name, amount });
}

/** The fields of a deal each optional column gives; a file without the column leaves the field as stored. */
const optionalFields = [
  { columns: ['currency'], field: 'currency' },
  { columns: ['stage'], field: 'stage' },
  { columns: ['owner'], field: 'owner' },
  { columns: ['salesContext'], field: 'salesContext' },
  { columns: ['lineName', 'lineAmount'], field: 'dealLines' },
] as const satisfies readonly { columns: readonly Column[]; field: keyof DealFields }[];

export interface DealFile {
  errors: ImportProblem[];
  deals: DealFields[];
  /** Fields the file has no column for: a deal already stored keeps its own. */
  kept: (keyof DealFields)[];
}

/** Reads and checks a whole deal file: its deals, or every problem with its row. */
export function readDealFile(bytes: Uint8Array, kind: SheetKind): DealFile {
  const read = readSheetRows(bytes, kind, spec);
  if ('errors' in read) return { errors: read.errors, deals: [], kept: [] };
  const kept = optionalFields.filter(({ columns }) => columns.every((column) => !read.present.has(column))).map(({ field }) => field);
  return { ...validateDealRows(read.rows), kept };
}
