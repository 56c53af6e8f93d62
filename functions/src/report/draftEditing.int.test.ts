import { blankReportSettings, entryInputOf, type ReportEntry } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createModule, unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('L'), labelEn: 'litre', labelFr: 'litre', quantityKind: 'VOLUME' });


function settingsOf(snapshot: WireJson): WireJson {
  const { entries: _entries, total: _total, ratios: _ratios, publicUrl: _publicUrl, files: _files, ...settings } = snapshot;
  return settings;
}

describe('editing a draft report', () => {
  it('saves a draft again with entries renamed, removed and added and new ratios, and refuses a stale version', async () => {
    const tag = randomUUID().slice(0, 8);
    const factor = await api.call(
      'emissionFactor.create',
      {
        type: 'SIMPLE', name: `diesel-${tag}`, clientNameEn: null, clientNameFr: null, family: 'Transport', group: null, unitUuid: world.unitUuid,
        gas: 'CO2E', qualityPercentage: 100, values: [{ until: null, value: 3, source: 'ADEME', sourceVersion: 'v23.4', isPublic: true }],
      },
      world.analyst,
    );
    expect(factor.status, JSON.stringify(factor.body)).toBe(200);
    const footprint = await createModule(world.assetA, { year: 2024 });
    const common = { scope: 'ONE', operationalCategory: 'TRANSPORT_OF_GOODS', ghgCategory: 'MOBILE_COMBUSTION', begesCategory: 'BEGES_1_2' } as const;
    const created = await api.call(
      'report.save',
      {
        carbonFootprintUuid: footprint.uuid,
        settings: {
          ...blankReportSettings({ name: 'Carbon footprint 2024 (draft)', year: 2024, companyName: 'Test company' }),
          employeeNumber: 10,
          turnover: 2_000_000,
          benchmarks: [{ ratio: 'EMPLOYEE', entries: [{ type: 'TARGET', value: 100, name: 'Target 2030' }] }],
        },
        entries: [
          { ...common, label: 'Diesel, vans', activityData: { value: 1000, unit: { labelEn: 'litre' } }, formula: `q.activity * ef["diesel-${tag}"]` },
          { ...common, label: 'Diesel, trucks', activityData: { value: 500, unit: { labelEn: 'litre' } }, formula: `q.activity * ef["diesel-${tag}"]` },
          { ...common, label: 'Typed by hand', activityData: null, formula: null, value: 200 },
        ],
      },
      world.analyst,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // 1000 L × 3 + 500 L × 3 + 200 = 4700 kgCO2e.
    expect(created.body.result.data.total).toBeCloseTo(4700, 6);

    const read = await api.call('reportSnapshot.get', { reportUuid: created.body.result.data.uuid }, world.analyst);
    const view = read.body.result.data;
    expect(view.report.version).toBe(created.body.result.data.version);
    const inputs = (view.snapshot.entries as ReportEntry[]).map(entryInputOf);
    const [vans, trucks, typed] = [inputs[0]!, inputs[1]!, inputs[2]!];
    expect(typed).toMatchObject({ formula: null, value: 200 });

    const settings = settingsOf(view.snapshot);
    const edited = {
      uuid: view.report.uuid,
      expectedVersion: view.report.version,
      carbonFootprintUuid: footprint.uuid,
      settings: {
        ...settings,
        employeeNumber: 20,
        turnover: 4_000_000,
        benchmarks: [{ ratio: 'EMPLOYEE', entries: [{ type: 'TARGET', value: 100, name: 'Target 2030', isHidden: true }] }],
      },
      entries: [
        { ...vans, label: 'Diesel for the delivery vans' },
        typed,
        { ...common, uuid: randomUUID(), label: 'Refrigerant leaks', activityData: null, formula: null, value: 300, type: 'BOTH' as const },
      ],
    };
    expect(trucks.label).toBe('Diesel, trucks');
    const saved = await api.call('report.save', edited, world.analyst);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.data.version).toBeGreaterThan(view.report.version);

    const after = (await api.call('reportSnapshot.get', { reportUuid: view.report.uuid }, world.analyst)).body.result.data;
    expect(after.report.status).toBe('DRAFT');
    expect(after.report.version).toBe(saved.body.result.data.version);
    expect(after.snapshot.entries.map((entry: WireJson) => entry.label)).toEqual(['Diesel for the delivery vans', 'Typed by hand', 'Refrigerant leaks']);
    // The formula entry is evaluated again: 1000 L × 3.
    expect(after.snapshot.entries[0]).toMatchObject({ uuid: vans.uuid, formula: `q.activity * ef["diesel-${tag}"]` });
    expect(after.snapshot.entries[0].value).toBeCloseTo(3000, 6);
    // 3000 + 200 + 300 = 3500 kgCO2e, over 20 employees and 4 M€.
    expect(after.snapshot.total).toBeCloseTo(3500, 6);
    expect(after.report.total).toBeCloseTo(3500, 6);
    expect(after.snapshot.ratios.kgPerEmployee).toBeCloseTo(175, 6);
    expect(after.snapshot.ratios.kgPerTurnoverM).toBeCloseTo(875, 6);
    expect(after.snapshot.employeeNumber).toBe(20);
    expect(after.snapshot.benchmarks[0].entries[0].isHidden).toBe(true);

    // The version read before that save is stale now.
    const stale = await api.call('report.save', { ...edited, settings: { ...edited.settings, employeeNumber: 30 } }, world.analyst);
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Someone else changed this in the meantime; reload and try again');
    const unchanged = (await api.call('reportSnapshot.get', { reportUuid: view.report.uuid }, world.analyst)).body.result.data;
    expect(unchanged.snapshot.employeeNumber).toBe(20);
  });
});
