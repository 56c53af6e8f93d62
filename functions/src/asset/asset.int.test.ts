import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, externalReportInput, tokenOf, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { assetNameClaims, assets } from '../lib/data/asset.ts';
import { subentities } from '../lib/data/subentity.ts';

const api = useGateway();

const world = {} as { analyst: string; sales: string; client: string; clientAssetUuid: string; institutionUuid: string };

beforeAll(async () => {
  const [clientAsset, institution] = await Promise.all([createAsset(), createAsset({ isFinancialInstitution: true })]);
  const [analyst, sales, client] = await Promise.all([
    createUser({ isAdmin: true, role: 'ANALYST' }),
    createUser({ isAdmin: true, role: 'SALES' }),
    createUser({ assetUuid: clientAsset.uuid }),
  ]);
  Object.assign(world, {
    analyst: await tokenOf(api, analyst.username),
    sales: await tokenOf(api, sales.username),
    client: await tokenOf(api, client.username),
    clientAssetUuid: clientAsset.uuid,
    institutionUuid: institution.uuid,
  });
});

const creation = (overrides: WireJson = {}): WireJson => ({
  name: unique('Transports Vallée'),
  type: 'COMPANY',
  naceCodes: ['49.41a'],
  sector: 'LOGISTICS',
  prescriberUuids: [],
  validated: true,
  language: 'fr',
  ...overrides,
});

