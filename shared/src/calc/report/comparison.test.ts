import { describe, expect, it } from 'vitest';
import { decomposeChange, normaliseLabel, variationPercent, type ComparisonEntry } from './comparison.ts';

const entry = (
  label: string,
  ghgCategory: ComparisonEntry['ghgCategory'],
  value: number,
  activity: { value: number; unit: string } | null,
): ComparisonEntry => ({
  label,
  value,
  scope: ghgCategory === 'PURCHASED_ELECTRICITY' ? 'TWO' : 'THREE',
  operationalCategory: ghgCategory === 'BUSINESS_TRAVEL' ? 'TRAVELS' : 'BUILDING',
  ghgCategory,
  begesCategory: null,
  activityData: activity === null ? null : { value: activity.value, unit: { labelEn: activity.unit } },
});

/*
 * Base year:                                        New year:
 *   Flights     100,000 km  15,000 kg (f0 0.15)       Flights     120,000 km  16,800 kg (f1 0.14)
 *   Électricité réseau 200,000 kWh 10,000 kg (0.05)   electricite  reseau 180,000 kWh 5,400 kg (0.03)
 *   Paper       no activity  1,000 kg                 Paper       no activity  1,500 kg
 *   Landfill    10 t         5,000 kg (removed)       Train       50,000 km      300 kg (added)
 */
const base = [
  entry('Flights', 'BUSINESS_TRAVEL', 15_000, { value: 100_000, unit: 'km' }),
  entry('Électricité réseau', 'PURCHASED_ELECTRICITY', 10_000, { value: 200_000, unit: 'kWh' }),
  entry('Paper', 'PURCHASED_GOODS_AND_SERVICES', 1_000, null),
  entry('Landfill', 'WASTE_GENERATED_IN_OPERATIONS', 5_000, { value: 10, unit: 't' }),
];
const next = [
  entry('Flights', 'BUSINESS_TRAVEL', 16_800, { value: 120_000, unit: 'km' }),
  entry(' electricite  reseau', 'PURCHASED_ELECTRICITY', 5_400, { value: 180_000, unit: 'kWh' }),
  entry('Paper', 'PURCHASED_GOODS_AND_SERVICES', 1_500, null),
  entry('Train', 'BUSINESS_TRAVEL', 300, { value: 50_000, unit: 'km' }),
];

const expectSplit = (actual: Record<string, number>, expected: Record<string, number>): void => {
  for (const [name, value] of Object.entries(expected)) expect(actual[name], name).toBeCloseTo(value, 6);
  // The parts add up to the new value, up to floating-point noise.
  expect(Math.abs(actual.base! + actual.activity! + actual.emissionFactor! + actual.scope! - actual.new!)).toBeLessThan(
    1e-9,
  );
};

