import { emissionFactors } from '../lib/data/index.ts';
import { catalogueMessages } from '@cairn/shared/catalogue';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();


const world = useCatalogueWorld(api, { symbol: 'kWh', labelEn: 'kilowatt-hour', labelFr: 'kilowattheure', quantityKind: 'ENERGY' });

/** A valid simple factor: a public current value and a private older one. */
function factorInput(overrides: Record<string, unknown> = {}): WireJson {
  return {
    type: 'SIMPLE',
    name: unique('Electricity FR'),
    clientNameEn: 'Grid electricity',
    clientNameFr: 'Électricité réseau',
    family: 'ENERGY',
    group: 'Electricity',
    unitUuid: world.unitUuid,
    gas: 'CO2E',
    qualityPercentage: 100,
    values: [
      { until: null, value: 0.052, source: 'ADEME', sourceVersion: 'v23.1', isPublic: true },
      { until: 2022, value: 0.0599, source: 'Licensed base', sourceVersion: '2022', isPublic: false },
    ],
    ...overrides,
  };
}

async function createFactor(overrides: Record<string, unknown> = {}) {
  const { status, body } = await api.call('emissionFactor.create', factorInput(overrides), world.analyst);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
}


describe('emission factor lifecycle', () => {
  it('creates, reads, lists, updates, refuses a stale update, duplicates and deletes', async () => {
    const created = await createFactor();
    expect(created).toMatchObject({ type: 'SIMPLE', family: 'ENERGY', isMonetary: false, version: 1, versionedAt: null, assetUuid: null });
    expect(created.values.map((value: WireJson) => value.until)).toEqual([null, 2022]);

    const got = await api.call('emissionFactor.get', { uuid: created.uuid }, world.analyst);
    expect(got.body.result.data).toEqual({ ...created, usages: [] });

    const tag = created.name.slice(-8);
    const listed = await api.call('emissionFactor.list', { search: tag }, world.analyst);
    expect(listed.body.result.data.map((factor: WireJson) => factor.uuid)).toEqual([created.uuid]);

    const updated = await api.call(
      'emissionFactor.update',
      { ...factorInput({ name: created.name, group: 'Grid' }), uuid: created.uuid, expectedVersion: 1 },
      world.analyst,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.result.data).toMatchObject({ group: 'Grid', version: 2 });
    expect(updated.body.invalidate).toEqual(['emissionFactor.list', 'emissionFactor.get', 'emissionFactor.semanticSearch']);

    const stale = await api.call('emissionFactor.update', { ...factorInput({ name: created.name }), uuid: created.uuid, expectedVersion: 1 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code }).toEqual({ status: 409, code: 'CONFLICT' });

    const first = await api.call('emissionFactor.duplicate', { uuid: created.uuid }, world.analyst);
    expect(first.body.result.data).toMatchObject({ name: `${created.name}-v1`, group: 'Grid', version: 1 });
    expect(first.body.result.data.uuid).not.toBe(created.uuid);
    expect(first.body.result.data.versionedAt).not.toBeNull();
    const second = await api.call('emissionFactor.duplicate', { uuid: created.uuid }, world.analyst);
    expect(second.body.result.data.name).toBe(`${created.name}-v2`);
    const third = await api.call('emissionFactor.duplicate', { uuid: second.body.result.data.uuid }, world.analyst);
    expect(third.body.result.data.name).toBe(`${created.name}-v3`);

    const all = await api.call('emissionFactor.list', { search: tag }, world.analyst);
    expect(all.body.result.data.map((factor: WireJson) => factor.name)).toEqual([
      created.name,
      `${created.name}-v1`,
      `${created.name}-v2`,
      `${created.name}-v3`,
    ]);

    const deleted = await api.call('emissionFactor.delete', { uuid: created.uuid }, world.analyst);
    expect(deleted.body.result.data).toEqual({ success: true });
    expect((await api.call('emissionFactor.get', { uuid: created.uuid }, world.analyst)).status).toBe(404);
    // Its name is free again.
    await createFactor({ name: created.name });
  });

  it('computes a combination from the current catalogue values, with the GWP conversion of a CH4 factor', async () => {
    const tag = randomUUID().slice(0, 8);
    const diesel = await createFactor({ name: `diesel-${tag}`, values: [{ until: null, value: 3.16, source: 'ADEME', sourceVersion: 'v23.1', isPublic: true }] });
    await createFactor({ name: `methane-${tag}`, gas: 'CH4', values: [{ until: null, value: 0.5, source: 'IPCC', sourceVersion: '2021', isPublic: true }] });
    const hypothesis = (overrides: Record<string, unknown>): WireJson => ({
      family: 'PHYSICS',
      unitUuid: world.unitUuid,
      qualityPercentage: 100,
      ...overrides,
    });
    const load = await api.call('hypothesis.create', hypothesis({ name: `load-${tag}`, values: [{ until: null, value: 2, source: 'Fleet survey' }] }), world.analyst);
    expect(load.status, JSON.stringify(load.body)).toBe(200);
    // The GWP hypothesis is global: created once for the whole run.
    await api.call('hypothesis.create', hypothesis({ name: 'GWP100-CH4', values: [{ until: null, value: 27.9, source: 'IPCC AR6' }] }), world.analyst);

    // 3.16 kgCO2e/L x 2 + 0.5 kgCH4 x 27.9 = 6.32 + 13.95 = 20.27 kgCO2e.
    const combination = await createFactor({
      type: 'COMBINATION',
      name: `truck-${tag}`,
      script: `ef["diesel-${tag}"] * hyp["load-${tag}"] + ef["methane-${tag}"]`,
      values: [{ until: null, source: 'Computed', sourceVersion: '2024', isPublic: true }],
    });
    expect(combination.computedValue).toBeCloseTo(20.27, 10);
    expect(combination.linkedEmissionFactorUuids).toContain(diesel.uuid);
    expect(combination.linkedHypothesisUuids).toEqual([load.body.result.data.uuid]);
  });

  it('lists what uses a factor or hypothesis, refuses to delete them while used, and follows renames and edits', async () => {
    const tag = randomUUID().slice(0, 8);
    const gas = await createFactor({ name: `gas-${tag}` });
    const oil = await createFactor({ name: `oil-${tag}` });
    const created = await api.call(
      'hypothesis.create',
      { name: `share-${tag}`, family: 'PHYSICS', unitUuid: world.unitUuid, qualityPercentage: 100, values: [{ until: null, value: 0.5, source: 'Survey' }] },
      world.analyst,
    );
    const share = created.body.result.data;
    const mix = await createFactor({
      type: 'COMBINATION',
      name: `heating-${tag}`,
      script: `ef["gas-${tag}"] * hyp["share-${tag}"] + ef["oil-${tag}"]`,
      values: [{ until: null, source: 'Computed', sourceVersion: '2024', isPublic: true }],
    });
    const usagesOf = async (procedure: 'emissionFactor.get' | 'hypothesis.get', uuid: string, caller = world.analyst) =>
      (await api.call(procedure, { uuid }, caller)).body.result.data.usages;
    const usedBy = (name: string) => [{ kind: 'EMISSION_FACTOR', uuid: mix.uuid, name, parentUuid: null }];

    expect(await usagesOf('emissionFactor.get', gas.uuid)).toEqual(usedBy(`heating-${tag}`));
    expect(await usagesOf('hypothesis.get', share.uuid)).toEqual(usedBy(`heating-${tag}`));
    expect(await usagesOf('emissionFactor.get', mix.uuid)).toEqual([]);
    // Clients never learn what else uses a factor.
    expect(await usagesOf('emissionFactor.get', gas.uuid, world.clientA)).toEqual([]);

    const refused = await api.call('emissionFactor.delete', { uuid: gas.uuid }, world.analyst);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(catalogueMessages.emissionFactorInUse(1));
    const hypothesisRefused = await api.call('hypothesis.delete', { uuid: share.uuid }, world.analyst);
    expect(hypothesisRefused.status).toBe(409);
    expect(hypothesisRefused.body.error.message).toBe(catalogueMessages.hypothesisInUse(1));

    // A rename shows under the new name; a script that drops the oil factor frees it.
    const renamed = await api.call(
      'emissionFactor.update',
      factorInput({
        uuid: mix.uuid,
        expectedVersion: mix.version,
        type: 'COMBINATION',
        name: `district-heating-${tag}`,
        script: `ef["gas-${tag}"] * hyp["share-${tag}"]`,
        values: [{ until: null, source: 'Computed', sourceVersion: '2024', isPublic: true }],
      }),
      world.analyst,
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await usagesOf('emissionFactor.get', gas.uuid)).toEqual(usedBy(`district-heating-${tag}`));
    expect(await usagesOf('emissionFactor.get', oil.uuid)).toEqual([]);
    expect((await api.call('emissionFactor.delete', { uuid: oil.uuid }, world.analyst)).status).toBe(200);

    // A duplicate of the combination uses the same entries; deleting both frees them.
    const copy = (await api.call('emissionFactor.duplicate', { uuid: mix.uuid }, world.analyst)).body.result.data;
    expect((await usagesOf('emissionFactor.get', gas.uuid)).map((usage: { uuid: string }) => usage.uuid).sort()).toEqual([mix.uuid, copy.uuid].sort());
    for (const uuid of [mix.uuid, copy.uuid]) expect((await api.call('emissionFactor.delete', { uuid }, world.analyst)).status).toBe(200);
    expect(await usagesOf('emissionFactor.get', gas.uuid)).toEqual([]);
    expect((await api.call('emissionFactor.delete', { uuid: gas.uuid }, world.analyst)).status).toBe(200);
    expect((await api.call('hypothesis.delete', { uuid: share.uuid }, world.analyst)).status).toBe(200);
  });

  it('refuses a combination script with the formula problem on the script field', async () => {
    const tag = randomUUID().slice(0, 8);
    await createFactor({ name: `fuel-${tag}` });
    const attempt = (script: string) =>
      api.call(
        'emissionFactor.create',
        factorInput({ type: 'COMBINATION', script, values: [{ until: null, source: 'Computed', sourceVersion: '2024', isPublic: true }] }),
        world.analyst,
      );
    const invalidFormat = { message: 'eval script format is invalid', key: 'validation.message.invalidScriptFormat' };
    const cases: [string, { message: string; key: string; params?: Record<string, string> }][] = [
      [
        `ef["fuel-${tag}"] * 2`,
        {
          message: 'emission factor combination script must reference at least two emission factors or one emission factor and one hypothesis',
          key: 'validation.message.combinationReferences',
        },
      ],
      [
        `ef["fuel-${tag}"] * ef["missing-${tag}"]`,
        { message: `Emission factor missing-${tag} not found`, key: 'validation.message.emissionFactorNotFound', params: { name: `missing-${tag}` } },
      ],
      [`ef["fuel-${tag}"] *`, invalidFormat],
      [`constructor.constructor("return 1")()`, invalidFormat],
    ];
    for (const [script, said] of cases) {
      const { status, body } = await attempt(script);
      expect(status, script).toBe(400);
      expect(body.error.issues, script).toEqual([{ path: ['script'], ...said }]);
      expect(body.error, script).toMatchObject({ message: `script: ${said.message}`, key: said.key, path: ['script'] });
    }
  });

  it('sorts the list by family, group and name, and searches names and client names without case or accents', async () => {
    const tag = randomUUID().slice(0, 8);
    const b = await createFactor({ name: `b ${tag}`, family: 'ENERGY', group: 'Gas', clientNameFr: `Électricité ${tag}` });
    const a = await createFactor({ name: `a ${tag}`, family: 'ENERGY', group: 'Heat' });
    const c = await createFactor({ name: `c ${tag}`, family: 'ENERGY', group: null });
    const d = await createFactor({ name: `d ${tag}`, family: 'AGRICULTURE', group: 'Heat' });
    const listed = await api.call('emissionFactor.list', { search: tag.toUpperCase() }, world.analyst);
    expect(listed.body.result.data.map((factor: WireJson) => factor.uuid)).toEqual([d.uuid, c.uuid, b.uuid, a.uuid]);
    const accents = await api.call('emissionFactor.list', { search: `ELECTRICITE ${tag}` }, world.analyst);
    expect(accents.body.result.data.map((factor: WireJson) => factor.uuid)).toEqual([b.uuid]);
  });
});

