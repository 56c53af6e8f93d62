import { computeEntries } from '@cairn/shared/calc/report';
import { ReportEntryInput } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useCatalogueWorld } from '../../../../test/catalogueWorld.ts';
import { parsedSimpleFactor, unique } from '../../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../../test/gateway.ts';
import { factorImportKind, type StagedFactor } from '../catalogue/batchImportCommit.ts';
import { emissionFactors, visibleFactors } from '../data/index.ts';
import { loadCatalogue } from '../report/index.ts';
import { advanceImport, createImportJob, importLeaseMs, SimulatedCrash } from './job.ts';

/*
 * An import is published in one step for readers: its factors are written window by window
 * while PUBLISHING, but every reader of the catalogue (list, search, detail, edits, reports)
 * sees none of them until the job is DONE, also after a crash left it half-way.
 */

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('u'), labelEn: 'unit', labelFr: 'unité', quantityKind: 'ENERGY' });
const actor = randomUUID();

function stagedFactors(tag: string, count: number): StagedFactor[] {
  return Array.from({ length: count }, (_, index) => ({
    uuid: randomUUID(),
    input: parsedSimpleFactor(`${tag} ${String(index).padStart(4, '0')}`, world.unitUuid, { group: 'Import visibility' }),
  }));
}

const afterLease = () => Date.now() + importLeaseMs + 1_000;

/** What each reader sees of the import: the uuids listed, found by search, read one by one, and a report's value. */
async function seen(tag: string, items: StagedFactor[]) {
  const ours = new Set(items.map((item) => item.uuid));
  const list = await api.call('emissionFactor.list', { search: tag }, world.analyst);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const search = await api.call('emissionFactor.semanticSearch', { search: tag, limit: 50 }, world.analyst);
  expect(search.status, JSON.stringify(search.body)).toBe(200);
  const get = await api.call('emissionFactor.get', { uuid: items[0]!.uuid }, world.analyst);
  const entry = ReportEntryInput.parse({
    label: 'Imported',
    scope: 'ONE',
    operationalCategory: 'TRANSPORT_OF_GOODS',
    ghgCategory: 'MOBILE_COMBUSTION',
    begesCategory: 'BEGES_1_2',
    activityData: { value: 1000, unit: { labelEn: 'unit' } },
    formula: `q.activity * ef["${items[0]!.input.name}"]`,
  });
  let report: number | string;
  try {
    report = computeEntries([entry], await loadCatalogue(), 2024, randomUUID).entries[0]!.value;
  } catch (error) {
    report = (error as Error).message;
  }
  return {
    listed: (list.body.result.data as WireJson[]).filter((factor) => ours.has(factor.uuid)).length,
    searched: (search.body.result.data as WireJson[]).filter((factor) => ours.has(factor.uuid)).length,
    get: get.status,
    report,
  };
}

describe('import visibility', () => {
  it('shows readers nothing of an import crashed half-way through publishing, and all of it once DONE', async () => {
    const tag = unique('Visqxa');
    const items = stagedFactors(tag, 500); // 10 chunks: staging takes windows 1-2, publishing 3-4.
    const job = await createImportJob(factorImportKind, 'f.xlsx', items, actor);
    await expect(advanceImport(job.uuid, { budgetMs: 60_000, crashAfterWindows: 3 })).rejects.toBeInstanceOf(SimulatedCrash);
    // 8 chunks are written, the job still PUBLISHING: stored, yet absent for every reader.
    const stored = (await emissionFactors.query('all', {})).filter((factor) => factor.name.startsWith(`${tag} `));
    expect(stored).toHaveLength(400);
    expect(stored.every((factor) => factor.importJobUuid === job.uuid)).toBe(true);
    const before = await seen(tag, items);
    expect(before).toMatchObject({ listed: 0, searched: 0, get: 404 });
    expect(before.report).toMatch(/not found/i);
    // Nor can it be edited, copied or deleted.
    expect((await api.call('emissionFactor.delete', { uuid: items[0]!.uuid }, world.analyst)).status).toBe(404);
    expect((await api.call('emissionFactor.duplicate', { uuid: items[0]!.uuid }, world.analyst)).status).toBe(404);
    expect(await emissionFactors.get({ uuid: items[0]!.uuid })).not.toBeNull();

    expect((await advanceImport(job.uuid, { budgetMs: 120_000, clock: afterLease })).status).toBe('DONE');
    const after = await seen(tag, items);
    expect(after).toMatchObject({ listed: 500, get: 200, report: 100 });
    expect(after.searched).toBeGreaterThan(0);

    // A copy of an imported factor is made by hand: it belongs to no import.
    const copy = await api.call('emissionFactor.duplicate', { uuid: items[0]!.uuid }, world.analyst);
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect((await emissionFactors.get({ uuid: copy.body.result.data.uuid }))?.importJobUuid ?? null).toBeNull();
  }, 180_000);

  it('leaves a factor created by hand as it was, without reading any job', async () => {
    const name = unique('Handmade');
    const created = await api.call(
      'emissionFactor.create',
      {
        type: 'SIMPLE',
        name,
        clientNameEn: null,
        clientNameFr: null,
        family: 'ENERGY',
        group: null,
        unitUuid: world.unitUuid,
        gas: 'CO2E',
        qualityPercentage: 100,
        values: [{ until: null, value: 2, source: 'Test', sourceVersion: 'v1.0', isPublic: true }],
      },
      world.analyst,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = (await emissionFactors.get({ uuid: created.body.result.data.uuid }))!;
    expect(stored.importJobUuid ?? null).toBeNull();
    // No factor carries a job: the same list comes back, nothing read.
    const plain = [stored, { ...stored, uuid: randomUUID() }];
    expect(await visibleFactors(plain)).toBe(plain);
    // A job that does not exist (expired) hides nothing.
    expect(await visibleFactors([...plain, { ...stored, importJobUuid: randomUUID() }])).toHaveLength(3);

    const list = await api.call('emissionFactor.list', { search: name }, world.analyst);
    expect((list.body.result.data as WireJson[]).map((factor) => factor.uuid)).toEqual([stored.uuid]);
    expect((await api.call('emissionFactor.get', { uuid: stored.uuid }, world.analyst)).status).toBe(200);
  }, 60_000);
});
