import { blankReportSettings } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createModule, unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * Through the procedures and the emulated table: a report evaluates its combinations with the
 * values of its own year, and converts fossil methane with the fossil GWP100 of that year.
 */

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('kWh'), labelEn: 'kilowatt-hour', labelFr: 'kilowattheure', quantityKind: 'ENERGY' });

async function created(procedure: 'emissionFactor.create' | 'hypothesis.create', input: WireJson) {
  const { status, body } = await api.call(procedure, input, world.analyst);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
}

const factor = (fields: WireJson): WireJson => ({
  type: 'SIMPLE',
  clientNameEn: null,
  clientNameFr: null,
  family: 'Transport',
  group: null,
  unitUuid: world.unitUuid,
  gas: 'CO2E',
  qualityPercentage: 100,
  ...fields,
});
const hypothesis = (name: string, values: WireJson[]): WireJson => ({ name, family: 'Transport', unitUuid: world.unitUuid, qualityPercentage: 100, values });

const entry = (label: string, formula: string, activity: number): WireJson => ({
  label,
  scope: 'THREE',
  operationalCategory: 'TRAVELS',
  ghgCategory: 'EMPLOYEE_COMMUTING',
  begesCategory: 'BEGES_3_3',
  activityData: { value: activity, unit: { labelEn: 'km' } },
  formula,
});

describe('a report evaluates every value for its year', () => {
  it('gives a 2023 report the 2023 values through a combination, and a 2024 report the 2024 ones', async () => {
    const tag = randomUUID().slice(0, 8);
    await created('emissionFactor.create', factor({
      name: `grid-${tag}`,
      values: [
        { until: null, value: 0.021, source: 'Electricity Maps', sourceVersion: '2024', isPublic: true },
        { until: 2023, value: 0.032, source: 'Electricity Maps', sourceVersion: '2023', isPublic: true },
      ],
    }));
    await created('emissionFactor.create', factor({ name: `construction-${tag}`, values: [{ until: null, value: 0.0836, source: 'ADEME', sourceVersion: '2024', isPublic: true }] }));
    await created('hypothesis.create', hypothesis(`kwh-per-km-${tag}`, [{ until: null, value: 0.17, source: 'Manufacturer' }]));
    const combination = await created('emissionFactor.create', factor({
      type: 'COMBINATION',
      name: `ev-${tag}`,
      script: `ef["grid-${tag}"] * hyp["kwh-per-km-${tag}"] + ef["construction-${tag}"]`,
      values: [{ until: null, source: 'Computed', sourceVersion: '2024', isPublic: true }],
    }));
    // The catalogue shows the combination at today's values.
    expect(combination.computedValue).toBeCloseTo(0.021 * 0.17 + 0.0836, 9);

    // Fossil methane: the GWP100 hypotheses are global names, created once for the run with
    // the GHG Protocol table's values (the reference import writes the same ones).
    await api.call('hypothesis.create', hypothesis('GWP100-CH4-fossil', [
      { until: null, value: 29.8, source: 'IPCC AR6' },
      { until: 2023, value: 30, source: 'IPCC AR5' },
    ]), world.analyst);
    const methane = await created('emissionFactor.create', factor({
      name: `leak-${tag}`,
      gas: 'CH4',
      methaneOrigin: 'FOSSIL',
      values: [{ until: null, value: 0.5, source: 'Operator', sourceVersion: '2023', isPublic: true }],
    }));
    expect((await api.call('emissionFactor.get', { uuid: methane.uuid }, world.analyst)).body.result.data.methaneOrigin).toBe('FOSSIL');

    for (const [year, grid, fossilGwp] of [
      [2023, 0.032, 30],
      [2024, 0.021, 29.8],
    ] as const) {
      const footprint = await createModule(world.assetA, { year });
      const saved = await api.call(
        'report.save',
        {
          carbonFootprintUuid: footprint.uuid,
          settings: { ...blankReportSettings({ name: `Footprint ${year}`, year, companyName: 'Test company' }) },
          entries: [entry('Electric cars', `q.activity * efc["ev-${tag}"]`, 1000), entry('Leaks', `q.activity * ef["leak-${tag}"]`, 10)],
        },
        world.analyst,
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const { snapshot } = (await api.call('reportSnapshot.get', { reportUuid: saved.body.result.data.uuid }, world.analyst)).body.result.data;
      const [cars, leaks] = snapshot.entries;
      expect(cars.value, String(year)).toBeCloseTo(1000 * (grid * 0.17 + 0.0836), 6);
      expect(leaks.value, String(year)).toBeCloseTo(10 * 0.5 * fossilGwp, 6);
      // The trace: the combination at the year's value, then what it read, each with its validity.
      expect(cars.emissionFactors).toEqual([
        expect.objectContaining({ name: `ev-${tag}`, value: expect.closeTo(grid * 0.17 + 0.0836, 9), via: null }),
        expect.objectContaining({ name: `grid-${tag}`, value: grid, validUntil: year === 2023 ? 2023 : null, via: `ev-${tag}` }),
        expect.objectContaining({ name: `construction-${tag}`, value: 0.0836, validUntil: null, via: `ev-${tag}` }),
      ]);
      expect(cars.hypotheses).toEqual([expect.objectContaining({ name: `kwh-per-km-${tag}`, value: 0.17, via: `ev-${tag}` })]);
      expect(leaks.hypotheses).toEqual([expect.objectContaining({ name: 'GWP100-CH4-fossil', value: fossilGwp, validUntil: year === 2023 ? 2023 : null, via: null })]);
    }
  });
});