describe('emission factor validation through the API', () => {
  async function issuesOf(input: WireJson, name: 'emissionFactor.create' | 'emissionFactor.update' = 'emissionFactor.create') {
    const { status, body } = await api.call(name, input, world.analyst);
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    return body.error.issues;
  }

  it('reports the value-history rules on their fields', async () => {
    const issues = await issuesOf(
      factorInput({
        values: [
          { until: null, value: 1, source: 'ADEME', sourceVersion: 'v1', isPublic: true },
          { until: null, value: 2, source: 'ADEME', sourceVersion: 'v1', isPublic: true },
        ],
      }),
    );
    expect(issues).toContainEqual({ path: ['values'], message: catalogueMessages.exactlyOneOpenEntry, key: 'validation.message.exactlyOneOpenEntry' });
    expect(issues).toContainEqual({ path: ['values', 1, 'until'], message: 'Required', key: 'validation.message.required' });
  });

  it('requires a source URL for an ecoinvent value on creation, and checks the source version format', async () => {
    const issues = await issuesOf(
      factorInput({ values: [{ until: null, value: 1, source: 'ecoinvent 3.9', sourceVersion: 'version 3', isPublic: false }] }),
    );
    expect(issues).toContainEqual({ path: ['values', 0, 'sourceUrl'], message: 'Source URL is required', key: 'validation.message.sourceUrlRequired' });
    expect(issues).toContainEqual({ path: ['values', 0, 'sourceVersion'], message: catalogueMessages.invalidSourceVersion, key: 'validation.message.invalidSourceVersion' });
  });

  it('reports missing fields, a monetary mismatch and an unknown unit', async () => {
    const issues = await issuesOf(factorInput({ name: ' ', gas: 'CO2', qualityPercentage: 80, isMonetary: false, family: null }));
    expect(issues).toContainEqual({ path: ['name'], message: 'Required', key: 'validation.message.required' });
    expect(issues).toContainEqual({ path: ['gas'], message: catalogueMessages.invalidGas, key: 'validation.message.invalidGas' });
    expect(issues).toContainEqual({ path: ['family'], message: 'Required', key: 'validation.message.required' });
    expect(issues).toContainEqual({ path: ['isMonetary'], message: catalogueMessages.monetaryMismatch(80), key: 'validation.message.monetaryNotPhysical', params: { percentage: 80 } });

    const unknownUnit = randomUUID();
    const unit = await issuesOf(factorInput({ unitUuid: unknownUnit }));
    expect(unit).toEqual([
      { path: ['unitUuid'], message: catalogueMessages.unknownUnit(unknownUnit), key: 'validation.message.unknownUnit', params: { symbol: unknownUnit } },
    ]);
  });

  it('asks an update for its expected version, and no longer asks for the ecoinvent URL', async () => {
    const created = await createFactor();
    const issues = await issuesOf({ ...factorInput({ name: created.name }), uuid: created.uuid }, 'emissionFactor.update');
    expect(issues).toContainEqual({ path: ['expectedVersion'], message: 'Required', key: 'validation.message.required' });
    const ecoinvent = await api.call(
      'emissionFactor.update',
      {
        ...factorInput({ name: created.name, values: [{ until: null, value: 1, source: 'ecoinvent', sourceVersion: '2024', isPublic: false }] }),
        uuid: created.uuid,
        expectedVersion: 1,
      },
      world.analyst,
    );
    expect(ecoinvent.status, JSON.stringify(ecoinvent.body)).toBe(200);
  });
});

