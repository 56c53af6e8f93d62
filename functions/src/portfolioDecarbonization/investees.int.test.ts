import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createStaffWorld, linkInvestee, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * The decarbonization data of a delivered reporting's investees, through the gateway: refused
 * before delivery, the defaults after it, each trajectory type set, every refusal writing
 * nothing, and the dashboard settings. The reporting (2024) holds a platform company with a
 * delivered plan and one in preparation, and a company typed by name (no asset, so no plan);
 * another asset's delivered plan is the foreign one.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let reportingUuid: string;
let company: { assetUuid: string; investeeUuid: string; deliveredPlan: string; deliveredTrajectory: string; unfinishedPlan: string };
let typed: { investeeUuid: string };
let foreignPlan: string;

const staffStep = async (action: string) => {
  const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
  expect((await api.call('financialInstitutionReporting.update', { reportingUuid, expectedVersion: reporting.version, change: { action } as never }, world.analyst)).status).toBe(200);
};

const defaults = {
  type: null,
  turnoverGrowthPercentage: 0,
  clientNote: null,
  benchmarks: { ONE: null, TWO: null, THREE: null },
  planUuid: null,
  external: null,
};
const absolute = { kind: 'ABSOLUTE' } as const;
const linearTarget = { kind: 'LINEAR', targetYear: 2030, valueScope1: 50_000, valueScope2: 10_000, valueScope3: null } as const;

const read = () => api.ok('portfolioDecarbonization.getInvestees', { reportingUuid }, world.analyst);
const investeeOf = (view: WireJson, investeeUuid: string): WireJson => (view.investees as WireJson[]).find((investee) => investee.uuid === investeeUuid || investee.investeeUuid === investeeUuid)!;
const update = (investeeUuid: string, expectedVersion: number, decarbonization: Record<string, unknown>, token = world.analyst) =>
  api.call('portfolioDecarbonization.updateInvestee', { reportingUuid, investeeUuid, expectedVersion, decarbonization: { ...defaults, ...decarbonization } } as never, token);

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
  const asset = await createAsset({ name: unique('Fonderie') });
  await linkInvestee(world.assetUuid, asset.uuid);
  const [deliveredPlan, unfinishedPlan, deliveredTrajectory] = await Promise.all([
    createModule(asset.uuid, { type: 'DECARBONIZATION_PLAN', status: 'DELIVERED', year: 2023 }),
    createModule(asset.uuid, { type: 'DECARBONIZATION_PLAN', status: 'FINALISATION', year: 2024 }),
    // A Cairn trajectory is a plan an INTERNAL investee may name too.
    createModule(asset.uuid, { type: 'DECARBONIZATION_TRAJECTORY', status: 'DELIVERED', year: 2024 }),
    // Not a plan, though its type ends alike.
    createModule(asset.uuid, { type: 'PORTFOLIO_DECARBONIZATION', status: 'DELIVERED', year: 2024 }),
  ]);
  const other = await createAsset({ name: unique('Tissage') });
  foreignPlan = (await createModule(other.uuid, { type: 'DECARBONIZATION_PLAN', status: 'DELIVERED', year: 2023 })).uuid as string;

  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
  reportingUuid = module.uuid as string;
  await staffStep('openDataCollection');
  const collect = (change: Record<string, unknown>) => api.ok('portfolioEmissions.collectData', { reportingUuid, ...change } as never, world.client);
  const { funds } = await collect({ field: 'addFundName', name: 'Aurore Croissance II' });
  const fundUuid = funds[0].uuid as string;
  const withAsset = await collect({ field: 'newInvestment', fundUuid, assetUuid: asset.uuid });
  const byName = await collect({ field: 'newInvestee', fundUuid, newInvesteeName: 'Verrerie du Morvan' });
  // Each investee an external report of 100 t, 20 t and 300 t, valued 10 M€ with 5 M€ of turnover; 1 M€ outstanding.
  for (const added of [withAsset, byName]) {
    const investeeUuid = added.investees[0].uuid as string;
    let version = (await collect({ field: 'reportingType', investeeUuid, portfolioEmissionsReportType: 'EXTERNAL_REPORT', expectedVersion: added.investees[0].version })).investees[0].version as number;
    const values = { valuation: 10_000_000, turnover: 5_000_000, sector: 'MANUFACTURING_INDUSTRY', totalScope1Kg: 100_000, totalScope2Kg: 20_000, totalScope3Kg: 300_000 };
    for (const [field, value] of Object.entries(values)) version = (await collect({ field, investeeUuid, value, expectedVersion: version })).investees[0].version;
    await collect({ field: 'outstandingAmount', investmentUuid: added.investments[0].uuid, value: 1_000_000, expectedVersion: added.investments[0].version });
  }
  company = { assetUuid: asset.uuid, investeeUuid: withAsset.investees[0].uuid, deliveredPlan: deliveredPlan.uuid as string, deliveredTrajectory: deliveredTrajectory!.uuid as string, unfinishedPlan: unfinishedPlan.uuid as string };
  typed = { investeeUuid: byName.investees[0].uuid };
});

