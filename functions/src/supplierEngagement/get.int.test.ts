import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup, expense, yearData } from '../../../test/suppliers.ts';
import { supplierEmailTemplates } from '../lib/data/supplier.ts';

/*
 * `supplierEngagement.get` and `supplier.get` through the gateway: the asset's suppliers without
 * their tokens, its groups and templates, the year's expenses with the factor that applies and
 * its emissions; a client of another asset reads nothing.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let other: Awaited<ReturnType<typeof createStaffWorld>>;

const factorInput = (name: string, unitUuid: string, values: { until: number | null; value: number; isPublic: boolean }[], assetUuid: string | null = null) => ({
  type: 'SIMPLE' as const,
  name: unique(name),
  clientNameEn: null,
  clientNameFr: null,
  family: 'Purchases',
  group: null,
  unitUuid,
  gas: 'CO2E' as const,
  qualityPercentage: 50,
  assetUuid,
  values: values.map((value) => ({ ...value, source: 'ADEME', sourceVersion: 'v23', sourceUrl: 'https://example.org/factor', comment: null })),
});

let supplierUuid: string;
let publicFactor: string;
let privateFactor: string;
let otherAssetFactor: string;
const amounts = { packaging: 12_000, transport: 3_000, unmatched: 500, foreign: 800 };

beforeAll(async () => {
  [world, other] = await Promise.all([createStaffWorld(api), createStaffWorld(api)]);
  const unit = await api.ok('unit.create', { symbol: unique('EUR'), labelEn: 'euro', labelFr: 'euro', quantityKind: 'CURRENCY' }, world.analyst);
  // 2024 falls in the entry ending 2024 (0.5 kgCO2e/€), not the open one (0.4).
  publicFactor = (await api.ok('emissionFactor.create', factorInput('Cardboard', unit.uuid, [{ until: null, value: 0.4, isPublic: true }, { until: 2024, value: 0.5, isPublic: true }]), world.analyst)).uuid;
  privateFactor = (await api.ok('emissionFactor.create', factorInput('Road freight', unit.uuid, [{ until: null, value: 2, isPublic: false }]), world.analyst)).uuid;
  otherAssetFactor = (await api.ok('emissionFactor.create', factorInput('Their own', unit.uuid, [{ until: null, value: 9, isPublic: true }], (await createAsset()).uuid), world.analyst)).uuid;
  const group = await createSupplierGroup(world.assetUuid);
  await supplierEmailTemplates.create(
    { uuid: crypto.randomUUID(), assetUuid: world.assetUuid, name: 'First contact', subjectEn: 'Your carbon data', subjectFr: null, headerEn: null, headerFr: null, footerEn: null, footerFr: null },
    'test',
  );
  const supplier = await createSupplier(world.assetUuid, group.uuid, {
    yearData: [
      yearData(2024, {
        emissionFactorUuid: privateFactor,
        tags: { Site: 'Lyon' },
        expenses: [
          expense('Boxes', amounts.packaging, { emissionFactorUuid: publicFactor, tags: { Category: 'Packaging' } }),
          expense('Deliveries', amounts.transport, { opex: false }),
          expense('Imported', amounts.foreign, { emissionFactorUuid: otherAssetFactor }),
        ],
      }),
      yearData(2023, { expenses: [expense('Old boxes', amounts.unmatched)] }),
      yearData(2021, {
        review: { exploitable: true, comment: null, updatedAt: '2026-01-10T00:00:00.000Z' },
        expenses: [
          expense('Answered boxes', 10_000, {
            emissionFactorUuid: publicFactor,
            supplierAnswer: { value: 2, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT', year: 2021, comment: null },
          }),
          expense('Answered freight', 5_000, {
            supplierAnswer: { value: 200, unit: 'kgCO2e/k€', dataType: 'BUSINESS_UNIT_CARBON_INTENSITY', year: 2021, comment: null },
          }),
          expense('Unanswered boxes', 10_000, { emissionFactorUuid: publicFactor }),
        ],
      }),
    ],
  });
  supplierUuid = supplier.uuid;
});

describe('supplierEngagement.get', () => {
  it('answers the suppliers without their tokens, the groups, the templates and the year’s expenses with their emissions', async () => {
    const view = await api.ok('supplierEngagement.get', { assetUuid: world.assetUuid, year: 2024 }, world.analyst);
    expect(view.suppliers.map((supplier: { uuid: string }) => supplier.uuid)).toEqual([supplierUuid]);
    for (const field of ['token', 'tokenHash', 'tokenSalt']) expect(view.suppliers[0]).not.toHaveProperty(field);
    expect(view.suppliers[0]).toMatchObject({ name: 'Cartonnages Dupont', version: 1, emails: ['achats@dupont.example'] });
    expect(view.groups.map((group: { name: string }) => group.name)).toEqual(['Packaging']);
    expect(view.templates.map((template: { name: string }) => template.name)).toEqual(['First contact']);

    const byName = Object.fromEntries(view.expenses.map((row: { name: string }) => [row.name, row]));
    expect(Object.keys(byName).sort()).toEqual(['Boxes', 'Deliveries', 'Imported']);
    // Its own factor, 2024's entry: 12,000 € / 1000 × 0.5 kgCO2e/€ = 6 tCO2e, opex: category 3.1.
    expect(byName.Boxes).toMatchObject({ amount: 12_000, emissions: 6, category: '3.1', supplierName: 'Cartonnages Dupont', supplierUuid, tags: { Category: 'Packaging' } });
    expect(byName.Boxes.emissionFactor).toMatchObject({ uuid: publicFactor, value: 0.5, source: 'ADEME', sourceUrl: 'https://example.org/factor' });
    expect(byName.Boxes.supplierYearData).toMatchObject({ year: 2024, tags: { Site: 'Lyon' } });
    // The year's factor applies: 3,000 € / 1000 × 2 = 6 tCO2e, capex: 3.2; staff see the private value.
    expect(byName.Deliveries).toMatchObject({ emissions: 6, category: '3.2', emissionFactor: { uuid: privateFactor, value: 2 } });
    // Another asset's own factor is not in this asset's catalogue: no factor, no emissions.
    expect(byName.Imported).toMatchObject({ emissions: null, emissionFactor: null, dataSource: null });
    expect([byName.Boxes.dataSource, byName.Deliveries.dataSource]).toEqual(['SPEND_BASED', 'SPEND_BASED']);
  });

  it('uses a reviewed supplier figure instead of the generic factor', async () => {
    const view = await api.ok('supplierEngagement.get', { assetUuid: world.assetUuid, year: 2021 }, world.client);
    const byName = Object.fromEntries(view.expenses.map((row: { name: string }) => [row.name, row]));
    // 2 tCO2e for the purchase, used as it is, though the factor would give 10,000 / 1000 × 0.5 = 5 t.
    expect(byName['Answered boxes']).toMatchObject({ emissions: 2, dataSource: 'SUPPLIER_SPECIFIC', emissionFactor: { uuid: publicFactor } });
    // 200 kgCO2e/k€ = 0.2 kgCO2e/€; 5,000 / 1000 × 0.2 = 1 t, without any factor.
    expect(byName['Answered freight']).toMatchObject({ emissions: 1, dataSource: 'HYBRID', emissionFactor: null });
    // No answer: 10,000 / 1000 × 0.5 (the entry until 2024) = 5 t.
    expect(byName['Unanswered boxes']).toMatchObject({ emissions: 5, dataSource: 'SPEND_BASED' });
  });

  it('withholds a private value from the client, not the emissions', async () => {
    const view = await api.ok('supplierEngagement.get', { assetUuid: world.assetUuid, year: 2024 }, world.client);
    const deliveries = view.expenses.find((row: { name: string }) => row.name === 'Deliveries');
    expect(deliveries).toMatchObject({ emissions: 6, emissionFactor: { uuid: privateFactor, value: null, values: [{ until: null, value: null }] } });
  });

  it('answers another year’s expenses only for that year', async () => {
    const view = await api.ok('supplierEngagement.get', { assetUuid: world.assetUuid, year: 2023 }, world.client);
    expect(view.expenses).toMatchObject([{ name: 'Old boxes', amount: amounts.unmatched, emissions: null, emissionFactor: null }]);
    expect((await api.ok('supplierEngagement.get', { assetUuid: world.assetUuid, year: 2022 }, world.client)).expenses).toEqual([]);
  });

  it('refuses a client of another asset, and an invalid year', async () => {
    const refused = await api.call('supplierEngagement.get', { assetUuid: world.assetUuid, year: 2024 }, other.client);
    expect(refused.status).toBe(403);
    const invalid = await api.call('supplierEngagement.get', { assetUuid: world.assetUuid, year: 20_240 }, world.client);
    expect({ status: invalid.status, key: invalid.body.error.key }).toEqual({ status: 400, key: 'validation.message.invalidYear' });
  });
});

describe('supplier.get', () => {
  it('answers the supplier to its asset’s client and to staff, never its token', async () => {
    for (const token of [world.client, world.analyst, world.sales]) {
      const supplier = await api.ok('supplier.get', { uuid: supplierUuid }, token);
      expect(supplier).toMatchObject({ uuid: supplierUuid, assetUuid: world.assetUuid, version: 1 });
      expect(supplier.yearData.map((data: { year: number }) => data.year)).toEqual([2024, 2023, 2021]);
      for (const field of ['token', 'tokenHash', 'tokenSalt', 'createdBy']) expect(supplier).not.toHaveProperty(field);
    }
  });

  it('answers a client of another asset as if the supplier did not exist', async () => {
    const refused = await api.call('supplier.get', { uuid: supplierUuid }, other.client);
    const missing = await api.call('supplier.get', { uuid: crypto.randomUUID() }, world.client);
    expect({ status: refused.status, message: refused.body.error.message }).toEqual({ status: 404, message: 'Supplier not found' });
    expect(missing.body.error).toEqual(refused.body.error);
  });
});