describe('emission factor names', () => {
  it('refuses a name another factor holds, whatever its case, on create and on rename', async () => {
    const first = await createFactor();
    const taken = await api.call('emissionFactor.create', factorInput({ name: first.name.toUpperCase() }), world.analyst);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', issues: [{ path: ['name'], message: expect.stringContaining('already exists') }] });

    const second = await createFactor();
    const rename = await api.call('emissionFactor.update', { ...factorInput({ name: first.name }), uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect(rename.status).toBe(409);
    expect(rename.body.error.issues).toEqual([
      { path: ['name'], message: `An emission factor named "${first.name}" already exists`, key: 'server.nameTaken.emissionFactor', params: { name: first.name } },
    ]);

    // A rename moves the claim: the old name becomes free, the new one taken.
    const newName = unique('Renamed');
    const moved = await api.call('emissionFactor.update', { ...factorInput({ name: newName }), uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await createFactor({ name: second.name });
    expect((await api.call('emissionFactor.create', factorInput({ name: newName }), world.analyst)).status).toBe(409);
  });
});

describe('emissionFactor.group.update', () => {
  it('renames a group on every factor of that group only', async () => {
    const from = unique('Group');
    const to = unique('Renamed group');
    const members = await Promise.all([createFactor({ group: from }), createFactor({ group: from }), createFactor({ group: from })]);
    const other = await createFactor({ group: unique('Other') });
    const { body } = await api.call('emissionFactor.group.update', { from, to }, world.analyst);
    expect(body.result.data).toEqual({ updated: 3 });
    for (const member of members) {
      const got = await api.call('emissionFactor.get', { uuid: member.uuid }, world.analyst);
      expect(got.body.result.data).toMatchObject({ group: to, version: 2 });
    }
    expect((await api.call('emissionFactor.get', { uuid: other.uuid }, world.analyst)).body.result.data.version).toBe(1);
  });

  it('renames a group of more than one transaction (100 items) in batches', async () => {
    const from = unique('Big group');
    const base = factorInput();
    await Promise.all(
      Array.from({ length: 205 }, (_, index) =>
        emissionFactors.create(
          { ...base, uuid: randomUUID(), name: `${from} ${index}`, isMonetary: false, assetUuid: null, linkedSupplierUuid: null, versionedAt: null, group: from, clientNameEn: null, clientNameFr: null, values: [{ ...base.values[0], sourceUrl: null, comment: null }] },
          'test',
        ),
      ),
    );
    const to = unique('Big group renamed');
    const { body } = await api.call('emissionFactor.group.update', { from, to }, world.analyst);
    expect(body.result.data).toEqual({ updated: 205 });
    const listed = await api.call('emissionFactor.list', { search: to }, world.analyst);
    expect(listed.body.result.data).toEqual([]); // the search looks at names, not groups
    const renamed = (await emissionFactors.query('all', {})).filter((factor) => factor.group === to);
    expect(renamed).toHaveLength(205);
  });
});

describe('emission factor visibility', () => {
  it('hides private values from clients, keeping their source', async () => {
    const factor = await createFactor();
    const { status, body } = await api.call('emissionFactor.get', { uuid: factor.uuid }, world.clientB);
    expect(status).toBe(200);
    expect(body.result.data.values).toEqual([
      expect.objectContaining({ value: 0.052, isPublic: true }),
      expect.objectContaining({ value: null, source: 'Licensed base', isPublic: false }),
    ]);
    const staff = await api.call('emissionFactor.get', { uuid: factor.uuid }, world.sales);
    expect(staff.body.result.data.values[1].value).toBe(0.0599);
  });

  it("shows an asset-specific factor only to staff and that asset's users", async () => {
    const factor = await createFactor({ assetUuid: world.assetA });
    expect(factor.assetUuid).toBe(world.assetA);
    expect((await api.call('emissionFactor.get', { uuid: factor.uuid }, world.clientA)).status).toBe(200);
    const other = await api.call('emissionFactor.get', { uuid: factor.uuid }, world.clientB);
    expect({ status: other.status, message: other.body.error.message }).toEqual({ status: 404, message: 'Emission factor not found' });
    expect((await api.call('emissionFactor.get', { uuid: factor.uuid }, world.sales)).status).toBe(200);
  });

  it('refuses an asset that does not exist', async () => {
    const { status, body } = await api.call('emissionFactor.create', factorInput({ assetUuid: randomUUID() }), world.analyst);
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: ['assetUuid'], message: 'Asset not found', key: 'server.notFound.asset' }]);
  });

  it('keeps the catalogue pages from clients and sales staff', async () => {
    for (const token of [world.clientA, world.sales]) {
      expect((await api.call('emissionFactor.list', {}, token)).status).toBe(403);
      expect((await api.call('emissionFactor.create', factorInput(), token)).status).toBe(403);
    }
  });
});