describe('the decarbonization data of a delivered reporting', () => {
  it('is refused before delivery with the dashboard’s warning, to reads and writes alike', async () => {
    for (const answer of [
      await api.call('portfolioDecarbonization.getInvestees', { reportingUuid }, world.analyst),
      await update(typed.investeeUuid, 0, { type: 'ESTIMATE' }),
      await api.call('portfolioDecarbonization.updateSettings', { reportingUuid, expectedVersion: 1, settings: { consolidatedDecarbonizationTargetYear: 2035, temperatureHorizonYears: [] } }, world.analyst),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ message: 'Portofolio emission has to be delivered', key: 'server.portfolio.emissionsNotDelivered' });
    }

    expect((await api.call('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Marc Lefèvre' }, world.client)).status).toBe(200);
    await staffStep('confirmValidation');
    await staffStep('completeResults');
    await staffStep('deliver');
  });

  it('lists the delivered investees with the defaults, version 0, and the company’s delivered plans only', async () => {
    const view = await read();
    expect(view.settings).toMatchObject({ reportingUuid, year: 2024, consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [] });
    expect(view.investees).toHaveLength(2);
    expect(investeeOf(view, company.investeeUuid)).toMatchObject({
      assetUuid: company.assetUuid,
      sector: 'MANUFACTURING_INDUSTRY',
      turnover: 5_000_000,
      decarbonization: defaults,
      version: 0,
      plans: [
        { uuid: company.deliveredTrajectory, year: 2024 },
        { uuid: company.deliveredPlan, year: 2023 },
      ],
    });
    expect(investeeOf(view, typed.investeeUuid)).toMatchObject({ name: 'Verrerie du Morvan', assetUuid: null, decarbonization: defaults, version: 0, plans: [] });
  });

  it('sets each type, then changes one under its version', async () => {
    const benchmarks = { ONE: { sector: 'MANUFACTURING_INDUSTRY', targetType: 'Absolute' }, TWO: { sector: null, targetType: 'Intensity' }, THREE: null };
    const internal = await update(company.investeeUuid, 0, { type: 'INTERNAL', planUuid: company.deliveredPlan, turnoverGrowthPercentage: 2.5, benchmarks, clientNote: 'Plan delivered in 2023' });
    expect(internal.status).toBe(200);
    expect(internal.body.result.data).toMatchObject({ investeeUuid: company.investeeUuid, version: 1, decarbonization: { type: 'INTERNAL', planUuid: company.deliveredPlan, benchmarks } });

    const external = { absoluteOrIntensity: absolute, target: linearTarget };
    expect((await update(typed.investeeUuid, 0, { type: 'EXTERNAL', external })).body.result.data).toMatchObject({ version: 1, decarbonization: { type: 'EXTERNAL', external } });

    const granular = {
      absoluteOrIntensity: { kind: 'INTENSITY', activity: { baselineValue: 120, growthProjection: 1.5 } },
      target: { kind: 'GRANULAR', values: [2026, 2030].map((year) => ({ year, valueScope1: 800, valueScope2: null, valueScope3: 2_000 })) },
    };
    expect((await update(typed.investeeUuid, 1, { type: 'EXTERNAL', external: granular })).body.result.data).toMatchObject({ version: 2, decarbonization: { external: granular } });
    expect((await update(company.investeeUuid, 1, { type: 'ESTIMATE', benchmarks })).body.result.data).toMatchObject({ version: 2, decarbonization: { type: 'ESTIMATE', planUuid: null } });

    const view = await read();
    expect(investeeOf(view, company.investeeUuid)).toMatchObject({ version: 2, decarbonization: { type: 'ESTIMATE', turnoverGrowthPercentage: 0, benchmarks } });
    expect(investeeOf(view, typed.investeeUuid)).toMatchObject({ version: 2, decarbonization: { type: 'EXTERNAL', external: granular } });
  });

  it('refuses bad years, a missing target, an unknown investee, another asset’s plan and a stale version, writing nothing', async () => {
    const before = await read();
    const refusals: [Awaited<ReturnType<typeof update>>, number, string][] = [
      // 2024 is the reporting year itself.
      [await update(typed.investeeUuid, 2, { type: 'EXTERNAL', external: { absoluteOrIntensity: absolute, target: { ...linearTarget, targetYear: 2024 } } }), 400, 'decarbonization.external.target.targetYear'],
      [await update(typed.investeeUuid, 2, { type: 'EXTERNAL', external: { absoluteOrIntensity: absolute, target: { ...linearTarget, targetYear: 2101 } } }), 400, 'decarbonization.external.target.targetYear'],
      [await update(typed.investeeUuid, 2, { type: 'EXTERNAL' }), 400, 'decarbonization.external'],
      [await update(company.investeeUuid, 2, { type: 'INTERNAL', planUuid: foreignPlan }), 400, 'decarbonization.planUuid'],
      [await update(company.investeeUuid, 2, { type: 'INTERNAL', planUuid: company.unfinishedPlan }), 400, 'decarbonization.planUuid'],
      // A company typed by name has no asset, so no plan.
      [await update(typed.investeeUuid, 2, { type: 'INTERNAL', planUuid: company.deliveredPlan }), 400, 'decarbonization.planUuid'],
    ];
    for (const [answer, status, path] of refusals) {
      expect(answer.status).toBe(status);
      expect((answer.body.error.issues as { path: string[] }[]).map((issue) => issue.path.join('.'))).toContain(path);
    }
    expect((await update(company.investeeUuid, 2, { type: 'INTERNAL', planUuid: foreignPlan })).body.error.message).toContain('This plan is not a delivered plan of the investee’s asset');

    const unknown = await update('6a1d2f3e-4b5c-4d6e-8f70-819203a4b5c6', 0, { type: 'ESTIMATE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Investee not found');
    expect((await update(company.investeeUuid, 1, { type: 'ESTIMATE' })).status).toBe(409);
    // Version 0 says 'never written': stale once someone wrote.
    expect((await update(company.investeeUuid, 0, { type: 'ESTIMATE' })).status).toBe(409);

    expect(await read()).toEqual(before);
  });

  it('sets the dashboard settings under the reporting’s version, and refuses years not after the reporting year', async () => {
    const before = await read();
    const { version } = before.settings;
    const send = (settings: Record<string, unknown>, expectedVersion = version as number) =>
      api.call('portfolioDecarbonization.updateSettings', { reportingUuid, expectedVersion, settings } as never, world.analyst);

    const early = await send({ consolidatedDecarbonizationTargetYear: 2024, temperatureHorizonYears: [2029, 2020] });
    expect(early.status).toBe(400);
    expect((early.body.error.issues as { path: string[] }[]).map((issue) => issue.path.join('.'))).toEqual(['settings.consolidatedDecarbonizationTargetYear', 'settings.temperatureHorizonYears.1']);
    expect((await send({ consolidatedDecarbonizationTargetYear: 2035, temperatureHorizonYears: [2029, 2029] })).status).toBe(400);
    expect((await send({ consolidatedDecarbonizationTargetYear: 2035, temperatureHorizonYears: [2026, 2027, 2028, 2029, 2030, 2031] })).status).toBe(400);
    expect((await send({ consolidatedDecarbonizationTargetYear: 2035, temperatureHorizonYears: [] }, (version as number) - 1)).status).toBe(409);
    expect(await read()).toEqual(before);

    // A note too long for its chart is refused on its field.
    const longNote = await send({ consolidatedDecarbonizationTargetYear: 2035, temperatureHorizonYears: [], chartNotes: { trajectoryByInvestedAmount: null, perType: 'x'.repeat(5_001), perSector: null } });
    expect(longNote.status).toBe(400);
    expect((longNote.body.error.issues as { path: string[] }[]).map((issue) => issue.path.join('.'))).toEqual(['settings.chartNotes.perType']);
    expect(await read()).toEqual(before);
    // Settings written before the notes read as none.
    expect(before.settings.chartNotes).toEqual({ trajectoryByInvestedAmount: null, perType: null, perSector: null });

    const chartNotes = { trajectoryByInvestedAmount: 'At the 2024 amounts.', perType: null, perSector: 'Two sectors only.' };
    const saved = await send({ consolidatedDecarbonizationTargetYear: 2035, temperatureHorizonYears: [2029, 2034, 2054], chartNotes });
    expect(saved.status).toBe(200);
    expect(saved.body.result.data).toMatchObject({ year: 2024, version: (version as number) + 1, consolidatedDecarbonizationTargetYear: 2035, temperatureHorizonYears: [2029, 2034, 2054], chartNotes });
    expect((await read()).settings).toEqual(saved.body.result.data);
    // The staff page reads the same reporting, at its new version.
    expect((await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst)).version).toBe((version as number) + 1);
  });

  it('lets sales read but not write, and refuses a client, even the institution’s own', async () => {
    expect((await api.call('portfolioDecarbonization.getInvestees', { reportingUuid }, world.sales)).status).toBe(200);
    expect((await update(typed.investeeUuid, 2, { type: 'ESTIMATE' }, world.sales)).status).toBe(403);
    expect((await api.call('portfolioDecarbonization.getInvestees', { reportingUuid }, world.client)).status).toBe(403);
    expect((await update(typed.investeeUuid, 2, { type: 'ESTIMATE' }, world.client)).status).toBe(403);
    expect((await api.call('portfolioDecarbonization.updateSettings', { reportingUuid, expectedVersion: 1, settings: { consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [] } }, world.client)).status).toBe(403);
  });
});
