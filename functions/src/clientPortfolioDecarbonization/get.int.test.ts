import { projectPortfolio, type PortfolioProjectionInput } from '@cairn/shared/calc/portfolio';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createStaffWorld, createUser, linkInvestee, tokenOf, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * The client's decarbonization dashboard, through the gateway. The institution delivers a 2023
 * reporting (one company) and a 2024 one with three investees of 100 + 20 + 300 t each, valued
 * 10 M€ with 5 M€ of turnover and 1 M€ outstanding (attribution factor 0.1): Verrerie reports a
 * target (EXTERNAL), Tissage follows the sector pathway (ESTIMATE), Fonderie its plan, delivered
 * through the plan procedures (INTERNAL; its one action is only suggested, so it changes nothing).
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let reportingUuid: string;
let pastReportingUuid: string;
let planUuid: string;
let actionUuid: string;
let foundryUuid: string;
const investees: Record<'external' | 'estimate' | 'internal', string> = { external: '', estimate: '', internal: '' };

const read = (token = world.client) => api.call('clientPortfolioDecarbonization.get', { reportingUuid }, token);

async function staffStep(uuid: string, action: string) {
  const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid: uuid }, world.analyst);
  expect((await api.call('financialInstitutionReporting.update', { reportingUuid: uuid, expectedVersion: reporting.version, change: { action } as never }, world.analyst)).status).toBe(200);
}

/** A reporting of the institution with its investees collected (by name, or by asset), not yet validated; their uuids by name. */
async function collectedReporting(year: number, holdings: { name: string; assetUuid?: string; sector: string }[]) {
  const uuid = (await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year })).uuid as string;
  await staffStep(uuid, 'openDataCollection');
  const collect = (change: Record<string, unknown>) => api.ok('portfolioEmissions.collectData', { reportingUuid: uuid, ...change } as never, world.client);
  const { funds } = await collect({ field: 'addFundName', name: `Fund ${String(year)}` });
  const fundUuid = funds[0].uuid as string;
  const uuids: Record<string, string> = {};
  for (const holding of holdings) {
    const added = holding.assetUuid
      ? await collect({ field: 'newInvestment', fundUuid, assetUuid: holding.assetUuid })
      : await collect({ field: 'newInvestee', fundUuid, newInvesteeName: holding.name });
    const investee = (added.investees as WireJson[])[0]!;
    const investeeUuid = investee.uuid as string;
    let version = (await collect({ field: 'reportingType', investeeUuid, portfolioEmissionsReportType: 'EXTERNAL_REPORT', expectedVersion: investee.version })).investees[0].version as number;
    const values = { valuation: 10_000_000, turnover: 5_000_000, sector: holding.sector, totalScope1Kg: 100_000, totalScope2Kg: 20_000, totalScope3Kg: 300_000 };
    for (const [field, value] of Object.entries(values)) version = (await collect({ field, investeeUuid, value, expectedVersion: version })).investees[0].version;
    const investment = (added.investments as WireJson[])[0]!;
    await collect({ field: 'outstandingAmount', investmentUuid: investment.uuid, value: 1_000_000, expectedVersion: investment.version });
    uuids[holding.name] = investeeUuid;
  }
  return { uuid, investees: uuids };
}

async function deliver(uuid: string) {
  expect((await api.call('portfolioEmissions.validateDataCollection', { reportingUuid: uuid, validationAuthor: 'Marc Lefèvre' }, world.client)).status).toBe(200);
  for (const action of ['confirmValidation', 'completeResults', 'deliver']) await staffStep(uuid, action);
}

const setInvestee = (investeeUuid: string, decarbonization: Record<string, unknown>) =>
  api.ok(
    'portfolioDecarbonization.updateInvestee',
    {
      reportingUuid,
      investeeUuid,
      expectedVersion: 0,
      decarbonization: { type: null, turnoverGrowthPercentage: 0, clientNote: null, benchmarks: { ONE: null, TWO: null, THREE: null }, planUuid: null, external: null, ...decarbonization },
    } as never,
    world.analyst,
  );

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
  const foundry = await createAsset({ name: unique('Fonderie') });
  await linkInvestee(world.assetUuid, foundry.uuid);
  foundryUuid = foundry.uuid as string;
  // The foundry's plan, delivered through the plan procedures: baseline 2024, target 2030, one suggested action.
  planUuid = (await createModule(foundry.uuid, { type: 'DECARBONIZATION_PLAN', status: 'DELIVERED', year: 2024 })).uuid as string;
  const { plan } = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
  actionUuid = (await api.ok('decarbonizationAction.create', { planUuid, name: 'Electric furnace' }, world.analyst)).uuid as string;
  const { plan: edited } = await api.ok('decarbonizationPlan.get', { uuid: plan.uuid }, world.analyst);
  await api.ok('decarbonizationPlan.update', { uuid: planUuid, expectedVersion: edited.version, targetYear: 2030, workshopThreeDone: true }, world.analyst);
  await api.ok('decarbonizationPlan.deliver', { uuid: planUuid }, world.analyst);

  const past = await collectedReporting(2023, [{ name: 'Verrerie du Morvan', sector: 'MANUFACTURING_INDUSTRY' }]);
  pastReportingUuid = past.uuid;
  await deliver(past.uuid);

  const current = await collectedReporting(2024, [
    { name: 'Verrerie du Morvan', sector: 'MANUFACTURING_INDUSTRY' },
    { name: 'Tissage des Vosges', sector: 'MANUFACTURING_INDUSTRY' },
    { name: foundry.name as string, assetUuid: foundry.uuid as string, sector: 'MANUFACTURING_INDUSTRY' },
  ]);
  reportingUuid = current.uuid;
  investees.external = current.investees['Verrerie du Morvan']!;
  investees.estimate = current.investees['Tissage des Vosges']!;
  investees.internal = current.investees[foundry.name as string]!;
});

