import { blankReportSettings } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { createModule, parsedSimpleFactor, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { usageSyncs, usagesOf } from '../lib/data/catalogueUsage.ts';
import { createEmissionFactor, emissionFactorFields } from '../lib/data/emissionFactor.ts';

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('L'), labelEn: 'litre', labelFr: 'litre', quantityKind: 'VOLUME' });

const entry = (factorName: string): WireJson => ({
  label: factorName,
  scope: 'ONE',
  operationalCategory: 'TRANSPORT_OF_GOODS',
  ghgCategory: 'MOBILE_COMBUSTION',
  begesCategory: 'BEGES_1_2',
  activityData: { value: 10, unit: { labelEn: 'litre' } },
  formula: `q.activity * ef["${factorName}"]`,
});

/** Which of the factors list the report among their users. */
async function listing(reportUuid: string, factorUuids: string[]) {
  const answers = await Promise.all(factorUuids.map((uuid) => usagesOf('EF', uuid)));
  return answers.map((usages) => usages.some((usage) => usage.uuid === reportUuid));
}

describe('a report’s catalogue usages', () => {
  it('are all written, and moved, for a report using more factors than one transaction takes', async () => {
    const tag = randomUUID().slice(0, 8);
    const names = Array.from({ length: 110 }, (_, i) => `fuel-${tag}-${i}`);
    const factors = await Promise.all(
      names.map((name) => createEmissionFactor({ uuid: randomUUID(), ...emissionFactorFields(parsedSimpleFactor(name, world.unitUuid)), versionedAt: null }, 'test')),
    );
    const footprint = await createModule(world.assetA, { year: 2024 });
    const settings = { ...blankReportSettings({ name: 'Carbon footprint 2024', year: 2024, companyName: 'Test company' }), employeeNumber: 10, turnover: 2_000_000 };

    const saved = await api.call('report.save', { carbonFootprintUuid: footprint.uuid, settings, entries: names.map(entry) }, world.analyst);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const reportUuid = saved.body.result.data.uuid as string;
    expect((await listing(reportUuid, factors.map((factor) => factor.uuid))).every(Boolean)).toBe(true);
    expect(await usageSyncs.get({ kind: 'REPORT', uuid: reportUuid }, { consistent: true })).toBeNull();

    const again = await api.call('report.save', { carbonFootprintUuid: footprint.uuid, uuid: reportUuid, settings, entries: names.slice(0, 3).map(entry) }, world.analyst);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await listing(reportUuid, factors.slice(0, 3).map((factor) => factor.uuid))).toEqual([true, true, true]);
    expect((await listing(reportUuid, factors.slice(3).map((factor) => factor.uuid))).some(Boolean)).toBe(false);
  });
});
