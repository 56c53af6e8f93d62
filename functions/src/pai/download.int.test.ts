import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * The PAI workbook through the gateway (spec 3 sections 2.3 and 7): refused before the results
 * are delivered, then a fund's and the portfolio's statement as .xlsx and .ods, laid out as Annex
 * I's Table 1, with the figures worked here by hand.
 *
 * One fund, one investee with an external report: scopes 400 t, 100 t and 1,500 t (2,000 t),
 * enterprise value 50 M€, outstanding 5 M€ (attribution 0.1), revenue 20 M€, 8 GWh consumed of
 * which 2 GWh renewable, not in fossil fuels, NACE 23.13 (section C).
 * - 1. Scope 1: 0.1 × 400 = 40 t; total 0.1 × 2,000 = 200 t.
 * - 2. Carbon footprint: 200 t / 5 M€ = 40 t/M€.
 * - 3. GHG intensity: 2,000 t / 20 M€ = 100 t/M€ (one line, weight 1).
 * - 4. Fossil fuel exposure: 0 %. 5. Non-renewable consumption: (8 − 2) / 8 = 75 %.
 * - 6. Section C: 8 GWh / 20 M€ = 0.4 GWh/M€.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
});

const staffStep = async (reportingUuid: string, action: string) => {
  const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
  return api.ok('financialInstitutionReporting.update', { reportingUuid, expectedVersion: reporting.version, change: { action } as never }, world.analyst);
};

async function deliveredReporting({ year = 2024, outstanding = 5_000_000 } = {}) {
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year });
  await createModule(world.assetUuid, { type: 'PAI', status: 'DATA_COLLECTION', year });
  const reportingUuid = module.uuid as string;
  await staffStep(reportingUuid, 'openDataCollection');
  const collect = (change: Record<string, unknown>) => api.ok('portfolioEmissions.collectData', { reportingUuid, ...change } as never, world.client);
  const { funds } = await collect({ field: 'addFundName', name: 'Aurore Climat' });
  const added = await collect({ field: 'newInvestee', fundUuid: funds[0].uuid, newInvesteeName: 'Verrerie du Jura' });
  const investee: WireJson = added.investees[0];
  let version = investee.version as number;
  await collect({ field: 'reportingType', investeeUuid: investee.uuid, portfolioEmissionsReportType: 'EXTERNAL_REPORT', expectedVersion: version });
  version += 1;
  const set = async (field: string, value: unknown) => {
    const answer = await collect({ field, investeeUuid: investee.uuid, value, expectedVersion: version });
    version = answer.investees[0].version;
  };
  await set('valuation', 50_000_000);
  await set('turnover', 20_000_000);
  await set('sector', 'MANUFACTURING_INDUSTRY');
  await set('naceCode', '23.13');
  await set('totalScope1Kg', 400_000);
  await set('totalScope2Kg', 100_000);
  await set('totalScope3Kg', 1_500_000);
  await set('energyConsumptionKWh', 8_000_000);
  await set('renewableEnergyConsumptionKWh', 2_000_000);
  await set('isActiveInFossilFuelSector', false);
  const line = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
  await collect({ field: 'outstandingAmount', investmentUuid: added.investments[0].uuid, value: outstanding, expectedVersion: line.investments[0].version });
  await api.ok('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Claire Vidal' }, world.client);
  await staffStep(reportingUuid, 'confirmValidation');
  await staffStep(reportingUuid, 'completeResults');
  return { reportingUuid, fundUuid: funds[0].uuid as string };
}

/** The rows of a downloaded workbook's first sheet, and its sheets' names. */
async function workbookOf(url: string) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const book = XLSX.read(bytes, { type: 'array' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, blankrows: false });
  return { names: book.SheetNames, rows, bookType: book.bookType };
}

const figureOf = (rows: unknown[][], metric: string) => rows.find((row) => row[1] === metric)?.[2];

