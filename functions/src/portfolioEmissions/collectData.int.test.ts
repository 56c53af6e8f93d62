import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld, linkInvestee, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { upload } from '../../../test/uploads.ts';
import { objectHead } from '../lib/aws/objects.ts';
import { storedFiles } from '../lib/data/storedFile.ts';
import { assets } from '../lib/data/asset.ts';
import { investeeLinks } from '../lib/data/investeeLink.ts';
import { randomUUID } from 'node:crypto';

/*
 * The client's portfolio-emissions questionnaire through the gateway: who may write and when,
 * the line limit, concurrent edits of one investee, removal of a line, and the staff's steps from
 * validation to delivery.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let other: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  [world, other] = await Promise.all([createStaffWorld(api, { isFinancialInstitution: true }), createStaffWorld(api, { isFinancialInstitution: true })]);
});

async function openReporting(settings: { maxLinesNumber?: number | null } = {}) {
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
  let reporting: WireJson = await api.ok('financialInstitutionReporting.get', { reportingUuid: module.uuid }, world.analyst);
  if (settings.maxLinesNumber !== undefined) {
    const { allowedAssetTypes, allowedReportTypes, explanationLabel, showMaterialityMap, googleSheetUrl, notes, standalone } = reporting;
    reporting = await api.ok(
      'financialInstitutionReporting.update',
      {
        reportingUuid: module.uuid,
        expectedVersion: reporting.version,
        change: { action: 'settings', standalone, allowedAssetTypes, allowedReportTypes, maxLinesNumber: settings.maxLinesNumber, explanationLabel, showMaterialityMap, googleSheetUrl, notes },
      },
      world.analyst,
    );
  }
  await api.ok('financialInstitutionReporting.update', { reportingUuid: module.uuid, expectedVersion: reporting.version, change: { action: 'openDataCollection' } }, world.analyst);
  return module.uuid as string;
}

async function addFundWithInvestee(reportingUuid: string, assetName = unique('Boulangerie')) {
  const { funds } = await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: unique('Growth fund') }, world.client);
  const fundUuid = funds[0].uuid as string;
  const added = await api.ok('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid, newInvesteeName: assetName }, world.client);
  return { fundUuid, investee: added.investees[0] as WireJson, investment: added.investments[0] as WireJson };
}

describe('the data collection', () => {
  it('is read-only for the client until staff open it', async () => {
    const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid: module.uuid }, world.client);
    expect(view.reporting).toMatchObject({ dataCollectionOpened: false, year: 2024, status: 'DATA_COLLECTION', validationDate: null });
    const refused = await api.call('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid: module.uuid, name: 'Fund' }, world.client);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('The data collection is not open: it can only be read.');
  });

  it('adds funds, assets and lines, and writes each field with its version', async () => {
    const reportingUuid = await openReporting();
    const { fundUuid, investee, investment } = await addFundWithInvestee(reportingUuid, 'Boulangerie Dupain');
    expect(investee).toMatchObject({ name: 'Boulangerie Dupain', assetUuid: null, nonValidatedAsset: { name: 'Boulangerie Dupain' }, reportType: null, version: 1 });
    expect(investment).toMatchObject({ fundUuid, investeeUuid: investee.uuid, outstandingAmount: null, includeInPortfolioEmissions: true });

    const typed = await api.ok(
      'portfolioEmissions.collectData',
      { field: 'reportingType', reportingUuid, investeeUuid: investee.uuid, portfolioEmissionsReportType: 'REVENUE_EXTRAPOLATION', expectedVersion: 1 },
      world.client,
    );
    expect(typed.investees[0]).toMatchObject({ reportType: 'REVENUE_EXTRAPOLATION', version: 2 });
    const turnover = await api.ok('portfolioEmissions.collectData', { field: 'turnover', reportingUuid, investeeUuid: investee.uuid, value: 12_000_000, expectedVersion: 2 }, world.client);
    expect(turnover.investees[0]).toMatchObject({ turnover: 12_000_000, version: 3 });
    const amount = await api.ok('portfolioEmissions.collectData', { field: 'outstandingAmount', reportingUuid, investmentUuid: investment.uuid, value: 2_500_000, expectedVersion: 1 }, world.client);
    expect(amount.investments[0]).toMatchObject({ outstandingAmount: 2_500_000, version: 2 });

    // The same asset in a second fund is a second line of one investee.
    const second = await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Buyout fund' }, world.client);
    await api.ok('portfolioEmissions.collectData', { field: 'newInvestment', reportingUuid, fundUuid: second.funds[0].uuid, investeeUuid: investee.uuid }, world.client);
    const twice = await api.call('portfolioEmissions.collectData', { field: 'newInvestment', reportingUuid, fundUuid: second.funds[0].uuid, investeeUuid: investee.uuid }, world.client);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This asset is already in this fund.');

    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.funds.map((fund: WireJson) => fund.name)).toEqual([expect.stringMatching(/^Growth fund/), 'Buyout fund']);
    expect(view.investments).toHaveLength(2);
    expect(view.investees).toHaveLength(1);
    expect(view.investees[0]).toMatchObject({ turnover: 12_000_000, reportType: 'REVENUE_EXTRAPOLATION', hasInternalReport: false });
  });

  it("adds one of the institution's companies with the asset's type, sector and NACE class (its French NAF sub-class read as the class), never another company", async () => {
    const reportingUuid = await openReporting();
    const asset = await assets.create(
      { uuid: randomUUID(), name: unique('Atelier'), type: 'COMPANY', sector: 'MANUFACTURING_INDUSTRY', naceCodes: ['25.62A', '33.12Z'], isFinancialInstitution: false, supplierEngagementOpen: false },
      'test',
    );
    const { funds } = await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: unique('Growth fund') }, world.client);
    const add = (token: string) => api.call('portfolioEmissions.collectData', { field: 'newInvestment', reportingUuid, fundUuid: funds[0].uuid, assetUuid: asset.uuid }, token);

    // Not one of the institution's companies: not one it can add, as if it did not exist.
    const refused = await add(world.client);
    expect(refused.status).toBe(404);
    expect((await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client)).investees).toEqual([]);

    await linkInvestee(world.assetUuid, asset.uuid);
    const added = await add(world.client);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result.data.investees[0]).toMatchObject({ assetUuid: asset.uuid, nonValidatedAsset: null, assetType: 'COMPANY', sector: 'MANUFACTURING_INDUSTRY', naceCode: '25.62' });
  });

  it('makes a company staff add the institution’s investee, which its users may then add themselves', async () => {
    const reportingUuid = await openReporting();
    const asset = await assets.create({ uuid: randomUUID(), name: unique('Laiterie'), type: 'COMPANY', isFinancialInstitution: false, supplierEngagementOpen: false }, 'test');
    const { funds } = await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: unique('Growth fund') }, world.client);
    const second = await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: unique('Buyout fund') }, world.client);
    expect(await investeeLinks.get({ institutionUuid: world.assetUuid, investeeUuid: asset.uuid })).toBeNull();

    await api.ok('portfolioEmissions.collectData', { field: 'newInvestment', reportingUuid, fundUuid: funds[0].uuid, assetUuid: asset.uuid }, world.analyst);
    expect(await investeeLinks.get({ institutionUuid: world.assetUuid, investeeUuid: asset.uuid })).not.toBeNull();
    // The client's own 'Add an asset' now offers it, and takes it.
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.investees.map((investee: WireJson) => investee.assetUuid)).toEqual([asset.uuid]);
    const again = await api.call('portfolioEmissions.collectData', { field: 'newInvestment', reportingUuid, fundUuid: second.funds[0].uuid, assetUuid: asset.uuid }, world.client);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('answers CONFLICT to the second of two edits of one investee made on the same version, and keeps the first', async () => {
    const reportingUuid = await openReporting();
    const { investee } = await addFundWithInvestee(reportingUuid);
    const first = await api.call('portfolioEmissions.collectData', { field: 'valuation', reportingUuid, investeeUuid: investee.uuid, value: 40_000_000, expectedVersion: 1 }, world.client);
    const second = await api.call('portfolioEmissions.collectData', { field: 'turnover', reportingUuid, investeeUuid: investee.uuid, value: 9_000_000, expectedVersion: 1 }, world.analyst);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.investees[0]).toMatchObject({ valuation: 40_000_000, turnover: null, version: 2 });
  });

  it('refuses a line beyond the reporting’s limit with the spec’s message', async () => {
    const reportingUuid = await openReporting({ maxLinesNumber: 1 });
    const { fundUuid } = await addFundWithInvestee(reportingUuid);
    const refused = await api.call('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid, newInvesteeName: 'One too many' }, world.client);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("You've reached the maximum number of lines");
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.investments).toHaveLength(1);
  });

  it('removes a line, and the investee with its last line', async () => {
    const reportingUuid = await openReporting();
    const { investment, investee } = await addFundWithInvestee(reportingUuid);
    const removed = await api.ok('portfolioEmissions.deleteInvestment', { reportingUuid, investmentUuid: investment.uuid }, world.client);
    expect(removed).toMatchObject({ removedInvestmentUuids: [investment.uuid], removedInvesteeUuids: [investee.uuid] });
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.investments).toEqual([]);
    expect(view.investees).toEqual([]);
  });

  it('never lets another institution read or write the reporting', async () => {
    const reportingUuid = await openReporting();
    const read = await api.call('portfolioEmissions.getDataCollection', { reportingUuid }, other.client);
    const write = await api.call('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: 'Intruder fund' }, other.client);
    expect([read.status, write.status]).toEqual([404, 404]);
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.funds).toEqual([]);
  });

  it('trims the comment and stores an empty one as null', async () => {
    const reportingUuid = await openReporting();
    const saved = await api.ok('portfolioEmissions.collectData', { field: 'comment', reportingUuid, comment: '  Figures from the 2024 accounts.  ' }, world.client);
    expect(saved.reporting.clientComment).toBe('Figures from the 2024 accounts.');
    const cleared = await api.ok('portfolioEmissions.collectData', { field: 'comment', reportingUuid, comment: '   ' }, world.client);
    expect(cleared.reporting.clientComment).toBeNull();
  });

  it("deletes an investee's documents with their references: on a type change that drops them, and with its last line", async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const reportingUuid = await openReporting();
    const { investee, investment } = await addFundWithInvestee(reportingUuid);
    const collect = (change: WireJson) => api.ok('portfolioEmissions.collectData', { reportingUuid, investeeUuid: investee.uuid, ...change }, world.client);
    /** Types the investee as audited and attaches a document: answers the investee and the stored file. */
    const audited = async (version: number) => {
      const typed = (await collect({ field: 'reportingType', portfolioEmissionsReportType: 'AUDIT', expectedVersion: version })).investees[0] as WireJson;
      const uploadUuid = await upload(api, world.client, { purpose: 'DOCUMENT', name: 'audit.pdf', contentType: 'application/pdf', bytes: pdf });
      const attached = (await collect({ field: 'file', file: { action: 'CREATE', uploadUuid }, expectedVersion: typed.version })).investees[0] as WireJson;
      const stored = await storedFiles.get({ uuid: attached.files[0].uuid });
      expect(stored).not.toBeNull();
      expect(await objectHead(stored!.objectKey)).not.toBeNull();
      return { version: attached.version as number, stored: stored! };
    };
    const gone = async (stored: { uuid: string; objectKey: string }) => {
      expect(await storedFiles.get({ uuid: stored.uuid })).toBeNull();
      expect(await objectHead(stored.objectKey)).toBeNull();
    };

    // A sectoral estimate reads no document: the audit's goes, record and bytes.
    const first = await audited(investee.version);
    const estimated = await collect({ field: 'reportingType', portfolioEmissionsReportType: 'SECTORAL_ESTIMATE', expectedVersion: first.version });
    expect(estimated.investees[0].files).toEqual([]);
    await gone(first.stored);

    // A refused change (a stale version) keeps the document.
    const second = await audited(estimated.investees[0].version);
    const stale = await api.call(
      'portfolioEmissions.collectData',
      { field: 'reportingType', reportingUuid, investeeUuid: investee.uuid, portfolioEmissionsReportType: 'SECTORAL_ESTIMATE', expectedVersion: first.version },
      world.client,
    );
    expect(stale.status).toBe(409);
    expect(await storedFiles.get({ uuid: second.stored.uuid })).not.toBeNull();

    // The investee's last line removed, its document goes with it.
    await api.ok('portfolioEmissions.deleteInvestment', { reportingUuid, investmentUuid: investment.uuid }, world.client);
    await gone(second.stored);
  });
});
