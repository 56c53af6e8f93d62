import { describe, expect, it } from 'vitest';
import { formatEmissions } from '../../format/emissions.ts';
import {
  computeReport,
  defaultBasis,
  defaultCategoryView,
  hasElectricityToggle,
  type ReportRollupInput,
  type RollupEntry,
  unassignedCategory,
} from './rollup.ts';
import { categoryName } from './categoryNames.ts';

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type EntryFields = Pick<
  RollupEntry,
  'label' | 'value' | 'scope' | 'operationalCategory' | 'ghgCategory' | 'begesCategory'
> &
  Partial<RollupEntry>;
let nextUuid = 1;
const entry = (fields: EntryFields): RollupEntry => ({
  uuid: uuid(nextUuid++),
  qualityPercentage: 100,
  type: 'BOTH',
  electricityBasis: null,
  ...fields,
});

/*
 * Worked example: a GHG report covering both electricity methods, in US dollars for 2024.
 *   E1 gas boilers       ONE   BUILDING  STATIONARY_COMBUSTION          20,000 kg
 *   E2 company cars      ONE   TRAVELS   MOBILE_COMBUSTION              15,000 kg
 *   E3 electricity (loc) TWO   BUILDING  PURCHASED_ELECTRICITY  LOCATION 5,000 kg
 *   E4 electricity (mkt) TWO   BUILDING  PURCHASED_ELECTRICITY  MARKET  12,000 kg
 *   E5 flights           THREE TRAVELS   BUSINESS_TRAVEL                30,000 kg
 *   E6 maintenance (40 % quality: generic monetary factor)
 *                        THREE BUILDING  PURCHASED_GOODS_AND_SERVICES   25,000 kg
 *   E7 commuting         THREE TRAVELS   EMPLOYEE_COMMUTING              8,000 kg
 *   E8 waste             THREE BUILDING  WASTE_GENERATED_IN_OPERATIONS   2,000 kg
 * Market view:   20,000 + 15,000 + 12,000 + 30,000 + 25,000 + 8,000 + 2,000 = 112,000 kg.
 * Location view: the same with 5,000 instead of 12,000 = 105,000 kg.
 */
const entries: RollupEntry[] = [
  entry({
    label: 'Gas boilers',
    value: 20_000,
    scope: 'ONE',
    operationalCategory: 'BUILDING',
    ghgCategory: 'STATIONARY_COMBUSTION',
    begesCategory: 'BEGES_1_1',
  }),
  entry({
    label: 'Company cars',
    value: 15_000,
    scope: 'ONE',
    operationalCategory: 'TRAVELS',
    ghgCategory: 'MOBILE_COMBUSTION',
    begesCategory: 'BEGES_1_2',
  }),
  entry({
    label: 'Electricity',
    value: 5_000,
    scope: 'TWO',
    operationalCategory: 'BUILDING',
    ghgCategory: 'PURCHASED_ELECTRICITY',
    begesCategory: 'BEGES_2_1',
    electricityBasis: 'LOCATION',
  }),
  entry({
    label: 'Electricity',
    value: 12_000,
    scope: 'TWO',
    operationalCategory: 'BUILDING',
    ghgCategory: 'PURCHASED_ELECTRICITY',
    begesCategory: 'BEGES_2_1',
    electricityBasis: 'MARKET',
  }),
  entry({
    label: 'Flights',
    value: 30_000,
    scope: 'THREE',
    operationalCategory: 'TRAVELS',
    ghgCategory: 'BUSINESS_TRAVEL',
    begesCategory: 'BEGES_3_5',
  }),
  entry({
    label: 'Maintenance',
    value: 25_000,
    scope: 'THREE',
    operationalCategory: 'BUILDING',
    ghgCategory: 'PURCHASED_GOODS_AND_SERVICES',
    begesCategory: 'BEGES_4_5',
    qualityPercentage: 40,
  }),
  entry({
    label: 'Commuting',
    value: 8_000,
    scope: 'THREE',
    operationalCategory: 'TRAVELS',
    ghgCategory: 'EMPLOYEE_COMMUTING',
    begesCategory: 'BEGES_3_3',
  }),
  entry({
    label: 'Waste',
    value: 2_000,
    scope: 'THREE',
    operationalCategory: 'BUILDING',
    ghgCategory: 'WASTE_GENERATED_IN_OPERATIONS',
    begesCategory: 'BEGES_4_3',
  }),
];

