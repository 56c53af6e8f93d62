import { beforeAll, describe, expect, it } from 'vitest';
import { blankReportSettings } from '@cairn/shared/schemas';
import { createAsset, createModule, createStaffWorld, linkInvestee, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * From the client's validation to the delivered results, through the gateway: the validation's
 * field issues, the staff's steps in their order, the PREVIEW and FINAL results, an investee's
 * estimate and the workbook.
 *
 * One fund, one investee typed as a revenue extrapolation: base-year scopes 200 t, 100 t and
 * 700 t (1,000 t) on a base-year revenue of 10 M€, revenue now 15 M€, so 1,500 t now (each scope
 * × 15/10: 300, 150, 1,050 t). Valuation 60 M€, outstanding 6 M€: attribution 0.1, financed
 * 150 t; investment intensity 150 t / 6 M€ = 25 t/M€; revenue intensity 1,500 t / 15 M€ = 100
 * t/M€, the fund's WACI (one line, weight 1). PCAF 3 (company emissions scaled by revenue).
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
});

const staffStep = async (reportingUuid: string, action: string) => {
  const reporting = await api.ok('financialInstitutionReporting.get', { reportingUuid }, world.analyst);
  return api.call('financialInstitutionReporting.update', { reportingUuid, expectedVersion: reporting.version, change: { action } as never }, world.analyst);
};

async function filledReporting() {
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
  const reportingUuid = module.uuid as string;
  expect((await staffStep(reportingUuid, 'openDataCollection')).status).toBe(200);
  const collect = (change: Record<string, unknown>) => api.ok('portfolioEmissions.collectData', { reportingUuid, ...change } as never, world.client);
  const { funds } = await collect({ field: 'addFundName', name: 'Aurore Croissance II' });
  const added = await collect({ field: 'newInvestee', fundUuid: funds[0].uuid, newInvesteeName: 'Verrerie du Morvan' });
  const investee: WireJson = added.investees[0];
  let version = investee.version as number;
  const set = async (field: string, value: unknown) => {
    const answer = await collect({ field, investeeUuid: investee.uuid, value, expectedVersion: version });
    version = answer.investees[0].version;
  };
  await collect({ field: 'reportingType', investeeUuid: investee.uuid, portfolioEmissionsReportType: 'REVENUE_EXTRAPOLATION', expectedVersion: version });
  version += 1;
  return { reportingUuid, investeeUuid: investee.uuid as string, investmentUuid: added.investments[0].uuid as string, set, collect };
}

