import { describe, expect, it } from 'vitest';
import { paiIndicators, type PaiLine } from '../calc/pai/pai.ts';
import { paiSheets } from './paiSheets.ts';

const line = (overrides: Partial<PaiLine> & Pick<PaiLine, 'investmentUuid' | 'investeeUuid'>): PaiLine => ({
  fundUuid: 'fund',
  outstandingAmountEur: 2_000_000,
  valuationEur: 10_000_000,
  turnoverEur: 4_000_000,
  naceCode: '10.51',
  totalScope1Kg: 1_000_000,
  totalScope2Kg: 500_000,
  totalScope3Kg: 2_500_000,
  energyConsumptionKWh: 2_000_000,
  renewableEnergyConsumptionKWh: 500_000,
  energyProductionKWh: null,
  renewableEnergyProductionKWh: null,
  isActiveInFossilFuelSector: false,
  ...overrides,
});

/*
 * Two lines of 2 M€ each in investees worth 10 M€ (attribution 0.2):
 * - the dairy (NACE 10.51, section C): scopes 1,000 / 500 / 2,500 t, revenue 4 M€, 2 GWh consumed of which 0.5 renewable;
 * - the driller (NACE 06.10, section B): the same emissions, no revenue, fossil fuel, no energy figures.
 * Scope 1: 0.2 × 1,000 + 0.2 × 1,000 = 400 t; total 0.2 × 4,000 × 2 = 1,600 t; footprint 1,600 / 4 M€ = 400 t/M€.
 * Intensity: the dairy's 4,000 t / 4 M€ = 1,000 t/M€ weighted 2/4 = 500; the driller adds nothing (no revenue), coverage 50 %.
 * Fossil fuel: 2 of 4 M€ = 50 %. Non-renewable consumption: the dairy's (2 − 0.5) / 2 = 75 %, coverage 50 %.
 * Energy intensity, section C: 2 GWh / 4 M€ = 0.5 GWh/M€; section B: 'Error' (the driller has no revenue).
 */
const lines = [
  line({ investmentUuid: 'i-dairy', investeeUuid: 'dairy' }),
  line({ investmentUuid: 'i-driller', investeeUuid: 'driller', naceCode: '06.10', turnoverEur: null, isActiveInFossilFuelSector: true, energyConsumptionKWh: null, renewableEnergyConsumptionKWh: null }),
];
const statement = {
  productName: 'Alpine Growth',
  article: 'ARTICLE_8' as const,
  year: 2024,
  indicators: paiIndicators(lines),
  investeeNames: new Map([
    ['dairy', 'Aravis Dairy'],
    ['driller', 'Deep Drill'],
  ]),
  previous: null,
};

const rowOf = (rows: readonly (readonly unknown[])[], metric: string) => rows.find((row) => row[1] === metric);