describe('decomposeChange', () => {
  const split = decomposeChange(base, next);

  it('splits the total into activity, emission-factor and scope effects', () => {
    // Flights: activity (120,000 − 100,000) × (0.15 + 0.14) / 2 = 20,000 × 0.145 = 2,900;
    //          factor (0.14 − 0.15) × (100,000 + 120,000) / 2 = −0.01 × 110,000 = −1,100 (2,900 − 1,100 = 1,800 = 16,800 − 15,000).
    // Electricity: activity (180,000 − 200,000) × (0.05 + 0.03) / 2 = −20,000 × 0.04 = −800;
    //          factor (0.03 − 0.05) × (200,000 + 180,000) / 2 = −0.02 × 190,000 = −3,800 (−4,600 = 5,400 − 10,000).
    // Paper: no activity data, the whole +500 is activity.
    // Landfill removed −5,000 and train added +300: scope −4,700.
    // Base 15,000 + 10,000 + 1,000 + 5,000 = 31,000; new 16,800 + 5,400 + 1,500 + 300 = 24,000.
    // Activity 2,900 − 800 + 500 = 2,600; factor −1,100 − 3,800 = −4,900;
    // 31,000 + 2,600 − 4,900 − 4,700 = 24,000.
    expectSplit(
      { ...split.total },
      { base: 31_000, activity: 2_600, emissionFactor: -4_900, scope: -4_700, new: 24_000 },
    );
  });

  it('splits each category of the view', () => {
    const byCategory = Object.fromEntries(split.byCategory.map(({ category, ...rest }) => [category, rest]));
    expect(Object.keys(byCategory)).toEqual([
      'BUSINESS_TRAVEL',
      'PURCHASED_ELECTRICITY',
      'PURCHASED_GOODS_AND_SERVICES',
      'WASTE_GENERATED_IN_OPERATIONS',
    ]);
    // Business travel: flights 2,900 / −1,100, train +300 scope; 15,000 + 2,900 − 1,100 + 300 = 17,100.
    expectSplit(byCategory.BUSINESS_TRAVEL!, {
      base: 15_000,
      activity: 2_900,
      emissionFactor: -1_100,
      scope: 300,
      new: 17_100,
    });
    expectSplit(byCategory.PURCHASED_ELECTRICITY!, {
      base: 10_000,
      activity: -800,
      emissionFactor: -3_800,
      scope: 0,
      new: 5_400,
    });
    expectSplit(byCategory.PURCHASED_GOODS_AND_SERVICES!, {
      base: 1_000,
      activity: 500,
      emissionFactor: 0,
      scope: 0,
      new: 1_500,
    });
    expectSplit(byCategory.WASTE_GENERATED_IN_OPERATIONS!, {
      base: 5_000,
      activity: 0,
      emissionFactor: 0,
      scope: -5_000,
      new: 0,
    });
  });

  it('groups by another view', () => {
    const operational = decomposeChange(base, next, undefined, 'OPERATIONAL');
    const { category, ...travels } = operational.byCategory.find((row) => row.category === 'TRAVELS')!;
    expect(category).toBe('TRAVELS');
    // Same pairs as business travel above.
    expectSplit(travels, { base: 15_000, activity: 2_900, emissionFactor: -1_100, scope: 300, new: 17_100 });
  });

  it('puts a change of unit under a custom key in the activity effect', () => {
    // Keyed by label only, flights in km then in miles: no common activity, the whole +1,800 is activity.
    const miles = [entry('Flights', 'BUSINESS_TRAVEL', 16_800, { value: 74_565, unit: 'mi' })];
    const flights = decomposeChange([base[0]!], miles, (e) => normaliseLabel(e.label));
    expectSplit({ ...flights.total }, { base: 15_000, activity: 1_800, emissionFactor: 0, scope: 0, new: 16_800 });
  });

  it('adds up the entries sharing a key before splitting', () => {
    // Two flight entries of 50,000 km each (7,500 kg each) match as 100,000 km and 15,000 kg:
    // the same split as the single entry, 2,900 and −1,100.
    const halves = [
      entry('Flights', 'BUSINESS_TRAVEL', 7_500, { value: 50_000, unit: 'km' }),
      entry('Flights', 'BUSINESS_TRAVEL', 7_500, { value: 50_000, unit: 'km' }),
    ];
    const flights = decomposeChange(halves, [next[0]!]);
    expectSplit({ ...flights.total }, { base: 15_000, activity: 2_900, emissionFactor: -1_100, scope: 0, new: 16_800 });
  });

  it('keeps the sum exact with awkward floating-point values', () => {
    const awkwardBase = [entry('Gas', 'STATIONARY_COMBUSTION', 0.1 + 0.2, { value: 3.3, unit: 'kWh' })];
    const awkwardNew = [entry('Gas', 'STATIONARY_COMBUSTION', 0.7, { value: 1.1, unit: 'kWh' })];
    const { total } = decomposeChange(awkwardBase, awkwardNew);
    expect(Math.abs(total.base + total.activity + total.emissionFactor + total.scope - total.new)).toBeLessThan(1e-12);
  });
});

describe('variationPercent', () => {
  it('gives the change in percent of the previous value, 2 decimals', () => {
    // (24,000 − 31,000) / 31,000 × 100 = −22.580… → −22.58.
    expect(variationPercent(31_000, 24_000)).toBe(-22.58);
    // (112,000 − 105,000) / 105,000 × 100 = 6.666… → 6.67.
    expect(variationPercent(105_000, 112_000)).toBe(6.67);
    expect(variationPercent(100, 100)).toBe(0);
  });

  it('has no variation from zero', () => {
    expect(variationPercent(0, 100)).toBeNull();
  });
});

describe('normaliseLabel', () => {
  it('ignores case, accents and spacing', () => {
    expect(normaliseLabel('  Électricité   Réseau ')).toBe('electricite reseau');
  });
});
