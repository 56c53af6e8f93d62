import { describe, expect, it } from 'vitest';
import { entrySourceKey } from '../../schemas/report.ts';
import { fixtureExpense, fixtureSupplier, fixtureUuid, fixtureYearData } from '../../supplier/supplier.fixture.ts';
import { catalogueView, type CatalogueFactor } from '../catalogue/context.ts';
import { entriesFromSuppliers, supplierExpenseFormula } from './fromSuppliers.ts';

/*
 * Worked example, report year 2024. Factors in kgCO2e per euro:
 *   Purchases (generic, quality 40): until 2023 → 0.5, open → 0.4 (2024 reads the open one)
 *   Carrier own (family SUPPLIER, quality 80): open → 0.1
 *   Other asset's (not allowed to this asset): open → 9
 * Supplier A, 2024 reviewed exploitable:
 *   Steel    10,000 € opex, answered 2.5 tCO2e (product footprint) → 2.5 t = 2,500 kg, supplier-specific
 *   Machines 50,000 € capex, no answer, year factor Purchases   → 50,000 × 0.4 = 20,000 kg, spend-based
 * Supplier B, 2024 not reviewed, economic intensity ignored:
 *   Transport 20,000 € opex, factor Carrier own → 20,000 × 0.1 = 2,000 kg, hybrid
 *   Imported  800 € opex, the other asset's factor → left out
 *   Nothing   300 € opex, no factor → left out
 * Supplier C, 2024 reviewed, economic intensity 0.2 kgCO2e/€:
 *   Paper 5,000 € opex, no factor → 5,000 × 0.2 = 1,000 kg, hybrid
 */
const kgPerEuro = fixtureUuid(990);
const factor = (n: number, name: string, fields: Partial<CatalogueFactor>): CatalogueFactor => ({
  uuid: fixtureUuid(n),
  type: 'SIMPLE',
  name,
  clientNameEn: null,
  clientNameFr: null,
  unitUuid: kgPerEuro,
  gas: 'CO2E',
  qualityPercentage: 40,
  family: 'Purchases',
  values: [],
  ...fields,
});
const source = { source: 'ADEME', sourceVersion: 'v23', isPublic: true };
const purchases = factor(501, 'Purchases "generic"', { values: [{ until: 2023, value: 0.5, ...source }, { until: null, value: 0.4, ...source }] });
const carrier = factor(502, 'Carrier own', { family: 'SUPPLIER', qualityPercentage: 80, values: [{ until: null, value: 0.1, ...source }] });
const foreign = factor(503, 'Other asset', { values: [{ until: null, value: 9, ...source }] });
const catalogue = catalogueView({ factors: [purchases, carrier, foreign], hypotheses: [], units: [{ uuid: kgPerEuro, symbol: '€' }] });
const review = { exploitable: true, comment: null, updatedAt: '2025-02-01T00:00:00.000Z' };

