import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr/questions';
import { pmdrHeaderRow } from '@cairn/shared/portfolio/pmdrSpreadsheet';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';

/*
 * `pmdr.spreadsheetExport` through the gateway: the PMDR template with the reporting's lines,
 * figures and answers, read back; refused to another institution.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let other: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  [world, other] = await Promise.all([createStaffWorld(api, { isFinancialInstitution: true }), createStaffWorld(api, { isFinancialInstitution: true })]);
});

const sheetsOf = async (url: string) => {
  const workbook = XLSX.read(new Uint8Array(await (await fetch(url)).arrayBuffer()), { type: 'array' });
  return Object.fromEntries(workbook.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name]!, { header: 1, defval: null })]));
};

describe('pmdr.spreadsheetExport', () => {
  it('answers a link to the template named after the year: one row per line, scopes in tonnes, answers as words', async () => {
    const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
    const reportingUuid = module.uuid as string;
    const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
    const { allowedAssetTypes, allowedReportTypes, maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes } = reporting;
    await api.ok(
      'financialInstitutionReporting.update',
      { reportingUuid, expectedVersion: reporting.version, change: { action: 'settings', standalone: true, allowedAssetTypes, allowedReportTypes, maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes } },
      world.analyst,
    );
    const growth = (await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Growth fund' }, world.analyst)).funds[0].uuid as string;
    const buyout = (await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Buyout fund' }, world.analyst)).funds[0].uuid as string;
    await api.ok(
      'pmdr.createPmdrInvestee',
      {
        reportingUuid,
        assetName: 'Brasserie des Flandres',
        valuation: 5_000_000,
        euroTurnover: 2_000_000,
        totalScope1Kg: 30_000,
        totalScope2Kg: 1_500,
        totalScope3Kg: null,
        answers: { ...emptyPmdrAnswers, pmdrTransitionEnablingActivities: true, pmdrScope3Material: false },
        inFundsActions: [
          { action: 'addToFund', fundUuid: growth, outstandingAmount: 1_000_000, exitYear: 2030 },
          { action: 'addToFund', fundUuid: buyout, outstandingAmount: 250_000, exitYear: null },
        ],
      },
      world.client,
    );

    const link = await api.ok('pmdr.spreadsheetExport', { reportingUuid }, world.client);
    expect(link).toMatchObject({ name: 'pmdr-data-collection-template-2024.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const sheets = await sheetsOf(link.url);
    expect(Object.keys(sheets)).toEqual(['PMDR', 'Valid values']);
    const rows = sheets.PMDR!;
    expect(rows[0]).toEqual(pmdrHeaderRow('en'));
    // 30,000 kg = 30 t; 1,500 kg = 1.5 t. Q1 Yes, Q8 No, the others blank.
    const answers = [...Array.from({ length: 12 }, () => null)] as (string | null)[];
    answers[0] = 'Yes';
    answers[7] = 'No';
    expect(rows.slice(1)).toEqual([
      ['Growth fund', 'Brasserie des Flandres', 1_000_000, 2030, 5_000_000, 2_000_000, 30, 1.5, null, ...answers],
      ['Buyout fund', 'Brasserie des Flandres', 250_000, null, 5_000_000, 2_000_000, 30, 1.5, null, ...answers],
    ]);
    expect(sheets['Valid values']!.slice(0, 4).map((cells) => cells[0])).toEqual(['Answer', 'Yes', 'No', 'Don’t know']);
  });

  it('answers a client of another institution as for a reporting that does not exist', async () => {
    const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
    const refused = await api.call('pmdr.spreadsheetExport', { reportingUuid: module.uuid }, other.client);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Reporting not found');
  });
});
