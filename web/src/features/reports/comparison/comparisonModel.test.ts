import { computeReport } from '@cairn/shared/calc/report';
import { blankReportSettings, plainEntry, type ReportEntry, type ReportSnapshot } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  categoryHistory,
  changeEffects,
  columnValueKgCo2e,
  consultantWaterfall,
  effectsWaterfall,
  evolutionOptions,
  formatVariationPercent,
  historyBarHeightsPx,
  layoutWaterfall,
  proFormaOf,
  variationOf,
  waterfallBarWidthPx,
  waterfallLabelsOnTop,
} from './comparisonModel.ts';

/*
 * Two small reports worked out on paper (kgCO2e):
 *   2023: boiler 50,000 kWh × 0.2 = 10,000; cars 8,000 L × 2.5 = 20,000; electricity (market)
 *         100,000 kWh × 0.05 = 5,000 and (location) 100,000 × 0.06 = 6,000; flights 15,000.
 *         Market-based total: 50,000.
 *   2024: boiler 40,000 kWh × 0.2 = 8,000 (activity −2,000); cars 8,000 L × 2.4 = 19,200
 *         (factor −800); electricity (market) 100,000 × 0.03 = 3,000 (factor −2,000); flights
 *         dropped (−15,000); laptops added 4,000. Market-based total: 34,200.
 */

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function entry(n: number, fields: Partial<ReportEntry> & Pick<ReportEntry, 'label' | 'value'>): ReportEntry {
  return plainEntry({
    uuid: uuid(n),
    scope: 'ONE',
    operationalCategory: 'BUILDING',
    ghgCategory: 'STATIONARY_COMBUSTION',
    begesCategory: 'BEGES_1_1',
    ...fields,
  });
}

const kwh = (value: number) => ({ value, unit: { labelEn: 'kWh' } });
const litres = (value: number) => ({ value, unit: { labelEn: 'L' } });

function snapshot(year: number, entries: ReportEntry[], extra: Partial<ReportSnapshot> = {}): ReportSnapshot {
  return {
    ...blankReportSettings({ name: `Footprint ${String(year)}`, year, companyName: 'Demo' }),
    electricityReporting: 'LOCATION_AND_MARKET',
    entries,
    publicUrl: null,
    files: [],
    employeeNumber: 50,
    turnover: 10_000_000,
    ratios: { kgPerEmployee: null, kgPerTurnoverM: null },
    total: 0,
    ...extra,
  };
}

