import { describe, expect, it } from 'vitest';
import { textBounds } from '../constants.ts';
import { questionnaireLimits, type Cell, type Column, type ColumnType } from './model.ts';
import { testColumn, testUuid } from './testColumns.ts';
import { checkImportRows, invalidFileTypeMessage, isXlsxFileName, type ImportCheck } from './spreadsheetImport.ts';

const uuid = testUuid;
const column = testColumn;

/*
 * Worked example: the client's company vehicles, imported from the question's template.
 *   Vehicle (TEXT) | Fuel (SELECT) | Litres (NUMERIC) | Kms (DISTANCE_KMS) | Factor (EMISSION_FACTOR)
 * SheetJS gives a number cell as a number, a text cell as a string, a boolean as a boolean and an
 * empty cell as null or undefined.
 */
const fuels = [
  { uuid: uuid(101), labelEn: 'Diesel', labelFr: 'Gazole' },
  { uuid: uuid(102), labelEn: 'Petrol', labelFr: 'Essence' },
  { uuid: uuid(103), labelEn: 'Electric', labelFr: null },
];
const columns: Column[] = [
  column(1, 'Vehicle', 'TEXT'),
  column(2, 'Fuel', 'SELECT', fuels),
  column(3, 'Litres', 'NUMERIC'),
  column(4, 'Kms', 'DISTANCE_KMS'),
  column(5, 'Factor', 'EMISSION_FACTOR'),
];
const header = ['Vehicle', 'Fuel', 'Litres', 'Kms', 'Factor'];
const fuelNames = new Map(fuels.map((fuel) => [fuel.uuid, fuel.labelEn]));

const valueOf = (cell: Cell) => cell.valueText ?? cell.valueNumber ?? (cell.valueOptionUuid ? fuelNames.get(cell.valueOptionUuid) : null) ?? null;

function accepted(check: ImportCheck) {
  if (!check.ok) throw new Error(`refused: ${check.problem.text}`);
  return check;
}

/** The lines as values, and each issue as `row,column: message`, which is what the preview shows. */
function imported(rows: unknown[][], language: 'en' | 'fr' = 'en') {
  const check = accepted(checkImportRows([header, ...rows], columns, language));
  return {
    lines: check.lines.map((line) => line.map(valueOf)),
    issues: check.cellIssues.map((issue) => `${issue.row},${issue.column}: ${issue.message.text}`),
    formatWarning: check.formatWarning,
  };
}

