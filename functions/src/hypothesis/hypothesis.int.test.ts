import { catalogueMessages } from '@cairn/shared/catalogue';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();


const world = useCatalogueWorld(api, { symbol: 'm²', labelEn: 'square metre', labelFr: 'mètre carré', quantityKind: 'AREA' });

function hypothesisInput(overrides: Record<string, unknown> = {}): WireJson {
  return {
    name: unique('Office heating'),
    clientNameEn: 'Heating',
    clientNameFr: 'Chauffage des bureaux',
    family: 'BUILDINGS',
    unitUuid: world.unitUuid,
    qualityPercentage: 100,
    values: [
      { until: 2020, value: 120, source: 'Survey 2020' },
      { until: null, value: 110, source: 'Survey 2024', comment: 'after insulation' },
    ],
    ...overrides,
  };
}

async function createHypothesis(overrides: Record<string, unknown> = {}) {
  const { status, body } = await api.call('hypothesis.create', hypothesisInput(overrides), world.analyst);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
}


describe('hypothesis lifecycle', () => {
  it('creates, reads, lists, updates, refuses a stale update and deletes', async () => {
    const created = await createHypothesis();
    expect(created).toMatchObject({ family: 'BUILDINGS', isMonetary: false, version: 1, assetUuid: null });
    // Stored open entry first, then by `until` descending.
    expect(created.values.map((value: WireJson) => value.until)).toEqual([null, 2020]);

    expect((await api.call('hypothesis.get', { uuid: created.uuid }, world.analyst)).body.result.data).toEqual({ ...created, usages: [] });
    const listed = await api.call('hypothesis.list', { search: 'CHAUFFAGE DES BUREAUX' }, world.analyst);
    expect(listed.body.result.data.map((h: WireJson) => h.uuid)).toContain(created.uuid);
    const byTag = await api.call('hypothesis.list', { search: created.name.slice(-8) }, world.analyst);
    expect(byTag.body.result.data.map((h: WireJson) => h.uuid)).toEqual([created.uuid]);

    const updated = await api.call(
      'hypothesis.update',
      { ...hypothesisInput({ name: created.name, qualityPercentage: 60 }), uuid: created.uuid, expectedVersion: 1 },
      world.analyst,
    );
    expect(updated.body.result.data).toMatchObject({ qualityPercentage: 60, isMonetary: true, version: 2 });
    const stale = await api.call('hypothesis.update', { ...hypothesisInput({ name: created.name }), uuid: created.uuid, expectedVersion: 1 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code }).toEqual({ status: 409, code: 'CONFLICT' });

    expect((await api.call('hypothesis.delete', { uuid: created.uuid }, world.analyst)).body.result.data).toEqual({ success: true });
    expect((await api.call('hypothesis.get', { uuid: created.uuid }, world.analyst)).status).toBe(404);
    await createHypothesis({ name: created.name });
  });

  it('sorts by family then name', async () => {
    const tag = randomUUID().slice(0, 8);
    const b = await createHypothesis({ name: `b ${tag}`, family: 'TRAVEL' });
    const a = await createHypothesis({ name: `a ${tag}`, family: 'TRAVEL' });
    const c = await createHypothesis({ name: `c ${tag}`, family: 'BUILDINGS' });
    const listed = await api.call('hypothesis.list', { search: tag }, world.analyst);
    expect(listed.body.result.data.map((h: WireJson) => h.uuid)).toEqual([c.uuid, a.uuid, b.uuid]);
  });

  it('reports the value-history rules on their fields', async () => {
    const { status, body } = await api.call(
      'hypothesis.create',
      hypothesisInput({ values: [{ until: 2020, value: 1 }, { until: 2020, value: 'x' }] }),
      world.analyst,
    );
    expect(status).toBe(400);
    expect(body.error.issues).toContainEqual({ path: ['values'], message: catalogueMessages.exactlyOneOpenEntry, key: 'validation.message.exactlyOneOpenEntry' });
    expect(body.error.issues).toContainEqual({ path: ['values', 1, 'value'], message: catalogueMessages.expectedNumber, key: 'validation.message.expectedNumber' });
    expect(body.error.issues).toContainEqual({ path: ['values', 1, 'until'], message: catalogueMessages.duplicateYear(2020), key: 'validation.message.duplicateYear', params: { year: 2020 } });
  });

  it('keeps names unique, whatever their case, and moves the claim on rename', async () => {
    const first = await createHypothesis();
    const taken = await api.call('hypothesis.create', hypothesisInput({ name: first.name.toLowerCase() }), world.analyst);
    expect(taken.status).toBe(409);
    const takenName = first.name.toLowerCase();
    expect(taken.body.error.issues).toEqual([
      { path: ['name'], message: `A hypothesis named "${takenName}" already exists`, key: 'server.nameTaken.hypothesis', params: { name: takenName } },
    ]);
    const renamed = unique('Renamed hypothesis');
    const moved = await api.call('hypothesis.update', { ...hypothesisInput({ name: renamed }), uuid: first.uuid, expectedVersion: 1 }, world.analyst);
    expect(moved.status).toBe(200);
    await createHypothesis({ name: first.name });
    expect((await api.call('hypothesis.create', hypothesisInput({ name: renamed }), world.analyst)).status).toBe(409);
  });
});