async function create(overrides: WireJson = {}, token = world.sales): Promise<WireJson> {
  const { status, body } = await api.call('asset.create', creation(overrides), token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
}

/** The asset's details as its form sends them back, with the version it was read at. */
const editOf = (asset: WireJson, overrides: WireJson = {}): WireJson => ({
  uuid: asset.uuid,
  expectedVersion: asset.version,
  name: asset.name,
  type: asset.type,
  naceCodes: asset.naceCodes,
  sector: asset.sector,
  prescriberUuids: asset.prescribers.map((prescriber: WireJson) => prescriber.uuid),
  validated: asset.validated,
  isFinancialInstitution: asset.isFinancialInstitution,
  supplierEngagementOpen: asset.supplierEngagementOpen,
  language: asset.language,
  currency: asset.currency,
  comment: asset.comment,
  ...overrides,
});

describe('creating an asset', () => {
  it('stores what staff entered, codes normalised, prescribers named, and claims its name', async () => {
    const asset = await create({ prescriberUuids: [world.institutionUuid] });
    expect(asset).toMatchObject({
      type: 'COMPANY',
      naceCodes: ['49.41A'],
      sector: 'LOGISTICS',
      validated: true,
      isFinancialInstitution: false,
      language: 'fr',
      currency: 'EURO',
      comment: null,
      version: 1,
    });
    const institution = await assets.get({ uuid: world.institutionUuid });
    expect(asset.prescribers).toEqual([{ uuid: world.institutionUuid, name: institution?.name }]);
    expect(await assetNameClaims.get({ name: asset.name.toUpperCase() }, { consistent: true })).toMatchObject({ assetUuid: asset.uuid });
  });

  it('gives a real-estate asset the Real estate sector whatever was chosen', async () => {
    const asset = await create({ type: 'REAL_ESTATE', sector: 'LOGISTICS', naceCodes: ['68.20B'] });
    expect(asset.sector).toBe('REAL_ESTATE');
  });

  it("refuses a missing type in the spec's words, a bad NACE code and a prescriber that is no institution, writing nothing", async () => {
    const name = unique('Refused');
    const { status, body } = await api.call('asset.create', creation({ name, type: null, naceCodes: ['64.20', 'holding'] }), world.sales);
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([
      { path: ['type'], message: 'Missing asset type', key: 'server.asset.missingType' },
      { path: ['naceCodes', 1], message: 'Invalid NACE code', key: 'validation.message.invalidNaceCode' },
    ]);

    const notInstitution = await api.call('asset.create', creation({ name, prescriberUuids: [world.institutionUuid, world.clientAssetUuid, randomUUID()] }), world.sales);
    expect(notInstitution.status).toBe(400);
    expect(notInstitution.body.error.issues).toEqual([
      { path: ['prescriberUuids', 1], message: 'A prescriber must be a financial institution', key: 'server.asset.prescriberNotInstitution' },
      { path: ['prescriberUuids', 2], message: 'A prescriber must be a financial institution', key: 'server.asset.prescriberNotInstitution' },
    ]);

    expect(await assetNameClaims.get({ name }, { consistent: true })).toBeNull();
    const listed = await api.call('asset.list', { search: name }, world.sales);
    expect(listed.body.result.data.total).toBe(0);
  });

  it('refuses a name another asset has, case and spaces aside, on the name field', async () => {
    const first = await create();
    const { status, body } = await api.call('asset.create', creation({ name: `  ${first.name.toUpperCase()} ` }), world.sales);
    expect(status).toBe(409);
    expect(body.error.issues).toEqual([
      { path: ['name'], message: `An asset named "${first.name.toUpperCase()}" already exists`, key: 'server.nameTaken.asset', params: { name: first.name.toUpperCase() } },
    ]);
  });

  it('is for staff: a client is refused, even one naming its own asset', async () => {
    const created = await api.call('asset.create', creation(), world.client);
    expect(created.status).toBe(403);
    const read = await api.call('asset.get', { uuid: world.clientAssetUuid }, world.client);
    expect({ status: read.status, code: read.body.error.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await api.call('asset.list', {}, world.client)).status).toBe(403);
  });
});

describe('editing an asset', () => {
  it('saves the details and the staff comment, and answers CONFLICT to a stale form', async () => {
    const asset = await create();
    const saved = await api.call('asset.update', editOf(asset, { comment: 'Prefers calls on Tuesdays.', supplierEngagementOpen: true, naceCodes: ['49.41A', '52.29B'] }), world.sales);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.data).toMatchObject({ comment: 'Prefers calls on Tuesdays.', supplierEngagementOpen: true, naceCodes: ['49.41A', '52.29B'], version: 2 });

    const stale = await api.call('asset.update', editOf(asset, { comment: 'Written over?' }), world.analyst);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'CONFLICT', message: 'Someone else changed this in the meantime; reload and try again' });
    expect((await assets.get({ uuid: asset.uuid }, { consistent: true }))?.comment).toBe('Prefers calls on Tuesdays.');
  });

  it('moves the name claim on a rename: the old name is free again, a taken one refused', async () => {
    const [asset, other] = await Promise.all([create(), create()]);
    const taken = await api.call('asset.update', editOf(asset, { name: other.name }), world.sales);
    expect(taken.status).toBe(409);
    expect(taken.body.error.issues[0]).toMatchObject({ path: ['name'], key: 'server.nameTaken.asset' });

    const newName = unique('Renamed');
    const renamed = await api.call('asset.update', editOf(asset, { name: newName }), world.sales);
    expect(renamed.status).toBe(200);
    expect(await assetNameClaims.get({ name: asset.name }, { consistent: true })).toBeNull();
    expect(await assetNameClaims.get({ name: newName }, { consistent: true })).toMatchObject({ assetUuid: asset.uuid });
    await create({ name: asset.name });
  });

  it('keeps a prescriber that stopped being an institution, but refuses adding one', async () => {
    const institution = await create({ isFinancialInstitution: true });
    const client = await create({ prescriberUuids: [institution.uuid] });
    const closed = await api.call('asset.update', editOf(institution, { isFinancialInstitution: false }), world.sales);
    expect(closed.status).toBe(200);
    const kept = await api.call('asset.update', editOf(client, { comment: 'Still theirs' }), world.sales);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.result.data.prescribers).toEqual([{ uuid: institution.uuid, name: institution.name }]);
    const other = await create();
    const added = await api.call('asset.create', creation({ prescriberUuids: [institution.uuid] }), world.sales);
    expect(added.status).toBe(400);
    expect((await api.call('asset.update', editOf(other, { prescriberUuids: [institution.uuid] }), world.sales)).status).toBe(400);
  });

  it('refuses an asset prescribing itself, and an unknown asset', async () => {
    const institution = await create({ isFinancialInstitution: true });
    const self = await api.call('asset.update', editOf(institution, { prescriberUuids: [institution.uuid] }), world.sales);
    expect(self.status).toBe(400);
    expect(self.body.error.issues).toEqual([{ path: ['prescriberUuids', 0], message: 'An asset cannot prescribe itself', key: 'server.asset.prescribesItself' }]);
    const missing = await api.call('asset.update', editOf(institution, { uuid: randomUUID() }), world.sales);
    expect({ status: missing.status, message: missing.body.error.message }).toEqual({ status: 404, message: 'Asset not found' });
  });
});

describe('the asset list', () => {
  it('finds assets by name (accents and case aside), type, sector and institutions, and says how many matched', async () => {
    const tag = randomUUID().slice(0, 8);
    await Promise.all([
      create({ name: `Église Saint-Jean ${tag}`, type: 'REAL_ESTATE' }),
      create({ name: `Eglise du Port ${tag}`, type: 'COMPANY', sector: 'GENERAL_SERVICES' }),
      create({ name: `Fonds Aurore ${tag}`, isFinancialInstitution: true, sector: 'INTELLECTUAL_SERVICES' }),
    ]);
    const names = async (input: WireJson) => {
      const { status, body } = await api.call('asset.list', input, world.sales);
      expect(status).toBe(200);
      return { total: body.result.data.total, names: body.result.data.items.map((item: WireJson) => item.name) };
    };
    expect(await names({ search: `  EGLISE SAINT-JEAN ${tag} ` })).toEqual({ total: 1, names: [`Église Saint-Jean ${tag}`] });
    expect(await names({ search: tag })).toEqual({ total: 3, names: [`Eglise du Port ${tag}`, `Église Saint-Jean ${tag}`, `Fonds Aurore ${tag}`] });
    expect((await names({ search: `eglise` })).names).toEqual(expect.arrayContaining([`Église Saint-Jean ${tag}`, `Eglise du Port ${tag}`]));
    expect(await names({ search: tag, type: 'REAL_ESTATE' })).toEqual({ total: 1, names: [`Église Saint-Jean ${tag}`] });
    expect(await names({ search: tag, sector: 'GENERAL_SERVICES' })).toEqual({ total: 1, names: [`Eglise du Port ${tag}`] });
    expect(await names({ search: tag, isFinancialInstitution: true })).toEqual({ total: 1, names: [`Fonds Aurore ${tag}`] });
    expect(await names({ search: tag, limit: 1 })).toEqual({ total: 3, names: [`Eglise du Port ${tag}`] });
  });

  it('bounds its input', async () => {
    const tooLong = await api.call('asset.list', { search: 'x'.repeat(201) }, world.sales);
    expect(tooLong.status).toBe(400);
    expect((await api.call('asset.list', { limit: 501 }, world.sales)).status).toBe(400);
  });
});

