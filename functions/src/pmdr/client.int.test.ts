import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { investees } from '../lib/data/portfolio.ts';

/*
 * `pmdr.client` through the gateway: the years an institution has PMDR for, each read from that
 * year's live portfolio-emissions collection with the engine's status, flags and completion, and
 * who may edit the emissions; another institution's client reads nothing.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let other: Awaited<ReturnType<typeof createStaffWorld>>;
let reporting2024: string;
let reporting2023: string;

/** A reporting of the year with PMDR, its collection open, one fund; its uuid and the fund's. */
async function pmdrReporting(assetUuid: string, year: number) {
  const module = await createModule(assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year });
  await createModule(assetUuid, { type: 'PMDR', status: 'DATA_COLLECTION', year });
  const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid: module.uuid }, world.analyst);
  await api.ok('financialInstitutionReporting.update', { reportingUuid: module.uuid, expectedVersion: reporting.version, change: { action: 'openDataCollection' } }, world.analyst);
  const { funds } = await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid: module.uuid, name: 'Growth fund' }, world.analyst);
  return { reportingUuid: module.uuid as string, fundUuid: funds[0].uuid as string };
}

async function addInvestee(reportingUuid: string, fundUuid: string, name: string) {
  const added = await api.ok('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid, newInvesteeName: name }, world.analyst);
  return { investee: added.investees[0] as WireJson, investment: added.investments[0] as WireJson };
}

beforeAll(async () => {
  [world, other] = await Promise.all([createStaffWorld(api, { isFinancialInstitution: true }), createStaffWorld(api, { isFinancialInstitution: true })]);
  const year2024 = await pmdrReporting(world.assetUuid, 2024);
  const year2023 = await pmdrReporting(world.assetUuid, 2023);
  reporting2024 = year2024.reportingUuid;
  reporting2023 = year2023.reportingUuid;
  // A 2025 reporting without a PMDR module is not a PMDR year.
  await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2025 });

  const reportingUuid = reporting2024;
  const { investee, investment } = await addInvestee(reportingUuid, year2024.fundUuid, 'Verrerie du Nord');
  await api.ok('portfolioEmissions.collectData', { field: 'reportingType', reportingUuid, investeeUuid: investee.uuid, portfolioEmissionsReportType: 'EXTERNAL_REPORT', expectedVersion: 1 }, world.analyst);
  let version = 2;
  for (const [field, value] of [
    ['valuation', 10_000_000],
    ['turnover', 4_000_000],
    ['totalScope1Kg', 100_000],
    ['totalScope2Kg', 50_000],
    ['totalScope3Kg', 350_000],
  ] as const) {
    await api.ok('portfolioEmissions.collectData', { field, reportingUuid, investeeUuid: investee.uuid, value, expectedVersion: version }, world.analyst);
    version += 1;
  }
  await api.ok('portfolioEmissions.collectData', { field: 'outstandingAmount', reportingUuid, investmentUuid: investment.uuid, value: 2_000_000, expectedVersion: 1 }, world.analyst);
  // Answers as a PMDR write stores them (Q7 Yes, Q8 No, Q10 Yes, Q11 Yes, Q12 Yes: net zero aligned; the others not yet).
  await investees.update(
    { reportingUuid, uuid: investee.uuid },
    { ...emptyPmdrAnswers, pmdrScope1And2Measuring: true, pmdrScope3Material: false, pmdrDecarbonizationPlan: true, pmdrNetZeroAlignedCommitment: true, pmdrNetZeroAlignedReduction: true, pmdrUpdatedAt: '2025-02-03T10:00:00.000Z' },
    'test',
  );
  const cairn = await addInvestee(reportingUuid, year2024.fundUuid, 'Atelier Cairn');
  await api.ok('portfolioEmissions.collectData', { field: 'reportingType', reportingUuid, investeeUuid: cairn.investee.uuid, portfolioEmissionsReportType: 'CAIRN', expectedVersion: 1 }, world.analyst);
  const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
  const available = await api.ok('financialInstitutionReporting.update', { reportingUuid, expectedVersion: reporting.version, change: { action: 'pmdrStatus', pmdrStatus: 'DASHBOARD_AVAILABLE' } }, world.analyst);
  expect(available.pmdrStatus).toBe('DASHBOARD_AVAILABLE');
});

