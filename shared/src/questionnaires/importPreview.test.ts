import { describe, expect, it } from 'vitest';
import { questionnaireLimits, type Column, type TableLine } from './model.ts';
import { BatchCreateInput, columnHeader, importMaxCharacters, previewImport, tableLinesOf, templateSheets } from './importPreview.ts';
import { testColumn, testUuid } from './testColumns.ts';

/*
 * Worked example: a fleet's fuel, a table of a text, a select and a number in litres.
 *   Vehicle (TEXT) | Fuel (SELECT: Diesel/Gazole, Petrol/Essence, Electric) | Litres (NUMERIC, l)
 */
const fuels = [
  { uuid: testUuid(101), labelEn: 'Diesel', labelFr: 'Gazole' },
  { uuid: testUuid(102), labelEn: 'Petrol', labelFr: 'Essence' },
  { uuid: testUuid(103), labelEn: 'Electric', labelFr: null },
];
const columns: Column[] = [
  { ...testColumn(1, 'Vehicle', 'TEXT'), labelFr: 'Véhicule' },
  { ...testColumn(2, 'Fuel', 'SELECT', fuels), labelFr: 'Carburant' },
  { ...testColumn(3, 'Litres', 'NUMERIC'), unit: 'l' },
];
const header = ['Vehicle', 'Fuel', 'Litres (l)'];

describe('the import template of a table question', () => {
  it('heads the answers sheet with the columns in the language, French falling back to English, units in brackets', () => {
    const [answers] = templateSheets(columns, [], 'fr');
    expect(answers).toEqual({ name: 'Réponses', rows: [['Véhicule', 'Carburant', 'Litres (l)']] });
    expect(templateSheets(columns, [], 'en')[0]?.rows[0]).toEqual(header);
    expect(columnHeader(columns[2]!, 'fr')).toBe('Litres (l)');
  });

  it('lists each select column’s authorized values on a second sheet, in the language', () => {
    const second = { ...testColumn(4, 'Size', 'SELECT', [{ uuid: testUuid(201), labelEn: 'Small', labelFr: 'Petit' }]), labelFr: 'Taille' };
    expect(templateSheets([...columns, second], [], 'fr')[1]).toEqual({
      name: 'Valeurs autorisées',
      rows: [
        ['Carburant', 'Taille'],
        ['Gazole', 'Petit'],
        ['Essence', null],
        ['Electric', null],
      ],
    });
    // A table without a select column needs no list.
    expect(templateSheets([columns[0]!, columns[2]!], [], 'en')).toHaveLength(1);
  });

  it('carries the lines already answered, a chosen option by its label, so the file imports back whole', () => {
    const lines: TableLine[] = [
      {
        uiId: 'a',
        cells: [
          { columnUuid: testUuid(3), valueText: null, valueNumber: 1234.5, valueOptionUuid: null },
          { columnUuid: testUuid(1), valueText: 'Van 1', valueNumber: null, valueOptionUuid: null },
          { columnUuid: testUuid(2), valueText: null, valueNumber: null, valueOptionUuid: testUuid(102) },
        ],
      },
      { uiId: 'b', cells: [{ columnUuid: testUuid(1), valueText: 'Van 2', valueNumber: null, valueOptionUuid: null }] },
    ];
    const [answers] = templateSheets(columns, lines, 'en');
    expect(answers?.rows.slice(1)).toEqual([
      ['Van 1', 'Petrol', 1234.5],
      ['Van 2', null, null],
    ]);
    const again = previewImport(answers!.rows, columns, 'en');
    expect(again.ok && again.lines.map((line) => line.map((cell) => cell.valueText ?? cell.valueNumber ?? cell.valueOptionUuid))).toEqual([
      ['Van 1', testUuid(102), 1234.5],
      ['Van 2', null, null],
    ]);
  });
});

describe('the preview of an import file', () => {
  it('shows each line’s values cut to the table’s columns, each cell’s problem, and the format warning', () => {
    const check = previewImport([header, ['Van 1', 'Gazole', 12.34, 'note'], [null, null, null], ['Van 2', 'LPG', 'lots']], columns, 'fr');
    if (!check.ok) throw new Error(check.problem.text);
    expect(check.preview.spreadsheetContent.header).toEqual(header);
    expect(check.preview.spreadsheetContent.rows.map((row) => row.values)).toEqual([
      ['Van 1', 'Gazole', 12.34],
      ['Van 2', 'LPG', 'lots'],
    ]);
    expect(check.preview.spreadsheetContent.rows.map((row) => row.issues.map((issue) => issue?.key ?? null))).toEqual([
      [null, null, null],
      [null, 'server.import.authorizedValues', 'validation.message.expectedNumber'],
    ]);
    expect(check.preview.spreadsheetContent.rows[1]?.issues[1]?.text).toBe('Authorized values are: Gazole, Essence, Electric');
    expect(check.preview.warnings.map((warning) => warning.text)).toEqual(['The content does not seem to perfectly match the required format']);
    expect(check.preview.valid).toBe(false);
  });

  it('is valid with no warning for a file that matches its template', () => {
    const check = previewImport([header, ['Van 1', 'Diesel', 10]], columns, 'en');
    expect(check.ok && [check.preview.valid, check.preview.warnings]).toEqual([true, []]);
  });

  it('warns of columns that do not line up, without blocking the import', () => {
    const check = previewImport([['Vehicle', 'Fuel'], ['Van 1', 'Diesel', 10]], columns, 'en');
    expect(check.ok && [check.preview.valid, check.preview.warnings.length]).toEqual([true, 1]);
  });

  it('refuses an empty file, 1,001 lines, and cells of more than 2,000,000 characters together', () => {
    const refusal = (rows: unknown[][]) => {
      const check = previewImport(rows, columns, 'en');
      return check.ok ? null : check.problem.key;
    };
    expect(refusal([header])).toBe('server.import.emptyFile');
    expect(refusal([header, ...Array.from({ length: questionnaireLimits.lines + 1 }, () => ['Van', 'Diesel', 1])])).toBe('server.questionnaire.tooManyLines');
    const long = 'x'.repeat(4_000);
    expect(refusal([header, ...Array.from({ length: Math.ceil(importMaxCharacters / long.length) + 1 }, () => [long, 'Diesel', 1]).slice(0, 1_000)])).toBe(
      'server.questionnaire.importTooLong',
    );
  });

  it('makes table lines of the checked cells, each with an id of its own', () => {
    let next = 0;
    const check = previewImport([header, ['Van 1', 'Diesel', 1], ['Van 2', 'Petrol', 2]], columns, 'en');
    if (!check.ok) throw new Error(check.problem.text);
    expect(tableLinesOf(check.lines, () => `line-${++next}`).map((line) => [line.uiId, line.cells.length])).toEqual([
      ['line-1', 3],
      ['line-2', 3],
    ]);
  });
});

describe('the rows an import sends back', () => {
  it('takes 1,000 rows and refuses 1,001 with the spec’s sentence', () => {
    const input = (count: number) => ({ questionUuid: testUuid(1), language: 'en', expectedVersion: 0, rows: Array.from({ length: count }, () => ['Van', 'Diesel', 1]) });
    expect(BatchCreateInput.safeParse(input(1_000)).success).toBe(true);
    const refused = BatchCreateInput.safeParse(input(1_001));
    expect(refused.error?.issues[0]?.message).toBe('Table of more than 1,000 lines are not supported with this import. Please use the upload file below.');
  });
});