const report: ReportRollupInput = {
  year: 2024,
  beges: false,
  electricityReporting: 'LOCATION_AND_MARKET',
  entries,
  employeeNumber: 50,
  // 10,824,000 USD at 1.0824 USD per EUR (2024) = 10,000,000 EUR = 10 M€.
  turnover: 10_824_000,
  currency: 'DOLLAR',
  keyFigures: [
    { uuid: uuid(101), label: 'Office area', ratioSuffix: 'per m²', unit: 'm²', value: 2_000, attributionFactor: 0.5 },
    { uuid: uuid(102), label: 'Not measured', ratioSuffix: 'per unit', unit: 'unit', value: 0, attributionFactor: 1 },
    { uuid: uuid(103), label: 'Production', ratioSuffix: 'per tonne', unit: 't', value: 300, attributionFactor: 1 },
  ],
  activityDataQualityPercentage: 90,
  pcafScore: null,
};

const percentSum = (rows: readonly { percent: number }[]): number => rows.reduce((sum, row) => sum + row.percent, 0);

describe('defaults', () => {
  it('shows the market view when both methods are reported, else the one reported', () => {
    expect(defaultBasis('LOCATION_AND_MARKET')).toBe('MARKET');
    expect(defaultBasis('MARKET')).toBe('MARKET');
    expect(defaultBasis('LOCATION')).toBe('LOCATION');
    expect(hasElectricityToggle('LOCATION_AND_MARKET')).toBe(true);
    expect(hasElectricityToggle('LOCATION')).toBe(false);
  });

  it('opens the BEGES view for a BEGES report, the GHG view otherwise', () => {
    expect(defaultCategoryView({ beges: true })).toBe('BEGES');
    expect(defaultCategoryView({ beges: false })).toBe('GHG');
  });
});