describe("an asset's page", () => {
  it('reads the details, the modules, the sub-entities and the external reports', async () => {
    const asset = await create();
    const [footprint, external] = await Promise.all([
      createModule(asset.uuid, { type: 'CARBON_FOOTPRINT', year: 2024 }),
      createModule(asset.uuid, { type: 'EXTERNAL_CARBON_FOOTPRINT', status: 'DELIVERED', year: 2023 }),
    ]);
    const site = await api.call('subentity.create', { assetUuid: asset.uuid, name: 'Lyon depot' }, world.sales);
    expect(site.status).toBe(200);
    const saved = await api.call(
      'externalReport.save',
      externalReportInput(external.uuid),
      world.analyst,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.invalidate).toContain('asset.get');

    const { status, body } = await api.call('asset.get', { uuid: asset.uuid }, world.sales);
    expect(status).toBe(200);
    const page = body.result.data;
    expect(page).toMatchObject({ uuid: asset.uuid, name: asset.name, comment: null });
    expect(page.modules.map((module: WireJson) => [module.type, module.year, module.uuid])).toEqual([
      ['CARBON_FOOTPRINT', 2024, footprint.uuid],
      ['EXTERNAL_CARBON_FOOTPRINT', 2023, external.uuid],
    ]);
    expect(page.subentities).toEqual([{ uuid: site.body.result.data.uuid, assetUuid: asset.uuid, name: 'Lyon depot', version: 1 }]);
    expect(page.externalReports).toEqual([
      {
        moduleUuid: external.uuid,
        moduleName: external.moduleName,
        year: 2023,
        status: 'DELIVERED',
        report: expect.objectContaining({ uuid: external.uuid, provider: 'Carbone Conseil', scope1: 120_000, assetName: asset.name, file: null, version: 1 }),
      },
    ]);
  });

  it('answers NOT_FOUND for an unknown asset', async () => {
    const { status, body } = await api.call('asset.get', { uuid: randomUUID() }, world.sales);
    expect({ status, message: body.error.message }).toEqual({ status: 404, message: 'Asset not found' });
  });
});

describe('sub-entities', () => {
  it('are added and renamed under names their asset does not use yet, and a stale rename is refused', async () => {
    const asset = await create();
    const added = await api.call('subentity.create', { assetUuid: asset.uuid, name: 'Head office' }, world.sales);
    expect(added.status).toBe(200);
    const office = added.body.result.data;

    const twin = await api.call('subentity.create', { assetUuid: asset.uuid, name: ' head OFFICE ' }, world.sales);
    expect(twin.status).toBe(409);
    expect(twin.body.error.issues).toEqual([
      { path: ['name'], message: 'This asset already has a sub-entity named "head OFFICE"', key: 'server.nameTaken.subentity', params: { name: 'head OFFICE' } },
    ]);
    expect(await subentities.query('byAsset', { assetUuid: asset.uuid })).toHaveLength(1);
    // Another asset may use the name.
    expect((await api.call('subentity.create', { assetUuid: (await create()).uuid, name: 'Head office' }, world.sales)).status).toBe(200);

    const renamed = await api.call('subentity.rename', { uuid: office.uuid, name: 'Siège', expectedVersion: 1 }, world.sales);
    expect(renamed.body.result.data).toMatchObject({ name: 'Siège', version: 2 });
    const stale = await api.call('subentity.rename', { uuid: office.uuid, name: 'Other', expectedVersion: 1 }, world.sales);
    expect(stale.status).toBe(409);
    expect((await subentities.get({ uuid: office.uuid }, { consistent: true }))?.name).toBe('Siège');
  });

  it('belong to an asset that exists', async () => {
    const { status, body } = await api.call('subentity.create', { assetUuid: randomUUID(), name: 'Depot' }, world.sales);
    expect({ status, message: body.error.message }).toEqual({ status: 404, message: 'Asset not found' });
    const missing = await api.call('subentity.rename', { uuid: randomUUID(), name: 'Depot', expectedVersion: 1 }, world.sales);
    expect({ status: missing.status, message: missing.body.error.message }).toEqual({ status: 404, message: 'Subentity not found' });
  });
});