describe('hypothesis visibility', () => {
  it("shows an asset-specific hypothesis only to staff and that asset's users", async () => {
    const hypothesis = await createHypothesis({ assetUuid: world.assetA });
    expect((await api.call('hypothesis.get', { uuid: hypothesis.uuid }, world.clientA)).status).toBe(200);
    expect((await api.call('hypothesis.get', { uuid: hypothesis.uuid }, world.clientB)).status).toBe(404);
    expect((await api.call('hypothesis.get', { uuid: hypothesis.uuid }, world.sales)).status).toBe(200);
    const shared = await createHypothesis();
    expect((await api.call('hypothesis.get', { uuid: shared.uuid }, world.clientB)).body.result.data.values[0].value).toBe(110);
  });

  it('keeps the catalogue pages from clients and sales staff', async () => {
    for (const token of [world.clientA, world.sales]) {
      expect((await api.call('hypothesis.list', {}, token)).status).toBe(403);
      expect((await api.call('hypothesis.create', hypothesisInput(), token)).status).toBe(403);
      expect((await api.call('unit.list', {}, token)).status).toBe(403);
    }
  });
});

describe('units', () => {
  it('creates, lists by symbol and updates with an expected version', async () => {
    const symbol = unique('zz');
    const created = await api.call('unit.create', { symbol, labelEn: 'test unit', labelFr: 'unité de test', quantityKind: 'COUNT' }, world.analyst);
    expect(created.body.result.data).toMatchObject({ symbol, quantityKind: 'COUNT', version: 1 });
    const uuid = created.body.result.data.uuid;

    const listed = (await api.call('unit.list', {}, world.analyst)).body.result.data;
    expect(listed.map((unit: WireJson) => unit.uuid)).toContain(uuid);
    const symbols = listed.map((unit: WireJson) => unit.symbol);
    expect(symbols).toEqual([...symbols].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const update = { symbol, labelEn: 'renamed', labelFr: 'renommée', quantityKind: 'COUNT' as const, uuid, expectedVersion: 1 };
    expect((await api.call('unit.update', update, world.analyst)).body.result.data).toMatchObject({ labelEn: 'renamed', version: 2 });
    expect((await api.call('unit.update', update, world.analyst)).status).toBe(409);

    const invalid = await api.call('unit.create', { symbol: ' ', labelEn: 'x', labelFr: 'x', quantityKind: 'SPEED' } as WireJson, world.analyst);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.issues.map((issue: WireJson) => issue.path[0])).toEqual(expect.arrayContaining(['symbol', 'quantityKind']));
  });
});
