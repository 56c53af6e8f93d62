import * as XLSX from '@e965/xlsx';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { recordedExchanges, startRecordedServer, type RecordedServer } from '../../../test/recordedServer.ts';
import { upload, xlsxType } from '../../../test/uploads.ts';
import { dealUuidOf } from '../lib/crm/dealIdentity.ts';
import { deals } from '../lib/data/deal.ts';
import { integrationEnv } from '../lib/integrations/config.ts';

const api = useGateway();
const world = {} as { analyst: string; sales: string; client: string; assetUuid: string; analystUuid: string };
/** CRM ids of this run: the table outlives a test file, so each run imports deals of its own. */
const prefix = String(randomInt(10_000_000, 99_999_999));
const crmId = (n: number) => `${prefix}${600 + n}`;

beforeAll(async () => {
  Object.assign(world, await createStaffWorld(api, { name: `Maison Verlaine ${prefix}` }));
});

const ok = api.ok;

const header = ['id', 'name', 'amount', 'currency', 'stage', 'owner', 'salesContext', 'lineName', 'lineAmount'];

function xlsx(rows: (string | number | null)[][]): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Deals');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
}

const importDeals = async (bytes: Uint8Array, name = 'deals.xlsx', contentType = xlsxType, token = world.analyst) =>
  api.call('hubspotDeal.import', { uploadUuid: await upload(api, token, { purpose: 'PROJECT_DATA_IMPORT', name, contentType, bytes }) }, token);

const ours = async (token = world.sales) => ((await ok('hubspotDeal.list', {}, token)) as WireJson[]).filter((deal) => deal.externalId?.startsWith(prefix));