const suppliers = [
  fixtureSupplier({
    uuid: fixtureUuid(1),
    name: 'Acier Martin',
    yearData: [
      fixtureYearData({
        uuid: fixtureUuid(10),
        year: 2024,
        review,
        emissionFactorUuid: purchases.uuid,
        expenses: [
          fixtureExpense({ uuid: fixtureUuid(11), name: 'Steel', amount: 10_000, supplierAnswer: { value: 2.5, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT', year: 2024, comment: null } }),
          fixtureExpense({ uuid: fixtureUuid(12), name: 'Machines', amount: 50_000, opex: false }),
        ],
      }),
      fixtureYearData({ uuid: fixtureUuid(13), year: 2023, expenses: [fixtureExpense({ uuid: fixtureUuid(14), name: 'Old', amount: 1 })] }),
    ],
  }),
  fixtureSupplier({
    uuid: fixtureUuid(2),
    name: 'Transports Rhône',
    yearData: [
      fixtureYearData({
        uuid: fixtureUuid(20),
        year: 2024,
        economicIntensity: { value: 0.3, currency: 'EURO' },
        expenses: [
          fixtureExpense({ uuid: fixtureUuid(21), name: 'Transport', amount: 20_000, emissionFactorUuid: carrier.uuid }),
          fixtureExpense({ uuid: fixtureUuid(22), name: 'Imported', amount: 800, emissionFactorUuid: foreign.uuid }),
          fixtureExpense({ uuid: fixtureUuid(23), name: 'Nothing', amount: 300 }),
        ],
      }),
    ],
  }),
  fixtureSupplier({
    uuid: fixtureUuid(3),
    name: 'Papeterie',
    yearData: [
      fixtureYearData({
        uuid: fixtureUuid(30),
        year: 2024,
        review,
        economicIntensity: { value: 0.2, currency: 'EURO' },
        expenses: [fixtureExpense({ uuid: fixtureUuid(31), name: 'Paper', amount: 5_000 })],
      }),
    ],
  }),
];

let counter = 0;
const compute = (language: 'en' | 'fr' = 'en') =>
  entriesFromSuppliers(suppliers, {
    catalogue,
    year: 2024,
    language,
    newUuid: () => fixtureUuid(5_000 + ++counter),
    factorAllowed: (uuid) => uuid !== foreign.uuid,
  });

describe('entriesFromSuppliers', () => {
  const { entries, leftOut } = compute();
  const byLabel = new Map(entries.map((entry) => [entry.label, entry]));

  it('gives one entry per expense with emissions, in 3.1 or 3.2, and lists the others', () => {
    expect(entries.map((entry) => [entry.label, entry.value, entry.ghgCategory, entry.begesCategory, entry.source?.supplierExpense?.dataSource])).toEqual([
      ['Acier Martin – Steel', 2_500, 'PURCHASED_GOODS_AND_SERVICES', 'BEGES_4_1', 'SUPPLIER_SPECIFIC'],
      ['Acier Martin – Machines', 20_000, 'CAPITAL_GOODS', 'BEGES_4_2', 'SPEND_BASED'],
      ['Transports Rhône – Transport', 2_000, 'PURCHASED_GOODS_AND_SERVICES', 'BEGES_4_1', 'HYBRID'],
      ['Papeterie – Paper', 1_000, 'PURCHASED_GOODS_AND_SERVICES', 'BEGES_4_1', 'HYBRID'],
    ]);
    expect(entries.every((entry) => entry.scope === 'THREE' && entry.type === 'BOTH')).toBe(true);
    expect(leftOut).toEqual([
      { supplierName: 'Transports Rhône', expenseName: 'Imported' },
      { supplierName: 'Transports Rhône', expenseName: 'Nothing' },
    ]);
  });

  it("traces a factor's entry to the factor's value of the year, its activity and formula", () => {
    const machines = byLabel.get('Acier Martin – Machines')!;
    expect(machines.formula).toBe('q.activity * ef["Purchases \\"generic\\""]');
    expect(machines.activityData).toEqual({ value: 50_000, unit: { labelEn: '€', labelFr: '€' } });
    expect(machines.emissionFactors).toMatchObject([{ uuid: purchases.uuid, value: 0.4, validUntil: null, source: 'ADEME', sourceVersion: 'v23', qualityPercentage: 40 }]);
    expect(machines.qualityPercentage).toBe(40);
    expect(machines.source?.supplierExpense).toEqual({
      supplierUuid: fixtureUuid(1),
      supplierName: 'Acier Martin',
      expenseUuid: fixtureUuid(12),
      expenseName: 'Machines',
      amount: 50_000,
      dataSource: 'SPEND_BASED',
      basis: 'GENERIC_FACTOR',
      figure: null,
      kgPerEuro: null,
    });
    expect(byLabel.get('Transports Rhône – Transport')!.explanation).toBe("Hybrid method: a factor made from Transports Rhône's own figures, applied to the 20,000 € spent.");
  });

  it("traces a supplier figure's entry to the figure, without a factor", () => {
    const steel = byLabel.get('Acier Martin – Steel')!;
    expect(steel).toMatchObject({ formula: null, emissionFactors: [], qualityPercentage: 100 });
    expect(steel.source?.supplierExpense).toMatchObject({ basis: 'EXPENSE_FOOTPRINT', figure: { value: 2.5, unit: 'tCO2e', year: 2024 }, kgPerEuro: null });
    expect(steel.explanation).toBe('Supplier-specific data from Acier Martin: the purchase\'s carbon footprint (2024), 2.5 tCO2e, reviewed as exploitable.');
    const paper = byLabel.get('Papeterie – Paper')!;
    expect(paper.source?.supplierExpense).toMatchObject({ basis: 'ECONOMIC_INTENSITY', figure: { value: 0.2, unit: 'kgCO2e/€', year: 2024 }, kgPerEuro: 0.2 });
    expect(compute('fr').entries.find((entry) => entry.label === 'Papeterie – Paper')!.explanation).toBe(
      'Méthode hybride : intensité économique du fournisseur Papeterie (2024), 0,2 kgCO2e/€, soit 0,2 kgCO2e/€, appliquée aux 5\u202f000 € d’achat.',
    );
  });

  it('finds each entry again by supplier and expense', () => {
    const keys = entries.map((entry) => entrySourceKey(entry.source!));
    expect(new Set(keys).size).toBe(entries.length);
    expect(compute().entries.map((entry) => entrySourceKey(entry.source!))).toEqual(keys);
  });

  it('quotes a factor name for the formula and reads a combination through efc', () => {
    expect(supplierExpenseFormula({ name: 'a\\b', type: 'SIMPLE' })).toBe('q.activity * ef["a\\\\b"]');
    expect(supplierExpenseFormula({ name: 'Mix', type: 'COMBINATION' })).toBe('q.activity * efc["Mix"]');
  });
});
