import { catalogueMessages } from '@cairn/shared/catalogue';
import { saying } from '@cairn/shared/errors';
import * as XLSX from '@e965/xlsx';
import { neutralizeCell } from '@cairn/shared/spreadsheet';
import { describe, expect, it } from 'vitest';
import {
  checkFileBeforeParsing,
  importColumns,
  importMessages,
  importProblems,
  importTemplate,
  maxCellCharacters,
  maxImportColumns,
  maxImportRows,
  validateImport,
  type ImportLookups,
} from './batchImport.ts';

const unitUuid = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const assetUuid = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const supplierUuid = '11111111-2222-4333-8444-555555555555';

const lookups = (existing: string[] = []): ImportLookups => ({
  units: async () => [{ uuid: unitUuid, symbol: 'kWh' }],
  existingNames: async (names) => new Set(names.filter((name) => existing.includes(name.toLowerCase()))),
  existingAssets: async (uuids) => new Set(uuids.filter((uuid) => uuid === assetUuid)),
});

type Row = Partial<Record<(typeof importColumns)[number], string | number | boolean | null>>;

function row(overrides: Row = {}): Row {
  return {
    name: 'Electricity FR',
    family: 'ENERGY',
    group: 'Electricity',
    unit: 'kWh',
    gas: 'CO2E',
    qualityPercentage: 100,
    until: 'NOW',
    value: 0.052,
    source: 'ADEME',
    sourceVersion: 'v23.1',
    isPublic: 'yes',
    ...overrides,
  };
}