describe('computeReport: worked example', () => {
  const market = computeReport(report);
  const location = computeReport(report, { basis: 'LOCATION' });

  it('counts each electricity entry only in its own view', () => {
    expect(market.basis).toBe('MARKET');
    expect(market.total).toBe(112_000);
    expect(location.total).toBe(105_000);
  });

  it('splits by scope with percentages summing to 100', () => {
    // Market: ONE 20,000 + 15,000 = 35,000; TWO 12,000; THREE 30,000 + 25,000 + 8,000 + 2,000 = 65,000.
    // 35,000 / 112,000 = 31.25 %, 12,000 / 112,000 = 10.71 %, 65,000 / 112,000 = 58.04 %:
    // floors 31 + 10 + 58 = 99, the missing point goes to the largest remainder (.71, scope TWO).
    expect(market.byScope).toEqual([
      { scope: 'ONE', value: 35_000, percent: 31 },
      { scope: 'TWO', value: 12_000, percent: 11 },
      { scope: 'THREE', value: 65_000, percent: 58 },
    ]);
    // Location: 35,000 / 105,000 = 33.33 %, 5,000 / 105,000 = 4.76 %, 65,000 / 105,000 = 61.90 %:
    // floors 33 + 4 + 61 = 98, the two points go to .90 (THREE) and .76 (TWO).
    expect(location.byScope).toEqual([
      { scope: 'ONE', value: 35_000, percent: 33 },
      { scope: 'TWO', value: 5_000, percent: 5 },
      { scope: 'THREE', value: 65_000, percent: 62 },
    ]);
  });

  it('groups by operational category, largest first, entries sorted, monetary ones flagged', () => {
    const view = market.byCategory.OPERATIONAL;
    // BUILDING 20,000 + 12,000 + 25,000 + 2,000 = 59,000 (52.68 %); TRAVELS 15,000 + 30,000 + 8,000 = 53,000 (47.32 %).
    // Floors 52 + 47 = 99; the point goes to .68 (BUILDING).
    expect(view.total).toBe(112_000);
    expect(
      view.rows.map(({ category, value, percent, hasGenericMonetary }) => ({
        category,
        value,
        percent,
        hasGenericMonetary,
      })),
    ).toEqual([
      { category: 'BUILDING', value: 59_000, percent: 53, hasGenericMonetary: true },
      { category: 'TRAVELS', value: 53_000, percent: 47, hasGenericMonetary: false },
    ]);
    expect(view.rows[0]!.entries.map((e) => [e.label, e.value, e.isGenericMonetary])).toEqual([
      ['Maintenance', 25_000, true],
      ['Gas boilers', 20_000, false],
      ['Electricity', 12_000, false],
      ['Waste', 2_000, false],
    ]);
    expect(view.rows[0]!.hiddenEntryCount).toBe(0);
  });

  it('groups by GHG category with percentages summing to 100', () => {
    // Shares of 112,000: 30,000 → 26.79, 25,000 → 22.32, 20,000 → 17.86, 15,000 → 13.39,
    // 12,000 → 10.71, 8,000 → 7.14, 2,000 → 1.79. Floors sum to 96; the 4 points go to the
    // remainders .86 (STATIONARY), .79 (BUSINESS_TRAVEL), .79 (WASTE), .71 (ELECTRICITY).
    expect(market.byCategory.GHG.rows.map((row) => [row.category, row.value, row.percent])).toEqual([
      ['BUSINESS_TRAVEL', 30_000, 27],
      ['PURCHASED_GOODS_AND_SERVICES', 25_000, 22],
      ['STATIONARY_COMBUSTION', 20_000, 18],
      ['MOBILE_COMBUSTION', 15_000, 13],
      ['PURCHASED_ELECTRICITY', 12_000, 11],
      ['EMPLOYEE_COMMUTING', 8_000, 7],
      ['WASTE_GENERATED_IN_OPERATIONS', 2_000, 2],
    ]);
    for (const view of ['OPERATIONAL', 'BEGES', 'GHG', 'SCOPE'] as const) {
      expect(percentSum(market.byCategory[view].rows)).toBe(100);
      expect(percentSum(location.byCategory[view].rows)).toBe(100);
      // Every entry here is of both methods: each view adds up to the total.
      expect(market.byCategory[view].total).toBe(112_000);
      expect(location.byCategory[view].total).toBe(105_000);
    }
    // Location: the electricity row holds the location entry, 5,000 kg.
    expect(location.byCategory.GHG.rows.find((row) => row.category === 'PURCHASED_ELECTRICITY')?.value).toBe(5_000);
    expect(market.byCategory.SCOPE.rows.map((row) => row.category)).toEqual(['THREE', 'ONE', 'TWO']);
  });

  it('restricts the category views to a scope', () => {
    const scope3 = computeReport(report, { scope: 'THREE' });
    // TRAVELS 30,000 + 8,000 = 38,000 (58.46 %); BUILDING 25,000 + 2,000 = 27,000 (41.54 %) of 65,000.
    // Floors 58 + 41 = 99; the point goes to .54 (BUILDING).
    expect(scope3.byCategory.OPERATIONAL.rows.map((row) => [row.category, row.value, row.percent])).toEqual([
      ['TRAVELS', 38_000, 58],
      ['BUILDING', 27_000, 42],
    ]);
    expect(scope3.byCategory.OPERATIONAL.total).toBe(65_000);
    expect(scope3.total).toBe(112_000);
  });

  it('weights the quality by emissions', () => {
    // Market: (25,000 × 40 + 87,000 × 100) / 112,000 = 9,700,000 / 112,000 = 86.607…, unrounded; step ⌊86.6 / 20⌋ = 4.
    expect(market.dataQuality).toEqual({ kind: 'PERCENTAGE', percent: 9_700_000 / 112_000, step: 4 });
    // Location: (25,000 × 40 + 80,000 × 100) / 105,000 = 9,000,000 / 105,000 = 85.714….
    expect(location.dataQuality).toEqual({ kind: 'PERCENTAGE', percent: 9_000_000 / 105_000, step: 4 });
  });

  it('shows the PCAF score when there is no activity-data percentage', () => {
    expect(computeReport({ ...report, activityDataQualityPercentage: null, pcafScore: 3 }).dataQuality).toEqual({
      kind: 'PCAF',
      score: 3,
    });
  });

  it('computes the ratios, the turnover converted to euros', () => {
    // 112,000 kg / 50 employees = 2,240 kg; 112,000 kg / 10 M€ = 11,200 kg per M€.
    expect(market.ratios).toEqual({ kgPerEmployee: 2_240, kgPerTurnoverM: 11_200 });
    // 105,000 / 50 = 2,100; 105,000 / 10 = 10,500.
    expect(location.ratios).toEqual({ kgPerEmployee: 2_100, kgPerTurnoverM: 10_500 });
    expect(computeReport({ ...report, employeeNumber: 0, turnover: null }).ratios).toEqual({
      kgPerEmployee: null,
      kgPerTurnoverM: null,
    });
  });

  it('divides the attributed total by each key figure, skipping a zero figure', () => {
    // Office area: 112,000 × 0.5 / 2,000 m² = 28 kg per m².
    // Production: 112,000 × 1 / 300 t = 373.33… kg per tonne, unrounded (the display shows 373).
    expect(market.keyFigureRatios.map((ratio) => [ratio.label, ratio.value, ratio.ratioSuffix])).toEqual([
      ['Office area', 28, 'per m²'],
      ['Production', 112_000 / 300, 'per tonne'],
    ]);
  });

  it('gives the format helpers the unit to show', () => {
    // 112,000 kg = 112 t.
    expect(formatEmissions(market.total, 'en').text).toBe('112\u00a0tCO2e');
    const small = computeReport({ ...report, entries: [entries[7]!], keyFigures: [] });
    // 2,000 kg is not under 1,000 kg: tonnes even with kg allowed, 2 t.
    expect(formatEmissions(small.total, 'en', { allowKg: true }).text).toBe('2\u00a0tCO2e');
    const tiny = computeReport({ ...report, entries: [{ ...entries[7]!, value: 850 }] });
    expect(formatEmissions(tiny.total, 'en', { allowKg: true }).text).toBe('850\u00a0kgCO2e');
    const large = computeReport({ ...report, entries: [{ ...entries[7]!, value: 25_000_000 }] });
    // 25,000,000 kg = 25 kt.
    expect(formatEmissions(large.total, 'en', { allowKt: true }).text).toBe('25\u00a0ktCO2e');
  });
});