describe('clientPortfolioDecarbonization.get', () => {
  it("answers the spec's replacement warnings before delivery and while the target year is not set", async () => {
    const undelivered = await read();
    expect(undelivered.status).toBe(400);
    expect(undelivered.body.error).toMatchObject({ message: 'Portofolio emission has to be delivered', key: 'server.portfolio.emissionsNotDelivered' });

    await deliver(reportingUuid);
    const noTarget = await read();
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.error).toMatchObject({ message: 'Consolidated decarbonization target year is not set', key: 'server.portfolio.decarbonizationTargetYearNotSet' });
  });

  it("gives the engines' inputs, and the projection computes a reported target's financed emissions", async () => {
    const benchmarks = { ONE: { sector: null, targetType: 'Absolute' }, TWO: { sector: null, targetType: 'Absolute' }, THREE: null };
    // Verrerie: scope 1 from 100 t to 50 t and scope 2 from 20 t to 10 t in 2028, scope 3 unsaid.
    const external = { absoluteOrIntensity: { kind: 'ABSOLUTE' }, target: { kind: 'LINEAR', targetYear: 2028, valueScope1: 50_000, valueScope2: 10_000, valueScope3: null } };
    await setInvestee(investees.external, { type: 'EXTERNAL', external, benchmarks, clientNote: 'Target validated in 2024' });
    await setInvestee(investees.estimate, { type: 'ESTIMATE' });
    await setInvestee(investees.internal, { type: 'INTERNAL', planUuid });
    const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
    await api.ok(
      'portfolioDecarbonization.updateSettings',
      { reportingUuid, expectedVersion: reporting.version, settings: { consolidatedDecarbonizationTargetYear: 2026, temperatureHorizonYears: [2029, 2034] } },
      world.analyst,
    );

    const answer = await read();
    expect(answer.status).toBe(200);
    const view = answer.body.result.data as WireJson;
    expect(view).toMatchObject({ reporting: { uuid: reportingUuid, year: 2024 }, consolidatedDecarbonizationTargetYear: 2026, temperatureHorizonYears: [2029, 2034] });
    expect(view.projection.targetYear).toBe(2026);
    // The investment filter's funds: the reporting's, then the earlier one's.
    expect(view.funds.map((fund: WireJson) => fund.name)).toEqual(['Fund 2024', 'Fund 2023']);
    expect(view.projection.reporting.lines.every((line: WireJson) => line.fundUuid === view.funds[0].uuid)).toBe(true);
    expect(view.projection.pastReportings.map((past: WireJson) => past.year)).toEqual([2023]);
    expect(view.projection.sectorPathways).toContainEqual(expect.objectContaining({ sector: 'MANUFACTURING_INDUSTRY', annualReductionPercent: 4.2, basis: 'ABSOLUTE' }));
    const trajectory = (uuid: string) => (view.projection.reporting.trajectories as WireJson[]).find((one) => one.investeeUuid === uuid);
    expect(trajectory(investees.external)?.consolidated).toEqual({ type: 'EXTERNAL', trajectory: external });
    expect(trajectory(investees.estimate)?.consolidated).toEqual({ type: 'ESTIMATE' });
    expect(trajectory(investees.internal)?.consolidated).toMatchObject({
      type: 'INTERNAL',
      plan: { uuid: planUuid, frame: { baselineYear: 2024, targetYear: 2030, annualGrowth: 0 }, actions: [{ uuid: actionUuid, status: 'SUGGESTED', votes: [], investments: [] }] },
    });
    const verrerie = (view.investees as WireJson[]).find((one) => one.investeeUuid === investees.external);
    expect(verrerie).toEqual({
      investeeUuid: investees.external,
      assetUuid: null,
      name: 'Verrerie du Morvan',
      consolidatedType: 'EXTERNAL',
      benchmarks,
      financials: { marketCapEur: null, enterpriseValueEur: 10_000_000, cashEquivalentsEur: null, totalAssetsEur: null, revenueEur: 5_000_000 },
      clientNote: 'Target validated in 2024',
    });

    const projection = projectPortfolio(view.projection as PortfolioProjectionInput, 'ALL');
    expect(projection.years.map((year) => [year.year, year.kind])).toEqual([
      [2023, 'ACTUAL'],
      [2024, 'ACTUAL'],
      [2025, 'PROJECTED'],
      [2026, 'PROJECTED'],
    ]);
    expect(projection.missingTrajectories).toEqual([]);
    const in2025 = projection.years[2]!.assets;
    // Verrerie in 2025, a quarter of the way from 2024 to 2028: scope 1 100 − 50 / 4 = 87.5 t, scope 2
    // 20 − 10 / 4 = 17.5 t, scope 3 300 t: 405 t, financed 0.1 × 405 = 40.5 t.
    expect(in2025.find((asset) => asset.investeeUuid === investees.external)).toMatchObject({ emissionsKg: 405_000, financedEmissionsKg: 40_500 });
    // Tissage: 420 t × (1 − 0.042) = 402.36 t, financed 40.236 t. Fonderie: no counted action, 420 t, 42 t.
    expect(in2025.find((asset) => asset.investeeUuid === investees.estimate)?.financedEmissionsKg).toBeCloseTo(40_236, 6);
    expect(in2025.find((asset) => asset.investeeUuid === investees.internal)?.financedEmissionsKg).toBeCloseTo(42_000, 6);
  });

  it("names the INTERNAL investee's asset, whose delivered plan the institution reads, and only that", async () => {
    const view = await api.ok('clientPortfolioDecarbonization.get', { reportingUuid }, world.client);
    const foundry = (view.investees as WireJson[]).find((one) => one.investeeUuid === investees.internal)!;
    expect(foundry.assetUuid).toBe(foundryUuid);
    // The dashboard's link: the delivered snapshot, as its own client reads it.
    const read = await api.ok('decarbonizationPlan.get.client', { uuid: planUuid }, world.client);
    expect(read).toMatchObject({ isSnapshot: true, plan: { uuid: planUuid, type: 'PLAN_SNAPSHOT' }, actions: [{ uuid: actionUuid }] });
    // Never the plan at work, nor a plan not delivered yet.
    const live = await api.call('decarbonizationPlan.get.client', { uuid: planUuid, isSnapshotIgnored: true }, world.client);
    expect({ status: live.status, message: live.body.error?.message }).toEqual({ status: 404, message: 'Decarbonization plan not found' });
    const draft = (await createModule(foundryUuid, { type: 'DECARBONIZATION_TRAJECTORY', status: 'ONGOING', year: 2025 })).uuid as string;
    expect((await api.call('decarbonizationPlan.get.client', { uuid: draft }, world.client)).status).toBe(404);
    // Its own client reads both.
    const foundryClient = await tokenOf(api, (await createUser({ assetUuid: foundryUuid })).username);
    expect((await api.ok('decarbonizationPlan.get.client', { uuid: planUuid, isSnapshotIgnored: true }, foundryClient)).isSnapshot).toBe(false);
    expect((await api.ok('decarbonizationPlan.get.client', { uuid: draft }, foundryClient)).isSnapshot).toBe(false);
    // Another institution's client reads nothing of it.
    const other = await createAsset({ name: unique('Other Capital'), isFinancialInstitution: true });
    const stranger = await tokenOf(api, (await createUser({ assetUuid: other.uuid })).username);
    expect((await api.call('decarbonizationPlan.get.client', { uuid: planUuid }, stranger)).status).toBe(404);
  });

  it("tells the institution's open tabs when its investee's plan is delivered again", async () => {
    const socket = await api.wsConnect(world.client);
    try {
      // Once the connection answers, the server knows it.
      socket.send('{"type":"hello"}');
      expect(JSON.parse(await socket.next())).toMatchObject({ type: 'connection' });
      await api.ok('decarbonizationPlan.deliver', { uuid: planUuid }, world.analyst);
      expect(JSON.parse(await socket.next())).toEqual({ type: 'invalidate', invalidate: expect.arrayContaining(['clientPortfolioDecarbonization.get', 'decarbonizationPlan.get.client']) });
    } finally {
      await socket.close();
    }
  });

  it("refuses another institution's client, and staff read it", async () => {
    const other = await createAsset({ name: unique('Other Capital'), isFinancialInstitution: true });
    const stranger = await createUser({ assetUuid: other.uuid });
    const refused = await read(await tokenOf(api, stranger.username));
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Reporting not found');
    expect((await read(world.analyst)).status).toBe(200);
    // The earlier reporting has no target year of its own: its own dashboard says so.
    const past = await api.call('clientPortfolioDecarbonization.get', { reportingUuid: pastReportingUuid }, world.client);
    expect(past.body.error?.key).toBe('server.portfolio.decarbonizationTargetYearNotSet');
  });
});