/** An .xlsx file as base64, with the template's header and the given rows. */
function file(rows: Row[], columns: readonly string[] = importColumns): string {
  const sheet = XLSX.utils.aoa_to_sheet([[...columns], ...rows.map((r) => columns.map((c) => r[c as keyof Row] ?? null))]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Factors');
  return XLSX.write(workbook, { type: 'base64', bookType: 'xlsx' }) as string;
}

const twoValues = (name: string, overrides: Row = {}) => [
  row({ name, ...overrides }),
  row({ name, until: 2022, value: 0.0599, sourceVersion: '2022', isPublic: 'no', ...overrides }),
];

describe('batch import validation', () => {
  it('reads valid factors, the open value first', async () => {
    const result = await validateImport(file([...twoValues('A'), ...twoValues('B', { family: 'TRANSPORT' })]), lookups());
    expect(result.errors).toEqual([]);
    expect(result.factors).toHaveLength(2);
    expect(result.factors[0]).toMatchObject({
      name: 'A',
      unitUuid,
      isMonetary: false,
      values: [
        { until: null, value: 0.052, isPublic: true, sourceVersion: 'v23.1' },
        { until: 2022, value: 0.0599, isPublic: false, sourceVersion: '2022' },
      ],
    });
  });

  it('accepts its own template', async () => {
    const result = await validateImport(importTemplate().content, lookups());
    expect(result.errors).toEqual([]);
    expect(result.factors).toHaveLength(1);
  });

  it('checks size and signature before parsing', () => {
    expect(checkFileBeforeParsing(Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64'))).toEqual({
      error: { row: null, message: importMessages.tooLarge(5), key: 'server.import.tooLarge', params: { megabytes: 5 } },
    });
    expect(checkFileBeforeParsing(Buffer.from('name,unit\nA,kWh').toString('base64'))).toEqual({
      error: { row: null, message: importMessages.invalidFile },
    });
    expect(checkFileBeforeParsing('')).toEqual({ error: { row: null, message: importMessages.emptyFile } });
  });

  it('refuses an empty file, and one with only a header', async () => {
    expect((await validateImport(file([], []), lookups())).errors).toEqual([{ row: null, message: importMessages.emptyFile }]);
    expect((await validateImport(file([]), lookups())).errors).toEqual([{ row: null, message: importMessages.emptyFile }]);
  });

  it('refuses more rows than the limit without reading them', async () => {
    const rows = Array.from({ length: maxImportRows + 1 }, (_, i) => row({ name: `F${i}` }));
    expect((await validateImport(file(rows), lookups())).errors).toEqual([
      { row: null, ...saying(importProblems.tooManyRows(maxImportRows + 1, maxImportRows)) },
    ]);
  });

  it('lists missing columns on the header row', async () => {
    const columns = importColumns.filter((c) => c !== 'sourceUrl' && c !== 'gas');
    expect((await validateImport(file([row()], columns), lookups())).errors).toEqual([
      {
        row: 1,
        column: 'gas',
        message: "The file is missing the 'gas' column. Please make sure to upload a file matching our template.",
        key: 'server.import.missingColumn',
        params: { column: 'gas' },
      },
      { row: 1, column: 'sourceUrl', ...saying(importProblems.missingColumn('sourceUrl')) },
    ]);
  });

  it('checks cells, with their rows', async () => {
    const { errors, factors } = await validateImport(
      file([row({ name: 'A', value: 'abc' }), row({ name: 'B', source: null }), row({ name: 'C', until: 'soon', isPublic: 'maybe' })]),
      lookups(),
    );
    expect(factors).toEqual([]);
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'value', message: importMessages.expectedNumber },
        { row: 3, column: 'source', message: importMessages.emptyField },
        { row: 4, column: 'until', ...saying(importProblems.expectedYear) },
        { row: 4, column: 'isPublic', ...saying(importProblems.authorizedValues(['yes', 'no'])) },
      ]),
    );
    // A cell error is not repeated by the schema ('Required', 'A number was expected').
    expect(errors.filter((e) => e.row === 2 && e.column === 'value')).toHaveLength(1);
    expect(errors.filter((e) => e.row === 3 && e.column === 'source')).toHaveLength(1);
  });

  it('refuses rows of one factor that disagree on a factor column', async () => {
    const { errors } = await validateImport(file([row({ name: 'A' }), row({ name: 'A', until: 2022, unit: 'kWh', group: 'Other' })]), lookups());
    expect(errors).toEqual([{ row: 3, column: 'group', ...saying(importProblems.inconsistentValues('group', 'A', 2, 3)) }]);
  });

  it('refuses a name the catalogue already has, with its rows, and a name found twice in the file', async () => {
    const { errors } = await validateImport(
      file([...twoValues('Taken'), row({ name: 'A' }), row({ name: 'B' }), row({ name: 'a', until: 2020 })]),
      lookups(['taken']),
    );
    expect(errors).toEqual([
      { row: 2, column: 'name', ...saying(importProblems.nameAlreadyExists('Taken', [2, 3])) },
      { row: 6, column: 'name', ...saying(importProblems.nameTwiceInFile('a', 4, 6)) },
    ]);
  });

  it("refuses a factor without a 'NOW' value, or with several", async () => {
    const { errors } = await validateImport(
      file([row({ name: 'A', until: 2023 }), row({ name: 'A', until: 2022 }), row({ name: 'B' }), row({ name: 'B' })]),
      lookups(),
    );
    expect(errors).toEqual([
      { row: 2, column: 'until', ...saying(importProblems.missingOpenValue('A')) },
      { row: 5, column: 'until', ...saying(importProblems.multipleOpenValues('B', [4, 5])) },
    ]);
  });

  it('refuses an unknown unit, asset or linked supplier', async () => {
    const unknownAsset = '99999999-8888-4777-8666-555555555555';
    const { errors } = await validateImport(
      file([
        row({ name: 'A', unit: 'parsec' }),
        row({ name: 'B', assetUuid }),
        row({ name: 'C', assetUuid: unknownAsset }),
        row({ name: 'D', linkedSupplierUuid: supplierUuid }),
      ]),
      lookups(),
    );
    expect(errors).toEqual([
      { row: 2, column: 'unit', message: catalogueMessages.unknownUnit('parsec'), key: 'validation.message.unknownUnit', params: { symbol: 'parsec' } },
      { row: 4, column: 'assetUuid', ...saying(importProblems.unknownAsset(unknownAsset)) },
      { row: 5, column: 'linkedSupplierUuid', ...saying(importProblems.unknownSupplier(supplierUuid)) },
    ]);
  });

  it("maps the schema's issues to the rows of the values they concern", async () => {
    const { errors } = await validateImport(
      file([
        row({ name: 'A', until: 2020, source: 'ecoinvent 3.9', sourceVersion: '3.9' }),
        row({ name: 'A' }),
        row({ name: 'A', until: 2021, source: 'ecoinvent 3.8', sourceVersion: 'v3.8' }),
        row({ name: 'B', gas: 'XYZ', qualityPercentage: 150 }),
      ]),
      lookups(),
    );
    expect(errors).toEqual([
      { row: 2, column: 'sourceVersion', message: catalogueMessages.invalidSourceVersion },
      { row: 2, column: 'sourceUrl', message: catalogueMessages.sourceUrlRequired },
      { row: 4, column: 'sourceUrl', message: catalogueMessages.sourceUrlRequired },
      { row: 5, column: 'qualityPercentage', message: catalogueMessages.invalidQuality },
      { row: 5, column: 'gas', message: catalogueMessages.invalidGas },
    ]);
  });

  it('keeps the message key of a schema issue with parameters, for the dialog to say it in French', async () => {
    const { errors } = await validateImport(
      file([row({ name: 'A', until: 2020, sourceVersion: '2020' }), row({ name: 'A' }), row({ name: 'A', until: 2020, sourceVersion: '2020' })]),
      lookups(),
    );
    expect(errors).toEqual([
      { row: 4, column: 'until', message: catalogueMessages.duplicateYear(2020), key: 'validation.message.duplicateYear', params: { year: 2020 } },
    ]);
  });

  it('refuses a file whose sheet would inflate past the limits, before parsing it', () => {
    const buffer = Buffer.from(file([row()]), 'base64');
    const centralHeader = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    for (let at = buffer.indexOf(centralHeader); at >= 0; at = buffer.indexOf(centralHeader, at + 4)) {
      if (buffer.toString('utf8', at + 46, at + 46 + buffer.readUInt16LE(at + 28)) === 'xl/worksheets/sheet1.xml') buffer.writeUInt32LE(0x7fff_ffff, at + 24);
    }
    expect(() => checkFileBeforeParsing(buffer.toString('base64'))).toThrow(importMessages.inflatesTooMuch);
  });

  it('refuses too many columns, and a cell longer than the limit, with its row', async () => {
    const wide = [...importColumns, ...Array.from({ length: maxImportColumns }, (_, index) => `extra${index}`)];
    expect((await validateImport(file([row()], wide), lookups())).errors).toEqual([
      { row: null, message: importMessages.tooManyColumns(maxImportColumns), key: 'validation.message.spreadsheetTooManyColumns', params: { max: maxImportColumns } },
    ]);
    const { errors } = await validateImport(file([row(), row({ name: 'B', comment: 'x'.repeat(maxCellCharacters + 1) })]), lookups());
    expect(errors).toEqual([
      { row: 3, column: 'comment', message: importMessages.cellTooLong(maxCellCharacters), key: 'validation.message.spreadsheetCellTooLong', params: { max: maxCellCharacters } },
    ]);
  });

  it('reads back the names an export neutralised, without the quote it added', async () => {
    const { errors, factors } = await validateImport(file([row({ name: String(neutralizeCell('=A1+1')) }), row({ name: '-x' })]), lookups());
    expect(errors).toEqual([]);
    expect(factors.map((factor) => factor.name)).toEqual(['=A1+1', '-x']);
  });
});