describe('computeReport: methods and rounding', () => {
  it('leaves the other method out of the total and out of every view, so each view adds up to the total', () => {
    const mixed: ReportRollupInput = {
      ...report,
      keyFigures: [],
      entries: [
        entries[0]!,
        entry({
          label: 'Refrigerants (GHG)',
          value: 3_000,
          scope: 'ONE',
          operationalCategory: 'BUILDING',
          ghgCategory: 'FUGITIVE_EMISSIONS',
          begesCategory: null,
          type: 'GHG',
        }),
        entry({
          label: 'Refrigerants (BEGES)',
          value: 4_000,
          scope: 'ONE',
          operationalCategory: 'BUILDING',
          ghgCategory: null,
          begesCategory: 'BEGES_1_4',
          type: 'BEGES',
        }),
      ],
    };
    // GHG report: 20,000 + 3,000 = 23,000 in every view; the GHG-only refrigerants have no BEGES
    // category, so the BEGES view shows them as 'Not assigned' instead of dropping them.
    const ghg = computeReport(mixed);
    expect([ghg.total, ghg.byCategory.GHG.total, ghg.byCategory.OPERATIONAL.total, ghg.byCategory.BEGES.total]).toEqual(
      [23_000, 23_000, 23_000, 23_000],
    );
    expect(ghg.byCategory.BEGES.rows.find((row) => row.category === unassignedCategory)?.value).toBe(3_000);
    // BEGES report: 20,000 + 4,000 = 24,000, the GHG view too (4,000 not assigned to a GHG category).
    const beges = computeReport({ ...mixed, beges: true });
    expect([beges.total, beges.byCategory.BEGES.total, beges.byCategory.GHG.total]).toEqual([24_000, 24_000, 24_000]);
    expect(beges.byCategory.GHG.rows.find((row) => row.category === unassignedCategory)?.value).toBe(4_000);
    expect(categoryName('BEGES', unassignedCategory, 'fr')).toBe('Non affecté');
  });

  it('makes every view of one electricity basis add up to that basis total, for both methods', () => {
    // The demo's shape: location- and market-based electricity of GHG type, a BEGES-only grid
    // entry, entries of both methods, and entries lacking a category in one view.
    const mixed: ReportRollupInput = {
      ...report,
      electricityReporting: 'LOCATION_AND_MARKET',
      keyFigures: [],
      entries: [
        entry({ label: 'Diesel', value: 3_962_301.7, scope: 'ONE', operationalCategory: 'TRANSPORT_OF_GOODS', ghgCategory: 'MOBILE_COMBUSTION', begesCategory: 'BEGES_1_2' }),
        entry({ label: 'Grid (location)', value: 28_123.4, scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: null, type: 'GHG', electricityBasis: 'LOCATION' }),
        entry({ label: 'Grid (market)', value: 6_901.2, scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1', type: 'GHG', electricityBasis: 'MARKET' }),
        entry({ label: 'Solar (market)', value: 19_450.9, scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1', type: 'GHG', electricityBasis: 'MARKET' }),
        entry({ label: 'Grid (BEGES)', value: 28_123.4, scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: null, begesCategory: 'BEGES_2_1', type: 'BEGES' }),
        entry({ label: 'Flights', value: 31_337.31, scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'BUSINESS_TRAVEL', begesCategory: 'BEGES_3_5' }),
        entry({ label: 'Refund', value: -1_234.5, scope: 'THREE', operationalCategory: 'SERVICES', ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', begesCategory: 'BEGES_4_1' }),
      ],
    };
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
    for (const beges of [false, true]) {
      for (const basis of ['LOCATION', 'MARKET'] as const) {
        const rollup = computeReport({ ...mixed, beges }, { basis });
        const headline = rollup.total;
        // Within a thousandth of a kilogram: sums of unrounded values in another order.
        expect(sum(rollup.byScope.map((scope) => scope.value))).toBeCloseTo(headline, 3);
        for (const view of ['OPERATIONAL', 'BEGES', 'GHG', 'SCOPE'] as const) {
          expect(rollup.byCategory[view].total).toBeCloseTo(headline, 3);
          expect(sum(rollup.byCategory[view].rows.map((row) => row.value))).toBeCloseTo(headline, 3);
        }
        for (const scope of ['ONE', 'TWO', 'THREE'] as const) {
          const scoped = computeReport({ ...mixed, beges }, { basis, scope });
          const scopeTotal = rollup.byScope.find((row) => row.scope === scope)!.value;
          for (const view of ['OPERATIONAL', 'BEGES', 'GHG', 'SCOPE'] as const) expect(scoped.byCategory[view].total).toBeCloseTo(scopeTotal, 3);
        }
      }
    }
    // The headlines themselves: the basis changes only the electricity entries.
    expect(computeReport(mixed, { basis: 'LOCATION' }).total).toBeCloseTo(3_962_301.7 + 28_123.4 + 31_337.31 - 1_234.5, 6);
    expect(computeReport(mixed, { basis: 'MARKET' }).total).toBeCloseTo(3_962_301.7 + 6_901.2 + 19_450.9 + 31_337.31 - 1_234.5, 6);
    // The location entry has no BEGES category: counted as not assigned, not dropped.
    const location = computeReport(mixed, { basis: 'LOCATION' });
    expect(location.byCategory.BEGES.rows.find((row) => row.category === unassignedCategory)?.value).toBeCloseTo(28_123.4, 6);
  });

  it('keeps full precision: the display rounds each figure once', () => {
    const rounding = computeReport({
      ...report,
      keyFigures: [],
      entries: [
        { ...entries[0]!, value: 1_234.56 },
        { ...entries[1]!, value: 2_345.67 },
      ],
    });
    // Total 1,234.56 + 2,345.67 = 3,580.23, stored as it is (formerly rounded to 3,580 here, then
    // again for display); the rows keep 2,345.67 and 1,234.56.
    expect(rounding.unroundedTotal).toBeCloseTo(3_580.23, 9);
    expect(rounding.total).toBeCloseTo(3_580.23, 9);
    expect(rounding.byScope[0]!.value).toBeCloseTo(3_580.23, 9);
    expect(rounding.byCategory.GHG.rows.map((row) => row.value)).toEqual([2_345.67, 1_234.56]);
    expect(rounding.byCategory.GHG.total).toBeCloseTo(3_580.23, 9);
    // One rounding at display: 3,580.23 kg is 3.58023 t, shown "3.58 tCO2e".
    expect(formatEmissions(rounding.total, 'en').text).toBe('3.58\u00a0tCO2e');
    // Percentages from the exact values: 2,345.67 / 3,580.23 = 65.52 %, 1,234.56 / 3,580.23 = 34.48 %: 66 and 34.
    expect(rounding.byCategory.GHG.rows.map((row) => row.percent)).toEqual([66, 34]);
  });

  it('caps a category at 200 entries and counts the rest', () => {
    const many = Array.from({ length: 205 }, (_, index) => ({
      ...entries[7]!,
      uuid: uuid(1000 + index),
      value: index + 1,
    }));
    const row = computeReport({ ...report, entries: many }).byCategory.GHG.rows[0]!;
    expect(row.entries).toHaveLength(200);
    expect(row.hiddenEntryCount).toBe(5);
    // Largest first: 205 is the first kept, 6 the last (1 to 5 are left out).
    expect([row.entries[0]!.value, row.entries[199]!.value]).toEqual([205, 6]);
  });

  it('breaks ties at the 200-entry cut by the entries\' order in the report', () => {
    // 300 entries of five values (60 each, interleaved): the cut falls inside the 200 kg tie.
    const values = [100, 400, 200, 500, 300];
    const many = Array.from({ length: 300 }, (_, index) => ({
      ...entries[7]!,
      uuid: uuid(2000 + index),
      label: `Line ${index}`,
      value: values[index % values.length]!,
    }));
    const row = computeReport({ ...report, entries: many }).byCategory.GHG.rows[0]!;
    expect(row.hiddenEntryCount).toBe(100);
    // 500, 400 and 300 kg (60 each) fill 180 places; the first 20 entries of 200 kg take the rest.
    const twoHundreds = many.filter((entry) => entry.value === 200).slice(0, 20);
    expect(row.entries.slice(180).map((entry) => entry.uuid)).toEqual(twoHundreds.map((entry) => entry.uuid));
    expect(row.entries.slice(0, 60).every((entry) => entry.value === 500)).toBe(true);
    expect(row.entries.slice(0, 60).map((entry) => entry.label)).toEqual(
      many.filter((entry) => entry.value === 500).map((entry) => entry.label),
    );
  });

  it('gives no quality score when every value is zero', () => {
    const zero = computeReport({ ...report, entries: [{ ...entries[0]!, value: 0 }] });
    expect(zero.dataQuality).toEqual({ kind: 'PERCENTAGE', percent: null, step: null });
  });
});
