import { describe, expect, it } from 'vitest';
import { blankReportSettings, plainEntry, type ReportEmissionFactor, type ReportEntry, type ReportSnapshot } from '../../schemas/index.ts';
import { decomposeChange } from './comparison.ts';
import { computeReport, defaultBasis } from './rollup.ts';
import { dependsOnPrivateValue, redactEntry, redactPrivateValues } from './privacy.ts';

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/*
 * Two entries, one public and one computed with a licensed factor:
 *   boiler   50,000 kWh × 0.227 (public)                       = 11,350 kg
 *   laptops  40 units × 156 (private) × 1.2 (hypothesis)        =  7,488 kg
 * The laptop factor (156) must not follow from what a client receives.
 */
const privateFactorValue = 156;
const factor = (n: number, fields: Partial<ReportEmissionFactor>): ReportEmissionFactor => ({
  uuid: uuid(n),
  name: `factor ${n}`,
  clientNameEn: null,
  clientNameFr: null,
  value: 0.227,
  unit: 'kgCO₂e/kWh',
  gas: 'CO2E',
  source: 'ADEME Base Empreinte',
  sourceVersion: '23.2',
  isPublic: true,
  qualityPercentage: 100,
  ...fields,
});
const publicFactor = factor(101, {});
const licensed = factor(102, { value: null, isPublic: false, unit: 'kgCO₂e/unit', source: 'Negaoctet', sourceVersion: '2024' });
const uplift = factor(103, { value: 1.2, unit: 'kgCO₂e/kgCO₂e' });

const boiler = plainEntry({
  uuid: uuid(1),
  label: 'Gas boiler',
  value: 11_350,
  scope: 'ONE',
  operationalCategory: 'BUILDING',
  ghgCategory: 'STATIONARY_COMBUSTION',
  begesCategory: 'BEGES_1_1',
  emissionFactors: [publicFactor],
  activityData: { value: 50_000, unit: { labelEn: 'kWh' } },
  formula: "q.activity * ef['factor 101']",
});

function laptops(activity: number): ReportEntry {
  return plainEntry({
    uuid: uuid(2),
    label: 'Laptops',
    value: activity * privateFactorValue * 1.2,
    scope: 'THREE',
    operationalCategory: 'RAW_MATERIALS',
    ghgCategory: 'PURCHASED_GOODS_AND_SERVICES',
    begesCategory: 'BEGES_4_1',
    emissionFactors: [licensed, uplift],
    hypotheses: [{ uuid: uuid(201), name: 'Replacement rate', clientNameEn: null, value: 1.2, unit: '', source: 'Inventory' }],
    activityData: { value: activity, unit: { labelEn: 'unit' } },
    formula: `${activity} * ef['factor 102'] * hyp['Replacement rate']`,
    lines: [
      { label: 'Office', value: (activity / 2) * privateFactorValue * 1.2, activityValue: activity / 2 },
      { label: 'Remote', value: (activity / 2) * privateFactorValue * 1.2, activityValue: activity / 2 },
    ],
    source: {
      questionnaireUuid: uuid(301),
      questionUuid: uuid(302),
      questionLabelEn: 'Laptops bought',
      questionLabelFr: null,
      formulaTemplateUuid: uuid(303),
      lines: [{ id: 'office', number: 1 }],
      columnUuids: [uuid(304)],
      activity: { value: activity, unit: 'unit' },
    },
  });
}

function snapshot(entries: ReportEntry[], year = 2024): ReportSnapshot {
  const settings = blankReportSettings({ name: `Footprint ${year}`, year, companyName: 'Acme' });
  return { ...settings, entries, total: 0, ratios: { kgPerEmployee: null, kgPerTurnoverM: null }, publicUrl: null, files: [] };
}

/** Every number anywhere in a value, with its path. */
function numbersIn(value: unknown, path = ''): { path: string; value: number }[] {
  if (typeof value === 'number') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbersIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  if (typeof value === 'string') return [...value.matchAll(/\d+(?:\.\d+)?/g)].map((match) => ({ path, value: Number(match[0]) }));
  return [];
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

describe('dependsOnPrivateValue', () => {
  it('is true exactly when a factor of the entry is private', () => {
    expect(dependsOnPrivateValue(boiler)).toBe(false);
    expect(dependsOnPrivateValue(laptops(40))).toBe(true);
  });
});

describe('redactEntry', () => {
  it('leaves an entry without a private value as it is', () => {
    expect(redactEntry(boiler)).toBe(boiler);
  });

  it('keeps the emissions and the licensed source, and withholds whatever divides them', () => {
    const entry = laptops(40);
    const redacted = redactEntry(entry);
    expect(redacted.value).toBe(entry.value);
    expect(redacted.label).toBe('Laptops');
    expect(redacted.emissionFactors).toEqual([{ ...licensed, value: null }]);
    expect(redacted.activityData).toBeNull();
    expect(redacted.formula).toBeNull();
    expect(redacted.hypotheses).toEqual([]);
    expect(redacted.lines?.map((line) => line.activityValue)).toEqual([null, null]);
    expect(redacted.lines?.map((line) => line.value)).toEqual(entry.lines?.map((line) => line.value));
    expect(redacted.source).toEqual({ ...entry.source, activity: null });
  });

  it('leaves no number that equals the private value or gives it by dividing the emissions', () => {
    const redacted = redactEntry(laptops(40));
    const numbers = numbersIn(redacted).map((found) => found.value);
    const emissions = [redacted.value, ...(redacted.lines ?? []).map((line) => line.value)];
    for (const number of numbers) {
      expect(near(number, privateFactorValue)).toBe(false);
      for (const value of emissions) if (number !== 0) expect(near(value / number, privateFactorValue)).toBe(false);
    }
  });

  it('is idempotent', () => {
    const once = redactEntry(laptops(40));
    expect(redactEntry(once)).toEqual(once);
  });
});

describe('redactPrivateValues', () => {
  it('changes only the entries that depend on a private value, so totals still add up', () => {
    const stored = snapshot([boiler, laptops(40)]);
    const redacted = redactPrivateValues(stored);
    expect(redacted.entries[0]).toBe(boiler);
    expect(redacted.entries[1]!.activityData).toBeNull();
    const basis = { basis: defaultBasis(stored.electricityReporting) };
    expect(computeReport(redacted, basis).total).toBe(computeReport(stored, basis).total);
  });

  it('returns the same snapshot when nothing is private', () => {
    const stored = snapshot([boiler]);
    expect(redactPrivateValues(stored)).toBe(stored);
  });

  it('leaves the year-over-year split no factor effect to divide by the activity change', () => {
    // Stored: 40 then 50 laptops at the same licensed factor. Unredacted, activity effect /
    // activity change gives 156 × 1.2 back; redacted, the whole change is an activity effect.
    const before = snapshot([laptops(40)], 2023);
    const after = snapshot([laptops(50)], 2024);
    const open = decomposeChange(before.entries, after.entries);
    expect(open.total.activity / (50 - 40)).toBeCloseTo(privateFactorValue * 1.2, 9);
    const redacted = decomposeChange(redactPrivateValues(before).entries, redactPrivateValues(after).entries);
    expect(redacted.total.emissionFactor).toBe(0);
    expect(redacted.total.activity).toBeCloseTo(after.entries[0]!.value - before.entries[0]!.value, 6);
    for (const number of numbersIn(redacted)) expect(near(number.value, privateFactorValue)).toBe(false);
  });
});
