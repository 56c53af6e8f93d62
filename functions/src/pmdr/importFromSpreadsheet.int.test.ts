import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr/questions';
import { defaultInvesteeDecarbonization } from '@cairn/shared/portfolio/decarbonization';
import { pmdrColumns, pmdrHeaderRow, type PmdrColumn } from '@cairn/shared/portfolio/pmdrSpreadsheet';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { upload, xlsxType } from '../../../test/uploads.ts';
import { investeeDecarbonizations } from '../lib/data/portfolio.ts';

/*
 * `pmdr.importFromSpreadsheet` through the gateway: a standalone reporting's file written as its
 * PMDR portfolio, a linked reporting's answers written and its figures kept, an exported template
 * imported back changing nothing, and each check of the file (spec 3 sections 5 and 8) answered
 * as an error with nothing written, read through `pmdr.client` before and after.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let other: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  [world, other] = await Promise.all([createStaffWorld(api, { isFinancialInstitution: true }), createStaffWorld(api, { isFinancialInstitution: true })]);
});

/** Each reporting its own year with a PMDR module, so that `pmdr.client` reads it as that year. */
let nextYear = 2000;

/** A reporting with PMDR, its collection open, 'Growth fund' and 'Buyout fund'; standalone when asked. */
async function pmdrReporting({ standalone, maxLinesNumber }: { standalone: boolean; maxLinesNumber?: number }) {
  const year = nextYear++;
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year });
  await createModule(world.assetUuid, { type: 'PMDR', status: 'DATA_COLLECTION', year });
  const reportingUuid = module.uuid as string;
  let reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
  const { allowedAssetTypes, allowedReportTypes, explanationLabel, showMaterialityMap, googleSheetUrl, notes } = reporting;
  reporting = await api.ok(
    'financialInstitutionReporting.update',
    {
      reportingUuid,
      expectedVersion: reporting.version,
      change: { action: 'settings', standalone, allowedAssetTypes, allowedReportTypes, maxLinesNumber: maxLinesNumber ?? reporting.maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes },
    },
    world.analyst,
  );
  await api.ok('financialInstitutionReporting.update', { reportingUuid, expectedVersion: reporting.version, change: { action: 'openDataCollection' } }, world.analyst);
  const growth = (await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Growth fund' }, world.analyst)).funds[0].uuid as string;
  const buyout = (await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Buyout fund' }, world.analyst)).funds[0].uuid as string;
  return { reportingUuid, growth, buyout };
}

/** A standalone reporting holding 'Verrerie du Nord' in Growth and 'Old Co' in Buyout. */
async function standaloneReporting(settings: { maxLinesNumber?: number } = {}) {
  const made = await pmdrReporting({ standalone: true, ...settings });
  const create = (assetName: string, fundUuid: string, figures: { valuation: number | null; euroTurnover: number | null; totalScope1Kg: number | null }) =>
    api.ok(
      'pmdr.createPmdrInvestee',
      {
        reportingUuid: made.reportingUuid,
        assetName,
        ...figures,
        totalScope2Kg: null,
        totalScope3Kg: null,
        answers: emptyPmdrAnswers,
        inFundsActions: [{ action: 'addToFund', fundUuid, outstandingAmount: 1_000_000, exitYear: 2030 }],
      },
      world.client,
    );
  const verrerieUuid = (await create('Verrerie du Nord', made.growth, { valuation: 5_000_000, euroTurnover: 2_000_000, totalScope1Kg: 30_000 })).investee.uuid as string;
  const oldCoUuid = (await create('Old Co', made.buyout, { valuation: null, euroTurnover: null, totalScope1Kg: null })).investee.uuid as string;
  return { ...made, verrerieUuid, oldCoUuid };
}

/** A portfolio-emissions reporting holding 'Verrerie du Nord' in Growth, its revenue typed. */
async function linkedReporting() {
  const made = await pmdrReporting({ standalone: false });
  const added = await api.ok('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid: made.reportingUuid, fundUuid: made.growth, newInvesteeName: 'Verrerie du Nord' }, world.analyst);
  await api.ok('portfolioEmissions.collectData', { field: 'turnover', reportingUuid: made.reportingUuid, investeeUuid: added.investees[0].uuid, value: 2_000_000, expectedVersion: 1 }, world.analyst);
  return made;
}

/** The reporting's year as `pmdr.client` reads it. */
async function yearOf(reportingUuid: string): Promise<WireJson> {
  const { years } = await api.ok('pmdr.client', { assetUuid: world.assetUuid }, world.client);
  const year = years.find((item: WireJson) => item.reportingUuid === reportingUuid);
  if (!year) throw new Error('the reporting is not a PMDR year');
  return year;
}

const xlsx = (rows: unknown[][]) => {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'PMDR');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
};
const header = pmdrHeaderRow('en');
const row = (cells: Partial<Record<PmdrColumn, unknown>>) => pmdrColumns.map((column) => cells[column] ?? null);
const verrerie = { fund: 'Growth fund', asset: 'Verrerie du Nord', outstandingAmount: 1_000_000, exitYear: 2030, valuation: 5_000_000, turnover: 2_000_000, totalScope1Kg: 30 };

async function importBytes(reportingUuid: string, bytes: Uint8Array, token = world.client) {
  const uploadUuid = await upload(api, token, { purpose: 'PORTFOLIO_IMPORT', name: 'pmdr.xlsx', contentType: xlsxType, bytes });
  return api.call('pmdr.importFromSpreadsheet', { reportingUuid, uploadUuid }, token);
}

async function exported(reportingUuid: string): Promise<Uint8Array> {
  const link = await api.ok('pmdr.spreadsheetExport', { reportingUuid }, world.client);
  return new Uint8Array(await (await fetch(link.url)).arrayBuffer());
}

describe('pmdr.importFromSpreadsheet in a standalone reporting', () => {
  it('writes the file as the PMDR portfolio: figures and answers, a new fund and asset, a line and an asset it no longer has removed', async () => {
    const { reportingUuid, verrerieUuid, oldCoUuid } = await standaloneReporting();
    // Decarbonization data staff set on both: Old Co's goes with it, as when it is deleted.
    for (const investeeUuid of [verrerieUuid, oldCoUuid]) await investeeDecarbonizations.create({ reportingUuid, investeeUuid, ...defaultInvesteeDecarbonization, type: 'ESTIMATE' }, 'test');
    const file = xlsx([
      header,
      row({ ...verrerie, valuation: 8_000_000, totalScope1Kg: 40, totalScope2Kg: 0, pmdrScope1And2Measuring: 'Yes', pmdrScope3Material: 'No' }),
      row({ ...verrerie, fund: 'Venture fund', outstandingAmount: 400_000, exitYear: null, valuation: 8_000_000, totalScope1Kg: 40, totalScope2Kg: 0, pmdrScope1And2Measuring: 'oui', pmdrScope3Material: 'non' }),
      row({ fund: 'growth FUND', asset: 'Atelier Neuf', outstandingAmount: 100, pmdrTransitionEnablingActivities: "Don't know" }),
    ]);
    const answer = await importBytes(reportingUuid, file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.data).toEqual({ result: 'Success', kind: 'pmdr_standalone', investees: 2 });

    const year = await yearOf(reportingUuid);
    expect(year.funds.map((fund: WireJson) => fund.name)).toEqual(['Growth fund', 'Buyout fund', 'Venture fund']);
    const fundName = new Map(year.funds.map((fund: WireJson) => [fund.uuid, fund.name]));
    expect(year.investees.map((investee: WireJson) => investee.name)).toEqual(['Atelier Neuf', 'Verrerie du Nord']);
    const [atelier, verrerieRead] = year.investees;
    expect(atelier).toMatchObject({ assetUuid: null, isLinked: false, valuation: null, totalScope1Kg: null, rawAnswers: emptyPmdrAnswers, pmdrUpdatedAt: null, version: 1 });
    // 40 t = 40,000 kg; Q7 Yes and Q8 No; 400,000 / 8,000,000 = 0.05 of 40,000 kg financed in Venture: 2,000 kg.
    expect(verrerieRead).toMatchObject({
      valuation: 8_000_000,
      euroTurnover: 2_000_000,
      totalScope1Kg: 40_000,
      totalScope2Kg: 0,
      totalScope3Kg: null,
      rawAnswers: { ...emptyPmdrAnswers, pmdrScope1And2Measuring: true, pmdrScope3Material: false },
      version: 2,
    });
    expect(verrerieRead.pmdrUpdatedAt).toEqual(expect.any(String));
    expect(verrerieRead.lines.map((line: WireJson) => [fundName.get(line.fundUuid), line.outstandingAmount, line.exitYear, line.financedEmissionsKg]).sort()).toEqual([
      ['Growth fund', 1_000_000, 2030, null],
      ['Venture fund', 400_000, null, null],
    ]);
    const decarbonizations = await investeeDecarbonizations.query('ofReporting', { reportingUuid }, { consistent: true });
    expect(decarbonizations.map((item) => item.investeeUuid)).toEqual([verrerieUuid]);
  });

  it('writes a file of more items than a transaction takes', async () => {
    const { reportingUuid } = await standaloneReporting();
    // 120 new assets with their lines, a new fund, the two investees and their lines removed: 245 items, journaled.
    const rows = [header, ...Array.from({ length: 120 }, (_, index) => row({ fund: 'Venture fund', asset: `Start-up ${index}`, turnover: index, pmdrDecarbonizationPlan: 'Yes' }))];
    const answer = await importBytes(reportingUuid, xlsx(rows));
    expect(answer.body.result.data, JSON.stringify(answer.body)).toEqual({ result: 'Success', kind: 'pmdr_standalone', investees: 120 });
    const year = await yearOf(reportingUuid);
    expect(year.investees).toHaveLength(120);
    expect(year.investees.find((investee: WireJson) => investee.name === 'Start-up 119')).toMatchObject({ euroTurnover: 119, rawAnswers: { ...emptyPmdrAnswers, pmdrDecarbonizationPlan: true } });
  });

  it('refuses a changed scope of an asset whose scopes are derived, and takes them back as exported', async () => {
    const { reportingUuid, verrerieUuid } = await standaloneReporting();
    await api.ok('portfolioEmissions.collectData', { field: 'reportingType', reportingUuid, investeeUuid: verrerieUuid, portfolioEmissionsReportType: 'SECTORAL_ESTIMATE', expectedVersion: 1 }, world.analyst);
    const before = await yearOf(reportingUuid);
    expect(before.investees.find((investee: WireJson) => investee.uuid === verrerieUuid)).toMatchObject({ canEditCarbonData: false });
    // The typed 30 t is no longer what PMDR shows: the sector estimate's scopes are.
    const changed = await importBytes(reportingUuid, xlsx([header, row({ ...verrerie, totalScope1Kg: 31 }), row({ fund: 'Buyout fund', asset: 'Old Co', outstandingAmount: 1_000_000, exitYear: 2030 })]));
    expect(changed.body.result.data.errors).toEqual([expect.objectContaining({ row: 2, cell: 'G2', message: 'Cell G2: The emissions of this asset cannot be changed here.' })]);
    expect(await yearOf(reportingUuid)).toEqual(before);
    const back = await importBytes(reportingUuid, await exported(reportingUuid));
    expect(back.body.result.data.result, JSON.stringify(back.body)).toBe('Success');
    expect(await yearOf(reportingUuid)).toEqual(before);
  });

  it('counts the file’s lines against the project’s limit, writing nothing', async () => {
    const { reportingUuid } = await standaloneReporting({ maxLinesNumber: 2 });
    const before = await yearOf(reportingUuid);
    const answer = await importBytes(reportingUuid, xlsx([header, row(verrerie), row({ ...verrerie, fund: 'B' }), row({ ...verrerie, fund: 'C' })]));
    expect(answer.body.result.data).toEqual({
      result: 'Errors',
      kind: 'pmdr_standalone',
      errors: [expect.objectContaining({ key: 'server.portfolioImport.tooManyLines', message: 'The file has 3 investment lines but the maximum allowed for this project is 2' })],
    });
    expect(await yearOf(reportingUuid)).toEqual(before);
  });
});

describe('pmdr.importFromSpreadsheet in a reporting linked to portfolio emissions', () => {
  it('writes the answers of the assets the file names and nothing of its figures', async () => {
    const { reportingUuid } = await linkedReporting();
    const before = (await yearOf(reportingUuid)).investees[0];
    const answers = { ...emptyPmdrAnswers, pmdrTransitionEnablingActivities: false, pmdrSubstantialMitigationContribution: true, pmdrNetZeroAlignedReduction: true };
    // Figures left out of the header, as the figure columns are only informative here.
    const file = xlsx([
      ['Fund', 'Asset', ...header.slice(9)],
      ['GROWTH FUND', 'verrerie du nord', 'No', 'Yes', null, null, null, null, null, null, null, null, null, 'Yes'],
    ]);
    const answer = await importBytes(reportingUuid, file);
    expect(answer.body.result.data, JSON.stringify(answer.body)).toEqual({ result: 'Success', kind: 'pmdr_portfolio_emissions', investees: 1 });
    const after = (await yearOf(reportingUuid)).investees[0];
    expect(after).toEqual({ ...before, rawAnswers: answers, version: before.version + 1, pmdrUpdatedAt: expect.any(String), pmdrStatus: expect.any(String), completion: expect.any(String) });

    // A file giving other figures changes the answers only: its figures are ignored. Staff import as the client does.
    const withFigures = await importBytes(reportingUuid, xlsx([header, row({ ...verrerie, turnover: 9, totalScope1Kg: 9 })]), world.analyst);
    expect(withFigures.body.result.data).toEqual({ result: 'Success', kind: 'pmdr_portfolio_emissions', investees: 1 });
    expect((await yearOf(reportingUuid)).investees[0]).toMatchObject({ euroTurnover: 2_000_000, totalScope1Kg: null, rawAnswers: emptyPmdrAnswers, version: before.version + 2 });
  });
});

describe('an exported PMDR template imported back', () => {
  it.each([
    ['standalone', standaloneReporting],
    ['linked', linkedReporting],
  ] as const)('changes nothing in a %s reporting', async (_kind, make) => {
    const { reportingUuid } = await make();
    const before = await yearOf(reportingUuid);
    const answer = await importBytes(reportingUuid, await exported(reportingUuid));
    expect(answer.body.result.data.result, JSON.stringify(answer.body)).toBe('Success');
    expect(await yearOf(reportingUuid)).toEqual(before);
  });
});

describe('the errors of a PMDR file', () => {
  /** One file per check, the error's key, and whether it is checked in the linked reporting. */
  const checks: { name: string; file: () => Uint8Array; key: string; linked?: true }[] = [
    { name: 'not a workbook', file: () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('not a workbook at all')]), key: 'server.import.invalidFile' },
    { name: 'an empty sheet', file: () => xlsx([]), key: 'server.import.emptyFile' },
    { name: 'a header alone', file: () => xlsx([header]), key: 'server.import.emptyFile' },
    { name: 'too many rows', file: () => xlsx([header, ...Array.from({ length: 5_001 }, (_, index) => row({ ...verrerie, fund: `Fund ${index}` }))]), key: 'server.portfolioImport.tooManyRows' },
    { name: 'a row past the header', file: () => xlsx([header, [...row(verrerie), 'stray']]), key: 'server.portfolioImport.columnCount' },
    { name: 'a missing column', file: () => xlsx([header.slice(0, 20), row(verrerie).slice(0, 20)]), key: 'server.import.missingColumn' },
    { name: 'a duplicated column', file: () => xlsx([[...header, 'Q3'], [...row(verrerie), 'Yes']]), key: 'server.import.duplicatedColumn' },
    { name: 'a cell that does not parse', file: () => xlsx([header, row({ ...verrerie, exitYear: 'soon' })]), key: 'server.portfolioImport.cell' },
    { name: 'an answer that is not a choice', file: () => xlsx([header, row({ ...verrerie, pmdrScope3Material: 'Maybe' })]), key: 'server.portfolioImport.invalidOptions' },
    { name: 'an asset twice in a fund', file: () => xlsx([header, row(verrerie), row({ ...verrerie, asset: 'VERRERIE DU NORD' })]), key: 'server.portfolioImport.assetTwiceInFund' },
    {
      name: 'an asset’s values differing between rows',
      file: () => xlsx([header, row(verrerie), row({ ...verrerie, fund: 'Buyout fund', turnover: 1 })]),
      key: 'server.portfolioImport.inconsistentValues',
    },
    {
      name: 'an asset’s answers differing between rows',
      file: () => xlsx([header, row({ ...verrerie, fund: 'Growth fund', pmdrDecarbonizationPlan: 'Yes' }), row({ ...verrerie, asset: 'Nobody', fund: 'Growth fund' }), row({ ...verrerie, fund: 'Buyout fund' })]),
      key: 'server.portfolioImport.inconsistentValues',
      linked: true,
    },
    { name: 'an unknown asset', file: () => xlsx([header, row({ ...verrerie, asset: 'Nobody' })]), key: 'server.portfolioImport.unknownAsset', linked: true },
    { name: 'an asset not in the fund named', file: () => xlsx([header, row({ ...verrerie, fund: 'Buyout fund' })]), key: 'server.pmdrImport.notInFund', linked: true },
    { name: 'an unknown fund', file: () => xlsx([header, row({ ...verrerie, fund: 'Nowhere fund' })]), key: 'server.pmdrImport.notInFund', linked: true },
  ];

  let standalone: string;
  let linked: string;
  beforeAll(async () => {
    [standalone, linked] = await Promise.all([standaloneReporting().then((made) => made.reportingUuid), linkedReporting().then((made) => made.reportingUuid)]);
  });

  it.each(checks)('answers $name as an error and writes nothing', async ({ file, key, linked: inLinked }) => {
    const reportingUuid = inLinked ? linked : standalone;
    const before = await yearOf(reportingUuid);
    const answer = await importBytes(reportingUuid, file());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.data).toMatchObject({ result: 'Errors', kind: inLinked ? 'pmdr_portfolio_emissions' : 'pmdr_standalone' });
    expect(answer.body.result.data.errors.map((error: WireJson) => error.key)).toContain(key);
    expect(await yearOf(reportingUuid)).toEqual(before);
  });

  it('refuses a client of another institution as for a reporting that does not exist, and an upload of another purpose', async () => {
    const before = await yearOf(standalone);
    const refused = await importBytes(standalone, xlsx([header, row({ ...verrerie, pmdrScope3Material: 'Yes' })]), other.client);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Reporting not found');
    const uploadUuid = await upload(api, world.client, { purpose: 'DOCUMENT', name: 'pmdr.xlsx', contentType: xlsxType, bytes: xlsx([header, row(verrerie)]) });
    const otherPurpose = await api.call('pmdr.importFromSpreadsheet', { reportingUuid: standalone, uploadUuid }, world.client);
    expect(otherPurpose.status).toBe(404);
    expect(await yearOf(standalone)).toEqual(before);
  });
});
