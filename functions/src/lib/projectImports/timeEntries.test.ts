import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readTimeEntryFile } from './timeEntries.ts';

const csv = (text: string) => new TextEncoder().encode(text);

function xlsx(rows: (string | number | Date | null)[][]): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: false }), 'Time');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

describe('the time-entry import', () => {
  it("reads entries from the tracker's export: its column names, decimal or H:MM hours, French or ISO days", () => {
    const { errors, entries } = readTimeEntryFile(
      csv(
        'Project ID,User,Start Date,Duration (decimal),Description\n' +
          '65f1c2a9e4b0d71f3c8a9b12,Sophie Laurent,12/12/2024,"1,5",Appel de cadrage\n' +
          '65f1c2a9e4b0d71f3c8a9b12,Hugo Bernard,2025-03-11,3:15,Réunion de lancement\n' +
          '65f1c2a9e4b0d71f3c8a9b12,Hugo Bernard,2025-03-11,3:15,Réunion de lancement\n',
      ),
      'csv',
    );
    expect(errors).toEqual([]);
    expect(entries.map(({ trackerId, user, date, hours, description }) => [trackerId, user, date, hours, description])).toEqual([
      ['65f1c2a9e4b0d71f3c8a9b12', 'Sophie Laurent', '2024-12-12', 1.5, 'Appel de cadrage'],
      ['65f1c2a9e4b0d71f3c8a9b12', 'Hugo Bernard', '2025-03-11', 3.25, 'Réunion de lancement'],
      ['65f1c2a9e4b0d71f3c8a9b12', 'Hugo Bernard', '2025-03-11', 3.25, 'Réunion de lancement'],
    ]);
    // Two identical rows are two entries, each with its own uuid; the same file gives the same uuids.
    expect(new Set(entries.map((entry) => entry.uuid)).size).toBe(3);
    const again = readTimeEntryFile(
      csv('trackerId,user,date,hours,description\n65f1c2a9e4b0d71f3c8a9b12,Sophie Laurent,2024-12-12,1.5,Appel de cadrage\n'),
      'csv',
    );
    expect(again.entries[0]!.uuid).toBe(entries[0]!.uuid);
  });

  it('reads spreadsheet dates and numbers as they are stored', () => {
    // 45727 is 11 March 2025 as a spreadsheet day.
    const { errors, entries } = readTimeEntryFile(xlsx([['clockifyId', 'user', 'date', 'hours'], ['65f1c2a9e4b0d71f3c8a9b12', 'Chloé Martin', 45_727, 2]]), 'xlsx');
    expect(errors).toEqual([]);
    expect(entries).toMatchObject([{ user: 'Chloé Martin', date: '2025-03-11', hours: 2, description: null }]);
  });

  it('reports every bad row at once and keeps no entry', () => {
    const { errors, entries } = readTimeEntryFile(
      csv(
        'trackerId;user;date;hours\n' +
          '65f1c2a9e4b0d71f3c8a9b12;Sophie Laurent;2025-02-30;2\n' +
          ';Hugo Bernard;11/03/2025;0\n' +
          '65f1c2a9e4b0d71f3c8a9b12;;yesterday;deux heures\n' +
          '65f1c2a9e4b0d71f3c8a9b12;Chloé Martin;2025-03-11;25\n' +
          '65f1c2a9e4b0d71f3c8a9b12;Chloé Martin;2025-03-12;7,5\n',
      ),
      'csv',
    );
    expect(entries).toEqual([]);
    expect(errors.map((error) => [error.row, error.column, error.key])).toEqual([
      [2, 'date', 'server.import.expectedDate'],
      [3, 'trackerId', 'server.import.emptyField'],
      [3, 'hours', 'server.import.hoursOutOfRange'],
      [4, 'user', 'server.import.emptyField'],
      [4, 'date', 'server.import.expectedDate'],
      [4, 'hours', 'validation.message.expectedNumber'],
      [5, 'hours', 'server.import.hoursOutOfRange'],
    ]);
    expect(errors[0]!.message).toBe('A date was expected (YYYY-MM-DD or DD/MM/YYYY)');
  });

  it('names a column given twice', () => {
    expect(readTimeEntryFile(csv('trackerId,user,date,hours,Duration (decimal)\nx,y,2025-01-01,1,1\n'), 'csv').errors).toMatchObject([
      { row: 1, column: 'hours', key: 'server.import.duplicatedColumn', params: { column: 'hours', first: 'D', second: 'E' } },
    ]);
  });
});