describe('paiSheets', () => {
  it("lays the indicators out as Annex I's Table 1, with the unit and coverage after the impacts", () => {
    const [sheet] = paiSheets(statement, 'en');
    const rows = sheet!.rows;
    expect(sheet!.name).toBe('Principal adverse impacts');
    expect(rows.slice(0, 4)).toEqual([
      ['Statement on principal adverse impacts of investment decisions on sustainability factors'],
      ['Financial product', 'Alpine Growth'],
      ['SFDR article', 'Article 8'],
      ['Reference period', '1 January to 31 December 2024'],
    ]);
    expect(rows[5]?.slice(0, 6)).toEqual(['Adverse sustainability indicator', 'Metric', 'Impact 2024', 'Impact 2023', 'Unit', 'Coverage (%)']);
    // No reporting of 2023: its impacts are blank.
    expect(rowOf(rows, 'Scope 1 GHG emissions')?.slice(0, 6)).toEqual(['1. GHG emissions', 'Scope 1 GHG emissions', 400, null, 'tCO2e', 100]);
    expect(rowOf(rows, 'Total GHG emissions')?.[2]).toBeCloseTo(1600, 9);
    expect(rowOf(rows, 'Carbon footprint')?.slice(2, 5)).toEqual([400, null, 'tCO2e per M€ invested']);
    expect(rowOf(rows, 'GHG intensity of investee companies')?.slice(2, 6)).toEqual([500, null, 'tCO2e per M€ of revenue', 50]);
    expect(rowOf(rows, 'Share of investments in companies active in the fossil fuel sector')?.slice(2, 6)).toEqual([50, null, '%', 100]);
    const consumption = rows.find((row) => typeof row[1] === 'string' && row[1].endsWith(': Consumption'));
    expect(consumption?.slice(2, 6)).toEqual([75, null, '%', 50]);
    expect(rowOf(rows, 'NACE section C: Manufacturing')?.slice(2, 5)).toEqual([0.5, null, 'GWh per M€ of revenue']);
    expect(rowOf(rows, 'NACE section B: Mining and quarrying')?.slice(2, 7)).toEqual(['Error', null, 'GWh per M€ of revenue', null, 'No revenue for Deep Drill']);
    // One row per high-impact section, A to H and L, the first naming the indicator.
    const sections = rows.filter((row) => typeof row[1] === 'string' && row[1].startsWith('NACE section'));
    expect(sections.map((row) => (row[1] as string).slice(13, 14))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L']);
    expect(sections[0]?.[0]).toBe('6. Energy consumption intensity per high impact climate sector');
  });

  it("puts the year before's impact of each line beside this year's", () => {
    /*
     * 2023: only the dairy's line, its investee then worth 8 M€ (attribution 2 / 8 = 0.25) with the same figures:
     * scope 1 0.25 × 1,000 = 250 t; total 0.25 × 4,000 = 1,000 t; footprint 1,000 / 2 M€ = 500 t/M€; intensity
     * 4,000 / 4 = 1,000 t/M€; no fossil fuel: 0 %; section C 2 GWh / 4 M€ = 0.5; section B: no investee, no figure.
     */
    const previous = paiIndicators([line({ investmentUuid: 'i-dairy-2023', investeeUuid: 'dairy-2023', valuationEur: 8_000_000 })]);
    const [sheet] = paiSheets({ ...statement, previous }, 'en');
    const rows = sheet!.rows;
    expect(rowOf(rows, 'Scope 1 GHG emissions')?.slice(2, 4)).toEqual([400, 250]);
    expect(rowOf(rows, 'Total GHG emissions')?.[3]).toBeCloseTo(1000, 9);
    expect(rowOf(rows, 'Carbon footprint')?.slice(2, 4)).toEqual([400, 500]);
    expect(rowOf(rows, 'GHG intensity of investee companies')?.slice(2, 4)).toEqual([500, 1000]);
    expect(rowOf(rows, 'Share of investments in companies active in the fossil fuel sector')?.slice(2, 4)).toEqual([50, 0]);
    expect(rowOf(rows, 'NACE section C: Manufacturing')?.slice(2, 4)).toEqual([0.5, 0.5]);
    expect(rowOf(rows, 'NACE section B: Mining and quarrying')?.slice(2, 4)).toEqual(['Error', null]);
  });

  it('lists what each figure left out, by investee name and reason', () => {
    const [, excluded] = paiSheets(statement, 'en');
    expect(excluded!.rows[0]).toEqual(['Indicator', 'Investee', 'Reason']);
    expect(excluded!.rows).toContainEqual(['3. GHG intensity of investee companies', 'Deep Drill', 'no revenue']);
    expect(excluded!.rows).toContainEqual(['5. Share of non-renewable energy consumption and production: Consumption', 'Deep Drill', 'no energy figures']);
  });

  it('speaks French in a French reporting, in the regulation’s French wording', () => {
    const [sheet, excluded] = paiSheets({ ...statement, article: null, productName: 'Portefeuille' }, 'fr');
    expect(sheet!.rows[1]).toEqual(['Produit financier', 'Portefeuille']);
    // No article for the whole portfolio: the period follows the product.
    expect(sheet!.rows[2]).toEqual(['Période de référence', '1er janvier au 31 décembre 2024']);
    expect(rowOf(sheet!.rows, 'Émissions de GES de niveau 1')?.[0]).toBe('1. Émissions de GES');
    expect(rowOf(sheet!.rows, 'Section NACE B : Industries extractives')?.[2]).toBe('Erreur');
    expect(excluded!.name).toBe('Lignes non prises en compte');
  });
});