describe('the results of a reporting', () => {
  it("reads an extrapolated company's base year from its earlier delivered Cairn footprint, asking neither the base year nor its scopes", async () => {
    // A company the institution holds, whose 2022 footprint Cairn delivered: 300 t in scope 1, 100 t in scope 3.
    const company = await createAsset({ name: unique('Fonderie') });
    await linkInvestee(world.assetUuid, company.uuid);
    const footprint = await createModule(company.uuid, { year: 2022 });
    const manual = (label: string, fields: Record<string, unknown>) => ({ label, activityData: null, formula: null, ...fields }) as never;
    const saved = await api.ok(
      'report.save',
      {
        carbonFootprintUuid: footprint.uuid,
        settings: blankReportSettings({ name: 'Bilan 2022', year: 2022, companyName: company.name }),
        entries: [
          manual('Gas', { scope: 'ONE', operationalCategory: 'BUILDING', ghgCategory: 'STATIONARY_COMBUSTION', begesCategory: 'BEGES_1_1', value: 300_000 }),
          manual('Purchases', { scope: 'THREE', operationalCategory: 'RAW_MATERIALS', ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', begesCategory: 'BEGES_4_1', value: 100_000 }),
        ],
      },
      world.analyst,
    );
    await api.ok('report.deliver', { uuid: saved.uuid }, world.analyst);

    const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
    const reportingUuid = module.uuid as string;
    expect((await staffStep(reportingUuid, 'openDataCollection')).status).toBe(200);
    const collect = (change: Record<string, unknown>) => api.ok('portfolioEmissions.collectData', { reportingUuid, ...change } as never, world.client);
    const { funds } = await collect({ field: 'addFundName', name: 'Aurore Croissance II' });
    const added = await collect({ field: 'newInvestment', fundUuid: funds[0].uuid, assetUuid: company.uuid });
    const investeeUuid = added.investees[0].uuid as string;
    let version = added.investees[0].version as number;
    const set = async (field: string, value: unknown) => {
      version = (await collect({ field, investeeUuid, value, expectedVersion: version })).investees[0].version;
    };
    version = (await collect({ field: 'reportingType', investeeUuid, portfolioEmissionsReportType: 'REVENUE_EXTRAPOLATION', expectedVersion: version })).investees[0].version;
    await set('valuation', 40_000_000);
    await set('turnover', 12_000_000);
    await set('sector', 'MANUFACTURING_INDUSTRY');
    await set('baseYearTurnover', 8_000_000);
    await collect({ field: 'outstandingAmount', investmentUuid: added.investments[0].uuid, value: 4_000_000, expectedVersion: added.investments[0].version });

    // The questionnaire knows the report, and the validation asks for no base year nor base-year scope.
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.baseYearReports).toEqual([{ assetUuid: company.uuid, kind: 'CAIRN', year: 2022 }]);
    expect((await api.call('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Marc Lefèvre' }, world.client)).status).toBe(200);
    expect((await staffStep(reportingUuid, 'confirmValidation')).status).toBe(200);
    expect((await staffStep(reportingUuid, 'completeResults')).status).toBe(200);

    // 12 M€ / 8 M€ = 1.5: 450 t, 0 t, 150 t; attribution 4 / 40 = 0.1, financed 60 t.
    const preview = await api.ok('portfolioEmissions.get', { reportingUuid, snapshot: 'PREVIEW', scopes: ['ONE', 'TWO', 'THREE'] }, world.client);
    expect(preview.funds[0].assets[0]).toMatchObject({ totalScope1Kg: 450_000, totalScope2Kg: 0, totalScope3Kg: 150_000, attributionFactor: 0.1, financedEmissionsKg: 60_000 });
    const estimate = await api.ok('lowDataReportSnapshot.get', { reportingUuid, uuid: investeeUuid, snapshot: 'PREVIEW' }, world.client);
    expect(estimate.asset.estimate.inputs).toMatchObject({ baseYear: 2022, baseYearTotalScope1Kg: 300_000, baseYearTotalScope2Kg: 0, baseYearTotalScope3Kg: 100_000 });
    expect(estimate.asset.estimate.hypotheses[0]).toEqual({ key: 'portfolioEstimates.hypothesis.baseYearCairnReport', params: { year: 2022 } });
  });

  it('refuses a validation with every missing field named, then delivers the figures worked above', async () => {
    const { reportingUuid, investeeUuid, investmentUuid, set, collect } = await filledReporting();

    const refused = await api.call('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Marc Lefèvre' }, world.client);
    expect(refused.status).toBe(400);
    const paths = (refused.body.error.issues as { path: string[] }[]).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        `investments.${investmentUuid}.outstandingAmount`,
        `investees.${investeeUuid}.baseYearTurnover`,
        `investees.${investeeUuid}.baseYearTotalScope1Kg`,
        `investees.${investeeUuid}.baseYear`,
        `investees.${investeeUuid}.valuation`,
      ]),
    );
    // Nothing written by a refused validation.
    expect((await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client)).reporting.validationDate).toBeNull();

    await set('valuation', 60_000_000);
    await set('turnover', 15_000_000);
    await set('sector', 'MANUFACTURING_INDUSTRY');
    await set('baseYear', 2022);
    await set('baseYearTurnover', 10_000_000);
    await set('baseYearTotalScope1Kg', 200_000);
    await set('baseYearTotalScope2Kg', 100_000);
    await set('baseYearTotalScope3Kg', 700_000);
    const line = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    await collect({ field: 'outstandingAmount', investmentUuid, value: 6_000_000, expectedVersion: line.investments[0].version });

    // The client sees no results before staff complete them.
    expect((await api.call('portfolioEmissions.get', { reportingUuid, snapshot: 'PREVIEW', scopes: ['ONE', 'TWO', 'THREE'] }, world.client)).status).toBe(403);
    // Staff cannot complete before the client validated and they confirmed.
    expect((await staffStep(reportingUuid, 'confirmValidation')).body.error.message).toBe('The client has not validated the data collection yet.');

    const validated = await api.ok('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Marc Lefèvre' }, world.client);
    expect(validated.reporting).toMatchObject({ validationAuthor: 'Marc Lefèvre', status: 'FE_CALCULATION' });
    const late = await api.call('portfolioEmissions.collectData', { reportingUuid, field: 'comment', comment: 'Too late' }, world.client);
    expect(late.status).toBe(403);
    expect(late.body.error.message).toBe('The data collection has been validated: it can no longer be changed.');

    expect((await staffStep(reportingUuid, 'deliver')).body.error.message).toBe('Mark the results complete before delivering them.');
    expect((await staffStep(reportingUuid, 'completeResults')).body.error.message).toBe('Confirm the client’s validation before completing the results.');
    expect((await staffStep(reportingUuid, 'confirmValidation')).status).toBe(200);
    expect((await staffStep(reportingUuid, 'completeResults')).status).toBe(200);

    const preview = await api.ok('portfolioEmissions.get', { reportingUuid, snapshot: 'PREVIEW', scopes: ['ONE', 'TWO', 'THREE'] }, world.client);
    expect(preview.reporting).toMatchObject({ status: 'FE_COMPLETED', year: 2024 });
    expect(preview.totals).toMatchObject({ financedEmissionsKg: 150_000, investedAmountEur: 6_000_000, investmentCarbonIntensityTPerM: 25, waciTPerM: 100, pcafScore: 3 });
    expect(preview.funds[0].assets[0]).toMatchObject({
      name: 'Verrerie du Morvan',
      totalScope1Kg: 300_000,
      totalScope2Kg: 150_000,
      totalScope3Kg: 1_050_000,
      attributionFactor: 0.1,
      carbonFootprintType: 'ESTIMATE',
      lowDataType: 'REVENUE_EXTRAPOLATION',
      reportLink: { kind: 'ESTIMATE', lowDataReportSnapshotUuid: investeeUuid },
    });
    // Scopes 1 and 2 only: 450 t, financed 45 t.
    const scopes12 = await api.ok('portfolioEmissions.get', { reportingUuid, snapshot: 'PREVIEW', scopes: ['ONE', 'TWO'] }, world.client);
    expect(scopes12.totals.financedEmissionsKg).toBeCloseTo(45_000, 6);

    expect((await api.call('portfolioEmissions.get', { reportingUuid, snapshot: 'FINAL', scopes: ['ONE'] }, world.client)).status).toBe(404);
    expect((await staffStep(reportingUuid, 'deliver')).status).toBe(200);

    // A change after delivery moves the PREVIEW, never the FINAL.
    const after = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.analyst);
    await api.ok('portfolioEmissions.collectData', { reportingUuid, field: 'turnover', investeeUuid, value: 30_000_000, expectedVersion: after.investees[0].version }, world.analyst);
    const final = await api.ok('portfolioEmissions.get', { reportingUuid, snapshot: 'FINAL', scopes: ['ONE', 'TWO', 'THREE'] }, world.client);
    expect(final).toMatchObject({ snapshot: 'FINAL', reporting: { status: 'DELIVERED' } });
    expect(final.totals.financedEmissionsKg).toBe(150_000);

    const estimate = await api.ok('lowDataReportSnapshot.get', { reportingUuid, uuid: investeeUuid, snapshot: 'FINAL' }, world.client);
    expect(estimate).toMatchObject({ year: 2024, fundName: 'Aurore Croissance II', asset: { name: 'Verrerie du Morvan', estimate: { method: 'REVENUE_EXTRAPOLATION' } } });
    expect(estimate.asset.estimate.inputs).toMatchObject({ turnoverEur: 15_000_000, baseYearTurnoverEur: 10_000_000 });

    const file = await api.ok('portfolioEmissions.download', { reportingUuid, snapshot: 'FINAL' }, world.client);
    expect(file).toMatchObject({ name: 'portfolio-emissions-2024.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const bytes = new Uint8Array(await (await fetch(file.url)).arrayBuffer());
    // An .xlsx is a zip: 'PK'.
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });
});
