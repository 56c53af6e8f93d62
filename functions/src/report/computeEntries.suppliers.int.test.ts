import { blankReportSettings, entryInputOf, type ReportSnapshot } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup, expense, yearData } from '../../../test/suppliers.ts';
import { suppliers } from '../lib/data/supplier.ts';

/*
 * `report.computeEntries` with the asset's supplier expenses. Worked values, report year 2024, a
 * generic factor of 0.4 kgCO2e/€ (quality 40):
 *   Cardboard 10,000 € opex, the year's factor                → 10,000 × 0.4 = 4,000 kg, 3.1, spend-based
 *   Forklift  30,000 € capex, the year's factor               → 30,000 × 0.4 = 12,000 kg, 3.2, spend-based
 *   Pallets    5,000 € opex, answered 1.2 tCO2e for the purchase, year not reviewed → 5,000 × 0.4 = 2,000 kg
 *   Imported     800 € opex, another asset's factor           → left out
 *   (2023: Old boxes, another year: not in a 2024 report)
 * Total 18,000 kg. Once staff review 2024 as exploitable, Pallets is the supplier's 1.2 t = 1,200 kg
 * (supplier-specific) and the total 17,200 kg.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
const tag = randomUUID().slice(0, 8);
let generic: string;
let supplierUuid: string;

const factorInput = (name: string, unitUuid: string, value: number, assetUuid: string | null = null) => ({
  type: 'SIMPLE' as const,
  name,
  clientNameEn: null,
  clientNameFr: null,
  family: 'Purchases',
  group: null,
  unitUuid,
  gas: 'CO2E' as const,
  qualityPercentage: 40,
  assetUuid,
  values: [{ until: null, value, source: 'ADEME', sourceVersion: 'v23', isPublic: true }],
});

beforeAll(async () => {
  world = await createStaffWorld(api);
  const unit = await api.ok('unit.create', { symbol: `€${tag}`, labelEn: 'euro', labelFr: 'euro', quantityKind: 'CURRENCY' }, world.analyst);
  generic = (await api.ok('emissionFactor.create', factorInput(`Purchases-${tag}`, unit.uuid, 0.4), world.analyst)).uuid;
  const foreign = (await api.ok('emissionFactor.create', factorInput(`Theirs-${tag}`, unit.uuid, 9, (await createAsset()).uuid), world.analyst)).uuid;
  const group = await createSupplierGroup(world.assetUuid);
  const supplier = await createSupplier(world.assetUuid, group.uuid, {
    name: 'Cartonnages Dupont',
    yearData: [
      yearData(2024, {
        emissionFactorUuid: generic,
        expenses: [
          expense('Cardboard', 10_000),
          expense('Forklift', 30_000, { opex: false }),
          expense('Pallets', 5_000, { supplierAnswer: { value: 1.2, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT', year: 2024, comment: null } }),
          expense('Imported', 800, { emissionFactorUuid: foreign }),
        ],
      }),
      yearData(2023, { emissionFactorUuid: generic, expenses: [expense('Old boxes', 1_000)] }),
    ],
  });
  supplierUuid = supplier.uuid;
});

const snapshotOf = async (reportUuid: string): Promise<{ report: WireJson; snapshot: ReportSnapshot }> => api.ok('reportSnapshot.get', { reportUuid }, world.analyst);

describe('report.computeEntries with supplier expenses', () => {
  it("adds the year's supplier expenses in 3.1 and 3.2 with their trace, and refreshes them from a reviewed answer", async () => {
    const footprint = await createModule(world.assetUuid, { year: 2024 });
    const draft = await api.ok(
      'report.save',
      { carbonFootprintUuid: footprint.uuid, settings: blankReportSettings({ name: 'Draft 2024', year: 2024, companyName: 'Test company' }), entries: [] },
      world.analyst,
    );
    const first = await api.ok('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: draft.version }, world.analyst);
    expect({ created: first.created, refreshed: first.refreshed, removed: first.removed, leftOut: first.supplierExpensesLeftOut }).toEqual({ created: 3, refreshed: 0, removed: 0, leftOut: 1 });
    expect(first.report.total).toBeCloseTo(18_000, 6);

    const { snapshot } = await snapshotOf(draft.uuid);
    expect(snapshot.entries.map((entry) => [entry.label, entry.value, entry.scope, entry.ghgCategory, entry.source?.supplierExpense?.dataSource])).toEqual([
      ['Cartonnages Dupont – Cardboard', expect.closeTo(4_000, 6), 'THREE', 'PURCHASED_GOODS_AND_SERVICES', 'SPEND_BASED'],
      ['Cartonnages Dupont – Forklift', expect.closeTo(12_000, 6), 'THREE', 'CAPITAL_GOODS', 'SPEND_BASED'],
      ['Cartonnages Dupont – Pallets', expect.closeTo(2_000, 6), 'THREE', 'PURCHASED_GOODS_AND_SERVICES', 'SPEND_BASED'],
    ]);
    const cardboard = snapshot.entries[0]!;
    expect(cardboard).toMatchObject({
      formula: `q.activity * ef["Purchases-${tag}"]`,
      activityData: { value: 10_000, unit: { labelEn: '€' } },
      qualityPercentage: 40,
      group: 'Cartonnages Dupont',
    });
    expect(cardboard.emissionFactors).toMatchObject([{ uuid: generic, value: 0.4, source: 'ADEME', sourceVersion: 'v23' }]);
    expect(cardboard.source?.supplierExpense).toMatchObject({ supplierUuid, supplierName: 'Cartonnages Dupont', expenseName: 'Cardboard', amount: 10_000, basis: 'GENERIC_FACTOR' });

    // The staff page saves the draft back as it holds it: the supplier entries keep their values.
    const view = await snapshotOf(draft.uuid);
    const { entries, total: _total, ratios: _ratios, publicUrl: _publicUrl, files: _files, sectorBenchmarks: _benchmarks, ...settings } = view.snapshot;
    const resaved = await api.ok('report.save', { uuid: draft.uuid, expectedVersion: view.report.version, carbonFootprintUuid: footprint.uuid, settings, entries: entries.map(entryInputOf) }, world.analyst);
    expect(resaved.total).toBeCloseTo(18_000, 6);

    // Staff review 2024 as exploitable: the supplier's own footprint of the pallets replaces the factor.
    const review = { exploitable: true, comment: null, updatedAt: new Date().toISOString() };
    await suppliers.update({ assetUuid: world.assetUuid, uuid: supplierUuid }, (current) => ({ yearData: current.yearData.map((data) => (data.year === 2024 ? { ...data, review } : data)) }), 'test');
    const second = await api.ok('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: resaved.version }, world.analyst);
    expect({ created: second.created, refreshed: second.refreshed, removed: second.removed }).toEqual({ created: 0, refreshed: 3, removed: 0 });
    expect(second.report.total).toBeCloseTo(17_200, 6);
    const after = (await snapshotOf(draft.uuid)).snapshot;
    expect(after.entries.map((entry) => entry.uuid)).toEqual(entries.map((entry) => entry.uuid));
    const pallets = after.entries[2]!;
    expect(pallets).toMatchObject({ value: 1_200, formula: null, emissionFactors: [], qualityPercentage: 100 });
    expect(pallets.source?.supplierExpense).toMatchObject({ dataSource: 'SUPPLIER_SPECIFIC', basis: 'EXPENSE_FOOTPRINT', figure: { value: 1.2, unit: 'tCO2e', year: 2024 } });
    expect(pallets.explanation).toBe("Supplier-specific data from Cartonnages Dupont: the purchase's carbon footprint (2024), 1.2 tCO2e, reviewed as exploitable.");
  });
});