describe('pmdr.client', () => {
  it('reads each PMDR year from its live collection, newest first, with the figures, answers and the engine’s status', async () => {
    const { years } = await api.ok('pmdr.client', { assetUuid: world.assetUuid }, world.client);
    expect(years.map((year: WireJson) => [year.year, year.reportingUuid])).toEqual([
      [2024, reporting2024],
      [2023, reporting2023],
    ]);
    const [year2024, year2023] = years;
    expect(year2024).toMatchObject({ standalone: false, pmdrStatus: 'DASHBOARD_AVAILABLE', completion: 'IN_PROGRESS' });
    expect(year2024.funds).toEqual([expect.objectContaining({ name: 'Growth fund', hasInvestments: true })]);
    expect(year2024.investees.map((investee: WireJson) => investee.name)).toEqual(['Atelier Cairn', 'Verrerie du Nord']);
    const [cairn, verrerie] = year2024.investees;
    // 500,000 kg in all; the line holds 2,000,000 / 10,000,000 = 0.2 of it: 100,000 kg financed.
    expect(verrerie).toMatchObject({
      reportType: 'EXTERNAL_REPORT',
      valuation: 10_000_000,
      euroTurnover: 4_000_000,
      totalScope1Kg: 100_000,
      totalScope2Kg: 50_000,
      totalScope3Kg: 350_000,
      totalEmissionsKg: 500_000,
      outstandingAmount: 2_000_000,
      financedEmissionsKg: 100_000,
      pmdrStatus: 'NetZeroAligned',
      pmdrUpdatedAt: '2025-02-03T10:00:00.000Z',
      decarbonizationEnabler: false,
      noPathwayToAlign: false,
      isLinked: false,
      canEditCarbonData: true,
      firYear: 2024,
      consolidatedDecarbonizationType: null,
      missingData: [],
    });
    expect(verrerie.lines).toEqual([expect.objectContaining({ attributionFactor: 0.2, financedEmissionsKg: 100_000, outstandingAmount: 2_000_000 })]);
    // A Cairn report's scopes come from its delivered report: none here, and never typed on the PMDR form.
    expect(cairn).toMatchObject({ reportType: 'CAIRN', totalEmissionsKg: null, pmdrStatus: 'NotStarted', completion: 'PENDING', canEditCarbonData: false, rawAnswers: emptyPmdrAnswers, pmdrUpdatedAt: null });
    expect(cairn.missingData).toEqual(['noTurnover', 'noValuation', 'noOutstandingAmount', 'noEmissions']);
    expect(year2023).toMatchObject({ pmdrStatus: null, completion: 'NOT_STARTED', investees: [] });
  });

  it('lets staff read it, and lets only staff type emissions once the collection is closed', async () => {
    const staffView = await api.ok('pmdr.client', { assetUuid: world.assetUuid }, world.analyst);
    expect(staffView.years).toHaveLength(2);
    const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid: reporting2024 }, world.analyst);
    await api.ok('financialInstitutionReporting.update', { reportingUuid: reporting2024, expectedVersion: reporting.version, change: { action: 'closeDataCollection' } }, world.analyst);
    const verrerie = (view: WireJson) => view.years[0].investees.find((investee: WireJson) => investee.name === 'Verrerie du Nord');
    expect(verrerie(await api.ok('pmdr.client', { assetUuid: world.assetUuid }, world.client)).canEditCarbonData).toBe(false);
    expect(verrerie(await api.ok('pmdr.client', { assetUuid: world.assetUuid }, world.analyst)).canEditCarbonData).toBe(true);
    const reopened = await api.ok('financialInstitutionReporting.get', { reportingUuid: reporting2024 }, world.analyst);
    await api.ok('financialInstitutionReporting.update', { reportingUuid: reporting2024, expectedVersion: reopened.version, change: { action: 'openDataCollection' } }, world.analyst);
  });

  it('answers a client of another institution as for an asset it may not see, and its own institution’s PMDR is empty', async () => {
    const refused = await api.call('pmdr.client', { assetUuid: world.assetUuid }, other.client);
    expect(refused.status).toBe(403);
    expect(refused.body.result).toBeUndefined();
    expect(await api.ok('pmdr.client', { assetUuid: other.assetUuid }, other.client)).toEqual({ years: [] });
  });
});