const electricity = { scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1' } as const;
const flight = { scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'BUSINESS_TRAVEL', begesCategory: 'BEGES_3_5' } as const;
const cars = { operationalCategory: 'TRAVELS', ghgCategory: 'MOBILE_COMBUSTION', begesCategory: 'BEGES_1_2' } as const;
const laptops = { scope: 'THREE', operationalCategory: 'IT', ghgCategory: 'CAPITAL_GOODS', begesCategory: 'BEGES_4_2' } as const;

const base = snapshot(2023, [
  entry(1, { label: 'Gas boiler', value: 10_000, activityData: kwh(50_000) }),
  entry(2, { label: 'Company cars', value: 20_000, activityData: litres(8_000), ...cars }),
  entry(3, { label: 'Electricity', value: 5_000, activityData: kwh(100_000), electricityBasis: 'MARKET', ...electricity }),
  entry(4, { label: 'Electricity', value: 6_000, activityData: kwh(100_000), electricityBasis: 'LOCATION', ...electricity }),
  entry(5, { label: 'Flights', value: 15_000, ...flight }),
], { keyFigures: [{ uuid: uuid(90), label: 'Floor area', ratioSuffix: 'per m²', unit: 'm²', value: 1_000, attributionFactor: 1 }] });

const next = snapshot(2024, [
  entry(11, { label: 'Gas boiler', value: 8_000, activityData: kwh(40_000) }),
  entry(12, { label: 'Company cars', value: 19_200, activityData: litres(8_000), ...cars }),
  entry(13, { label: 'Electricity', value: 3_000, activityData: kwh(100_000), electricityBasis: 'MARKET', ...electricity }),
  entry(14, { label: 'Electricity', value: 6_500, activityData: kwh(100_000), electricityBasis: 'LOCATION', ...electricity }),
  entry(15, { label: 'Laptops', value: 4_000, ...laptops }),
], {
  employeeNumber: 60,
  keyFigures: [
    { uuid: uuid(91), label: 'Floor  AREA', ratioSuffix: 'per m²', unit: 'm²', value: 900, attributionFactor: 1 },
    { uuid: uuid(92), label: 'Beds', ratioSuffix: 'per bed', unit: 'bed', value: 10, attributionFactor: 1 },
  ],
});

const words = { base: '2023', proForma: '2023 pro forma', next: '2024', other: 'Other changes' };

describe('waterfall bar widths', () => {
  it.each([
    [1, 100], [3, 100], [4, 90], [5, 85], [6, 80], [7, 70], [8, 65], [10, 65], [11, 55], [20, 55],
  ])('%i columns → %i px', (columns, width) => {
    expect(waterfallBarWidthPx(columns)).toBe(width);
  });
});

describe('waterfall label placement', () => {
  it('puts the labels on top when the smallest bar is under 80 px (40 % of 200 px)', () => {
    expect(waterfallLabelsOnTop([200, 79.9])).toBe(true);
    expect(waterfallLabelsOnTop([200, 80])).toBe(false);
    expect(waterfallLabelsOnTop([])).toBe(false);
  });

  it('scales the highest level to 200 px and reads the rule from the bars', () => {
    const tall = layoutWaterfall(consultantWaterfall([{ order: 1, value: -100, label: 'a', hint: null }], 200, 100, words));
    expect(tall.bars.map((bar) => bar.heightPx)).toEqual([200, 100, 100]);
    expect(tall.labelsOnTop).toBe(false);
    const small = layoutWaterfall(consultantWaterfall([{ order: 1, value: -10, label: 'a', hint: null }], 200, 190, words));
    expect(small.bars[1]?.heightPx).toBeCloseTo(10, 9);
    expect(small.bars[1]?.bottomPx).toBeCloseTo(190, 9);
    expect(small.labelsOnTop).toBe(true);
  });

  it('keeps negative levels on the scale with the zero line above the bottom', () => {
    const layout = layoutWaterfall(consultantWaterfall([{ order: 1, value: -150, label: 'a', hint: null }], 100, -50, words));
    expect(layout.zeroPx).toBeCloseTo(200 / 3, 9);
    expect(layout.bars[2]?.bottomPx).toBeCloseTo(0, 9);
  });

  it('draws history bars up to 150 px', () => {
    expect(historyBarHeightsPx([300, 150, -75])).toEqual([150, 75, 37.5]);
    expect(historyBarHeightsPx([0, 0])).toEqual([0, 0]);
  });
});

describe('variation', () => {
  it('is green for a decrease and red for an increase, two decimals', () => {
    expect(variationOf(50_000, 34_200)).toEqual({ percent: -31.6, tone: 'decrease', color: 'green.fg' });
    expect(variationOf(3, 4)).toEqual({ percent: 33.33, tone: 'increase', color: 'red.fg' });
    expect(variationOf(4, 4).tone).toBe('stable');
    expect(variationOf(0, 4)).toEqual({ percent: null, tone: 'stable', color: 'fg.muted' });
  });

  it('prints a sign and two decimals in each language', () => {
    expect(formatVariationPercent(-31.6, 'en')).toBe('-31.60%');
    expect(formatVariationPercent(33.33, 'fr')).toBe('+33,33\u00a0%');
    expect(formatVariationPercent(0, 'en')).toBe('0.00%');
  });
});

describe('pro forma', () => {
  const restatement = { order: -1, value: 2_000, label: 'Site acquired', hint: null };
  const change = { order: 1, value: -17_800, label: 'Energy savings', hint: 'LED lighting' };

  it('needs steps both before (negative order) and after the baseline', () => {
    expect(proFormaOf([change], 50_000)).toBeNull();
    expect(proFormaOf([restatement], 50_000)).toBeNull();
    expect(proFormaOf([], 50_000)).toBeNull();
    expect(proFormaOf([change, restatement], 50_000)).toEqual({ totalKgCo2e: 52_000, restatements: [restatement] });
  });

  it('puts the pro-forma subtotal between the restatements and the changes', () => {
    const columns = consultantWaterfall([change, restatement], 50_000, 34_200, words);
    expect(columns.map((column) => column.key)).toEqual(['base', 'step-0', 'proForma', 'step-1', 'new']);
    expect(columns.map(columnValueKgCo2e)).toEqual([50_000, 2_000, 52_000, -17_800, 34_200]);
  });

  it('closes a gap between the steps and the new total with a step of its own', () => {
    const columns = consultantWaterfall([change], 50_000, 35_000, words);
    expect(columns.map((column) => column.key)).toEqual(['base', 'step-0', 'other', 'new']);
    expect(columnValueKgCo2e(columns[2]!)).toBeCloseTo(2_800, 6);
  });
});

describe('change effects', () => {
  const effects = changeEffects(base, next);
  const rollups = { base: computeReport(base), next: computeReport(next) };

  it('adds up from the base total to the new total (market-based, the default view)', () => {
    const { total } = effects;
    expect(total.base).toBeCloseTo(rollups.base.unroundedTotal, 6);
    expect(total.new).toBeCloseTo(rollups.next.unroundedTotal, 6);
    expect(total.base + total.activity + total.emissionFactor + total.scope).toBeCloseTo(total.new, 6);
    expect(total.activity).toBeCloseTo(-2_000, 6);
    expect(total.emissionFactor).toBeCloseTo(-2_800, 6);
    expect(total.scope).toBeCloseTo(-11_000, 6);
  });

  it('adds up in every category, largest change first', () => {
    for (const row of effects.byCategory) {
      expect(row.base + row.activity + row.emissionFactor + row.scope).toBeCloseTo(row.new, 6);
    }
    expect(effects.byCategory.map((row) => row.category)).toEqual(['TRAVELS', 'BUILDING', 'IT']);
  });

  it('chains the waterfall columns level to level', () => {
    const columns = effectsWaterfall(effects.total, { base: 'b', activity: 'a', emissionFactor: 'f', scope: 's', next: 'n' });
    for (let index = 1; index < columns.length - 1; index += 1) {
      expect(columns[index]!.fromKgCo2e).toBeCloseTo(columns[index - 1]!.toKgCo2e, 6);
    }
    expect(columns[3]!.toKgCo2e).toBeCloseTo(columns[4]!.toKgCo2e, 6);
  });
});

describe('evolution options and category history', () => {
  const rollups = { base: computeReport(base), next: computeReport(next) };

  it('offers the ratios both years have, key figures matched by label and unit', () => {
    const options = evolutionOptions(rollups.base, rollups.next);
    expect(options.map((option) => option.ratio.kind)).toEqual(['ABSOLUTE', 'EMPLOYEE', 'TURNOVER', 'KEY_FIGURE']);
    expect(options[1]!.base).toBeCloseTo(1_000, 6);
    expect(options[1]!.next).toBeCloseTo(570, 6);
    expect(options[3]!.base).toBeCloseTo(50, 6);
    expect(options[3]!.next).toBeCloseTo(38, 6);
  });

  it('lists the categories of either year with the comment on each', () => {
    const rows = categoryHistory(rollups.base, rollups.next, [{ category: 'TRAVELS', comment: ' Fewer flights ' }]);
    expect(rows.map((row) => [row.category, row.base, row.next])).toEqual([
      ['TRAVELS', 35_000, 19_200],
      ['BUILDING', 15_000, 11_000],
      ['IT', 0, 4_000],
    ]);
    expect(rows[0]!.comment).toBe('Fewer flights');
    expect(rows[2]!.variation.percent).toBeNull();
  });
});
