import { blankReportSettings } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { assets, modules, reportListings } from '../lib/data/index.ts';

/*
 * The staff list of every report of every asset. Other test files write reports into the same
 * table at the same time, so each case searches for this file's own tag (in its assets' names).
 */

const api = useGateway();
const tag = randomUUID().slice(0, 8);
const tokens = {} as Record<'analyst' | 'sales' | 'client', string>;
const world = {} as { haulier: string; bakery: string; haulierFootprint: string; bakeryFootprint: string };

beforeAll(async () => {
  const [haulier, bakery] = await Promise.all([createAsset({ name: `Transports ${tag}` }), createAsset({ name: `Boulangerie ${tag}` })]);
  const [analyst, sales, client] = await Promise.all([
    createUser({ isAdmin: true, role: 'ANALYST' }),
    createUser({ isAdmin: true, role: 'SALES' }),
    createUser({ assetUuid: haulier.uuid }),
  ]);
  tokens.analyst = await tokenOf(api, analyst.username);
  tokens.sales = await tokenOf(api, sales.username);
  tokens.client = await tokenOf(api, client.username);
  const [haulierFootprint, bakeryFootprint] = await Promise.all([createModule(haulier.uuid), createModule(bakery.uuid)]);
  Object.assign(world, { haulier: haulier.uuid, bakery: bakery.uuid, haulierFootprint: haulierFootprint.uuid, bakeryFootprint: bakeryFootprint.uuid });
});

async function saveReport(carbonFootprintUuid: string, name: string, year: number): Promise<string> {
  const { status, body } = await api.call(
    'report.save',
    {
      carbonFootprintUuid,
      settings: blankReportSettings({ name, year, companyName: 'Test company' }),
      entries: [{ label: 'Gas', scope: 'ONE', operationalCategory: 'BUILDING', ghgCategory: 'STATIONARY_COMBUSTION', begesCategory: 'BEGES_1_1', activityData: null, formula: null, value: 12_500 }],
    },
    tokens.analyst,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data.uuid;
}

async function list(input: WireJson, token = tokens.sales) {
  const { status, body } = await api.call('report.list', input, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
}
const names = async (input: WireJson) => (await list({ search: tag, ...input })).items.map((item: WireJson) => item.name);

describe('report.list', () => {
  const reports = {} as Record<'haulier2023' | 'haulier2024' | 'bakery2024', string>;

  beforeAll(async () => {
    reports.haulier2023 = await saveReport(world.haulierFootprint, 'Bilan carbone 2023', 2023);
    reports.bakery2024 = await saveReport(world.bakeryFootprint, 'Bilan carbone 2024', 2024);
    reports.haulier2024 = await saveReport(world.haulierFootprint, 'Rapport 2024', 2024);
  });

  it('lists the reports of every asset to any staff member, latest change first, with their asset and footprint', async () => {
    const page = await list({ search: tag });
    expect({ matchCount: page.matchCount, page: page.page, pageCount: page.pageCount, pageSize: page.pageSize }).toEqual({ matchCount: 3, page: 1, pageCount: 1, pageSize: 50 });
    expect(page.items.map((item: WireJson) => item.uuid)).toEqual([reports.haulier2024, reports.bakery2024, reports.haulier2023]);
    const footprint = await modules.get({ uuid: world.haulierFootprint });
    expect(page.items[0]).toEqual({
      uuid: reports.haulier2024,
      name: 'Rapport 2024',
      year: 2024,
      status: 'DRAFT',
      deliveredAt: null,
      isPublic: false,
      total: 12_500,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      carbonFootprintUuid: world.haulierFootprint,
      footprintName: footprint?.moduleName,
      assetUuid: world.haulier,
      assetName: `Transports ${tag}`,
    });
  });

  it('follows a report through delivery, sharing and a new save, and moves it to the top', async () => {
    expect((await api.call('report.deliver', { uuid: reports.haulier2023 }, tokens.analyst)).status).toBe(200);
    expect((await api.call('report.share', { uuid: reports.haulier2023 }, tokens.client)).status).toBe(200);
    const [delivered] = (await list({ search: tag })).items;
    expect(delivered).toMatchObject({ uuid: reports.haulier2023, status: 'DELIVERED', isPublic: true, deliveredAt: expect.stringMatching(/^\d{4}-/) });

    expect((await api.call('report.unshare', { uuid: reports.haulier2023 }, tokens.analyst)).status).toBe(200);
    expect((await list({ search: tag })).items[0]).toMatchObject({ uuid: reports.haulier2023, isPublic: false });

    await saveReport(world.bakeryFootprint, 'Bilan carbone 2024', 2024);
    // The listing is the report's, written with it: the item in the REPORTS partition says the same.
    const listing = await reportListings.get({ reportUuid: reports.haulier2023 }, { consistent: true });
    expect(listing).toMatchObject({ status: 'DELIVERED', isPublic: false, assetUuid: world.haulier });
  });

  it('searches names and years, filters by status and sorts by a column', async () => {
    expect(await names({ search: `boulangerie ${tag}` })).toEqual(['Bilan carbone 2024', 'Bilan carbone 2024']);
    expect(await names({ status: 'DELIVERED' })).toEqual(['Bilan carbone 2023']);
    expect(await names({ status: 'DRAFT', sort: 'name' })).toEqual(['Bilan carbone 2024', 'Bilan carbone 2024', 'Rapport 2024']);
    expect(await names({ sort: 'year', direction: 'desc' })).toHaveLength(4);
    expect((await names({ sort: 'year' }))[0]).toBe('Bilan carbone 2023');
    const byAsset = (await list({ search: tag, sort: 'asset' })).items.map((item: WireJson) => item.assetName);
    expect(byAsset).toEqual([`Boulangerie ${tag}`, `Boulangerie ${tag}`, `Transports ${tag}`, `Transports ${tag}`]);
    // Past the last page: the last page.
    expect(await list({ search: tag, page: 7 })).toMatchObject({ page: 1, pageCount: 1, matchCount: 4 });
  });

  it('shows an asset’s new name at once: names are read with the list, not copied', async () => {
    const asset = await assets.require({ uuid: world.bakery });
    await assets.update({ uuid: world.bakery }, { name: `Fournil ${tag}` }, 'test');
    expect(new Set((await list({ search: `fournil ${tag}` })).items.map((item: WireJson) => item.assetName))).toEqual(new Set([`Fournil ${tag}`]));
    await assets.update({ uuid: world.bakery }, { name: asset.name }, 'test');
  });

  it('refuses clients, and a search longer than any name', async () => {
    const client = await api.call('report.list', { search: tag }, tokens.client);
    expect({ status: client.status, code: client.body.error.code }).toEqual({ status: 403, code: 'FORBIDDEN' });

    const long = await api.call('report.list', { search: 'x'.repeat(201) }, tokens.sales);
    expect({ status: long.status, issues: long.body.error.issues }).toEqual({
      status: 400,
      issues: [{ path: ['search'], message: 'Too long', key: 'validation.message.tooLong' }],
    });
  });
});
