import { headerRow, portfolioColumns, type PortfolioColumn } from '@cairn/shared/portfolio/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { upload, xlsxType } from '../../../test/uploads.ts';

/*
 * The questionnaire's spreadsheet through the gateway: the template with the current data, a
 * filled one written over the questionnaire, and each family of import errors (spec 3 section 8)
 * answered with nothing written.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
});

async function openReporting(settings: { maxLinesNumber?: number | null; standalone?: boolean } = {}) {
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
  let reporting: WireJson = await api.ok('financialInstitutionReporting.get', { reportingUuid: module.uuid }, world.analyst);
  if (settings.maxLinesNumber !== undefined || settings.standalone !== undefined) {
    const { allowedAssetTypes, allowedReportTypes, explanationLabel, showMaterialityMap, googleSheetUrl, notes, maxLinesNumber } = reporting;
    const standalone = settings.standalone ?? reporting.standalone;
    reporting = await api.ok(
      'financialInstitutionReporting.update',
      {
        reportingUuid: module.uuid,
        expectedVersion: reporting.version,
        change: { action: 'settings', standalone, allowedAssetTypes, allowedReportTypes, maxLinesNumber: settings.maxLinesNumber ?? maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes },
      },
      world.analyst,
    );
  }
  await api.ok('financialInstitutionReporting.update', { reportingUuid: module.uuid, expectedVersion: reporting.version, change: { action: 'openDataCollection' } }, world.analyst);
  return module.uuid as string;
}

/** A reporting holding 'Acme' in 'Growth fund', its revenue typed. */
async function reportingWithAcme(settings: { maxLinesNumber?: number | null } = {}) {
  const reportingUuid = await openReporting(settings);
  const { funds } = await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Growth fund' }, world.client);
  const added = await api.ok('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid: funds[0].uuid, newInvesteeName: 'Acme' }, world.client);
  await api.ok('portfolioEmissions.collectData', { field: 'turnover', reportingUuid, investeeUuid: added.investees[0].uuid, value: 2_000_000, expectedVersion: 1 }, world.client);
  return reportingUuid;
}

const xlsx = (rows: unknown[][]) => {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Data');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
};
const row = (cells: Partial<Record<PortfolioColumn, unknown>>) => portfolioColumns.map((column) => cells[column] ?? null);
const acme = { fund: 'Growth fund', asset: 'Acme', turnover: 2_000_000 };

async function importBytes(reportingUuid: string, bytes: Uint8Array, token = world.client) {
  const uploadUuid = await upload(api, token, { purpose: 'PORTFOLIO_IMPORT', name: 'portfolio.xlsx', contentType: xlsxType, bytes });
  return api.call('portfolioEmissions.importFromSpreadsheet', { reportingUuid, uploadUuid }, token);
}

/** The questionnaire's content, without what only moves with a write (versions are part of it). */
const contentOf = async (reportingUuid: string) => {
  const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
  return { reporting: view.reporting.version, funds: view.funds, investments: view.investments, investees: view.investees };
};

describe('portfolioEmissions.spreadsheetExport', () => {
  it('answers a link to the template named after the year, with one row per line in the reporting language', async () => {
    const reportingUuid = await reportingWithAcme();
    const link = await api.ok('portfolioEmissions.spreadsheetExport', { reportingUuid }, world.client);
    expect(link.name).toBe('portfolio-emissions-data-collection-template-2024.xlsx');
    const workbook = XLSX.read(new Uint8Array(await (await fetch(link.url)).arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(headerRow('en'));
    const options = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['Valid values']!, { header: 1 });
    expect(options.slice(0, 2).map((cells) => cells.slice(6))).toEqual([
      ['NACE code', 'Activity'],
      ['A', 'Agriculture, forestry and fishing'],
    ]);
    expect(rows.slice(1).map((cells) => cells.slice(0, 7))).toEqual([['Growth fund', 'Acme', undefined, 'Yes', undefined, undefined, 2_000_000]]);
  });
});

describe('portfolioEmissions.importFromSpreadsheet', () => {
  it('writes the exported template, filled, over the questionnaire: a new fund and line, new figures, a removed line', async () => {
    const reportingUuid = await reportingWithAcme();
    const link = await api.ok('portfolioEmissions.spreadsheetExport', { reportingUuid }, world.client);
    const exported = XLSX.read(new Uint8Array(await (await fetch(link.url)).arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(exported.Sheets[exported.SheetNames[0]!]!, { header: 1, defval: null });
    const filled = [
      rows[0]!,
      row({ ...acme, outstandingAmount: 500_000, turnover: 3_000_000, reportType: 'Sectoral estimate', sector: 'Logistics', mainLocation: 'FR', totalScope1Kg: 12.5 }),
      row({ ...acme, fund: 'Buyout fund', outstandingAmount: 250_000, include: 'No', turnover: 3_000_000, reportType: 'Sectoral estimate', sector: 'Logistics', mainLocation: 'FR', totalScope1Kg: 12.5 }),
    ];
    const answer = await importBytes(reportingUuid, xlsx(filled));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.data).toEqual({ result: 'Success', investmentLines: 2 });
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.funds.map((fund: WireJson) => fund.name)).toEqual(['Growth fund', 'Buyout fund']);
    expect(view.investees).toEqual([
      expect.objectContaining({ name: 'Acme', turnover: 3_000_000, reportType: 'SECTORAL_ESTIMATE', sector: 'LOGISTICS', mainLocation: 'FR', totalScope1Kg: 12_500, version: 3 }),
    ]);
    expect(view.investments.map((line: WireJson) => [line.outstandingAmount, line.includeInPortfolioEmissions]).sort()).toEqual([
      [250_000, false],
      [500_000, true],
    ]);

    // A file without the Buyout line removes it; the same file again writes nothing more.
    const fewer = await importBytes(reportingUuid, xlsx(filled.slice(0, 2)));
    expect(fewer.body.result.data).toEqual({ result: 'Success', investmentLines: 1 });
    const after = await contentOf(reportingUuid);
    expect(after.investments).toHaveLength(1);
    expect(after.investees[0].version).toBe(3);
  });

  it('writes a questionnaire of more items than a transaction takes, new assets in a standalone reporting', async () => {
    const reportingUuid = await openReporting({ standalone: true });
    // 120 new assets and their lines, a fund and the reporting: 242 items, three transactions.
    const rows = [headerRow('en'), ...Array.from({ length: 120 }, (_, index) => row({ fund: 'Venture fund', asset: `Start-up ${index}`, turnover: index, outstandingAmount: 1_000 + index }))];
    const answer = await importBytes(reportingUuid, xlsx(rows));
    expect(answer.body.result.data).toEqual({ result: 'Success', investmentLines: 120 });
    const after = await contentOf(reportingUuid);
    expect(after.funds).toHaveLength(1);
    expect(after.investees).toHaveLength(120);
    expect(after.investees.find((investee: WireJson) => investee.name === 'Start-up 119')).toMatchObject({ turnover: 119, assetUuid: null, nonValidatedAsset: { name: 'Start-up 119' } });
    expect(after.investments.map((line: WireJson) => line.outstandingAmount).sort((a: number, b: number) => a - b).slice(-1)).toEqual([1_119]);
  });

  /** One file per family of errors: the error's key, and what the file holds. */
  const families: { name: string; file: () => Uint8Array; key: string }[] = [
    { name: 'not a workbook', file: () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('not a workbook at all')]), key: 'server.import.invalidFile' },
    { name: 'an empty sheet', file: () => xlsx([]), key: 'server.import.emptyFile' },
    { name: 'too many rows', file: () => xlsx([headerRow('en'), ...Array.from({ length: 5_001 }, (_, index) => row({ ...acme, fund: `Fund ${index}` }))]), key: 'server.portfolioImport.tooManyRows' },
    { name: 'a row past the header', file: () => xlsx([headerRow('en'), [...row(acme), 'stray']]), key: 'server.portfolioImport.columnCount' },
    { name: 'a missing column', file: () => xlsx([headerRow('en').slice(1), row(acme).slice(1)]), key: 'server.import.missingColumn' },
    { name: 'a duplicated column', file: () => xlsx([[...headerRow('en'), 'Fonds'], [...row(acme), 'Growth fund']]), key: 'server.import.duplicatedColumn' },
    { name: 'a cell that does not parse', file: () => xlsx([headerRow('en'), row({ ...acme, outstandingAmount: -3 })]), key: 'server.portfolioImport.cell' },
    { name: 'an invalid option', file: () => xlsx([headerRow('en'), row({ ...acme, sector: 'Banking' })]), key: 'server.portfolioImport.invalidOptions' },
    { name: 'an invalid NACE code', file: () => xlsx([headerRow('en'), row({ ...acme, naceCode: '999.999' })]), key: 'server.portfolioImport.invalidOptionsUnlisted' },
    { name: 'inconsistent asset values', file: () => xlsx([headerRow('en'), row(acme), row({ ...acme, fund: 'Other fund', turnover: 1 })]), key: 'server.portfolioImport.inconsistentValues' },
    { name: 'an asset twice in a fund', file: () => xlsx([headerRow('en'), row(acme), row(acme)]), key: 'server.portfolioImport.assetTwiceInFund' },
    { name: 'an unknown asset', file: () => xlsx([headerRow('en'), row(acme), row({ ...acme, asset: 'Nobody' })]), key: 'server.portfolioImport.unknownAsset' },
  ];

  let shared: string;
  beforeAll(async () => {
    shared = await reportingWithAcme({ maxLinesNumber: 2 });
  });

  it.each(families)('answers $name as an error and writes nothing', async ({ file, key }) => {
    const before = await contentOf(shared);
    const answer = await importBytes(shared, file());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.data.result).toBe('Errors');
    expect(answer.body.result.data.errors.map((error: WireJson) => error.key)).toContain(key);
    expect(await contentOf(shared)).toEqual(before);
  });

  it('answers more lines than the project allows as an error and writes nothing', async () => {
    const before = await contentOf(shared);
    const answer = await importBytes(shared, xlsx([headerRow('en'), row(acme), row({ ...acme, fund: 'B' }), row({ ...acme, fund: 'C' })]));
    expect(answer.body.result.data.errors).toEqual([
      expect.objectContaining({ key: 'server.portfolioImport.tooManyLines', params: { lines: 3, max: 2 }, message: 'The file has 3 investment lines but the maximum allowed for this project is 2' }),
    ]);
    expect(await contentOf(shared)).toEqual(before);
  });

  it('refuses a file while the collection is closed, and an upload of another purpose', async () => {
    const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
    const closed = await importBytes(module.uuid, xlsx([headerRow('en'), row(acme)]));
    expect(closed.status).toBe(403);
    const reportingUuid = await reportingWithAcme();
    const uploadUuid = await upload(api, world.client, { purpose: 'DOCUMENT', name: 'portfolio.xlsx', contentType: xlsxType, bytes: xlsx([headerRow('en'), row(acme)]) });
    const other = await api.call('portfolioEmissions.importFromSpreadsheet', { reportingUuid, uploadUuid }, world.client);
    expect(other.status).toBe(404);
  });
});