describe('the deal import', () => {
  it('creates the deals of a file, which every staff member then lists with their lines', async () => {
    const answer = await importDeals(
      xlsx([
        [crmId(1), 'Bilan carbone 2025 – Maison Verlaine', 14_800, 'EUR', 'Confirmé', 'Sophie Laurent', 'Renouvellement', 'Bilan carbone scopes 1, 2 et 3', 12_000],
        [crmId(1), null, null, null, null, null, null, 'Formation de l’équipe RSE', 2_800],
        [crmId(2), 'Plan de transition – Ateliers Morel', 22_500, 'EUR', 'Quote sent', 'Julien Roche', null, null, null],
      ]),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.data).toEqual({ status: 'Success', created: 2, updated: 0, unchanged: 0 });
    // The answer tells the web app to read the list again.
    expect(answer.body.invalidate).toEqual(['hubspotDeal.list']);
    expect(await ours()).toEqual([
      {
        uuid: dealUuidOf(crmId(1)),
        externalId: crmId(1),
        name: 'Bilan carbone 2025 – Maison Verlaine',
        amount: 14_800,
        currency: 'EURO',
        dealLines: [
          { name: 'Bilan carbone scopes 1, 2 et 3', amount: 12_000 },
          { name: 'Formation de l’équipe RSE', amount: 2_800 },
        ],
        owner: 'Sophie Laurent',
        salesContext: 'Renouvellement',
        stage: 'CLOSED_WON',
        projectUuids: [],
        projects: [],
      },
      expect.objectContaining({ externalId: crmId(2), stage: 'CONTRACT_OR_QUOTE_SENT', dealLines: [] }),
    ]);
  });

  it('updates the same deals from a newer export (a CSV this time), leaving unchanged ones alone and keeping what it has no column for', async () => {
    const csv = `id;name;amount;currency;stage\n${crmId(1)};Bilan carbone 2025 – Maison Verlaine;16 300;EUR;Confirmed\n${crmId(2)};Plan de transition – Ateliers Morel;22500;EUR;Quote sent\n`;
    const answer = await importDeals(new TextEncoder().encode(csv), 'deals.csv', 'text/csv');
    expect(answer.body.result.data).toEqual({ status: 'Success', created: 0, updated: 1, unchanged: 1 });
    const [verlaine] = await ours();
    // The file has no owner or line columns: the deal keeps its own.
    expect(verlaine).toMatchObject({ uuid: dealUuidOf(crmId(1)), amount: 16_300, owner: 'Sophie Laurent', dealLines: [{ amount: 12_000 }, { amount: 2_800 }] });
  });

  it('answers every problem of a bad file with its row and writes nothing', async () => {
    const before = await ours();
    const answer = await importDeals(
      xlsx([
        [crmId(3), 'Audit SBTi – Helvetia Foods', 9_500, 'CHF', null, null, null, null, null],
        [crmId(1), 'Bilan carbone 2025 – Maison Verlaine', -1, 'EUR', null, null, null, null, null],
        [crmId(4), 'Tokyo office', 2_400_000, 'JPY', null, null, null, null, null],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result.data.status).toBe('Errors');
    expect(answer.body.result.data.errors.map((error: WireJson) => [error.row, error.column, error.key])).toEqual([
      [3, 'amount', 'validation.message.mustBeZeroOrMore'],
      [4, 'currency', 'server.import.authorizedValues'],
    ]);
    expect(await ours()).toEqual(before);
    expect(await deals.get({ uuid: dealUuidOf(crmId(3)) })).toBeNull();
  });

  it('is for analysts: a sales user and a client are refused, and the upload stays theirs', async () => {
    const bytes = xlsx([[crmId(5), 'Deal', 100, null, null, null, null, null, null]]);
    const bySales = await importDeals(bytes, 'deals.xlsx', xlsxType, world.sales);
    expect(bySales.status).toBe(403);
    expect((await api.call('hubspotDeal.list', {}, world.client)).status).toBe(403);
    expect((await api.call('hubspotDeal.import', { uploadUuid: crypto.randomUUID() }, world.client)).status).toBe(403);
    // Another user's upload is not found, whoever names it.
    const uploadUuid = await upload(api, world.sales, { purpose: 'PROJECT_DATA_IMPORT', name: 'deals.xlsx', contentType: xlsxType, bytes });
    const taken = await api.call('hubspotDeal.import', { uploadUuid }, world.analyst);
    expect(taken.status).toBe(404);
    expect(await deals.get({ uuid: dealUuidOf(crmId(5)) })).toBeNull();
  });
});

describe('the deals with their projects', () => {
  it('names the projects sold under a deal, with the amount each is sold for when not the whole deal', async () => {
    const create = (moduleName: string, customAmount?: number) =>
      ok(
        'project.create',
        { type: 'GENERIC', assetUuid: world.assetUuid, moduleName, hubspotDealUuid: dealUuidOf(crmId(1)), hubspotDealCustomAmount: customAmount ?? null },
        world.analyst,
      );
    const whole = await create('Bilan carbone 2025');
    const part = await create('Formation RSE', 2_800);
    const [verlaine, morel] = await ours();
    expect(verlaine.projectUuids.sort()).toEqual([whole.uuid, part.uuid].sort());
    expect(verlaine.projects).toEqual(
      expect.arrayContaining([
        { uuid: whole.uuid, type: 'GENERIC', assetName: `Maison Verlaine ${prefix}`, moduleName: 'Bilan carbone 2025', customAmount: null },
        { uuid: part.uuid, type: 'GENERIC', assetName: `Maison Verlaine ${prefix}`, moduleName: 'Formation RSE', customAmount: 2_800 },
      ]),
    );
    expect(morel.projects).toEqual([]);
  });
});

describe('the CRM sync', () => {
  let crm: RecordedServer;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    // HubSpot's recorded answers, under this run's ids.
    const exchanges = JSON.parse(JSON.stringify(recordedExchanges('hubspot-deals.json')).replaceAll('18042577', `${prefix}`));
    crm = await startRecordedServer(exchanges);
  });

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await crm.close();
  });

  const connect = () => {
    for (const name of [integrationEnv.hubspotApiUrl, integrationEnv.hubspotToken]) saved[name] = process.env[name];
    process.env[integrationEnv.hubspotApiUrl] = crm.url;
    process.env[integrationEnv.hubspotToken] = 'pat-eu1-int-test';
  };

  it('says there is nothing to pull without a CRM: deals then come from the import', async () => {
    const { status, body } = await api.call('hubspotDeal.sync', {}, world.analyst);
    expect({ status, key: body.error.key, message: body.error.message }).toEqual({
      status: 400,
      key: 'server.crm.notConfigured',
      message: 'No CRM is connected: deals come from the import',
    });
  });

  it("pulls HubSpot's deals into our table, updating the deal an import had made, keeping the projects linked", async () => {
    connect();
    const answer = await ok('hubspotDeal.sync', {}, world.analyst);
    expect(crm.unmatched).toEqual([]);
    // The two imported deals differ from HubSpot's (amount, lines): updated. Two are new; the deal in yen is skipped.
    expect(answer).toEqual({ created: 2, updated: 2, unchanged: 0, skipped: 1 });
    const listed = await ours();
    expect(listed.map((deal: WireJson) => deal.name)).toEqual([
      'Audit SBTi – Helvetia Foods',
      'Bilan carbone 2025 – Maison Verlaine',
      'Carbon footprint FY2025 – Northwind Logistics UK',
      'Plan de transition – Ateliers Morel',
    ]);
    const verlaine = listed.find((deal: WireJson) => deal.externalId === crmId(1));
    expect(verlaine).toMatchObject({ amount: 14_800, owner: 'Sophie Laurent', dealLines: [{ amount: 12_000 }, { amount: 2_800 }] });
    expect(verlaine.projects).toHaveLength(2);
    // A second pull finds nothing new.
    expect(await ok('hubspotDeal.sync', {}, world.analyst)).toEqual({ created: 0, updated: 0, unchanged: 4, skipped: 1 });
    expect((await api.call('hubspotDeal.sync', {}, world.sales)).status).toBe(403);
  });
});