describe("a table question's spreadsheet import (spec 2 section 9 'Questionnaire')", () => {
  it('reads a file that matches its template into lines, with no issue and no warning', () => {
    const check = accepted(
      checkImportRows(
        [header, ['Van 1', 'Diesel', 1234.5, 12_000, 'Diesel B7'], ['Van 2', 'Essence', '800', 0.5, 'Petrol E10']],
        columns,
        'en',
      ),
    );
    expect(check.lines.map((line) => line.map(valueOf))).toEqual([
      ['Van 1', 'Diesel', 1234.5, 12_000, 'Diesel B7'],
      ['Van 2', 'Petrol', 800, 0.5, 'Petrol E10'],
    ]);
    expect(check.lines[0]?.map((cell) => cell.columnUuid)).toEqual(columns.map((c) => c.uuid));
    expect([check.cellIssues, check.formatWarning]).toEqual([[], false]);
  });

  it("says 'This field is empty' of a blank cell in every column but a text one", () => {
    expect(imported([['Van 1', undefined, '  ', null, ''], [null, 'Diesel', 10, 10, 'B7']])).toEqual({
      lines: [
        ['Van 1', null, null, null, null],
        [null, 'Diesel', 10, 10, 'B7'],
      ],
      issues: ['0,1: This field is empty', '0,2: This field is empty', '0,3: This field is empty', '0,4: This field is empty'],
      formatWarning: true,
    });
  });

  it("says 'A number was expected' of what is no number in a number column", () => {
    const { lines, issues } = imported([
      ['Van 1', 'Diesel', 'n/a', '12 km', 'B7'],
      // A text cell's comma may be a French decimal comma: pointed at, not stripped into 125.
      ['Van 2', 'Diesel', '12,5', '1,234', 'B7'],
    ]);
    expect(issues).toEqual(['0,2: A number was expected', '0,3: A number was expected', '1,2: A number was expected', '1,3: A number was expected']);
    expect(lines.map((line) => line.slice(2, 4))).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('reads a number written in a text cell, spaces grouping thousands, and a boolean as 1 or 0 as a paste does', () => {
    expect(imported([['Van 1', 'Diesel', '1 234.5', ' -3 ', 'B7'], ['Van 2', 'Diesel', true, false, 'B7']])).toEqual({
      lines: [
        ['Van 1', 'Diesel', 1234.5, -3, 'B7'],
        ['Van 2', 'Diesel', 1, 0, 'B7'],
      ],
      issues: [],
      formatWarning: false,
    });
  });

  it('keeps a number in a text column as its digits, and says \'A string was expected\' of a value of no spreadsheet type', () => {
    expect(imported([[75_001, 'Diesel', 10, 10, 2024]]).lines).toEqual([['75001', 'Diesel', 10, 10, '2024']]);
    expect(imported([[new Date(Date.UTC(2024, 0, 1)), 'Diesel', 10, 10, { formula: 'B7' }]]).issues).toEqual([
      '0,0: A string was expected',
      '0,4: A string was expected',
    ]);
  });

  it("accepts an option's English or French label, whatever the case, and lists the authorized values in the template's language", () => {
    const rows = [
      ['Van 1', 'Gazole', 1, 1, 'B7'],
      ['Van 2', ' PETROL ', 1, 1, 'B7'],
      ['Van 3', 'Hydrogen', 1, 1, 'B7'],
    ];
    expect(imported(rows).lines.map((line) => line[1])).toEqual(['Diesel', 'Petrol', null]);
    expect(imported(rows).issues).toEqual(['2,1: Authorized values are: Diesel, Petrol, Electric']);
    // A French template lists the French labels, an option without one by its English label.
    expect(imported(rows, 'fr').issues).toEqual(['2,1: Authorized values are: Gazole, Essence, Electric']);
    const issue = accepted(checkImportRows([header, ...rows], columns, 'fr')).cellIssues[0];
    expect([issue?.message.key, issue?.message.params]).toEqual(['server.import.authorizedValues', { values: 'Gazole, Essence, Electric' }]);
  });

  it("says 'Column type not recognized' of every cell of a column of a type it does not know", () => {
    const withDate = [...columns.slice(0, 2), column(9, 'Date', 'DATE' as ColumnType)];
    const check = accepted(
      checkImportRows(
        [
          ['Vehicle', 'Fuel', 'Date'],
          ['Van 1', 'Diesel', '2024-01-01'],
          ['Van 2', 'Diesel', null],
        ],
        withDate,
        'en',
      ),
    );
    expect(check.cellIssues.map((issue) => `${issue.row},${issue.column}: ${issue.message.text}`)).toEqual([
      '0,2: Column type not recognized',
      '1,2: Column type not recognized',
    ]);
    expect(check.lines[0]?.[2]).toEqual({ columnUuid: uuid(9), valueText: null, valueNumber: null, valueOptionUuid: null });
  });

  it('refuses a text longer than a table cell may hold, on its cell', () => {
    expect(imported([['x'.repeat(textBounds.text + 1), 'Diesel', 1, 1, 'B7']]).issues).toEqual(['0,0: This cell is longer than 5000 characters']);
  });

  it('holds a percent column between 0 and 100, as a save does', () => {
    const share = { ...column(9, 'Share', 'NUMERIC'), unit: '%' };
    const check = accepted(checkImportRows([['Share'], [0], [100], [100.5], ['-1']], [share], 'en'));
    expect(check.lines.map((line) => line[0]?.valueNumber)).toEqual([0, 100, null, null]);
    expect(check.cellIssues.map((issue) => `${issue.row}: ${issue.message.text}`)).toEqual(['2: Must be 100 or less', '3: Must be zero or more']);
  });

  it('finds every problem of every line at once', () => {
    expect(
      imported([
        ['Van 1', 'Hydrogen', 'ten', null, 'B7'],
        ['Van 2', 'Diesel', 10, 10, 'B7'],
        [null, null, 'n/a', 5, 'B7'],
      ]).issues,
    ).toEqual([
      '0,1: Authorized values are: Diesel, Petrol, Electric',
      '0,2: A number was expected',
      '0,3: This field is empty',
      '2,1: This field is empty',
      '2,2: A number was expected',
    ]);
  });

  it("warns that the content does not match the format when the header's columns are not the table's, or a row runs past them", () => {
    const line = ['Van 1', 'Diesel', 10, 10, 'B7'];
    const warns = (rows: unknown[][]) => accepted(checkImportRows(rows, columns, 'en')).formatWarning;
    expect(warns([header, line])).toBe(false);
    // Trailing blank cells are the sheet's formatting, not columns.
    expect(warns([[...header, null, ''], [...line, undefined]])).toBe(false);
    expect(warns([header.slice(0, 4), line])).toBe(true);
    expect(warns([[...header, 'Comment'], line])).toBe(true);
    // The cell past the columns is left out of the line, and said so by the warning.
    const check = accepted(checkImportRows([header, [...line, 'night shift']], columns, 'en'));
    expect([check.formatWarning, check.cellIssues, check.lines[0]?.length]).toEqual([true, [], 5]);
  });

  it('refuses a file with no line: the spec’s empty-file message', () => {
    const empty = { ok: false, problem: { key: 'server.import.emptyFile', params: {}, text: 'The provided file is empty ; please try with another spreadsheet.' } };
    expect(checkImportRows([], columns, 'en')).toEqual(empty);
    expect(checkImportRows([header], columns, 'en')).toEqual(empty);
    expect(checkImportRows([header, [], [null, '', '  '], [undefined]], columns, 'en')).toEqual(empty);
  });

  it('takes 1,000 lines and refuses 1,001 with the spec’s sentence, blank rows not counting', () => {
    expect(questionnaireLimits.lines).toBe(1_000);
    const lines = (count: number) => Array.from({ length: count }, (_, index) => [`Van ${index + 1}`, 'Diesel', index, 10, 'B7']);
    expect(accepted(checkImportRows([header, ...lines(1_000), [null], []], columns, 'en')).lines).toHaveLength(1_000);
    expect(checkImportRows([header, ...lines(1_001)], columns, 'en')).toEqual({
      ok: false,
      problem: {
        key: 'server.questionnaire.tooManyLines',
        params: {},
        text: 'Table of more than 1,000 lines are not supported with this import. Please use the upload file below.',
      },
    });
  });

  it('lines up the blank rows it skips with nothing: issues index the lines it returns', () => {
    expect(imported([[null], ['Van 1', 'Diesel', 'ten', 1, 'B7']]).issues).toEqual(['0,2: A number was expected']);
  });
});

describe('the import file type', () => {
  it('takes .xlsx only, whatever the case', () => {
    expect(['vehicles.xlsx', 'VEHICLES.XLSX', 'Flotte 2024.Xlsx'].map(isXlsxFileName)).toEqual([true, true, true]);
    expect(['vehicles.xls', 'vehicles.csv', 'vehicles.ods', 'vehicles.xlsx.pdf', 'xlsx'].map(isXlsxFileName)).toEqual([false, false, false, false, false]);
  });

  it('refuses another type in the spec’s words, naming the file', () => {
    expect(invalidFileTypeMessage('vehicles.csv')).toEqual({
      key: 'server.import.invalidFileType',
      params: { file: 'vehicles.csv' },
      text: 'File "vehicles.csv" does not match accepted file types',
    });
  });
});
