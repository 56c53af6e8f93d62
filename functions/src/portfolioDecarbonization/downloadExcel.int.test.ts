import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createStaffWorld, createUser, tokenOf, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * The decarbonization dashboard's workbook through the gateway (spec 3 sections 2.2 and 7): the
 * dashboard's refusals, then the delivered reporting's workbook read back, with a figure worked
 * here by hand. One investee, Verrerie: 100 t of scope 1, 20 t of scope 2 and 300 t of scope 3
 * in 2024, valued 10 M€, 1 M€ outstanding (attribution 0.1), reporting a linear target of 50 t of
 * scope 1 and 10 t of scope 2 in 2028, scope 3 unsaid; dashboard target year 2026.
 * - 2024: financed 0.1 × 420 = 42 t.
 * - 2026, half-way from 2024 to 2028: scope 1 100 − 50 / 2 = 75 t, scope 2 20 − 10 / 2 = 15 t,
 *   scope 3 300 t: 390 t, financed 0.1 × 390 = 39 t.
 * - Temperature 2026 (2 years: short time frame): scopes 1 and 2 fall by ARR = (1 − 0.75^(1/2)) × 100
 *   = 13.397460 % a year, which scores 2.4049579 − 0.2113172 × 13.397460 = −0.43 °C (Kyoto gases)
 *   and 2.3474432 − 0.1177277 × 13.397460 = 0.77 °C (energy-supply CO2), both floored to 1.5 °C;
 *   scope 3 is flat, 2.4049579 °C. Aggregated by 2024 emissions: (1.5 × 100 + 1.5 × 20 +
 *   2.4049579 × 300) / 420 = 901.48737 / 420 = 2.1463985 °C; one holding, so its WATS too.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let reportingUuid: string;
let investeeUuid: string;

const download = (token = world.client) => api.call('portfolioDecarbonization.downloadExcel', { reportingUuid }, token);

async function staffStep(action: string) {
  const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
  expect((await api.call('financialInstitutionReporting.update', { reportingUuid, expectedVersion: reporting.version, change: { action } as never }, world.analyst)).status).toBe(200);
}

/** Every sheet of a downloaded workbook as rows, by name. */
async function workbookOf(url: string) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const book = XLSX.read(bytes, { type: 'array' });
  const sheets = Object.fromEntries(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, blankrows: false })]));
  return { names: book.SheetNames, sheets };
}

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
  reportingUuid = (await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 })).uuid as string;
  await staffStep('openDataCollection');
  const collect = (change: Record<string, unknown>) => api.ok('portfolioEmissions.collectData', { reportingUuid, ...change } as never, world.client);
  const { funds } = await collect({ field: 'addFundName', name: 'Fund 2024' });
  const added = await collect({ field: 'newInvestee', fundUuid: funds[0].uuid, newInvesteeName: 'Verrerie du Morvan' });
  const investee = (added.investees as WireJson[])[0]!;
  investeeUuid = investee.uuid as string;
  let version = (await collect({ field: 'reportingType', investeeUuid, portfolioEmissionsReportType: 'EXTERNAL_REPORT', expectedVersion: investee.version })).investees[0].version as number;
  const values = { valuation: 10_000_000, turnover: 5_000_000, sector: 'MANUFACTURING_INDUSTRY', totalScope1Kg: 100_000, totalScope2Kg: 20_000, totalScope3Kg: 300_000 };
  for (const [field, value] of Object.entries(values)) version = (await collect({ field, investeeUuid, value, expectedVersion: version })).investees[0].version;
  const investment = (added.investments as WireJson[])[0]!;
  await collect({ field: 'outstandingAmount', investmentUuid: investment.uuid, value: 1_000_000, expectedVersion: investment.version });
});

