import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr/questions';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld, linkInvestee, unique } from '../../../test/fixtures.ts';
import type { InputOf } from '@cairn/shared/contract';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { assets } from '../lib/data/asset.ts';
import { investees, investments } from '../lib/data/portfolio.ts';

/*
 * `pmdr.updatePmdrInvestee` through the gateway: the answers everywhere, the emissions only where
 * they are typed and may be written, the asset's figures, amounts and funds only in a standalone
 * reporting, at least one fund, the version; every refusal writes nothing.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let other: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  [world, other] = await Promise.all([createStaffWorld(api, { isFinancialInstitution: true }), createStaffWorld(api, { isFinancialInstitution: true })]);
});

/** A reporting with its collection open and two funds; standalone when asked. */
async function reportingWithFunds({ standalone }: { standalone: boolean }) {
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
  const reportingUuid = module.uuid as string;
  let reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
  if (standalone) {
    const { allowedAssetTypes, allowedReportTypes, maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes } = reporting;
    reporting = await api.ok(
      'financialInstitutionReporting.update',
      { reportingUuid, expectedVersion: reporting.version, change: { action: 'settings', standalone: true, allowedAssetTypes, allowedReportTypes, maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes } },
      world.analyst,
    );
  }
  await api.ok('financialInstitutionReporting.update', { reportingUuid, expectedVersion: reporting.version, change: { action: 'openDataCollection' } }, world.analyst);
  const growth = (await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Growth fund' }, world.analyst)).funds[0].uuid as string;
  const buyout = (await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Buyout fund' }, world.analyst)).funds[0].uuid as string;
  const added = await api.ok('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid: growth, newInvesteeName: 'Verrerie du Nord' }, world.analyst);
  return { reportingUuid, growth, buyout, investee: added.investees[0] as WireJson, investment: added.investments[0] as WireJson };
}

/** The form as read: nothing changed, no fund action. */
function form(reportingUuid: string, investee: WireJson, version: number) {
  return {
    reportingUuid,
    uuid: investee.uuid as string,
    expectedVersion: version,
    assetName: investee.name as string,
    valuation: investee.valuation as number | null,
    euroTurnover: ('euroTurnover' in investee ? investee.euroTurnover : investee.turnover) as number | null,
    totalScope1Kg: investee.totalScope1Kg as number | null,
    totalScope2Kg: investee.totalScope2Kg as number | null,
    totalScope3Kg: investee.totalScope3Kg as number | null,
    answers: emptyPmdrAnswers,
    inFundsActions: [],
  };
}

const stored = (reportingUuid: string, uuid: string) => investees.require({ reportingUuid, uuid }, { consistent: true });
const linesOf = async (reportingUuid: string, investeeUuid: string) =>
  (await investments.query('ofReporting', { reportingUuid }, { consistent: true })).filter((line) => line.investeeUuid === investeeUuid);

describe('pmdr.updatePmdrInvestee in a portfolio-emissions reporting', () => {
  it('writes the answers with when they changed, and typed emissions while the collection may be written', async () => {
    const { reportingUuid, investee } = await reportingWithFunds({ standalone: false });
    await api.ok('portfolioEmissions.collectData', { field: 'reportingType', reportingUuid, investeeUuid: investee.uuid, portfolioEmissionsReportType: 'EXTERNAL_REPORT', expectedVersion: 1 }, world.analyst);
    const answers = { ...emptyPmdrAnswers, pmdrScope1And2Measuring: true, pmdrScope3Material: true, pmdrScope3FundReporting: true, pmdrDecarbonizationPlan: true, pmdrUnfeasibleHighEmittingOver50: true };
    const { investee: written } = await api.ok(
      'pmdr.updatePmdrInvestee',
      { ...form(reportingUuid, investee, 2), answers, totalScope1Kg: 1_000, totalScope2Kg: 2_000, totalScope3Kg: 7_000 },
      world.client,
    );
    // Q7 Yes, Q8 Yes with Q9 Yes, Q10 Yes, Q11 unanswered: preparing to decarbonize; Q6 Yes: no pathway.
    expect(written).toMatchObject({ version: 3, pmdrStatus: 'PreparingToDecarbonize', noPathwayToAlign: true, totalEmissionsKg: 10_000, rawAnswers: answers, canEditCarbonData: true });
    expect(written.pmdrUpdatedAt).toEqual(expect.any(String));
    expect(await stored(reportingUuid, investee.uuid)).toMatchObject({ ...answers, totalScope1Kg: 1_000, totalScope3Kg: 7_000, version: 3 });

    // The same answers again do not move pmdrUpdatedAt.
    const again = await api.ok('pmdr.updatePmdrInvestee', { ...form(reportingUuid, written, 3), answers }, world.client);
    expect(again.investee).toMatchObject({ version: 4, pmdrUpdatedAt: written.pmdrUpdatedAt });
  });

  it('refuses the asset’s figures, fund changes and derived emissions, writing nothing', async () => {
    const { reportingUuid, investee, buyout } = await reportingWithFunds({ standalone: false });
    await api.ok('portfolioEmissions.collectData', { field: 'reportingType', reportingUuid, investeeUuid: investee.uuid, portfolioEmissionsReportType: 'SECTORAL_ESTIMATE', expectedVersion: 1 }, world.analyst);
    const read = form(reportingUuid, investee, 2);
    const answers = { ...emptyPmdrAnswers, pmdrScope1And2Measuring: true };
    const refusals: [InputOf<'pmdr.updatePmdrInvestee'>, number, string | undefined][] = [
      [{ ...read, answers, valuation: 5_000_000 }, 403, 'Assets, funds and amounts are managed here only in a reporting made for PMDR alone.'],
      [{ ...read, answers, euroTurnover: 1_000_000 }, 403, 'Assets, funds and amounts are managed here only in a reporting made for PMDR alone.'],
      [{ ...read, answers, assetName: 'Verrerie du Sud' }, 403, 'Assets, funds and amounts are managed here only in a reporting made for PMDR alone.'],
      [{ ...read, answers, inFundsActions: [{ action: 'addToFund', fundUuid: buyout, outstandingAmount: 1_000 }] }, 403, 'Assets, funds and amounts are managed here only in a reporting made for PMDR alone.'],
      [{ ...read, answers, totalScope1Kg: 1_000 }, 403, 'The emissions of this asset cannot be changed here.'],
      [{ ...read, answers, expectedVersion: 1 }, 409, undefined],
    ];
    for (const [input, status, message] of refusals) {
      const refused = await api.call('pmdr.updatePmdrInvestee', input, world.client);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      if (message) expect(refused.body.error.message).toBe(message);
    }
    expect(await stored(reportingUuid, investee.uuid)).toMatchObject({ version: 2, pmdrScope1And2Measuring: null, valuation: null, pmdrUpdatedAt: null });
    expect(await linesOf(reportingUuid, investee.uuid)).toHaveLength(1);
    // The same form with the answers alone goes through, for the client and for staff.
    const { investee: written } = await api.ok('pmdr.updatePmdrInvestee', { ...read, answers }, world.client);
    expect(written).toMatchObject({ version: 3, canEditCarbonData: false, rawAnswers: answers });
    await api.ok('pmdr.updatePmdrInvestee', { ...form(reportingUuid, written, 3), answers: emptyPmdrAnswers }, world.analyst);
  });

  it('answers a client of another institution as for a reporting that does not exist', async () => {
    const { reportingUuid, investee } = await reportingWithFunds({ standalone: false });
    const refused = await api.call('pmdr.updatePmdrInvestee', { ...form(reportingUuid, investee, 1), answers: { ...emptyPmdrAnswers, pmdrScope1And2Measuring: true } }, other.client);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Reporting not found');
    expect(await stored(reportingUuid, investee.uuid)).toMatchObject({ version: 1, pmdrScope1And2Measuring: null });
  });
});

describe('pmdr.updatePmdrInvestee in a standalone reporting', () => {
  it('writes the name, figures, emissions, amounts and funds in one go', async () => {
    const { reportingUuid, investee, growth, buyout } = await reportingWithFunds({ standalone: true });
    const { investee: written } = await api.ok(
      'pmdr.updatePmdrInvestee',
      {
        ...form(reportingUuid, investee, 1),
        assetName: ' Verrerie du Sud ',
        valuation: 8_000_000,
        euroTurnover: 3_000_000,
        totalScope1Kg: 40_000,
        totalScope2Kg: 0,
        totalScope3Kg: 60_000,
        inFundsActions: [
          { action: 'updateOutstandingAmount', fundUuid: growth, outstandingAmount: 2_000_000, exitYear: 2029 },
          { action: 'addToFund', fundUuid: buyout, outstandingAmount: 400_000 },
        ],
      },
      world.client,
    );
    // 100,000 kg in all; growth 2,000,000 / 8,000,000 = 0.25: 25,000 kg; buyout 400,000 / 8,000,000 = 0.05: 5,000 kg.
    expect(written).toMatchObject({ name: 'Verrerie du Sud', valuation: 8_000_000, euroTurnover: 3_000_000, totalEmissionsKg: 100_000, outstandingAmount: 2_400_000, financedEmissionsKg: 30_000, version: 2 });
    expect(written.lines.map((line: WireJson) => [line.fundUuid, line.outstandingAmount, line.exitYear, line.financedEmissionsKg]).sort()).toEqual(
      [
        [growth, 2_000_000, 2029, 25_000],
        [buyout, 400_000, null, 5_000],
      ].sort(),
    );
    expect(await stored(reportingUuid, investee.uuid)).toMatchObject({ name: 'Verrerie du Sud', nonValidatedAsset: { name: 'Verrerie du Sud' } });

    const { investee: left } = await api.ok('pmdr.updatePmdrInvestee', { ...form(reportingUuid, written, 2), inFundsActions: [{ action: 'removeFromFund', fundUuid: growth }] }, world.client);
    expect(left.lines.map((line: WireJson) => line.fundUuid)).toEqual([buyout]);
  });

  it('keeps the asset in a fund, one action per fund, and a platform company’s name, writing nothing when it refuses', async () => {
    const { reportingUuid, investee, growth, buyout } = await reportingWithFunds({ standalone: true });
    const read = form(reportingUuid, investee, 1);
    const refusals: [InputOf<'pmdr.updatePmdrInvestee'>, number, string | undefined][] = [
      [{ ...read, valuation: 1, inFundsActions: [{ action: 'removeFromFund', fundUuid: growth }] }, 400, 'The asset needs to be included in at least one fund.'],
      [{ ...read, inFundsActions: [{ action: 'removeFromFund', fundUuid: buyout }] }, 404, 'Investment not found'],
      [{ ...read, inFundsActions: [{ action: 'addToFund', fundUuid: randomUUID(), outstandingAmount: null }] }, 404, 'Fund not found'],
      [{ ...read, inFundsActions: [{ action: 'addToFund', fundUuid: growth, outstandingAmount: null }] }, 409, 'This asset is already in this fund.'],
      [
        { ...read, inFundsActions: [{ action: 'addToFund', fundUuid: buyout, outstandingAmount: null }, { action: 'removeFromFund', fundUuid: buyout }] },
        400,
        'Each fund can be changed only once in one save.',
      ],
    ];
    for (const [input, status, message] of refusals) {
      const refused = await api.call('pmdr.updatePmdrInvestee', input, world.client);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      expect(refused.body.error.message).toBe(message);
    }
    expect(await stored(reportingUuid, investee.uuid)).toMatchObject({ version: 1, valuation: null });
    expect(await linesOf(reportingUuid, investee.uuid)).toHaveLength(1);

    const company = await assets.create({ uuid: randomUUID(), name: unique('Laiterie'), type: 'COMPANY', isFinancialInstitution: false, supplierEngagementOpen: false }, 'test');
    await linkInvestee(world.assetUuid, company.uuid);
    const linked = (await api.ok('portfolioEmissions.collectData', { field: 'newInvestment', reportingUuid, fundUuid: growth, assetUuid: company.uuid }, world.client)).investees[0];
    const renamed = await api.call('pmdr.updatePmdrInvestee', { ...form(reportingUuid, linked, 1), assetName: 'Another name' }, world.client);
    expect(renamed.status).toBe(403);
    expect(renamed.body.error.message).toBe('This asset is a platform company: its name cannot be changed here.');
  });

  it('counts added lines against the reporting’s limit', async () => {
    const { reportingUuid, investee, buyout } = await reportingWithFunds({ standalone: true });
    const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
    const { allowedAssetTypes, allowedReportTypes, explanationLabel, showMaterialityMap, googleSheetUrl, notes } = reporting;
    await api.ok(
      'financialInstitutionReporting.update',
      { reportingUuid, expectedVersion: reporting.version, change: { action: 'settings', standalone: true, allowedAssetTypes, allowedReportTypes, maxLinesNumber: 1, explanationLabel, showMaterialityMap, googleSheetUrl, notes } },
      world.analyst,
    );
    const refused = await api.call('pmdr.updatePmdrInvestee', { ...form(reportingUuid, investee, 1), inFundsActions: [{ action: 'addToFund', fundUuid: buyout, outstandingAmount: null }] }, world.client);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("You've reached the maximum number of lines");
    expect(await linesOf(reportingUuid, investee.uuid)).toHaveLength(1);
  });
});
