import { type Message } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { TimeEntryRecord } from '../data/timeEntry.ts';
import { stableUuid } from '../stableUuid.ts';
import { capProblems, dayOf, hoursOf, problemOf, readSheetRows, textOf, type ImportProblem, type SheetKind, type SheetRow } from './sheet.ts';

/*
 * The time-entry import (spec 2 sections 8 and 9): what the time tracker recorded, one row per
 * entry, against the tracker's project id (a staff project's `clockifyId`). The file is the
 * record of the tracker projects it names: their stored entries are replaced by its rows, so a
 * fresh export of a project's whole history corrects the entries edited or deleted since. An
 * entry's uuid comes from its row's content (and how many identical rows came before), so
 * importing the same file again writes nothing.
 */

export const timeEntryColumns = ['trackerId', 'user', 'date', 'hours', 'description'] as const;
type Column = (typeof timeEntryColumns)[number];

/** Most data rows of a time-entry import: a year of a consultancy's entries. */
export const maxTimeEntryRows = 10_000;

const spec = {
  columns: timeEntryColumns,
  required: ['trackerId', 'user', 'date', 'hours'],
  aliases: {
    clockifyid: 'trackerId',
    clockifyprojectid: 'trackerId',
    projectid: 'trackerId',
    username: 'user',
    startdate: 'date',
    day: 'date',
    durationdecimal: 'hours',
    hoursdecimal: 'hours',
  },
  numeric: ['date', 'hours'],
  maxRows: maxTimeEntryRows,
} as const;

/** Every problem of the rows with its row, or the entries they hold. */
export function validateTimeEntryRows(rows: readonly SheetRow<Column>[]): { errors: ImportProblem[]; entries: TimeEntryRecord[] } {
  const errors: ImportProblem[] = [];
  const fail = (row: number, column: Column, message: Message) => errors.push(problemOf(row, column, message));
  const entries: TimeEntryRecord[] = [];
  const occurrences = new Map<string, number>();
  for (const { row, cells } of rows) {
    const before = errors.length;
    const text = (column: Column, max: number, required: boolean) => {
      const value = textOf(cells[column]);
      if (value === null && required) fail(row, column, say('server.import.emptyField'));
      else if (value !== null && value.length > max) fail(row, column, say('validation.message.tooLong'));
      return value;
    };
    const trackerId = text('trackerId', 100, true);
    const user = text('user', 200, true);
    const description = text('description', 5_000, false);
    let date: string | undefined;
    if (cells.date === null) fail(row, 'date', say('server.import.emptyField'));
    else if ((date = dayOf(cells.date)) === undefined) fail(row, 'date', say('server.import.expectedDate'));
    let hours: number | undefined;
    if (cells.hours === null) fail(row, 'hours', say('server.import.emptyField'));
    else if ((hours = hoursOf(cells.hours)) === undefined) fail(row, 'hours', say('validation.message.expectedNumber'));
    else if (!(hours > 0 && hours <= 24)) fail(row, 'hours', say('server.import.hoursOutOfRange'));
    if (errors.length > before || !trackerId || !user || !date || hours === undefined) continue;
    const content = [trackerId, user, date, hours, description ?? ''].join('\u0000');
    const occurrence = (occurrences.get(content) ?? 0) + 1;
    occurrences.set(content, occurrence);
    entries.push({ uuid: stableUuid('cairn-time-entry', `${content}\u0000${occurrence}`), trackerId, user, date, hours, description });
  }
  return { errors: capProblems(errors), entries: errors.length ? [] : entries };
}

/** Reads and checks a whole time-entry file: its entries, or every problem with its row. */
export function readTimeEntryFile(bytes: Uint8Array, kind: SheetKind): { errors: ImportProblem[]; entries: TimeEntryRecord[] } {
  const read = readSheetRows(bytes, kind, spec);
  if ('errors' in read) return { errors: read.errors, entries: [] };
  return validateTimeEntryRows(read.rows);
}