describe('portfolioDecarbonization.downloadExcel', () => {
  it("answers the dashboard's refusals before delivery and while the target year is not set", async () => {
    const undelivered = await download();
    expect(undelivered.status).toBe(400);
    expect(undelivered.body.error).toMatchObject({ message: 'Portofolio emission has to be delivered', key: 'server.portfolio.emissionsNotDelivered' });

    expect((await api.call('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Marc Lefèvre' }, world.client)).status).toBe(200);
    for (const action of ['confirmValidation', 'completeResults', 'deliver']) await staffStep(action);
    const noTarget = await download();
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.error).toMatchObject({ message: 'Consolidated decarbonization target year is not set', key: 'server.portfolio.decarbonizationTargetYearNotSet' });
  });

  it("gives the delivered reporting's workbook: the trajectory, its splits, the temperature and the investees", async () => {
    const absolute = { sector: null, targetType: 'Absolute' };
    const external = { absoluteOrIntensity: { kind: 'ABSOLUTE' }, target: { kind: 'LINEAR', targetYear: 2028, valueScope1: 50_000, valueScope2: 10_000, valueScope3: null } };
    await api.ok(
      'portfolioDecarbonization.updateInvestee',
      {
        reportingUuid,
        investeeUuid,
        expectedVersion: 0,
        decarbonization: { type: 'EXTERNAL', turnoverGrowthPercentage: 0, clientNote: null, benchmarks: { ONE: absolute, TWO: absolute, THREE: absolute }, planUuid: null, external },
      } as never,
      world.analyst,
    );
    const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
    await api.ok(
      'portfolioDecarbonization.updateSettings',
      { reportingUuid, expectedVersion: reporting.version, settings: { consolidatedDecarbonizationTargetYear: 2026, temperatureHorizonYears: [2026] } },
      world.analyst,
    );

    const answer = await download();
    expect(answer.status).toBe(200);
    const file = answer.body.result.data as WireJson;
    expect(file.name).toMatch(/^Portfolio decarbonization 2024 - .+\.xlsx$/);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { names, sheets } = await workbookOf(file.url as string);
    expect(names).toEqual(['Trajectory', 'By type', 'By sector', 'Temperature', 'Assets']);
    const trajectory = sheets.Trajectory!;
    expect(trajectory.map((row) => row.slice(0, 2))).toEqual([
      ['Year', 'Actual or projected'],
      [2024, 'Actual'],
      [2025, 'Projected'],
      [2026, 'Projected'],
    ]);
    expect(trajectory[1]![2]).toBeCloseTo(42, 9);
    expect(trajectory[3]![2]).toBeCloseTo(39, 9);
    expect(sheets['By type']![3]!.slice(0, 3)).toEqual([2026, 'Projected', 'External (reported target)']);
    expect(sheets['By sector']![1]!.slice(0, 3)).toEqual([2024, 'Actual', 'Manufacturing industry']);
    expect(sheets.Temperature![0]).toEqual(['Horizon year', 'WATS (°C)', 'TETS (°C)', 'MOTS (°C)', 'EOTS (°C)', 'ECOTS (°C)', 'AOTS (°C)', 'ROTS (°C)']);
    expect(sheets.Temperature![1]![0]).toBe(2026);
    expect(sheets.Temperature![1]![1]).toBeCloseTo(2.1463985, 6);
    const verrerie = sheets.Assets!.find((row) => row[0] === 'Verrerie du Morvan')!;
    expect(verrerie.slice(1, 3)).toEqual(['Manufacturing industry', 'External (reported target)']);
    expect(verrerie[3]).toBeCloseTo(42, 9);
    expect(verrerie[4]).toBeCloseTo(39, 9);
    expect(verrerie.slice(5, 9)).toEqual([expect.closeTo(2.1463985, 6), 1.5, 1.5, expect.closeTo(2.4049579, 6)]);
  });

  it("refuses another institution's client", async () => {
    const other = await createAsset({ name: unique('Other Capital'), isFinancialInstitution: true });
    const stranger = await createUser({ assetUuid: other.uuid });
    const refused = await download(await tokenOf(api, stranger.username));
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Reporting not found');
  });
});
