import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr/questions';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld } from '../../../test/fixtures.ts';
import type { InputOf } from '@cairn/shared/contract';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { funds, investees, investments } from '../lib/data/portfolio.ts';

/*
 * The standalone reporting's own management through the gateway: `pmdr.createPmdrInvestee`,
 * `pmdr.deleteInvestee` and `pmdr.updatePmdrFunds`, each refused in a portfolio-emissions
 * reporting and by another institution, each refusal writing nothing.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let other: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  [world, other] = await Promise.all([createStaffWorld(api, { isFinancialInstitution: true }), createStaffWorld(api, { isFinancialInstitution: true })]);
});

async function reportingWithFund({ standalone }: { standalone: boolean }) {
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
  const reportingUuid = module.uuid as string;
  const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
  if (standalone) {
    const { allowedAssetTypes, allowedReportTypes, maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes } = reporting;
    await api.ok(
      'financialInstitutionReporting.update',
      { reportingUuid, expectedVersion: reporting.version, change: { action: 'settings', standalone: true, allowedAssetTypes, allowedReportTypes, maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes } },
      world.analyst,
    );
  }
  const fundUuid = (await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Growth fund' }, world.analyst)).funds[0].uuid as string;
  return { reportingUuid, fundUuid };
}

const newAsset = (reportingUuid: string, fundUuid: string) => ({
  reportingUuid,
  assetName: ' Brasserie des Flandres ',
  valuation: 5_000_000,
  euroTurnover: 2_000_000,
  totalScope1Kg: 30_000,
  totalScope2Kg: 10_000,
  totalScope3Kg: 60_000,
  answers: { ...emptyPmdrAnswers, pmdrScope1And2Measuring: true, pmdrScope3Material: false },
  inFundsActions: [{ action: 'addToFund' as const, fundUuid, outstandingAmount: 1_000_000, exitYear: 2030 }],
});

const stateOf = async (reportingUuid: string) => {
  const [investeeItems, lineItems, fundItems] = await Promise.all([
    investees.query('ofReporting', { reportingUuid }, { consistent: true }),
    investments.query('ofReporting', { reportingUuid }, { consistent: true }),
    funds.query('ofReporting', { reportingUuid }, { consistent: true }),
  ]);
  return { investees: investeeItems.length, lines: lineItems.length, funds: fundItems.map((fund) => `${fund.name} v${fund.version}`).sort() };
};

describe('pmdr.createPmdrInvestee', () => {
  it('adds an asset typed by name with its figures, answers and funds', async () => {
    const { reportingUuid, fundUuid } = await reportingWithFund({ standalone: true });
    const { investee } = await api.ok('pmdr.createPmdrInvestee', newAsset(reportingUuid, fundUuid), world.client);
    // 100,000 kg; 1,000,000 / 5,000,000 = 0.2 of it financed: 20,000 kg. Q7 Yes, Q8 No: capturing data.
    expect(investee).toMatchObject({
      name: 'Brasserie des Flandres',
      assetUuid: null,
      isLinked: false,
      reportType: null,
      valuation: 5_000_000,
      euroTurnover: 2_000_000,
      totalEmissionsKg: 100_000,
      outstandingAmount: 1_000_000,
      financedEmissionsKg: 20_000,
      pmdrStatus: 'CapturingData',
      canEditCarbonData: true,
      version: 1,
    });
    expect(investee.pmdrUpdatedAt).toEqual(expect.any(String));
    expect(investee.lines).toEqual([expect.objectContaining({ fundUuid, exitYear: 2030 })]);
    const { years } = await api.ok('pmdr.client', { assetUuid: world.assetUuid }, world.client);
    expect(years).toEqual([]); // No PMDR module for the year yet: the reporting is not a PMDR year.
  });

  it('refuses a portfolio-emissions reporting, an asset in no fund and actions on lines it cannot have, writing nothing', async () => {
    const linked = await reportingWithFund({ standalone: false });
    const refusedPe = await api.call('pmdr.createPmdrInvestee', newAsset(linked.reportingUuid, linked.fundUuid), world.client);
    expect(refusedPe.status).toBe(403);
    expect(refusedPe.body.error.message).toBe('Assets, funds and amounts are managed here only in a reporting made for PMDR alone.');
    expect(await stateOf(linked.reportingUuid)).toMatchObject({ investees: 0, lines: 0 });

    const { reportingUuid, fundUuid } = await reportingWithFund({ standalone: true });
    const refusals: [InputOf<'pmdr.createPmdrInvestee'>, number, string | undefined][] = [
      [{ ...newAsset(reportingUuid, fundUuid), inFundsActions: [] }, 400, 'The asset needs to be included in at least one fund.'],
      [{ ...newAsset(reportingUuid, fundUuid), inFundsActions: [{ action: 'removeFromFund', fundUuid }] }, 400, 'A new asset can only be added to funds.'],
      [{ ...newAsset(reportingUuid, fundUuid), inFundsActions: [{ action: 'addToFund', fundUuid: randomUUID(), outstandingAmount: null }] }, 404, 'Fund not found'],
      [{ ...newAsset(reportingUuid, fundUuid), assetName: '   ' }, 400, undefined],
    ];
    for (const [input, status, message] of refusals) {
      const refused = await api.call('pmdr.createPmdrInvestee', input, world.client);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      if (message) expect(refused.body.error.message).toBe(message);
    }
    expect(await stateOf(reportingUuid)).toMatchObject({ investees: 0, lines: 0 });

    const refusedOther = await api.call('pmdr.createPmdrInvestee', newAsset(reportingUuid, fundUuid), other.client);
    expect(refusedOther.status).toBe(404);
    expect(await stateOf(reportingUuid)).toMatchObject({ investees: 0, lines: 0 });
  });
});

describe('pmdr.deleteInvestee', () => {
  it('removes the investee with its line in every fund, staff too', async () => {
    const { reportingUuid, fundUuid } = await reportingWithFund({ standalone: true });
    const second = (await api.ok('pmdr.updatePmdrFunds', { reportingUuid, updates: [], removals: [], newFunds: [{ name: 'Buyout fund' }] }, world.client)).funds.find((fund: WireJson) => fund.name === 'Buyout fund');
    const input = newAsset(reportingUuid, fundUuid);
    const { investee } = await api.ok('pmdr.createPmdrInvestee', { ...input, inFundsActions: [...input.inFundsActions, { action: 'addToFund', fundUuid: second.uuid, outstandingAmount: null }] }, world.client);
    const kept = await api.ok('pmdr.createPmdrInvestee', { ...input, assetName: 'Fromagerie' }, world.client);

    expect((await api.call('pmdr.deleteInvestee', { reportingUuid, uuid: investee.uuid }, other.client)).status).toBe(404);
    expect(await stateOf(reportingUuid)).toMatchObject({ investees: 2, lines: 3 });

    const removed = await api.ok('pmdr.deleteInvestee', { reportingUuid, uuid: investee.uuid }, world.analyst);
    expect(removed.removedInvesteeUuid).toBe(investee.uuid);
    expect(removed.removedInvestmentUuids).toHaveLength(2);
    expect(await stateOf(reportingUuid)).toMatchObject({ investees: 1, lines: 1 });
    const missing = await api.call('pmdr.deleteInvestee', { reportingUuid, uuid: investee.uuid }, world.client);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Investee not found');
    await api.ok('pmdr.deleteInvestee', { reportingUuid, uuid: kept.investee.uuid }, world.client);
  });

  it('is refused in a portfolio-emissions reporting, which keeps the investee', async () => {
    const { reportingUuid, fundUuid } = await reportingWithFund({ standalone: false });
    const added = await api.ok('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid, newInvesteeName: 'Verrerie du Nord' }, world.analyst);
    const refused = await api.call('pmdr.deleteInvestee', { reportingUuid, uuid: added.investees[0].uuid }, world.client);
    expect(refused.status).toBe(403);
    expect(await stateOf(reportingUuid)).toMatchObject({ investees: 1, lines: 1 });
  });
});

describe('pmdr.updatePmdrFunds', () => {
  it('renames, removes and adds funds in one go', async () => {
    const { reportingUuid, fundUuid } = await reportingWithFund({ standalone: true });
    const added = await api.ok('pmdr.updatePmdrFunds', { reportingUuid, updates: [], removals: [], newFunds: [{ name: 'Buyout fund' }, { name: 'Debt fund' }] }, world.client);
    const debt = added.funds.find((fund: WireJson) => fund.name === 'Debt fund');
    const { funds: changed } = await api.ok(
      'pmdr.updatePmdrFunds',
      { reportingUuid, updates: [{ uuid: fundUuid, name: ' Growth fund II ' }], removals: [debt.uuid], newFunds: [{ name: 'Impact fund' }] },
      world.client,
    );
    expect(changed.map((fund: WireJson) => [fund.name, fund.hasInvestments])).toEqual([
      ['Growth fund II', false],
      ['Buyout fund', false],
      ['Impact fund', false],
    ]);
    await api.ok('pmdr.updatePmdrFunds', { reportingUuid, updates: [{ uuid: fundUuid, name: 'Growth fund' }], removals: [], newFunds: [] }, world.analyst);
  });

  it('keeps a fund that holds an asset, and every other change of the same save', async () => {
    const { reportingUuid, fundUuid } = await reportingWithFund({ standalone: true });
    await api.ok('pmdr.createPmdrInvestee', newAsset(reportingUuid, fundUuid), world.client);
    const before = await stateOf(reportingUuid);
    const refusals: [InputOf<'pmdr.updatePmdrFunds'>, number, string | undefined][] = [
      [{ reportingUuid, updates: [], removals: [fundUuid], newFunds: [{ name: 'Impact fund' }] }, 400, 'This fund still has associated assets and cannot be deleted'],
      [{ reportingUuid, updates: [{ uuid: fundUuid, name: 'Renamed' }], removals: [fundUuid], newFunds: [] }, 400, 'Each fund can be changed only once in one save.'],
      [{ reportingUuid, updates: [{ uuid: randomUUID(), name: 'Renamed' }], removals: [], newFunds: [{ name: 'Impact fund' }] }, 404, 'Fund not found'],
    ];
    for (const [input, status, message] of refusals) {
      const refused = await api.call('pmdr.updatePmdrFunds', input, world.client);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      expect(refused.body.error.message).toBe(message);
    }
    expect(await stateOf(reportingUuid)).toEqual(before);
    const view = await api.ok('pmdr.updatePmdrFunds', { reportingUuid, updates: [], removals: [], newFunds: [] }, world.client);
    expect(view.funds).toEqual([expect.objectContaining({ uuid: fundUuid, hasInvestments: true })]);
  });

  it('is refused in a portfolio-emissions reporting and to another institution', async () => {
    const { reportingUuid, fundUuid } = await reportingWithFund({ standalone: false });
    const before = await stateOf(reportingUuid);
    const refused = await api.call('pmdr.updatePmdrFunds', { reportingUuid, updates: [{ uuid: fundUuid, name: 'Renamed' }], removals: [], newFunds: [] }, world.client);
    expect(refused.status).toBe(403);
    const standalone = await reportingWithFund({ standalone: true });
    const refusedOther = await api.call('pmdr.updatePmdrFunds', { reportingUuid: standalone.reportingUuid, updates: [], removals: [standalone.fundUuid], newFunds: [] }, other.client);
    expect(refusedOther.status).toBe(404);
    expect(await stateOf(reportingUuid)).toEqual(before);
    expect(await stateOf(standalone.reportingUuid)).toMatchObject({ funds: ['Growth fund v1'] });
  });
});
