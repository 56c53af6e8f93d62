import type { PortfolioImportError } from '@cairn/shared/portfolio/importErrors';
import { headerRow, nameKey, templateFileName, validateImport, type ImportContext } from '@cairn/shared/portfolio/spreadsheet';
import { sampleSource } from '@cairn/shared/portfolio/testSources';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { maxCellCharacters, readImportRows, templateWorkbook } from './workbook.ts';

const xlsx = (sheets: Record<string, unknown[][]>): Buffer => {
  const workbook = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

function rowsOf(bytes: Uint8Array): unknown[][] {
  const rows = readImportRows(bytes);
  if (!Array.isArray(rows)) throw new Error(`expected rows, got ${rows.message}`);
  return rows;
}

function errorOfFile(bytes: Uint8Array): PortfolioImportError {
  const read = readImportRows(bytes);
  if (Array.isArray(read)) throw new Error('expected an error');
  return read;
}

const contextOf = (source: ReturnType<typeof sampleSource>): ImportContext => ({
  language: source.reporting.language,
  maxLinesNumber: null,
  maxRows: 5_000,
  allowedReportTypes: source.reporting.allowedReportTypes,
  allowedAssetTypes: source.reporting.allowedAssetTypes,
  knownAssets: new Map(source.investees.map((investee) => [nameKey(investee.name), { reportType: investee.reportType, assetType: investee.assetType }])),
  allowNewAssets: false,
});

describe('templateWorkbook', () => {
  it('writes the data sheet and the sheet of valid values in the language, text cells made inert', () => {
    const workbook = XLSX.read(templateWorkbook(sampleSource('fr', { paiFields: false }), 'fr', [{ naceCode: '64.20', labelEn: 'Activities of holding companies', labelFr: 'Activités des sociétés holding' }]), { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Données', 'Valeurs valides']);
    const data = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['Données']!, { header: 1 });
    expect(data[0]).toEqual(headerRow('fr'));
    // '=Fund I' and '-Gamma' would run as formulas: the file holds them quoted.
    expect(data[1]?.slice(0, 4)).toEqual(["'=Fund I", 'Acme', 1_250_000.5, 'Oui']);
    expect(data[2]?.slice(0, 2)).toEqual(["'=Fund I", "'-Gamma"]);
    const options = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['Valeurs valides']!, { header: 1 });
    expect(options[0]).toContain('Code NACE');
    expect(options[1]).toContain('Activités des sociétés holding');
    expect(templateFileName(sampleSource().reporting.year)).toBe('portfolio-emissions-data-collection-template-2024.xlsx');
  });

  it.each(['en', 'fr'] as const)('reads back in %s as the questionnaire it was written from', (language) => {
    const source = sampleSource(language);
    const rows = rowsOf(templateWorkbook(source, language));
    expect(rows[1]?.[0]).toBe('=Fund I');
    const result = validateImport(rows, contextOf(source));
    if (!result.ok) throw new Error(result.errors.map((error) => error.message).join(' | '));
    expect(result.plan.lineCount).toBe(4);
    const acme = result.plan.funds[0]?.lines[0];
    // 1,234,567 kg written as 1234.567 t and read back as kilograms.
    expect(acme).toEqual(expect.objectContaining({ assetName: 'Acme', outstandingAmountEur: 1_250_000.5, totalScope1Kg: 1_234_567, totalScope2Kg: 89.5, reportType: 'EXTERNAL_REPORT' }));
    const beta = result.plan.funds[1]?.lines[1];
    expect(beta).toEqual(expect.objectContaining({ assetName: 'Beta', include: true, reportType: 'MANUAL_ESTIMATE', assetType: 'FINANCED_PROJECT', baseYearTotalScope3Kg: 0.001, employeeNumber: 12.5 }));
    // 1,500,000.5 kWh written as 1500.0005 MWh and read back as kWh; the flag as Yes/No, blank for not said.
    expect(acme).toEqual(expect.objectContaining({ energyConsumptionKWh: 1_500_000.5, renewableEnergyConsumptionKWh: 250_000, energyProductionKWh: 0, isActiveInFossilFuelSector: false }));
    expect(beta).toEqual(expect.objectContaining({ energyConsumptionKWh: null, isActiveInFossilFuelSector: true }));
    expect(result.plan.funds[0]?.lines[1]).toEqual(expect.objectContaining({ assetName: '-Gamma', isActiveInFossilFuelSector: null }));
  });
});

describe('readImportRows', () => {
  it('keeps row and column numbers from A1, blank cells null', () => {
    const bytes = xlsx({ Sheet1: [[], [null, ' Fund ', 'Asset'], [null, 'F', 3]] });
    expect(rowsOf(bytes)).toEqual([
      [null, null, null],
      [null, 'Fund', 'Asset'],
      [null, 'F', 3],
    ]);
  });

  it.each([
    { name: 'bytes of no workbook', bytes: Buffer.from('not a spreadsheet at all'), key: 'server.import.invalidFile' },
    { name: 'a zip of no workbook', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), key: 'server.import.invalidFile' },
    { name: 'no bytes', bytes: Buffer.alloc(0), key: 'server.import.emptyFile' },
    { name: 'an empty sheet', bytes: xlsx({ Sheet1: [] }), key: 'server.import.emptyFile' },
    { name: 'a file past 5 MB', bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024)]), key: 'server.import.tooLarge' },
    { name: 'a sheet of 60 columns', bytes: xlsx({ Sheet1: [Array.from({ length: 60 }, (_, index) => `c${index}`)] }), key: 'validation.message.spreadsheetTooManyColumns' },
  ])('refuses $name', ({ bytes, key }) => {
    expect(errorOfFile(bytes)).toEqual(expect.objectContaining({ row: null, key }));
  });

  it('refuses a sheet of more rows than an import takes, with the rows it has', () => {
    const rows = [headerRow('en'), ...Array.from({ length: 5_001 }, (_, index) => ['Fund', `Asset ${index}`])];
    expect(errorOfFile(xlsx({ Sheet1: rows }))).toEqual(expect.objectContaining({ key: 'server.portfolioImport.tooManyRows', params: { rows: 5_001, max: 5_000 } }));
  });

  it('names a cell longer than any name', () => {
    const error = errorOfFile(xlsx({ Sheet1: [['Fund', 'Asset'], ['F', 'x'.repeat(maxCellCharacters + 1)]] }));
    expect(error).toEqual(expect.objectContaining({ row: 2, cell: 'B2', key: 'server.portfolioImport.cell' }));
    expect((error.params.reason as { key: string }).key).toBe('validation.message.spreadsheetCellTooLong');
  });

  it('reads the first sheet only', () => {
    const rows = rowsOf(xlsx({ First: [['a']], Second: [['b']] }));
    expect(rows).toEqual([['a']]);
  });
});