describe('pai.download', () => {
  it('refuses before delivery, then gives the statement of a fund and of the portfolio, in both formats', async () => {
    const { reportingUuid, fundUuid } = await deliveredReporting();
    const early = await api.call('pai.download', { reportingUuid, fundUuid, format: 'EXCEL' }, world.client);
    expect(early.status).toBe(404);
    expect(early.body.error.message).toBe('These results have not been delivered yet.');

    await staffStep(reportingUuid, 'deliver');
    const excel = await api.ok('pai.download', { reportingUuid, fundUuid, format: 'EXCEL' }, world.client);
    expect(excel).toMatchObject({ name: 'PAI 2024 - Aurore Climat.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const { names, rows, bookType } = await workbookOf(excel.url);
    expect(bookType).toBe('xlsx');
    expect(names).toEqual(['Principal adverse impacts', 'Lines left out']);
    expect(rows[1]).toEqual(['Financial product', 'Aurore Climat']);
    expect(figureOf(rows, 'Scope 1 GHG emissions')).toBeCloseTo(40, 9);
    expect(figureOf(rows, 'Total GHG emissions')).toBeCloseTo(200, 9);
    expect(figureOf(rows, 'Carbon footprint')).toBeCloseTo(40, 9);
    expect(figureOf(rows, 'GHG intensity of investee companies')).toBeCloseTo(100, 9);
    expect(figureOf(rows, 'Share of investments in companies active in the fossil fuel sector')).toBe(0);
    expect(rows.find((row) => typeof row[1] === 'string' && row[1].endsWith(': Consumption'))?.[2]).toBeCloseTo(75, 9);
    expect(figureOf(rows, 'NACE section C: Manufacturing')).toBeCloseTo(0.4, 9);

    const openDocument = await api.ok('pai.download', { reportingUuid, fundUuid: null, format: 'OPEN_DOCUMENT' }, world.client);
    expect(openDocument).toMatchObject({ name: 'PAI 2024 - Portfolio.ods', contentType: 'application/vnd.oasis.opendocument.spreadsheet' });
    const portfolio = await workbookOf(openDocument.url);
    // Read back as what it says it is.
    expect(portfolio.bookType).toBe('ods');
    expect(portfolio.rows[1]).toEqual(['Financial product', 'Portfolio']);
    expect(figureOf(portfolio.rows, 'Total GHG emissions')).toBeCloseTo(200, 9);
  });

  it("puts beside each impact the year before's, from that year's delivered reporting, the fund found by its name", async () => {
    // 2023: the same investee, 2.5 M€ outstanding (attribution 0.05): scope 1 0.05 × 400 = 20 t, total 100 t, footprint 100 / 2.5 = 40 t/M€.
    const before = await deliveredReporting({ year: 2023, outstanding: 2_500_000 });
    await staffStep(before.reportingUuid, 'deliver');
    const { reportingUuid, fundUuid } = await deliveredReporting();
    await staffStep(reportingUuid, 'deliver');
    const { rows } = await workbookOf((await api.ok('pai.download', { reportingUuid, fundUuid, format: 'EXCEL' }, world.client)).url);
    expect(rows.find((row) => row[0] === 'Adverse sustainability indicator')?.slice(2, 4)).toEqual(['Impact 2024', 'Impact 2023']);
    const impacts = (metric: string) => rows.find((row) => row[1] === metric)?.slice(2, 4) as number[];
    expect(impacts('Scope 1 GHG emissions')[0]).toBeCloseTo(40, 9);
    expect(impacts('Scope 1 GHG emissions')[1]).toBeCloseTo(20, 9);
    expect(impacts('Total GHG emissions')[1]).toBeCloseTo(100, 9);
    expect(impacts('Carbon footprint')[1]).toBeCloseTo(40, 9);
    // The intensity does not depend on the amount held: 100 t/M€ both years.
    expect(impacts('GHG intensity of investee companies')[1]).toBeCloseTo(100, 9);
    const portfolio = await workbookOf((await api.ok('pai.download', { reportingUuid, fundUuid: null, format: 'EXCEL' }, world.client)).url);
    expect(portfolio.rows.find((row) => row[1] === 'Total GHG emissions')?.[3]).toBeCloseTo(100, 9);
    // The pages find the same year through the results: the 2024 results name the 2023 reporting, which names none.
    const results = (uuid: string) => api.ok('portfolioEmissions.get', { reportingUuid: uuid, snapshot: 'FINAL', scopes: ['ONE', 'TWO', 'THREE'] }, world.client);
    expect((await results(reportingUuid)).previousYearReportingUuid).toBe(before.reportingUuid);
    expect((await results(before.reportingUuid)).previousYearReportingUuid).toBeNull();
  });

  it("refuses a fund the delivered snapshot does not have, and another institution's client", async () => {
    const { reportingUuid } = await deliveredReporting();
    await staffStep(reportingUuid, 'deliver');
    const unknown = await api.call('pai.download', { reportingUuid, fundUuid: '00000000-0000-4000-8000-000000000009', format: 'EXCEL' }, world.client);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Fund not found');
    const outsider = await createStaffWorld(api, { isFinancialInstitution: true });
    const refused = await api.call('pai.download', { reportingUuid, fundUuid: null, format: 'EXCEL' }, outsider.client);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Reporting not found');
  });
});