describe('the PAI columns of the spreadsheet', () => {
  it('are in the template of a reporting whose institution has a PAI module of its year, and read back', async () => {
    const reportingUuid = await reportingWithAcme();
    const { investees } = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    await api.ok('portfolioEmissions.collectData', { field: 'energyConsumptionKWh', reportingUuid, investeeUuid: investees[0].uuid, value: 2_600, expectedVersion: investees[0].version }, world.client);
    // A PAI module of another institution's world, so the other tests' templates stay without the columns.
    const pai = await createStaffWorld(api, { isFinancialInstitution: true });
    const module = await createModule(pai.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
    await createModule(pai.assetUuid, { type: 'PAI', status: 'DATA_COLLECTION', year: 2024 });
    const exported = await api.ok('portfolioEmissions.spreadsheetExport', { reportingUuid: module.uuid }, pai.client);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(new Uint8Array(await (await fetch(exported.url)).arrayBuffer()), { type: 'array' }).Sheets.Data!, { header: 1 });
    expect(rows[0]).toEqual(headerRow('en', true));
    // Without the module: no PAI column, the figure typed notwithstanding.
    const plain = await api.ok('portfolioEmissions.spreadsheetExport', { reportingUuid }, world.client);
    const plainRows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(new Uint8Array(await (await fetch(plain.url)).arrayBuffer()), { type: 'array' }).Sheets.Data!, { header: 1 });
    expect(plainRows[0]).toEqual(headerRow('en'));
  });

  it('write the figures a file gives, keep them from a file without the columns, and refuse a renewable part over its total', async () => {
    const reportingUuid = await reportingWithAcme();
    const withPai = await importBytes(
      reportingUuid,
      xlsx([headerRow('en', true), row({ ...acme, energyConsumptionKWh: 1_200.5, renewableEnergyConsumptionKWh: 300, isActiveInFossilFuelSector: 'Yes' })]),
    );
    expect(withPai.body.result.data, JSON.stringify(withPai.body)).toEqual({ result: 'Success', investmentLines: 1 });
    // 1,200.5 MWh = 1,200,500 kWh; 300 MWh = 300,000 kWh.
    const pai = { energyConsumptionKWh: 1_200_500, renewableEnergyConsumptionKWh: 300_000, energyProductionKWh: null, renewableEnergyProductionKWh: null, isActiveInFossilFuelSector: true };
    expect((await contentOf(reportingUuid)).investees[0]).toMatchObject(pai);

    // An older file, without the PAI columns: its other figures are written, the PAI ones kept.
    const older = await importBytes(reportingUuid, xlsx([headerRow('en'), row({ ...acme, turnover: 2_500_000 }).slice(0, headerRow('en').length)]));
    expect(older.body.result.data).toEqual({ result: 'Success', investmentLines: 1 });
    expect((await contentOf(reportingUuid)).investees[0]).toMatchObject({ ...pai, turnover: 2_500_000 });

    // 1,300 MWh renewable of 1,200.5: refused on its cell, nothing written.
    const before = await contentOf(reportingUuid);
    const over = await importBytes(reportingUuid, xlsx([headerRow('en', true), row({ ...acme, energyConsumptionKWh: 1_200.5, renewableEnergyConsumptionKWh: 1_300 })]));
    expect(over.body.result.data.errors).toEqual([
      expect.objectContaining({ row: 2, key: 'server.portfolioImport.cell', message: "Cell X2: A renewable part greater than its total, 'Energy consumption (MWh)', is invalid" }),
    ]);
    expect(await contentOf(reportingUuid)).toEqual(before);

    // A file giving the renewable part alone is checked against the total as stored: 2,000 MWh of 1,200.5.
    const partOnly = await importBytes(reportingUuid, xlsx([[...headerRow('en'), 'Renewable energy consumption (MWh)'], [...row(acme).slice(0, headerRow('en').length), 2_000]]));
    expect(partOnly.body.result.data.errors).toEqual([expect.objectContaining({ row: 2, key: 'server.portfolioImport.renewableOverTotal', params: { column: 'Energy consumption (MWh)' } })]);
    expect(await contentOf(reportingUuid)).toEqual(before);
  });
});
