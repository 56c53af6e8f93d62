import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { ReportEntryInput } from '../../schemas/reportApi.ts';
import { catalogueView, type CatalogueFactor, type CatalogueHypothesis, type CatalogueView } from '../catalogue/context.ts';
import { computeEntries, evaluateEntry, evaluateFormula } from './entries.ts';

/*
 * A small catalogue in plain data (computeEntries is pure: the handler loads the catalogue and
 * hands it in). Values are those of the reference tables where one exists: GWP100 of methane
 * from the GHG Protocol table v2.0 (AR5 up to 2023, AR6 from 2024), the electric car's
 * construction from ADEME Base Empreinte; the grid values are two distinct yearly figures.
 */

let counter = 0;
const newUuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const kgPerKg = newUuid();
const kWh = newUuid();
const km = newUuid();
const m3 = newUuid();
const percent = newUuid();

const value = (until: number | null, amount: number, source: string, sourceVersion: string) => ({
  until,
  value: amount,
  source,
  sourceVersion,
  isPublic: true,
});

function hypothesis(name: string, unitUuid: string, values: CatalogueHypothesis['values']): CatalogueHypothesis {
  return { uuid: newUuid(), name, clientNameEn: null, unitUuid, values };
}

/** `computedValue` is what the catalogue stored with today's values: a report must never use it. */
function factor(name: string, fields: Partial<CatalogueFactor> & { computedValue?: number }): CatalogueFactor {
  return {
    type: 'SIMPLE',
    uuid: newUuid(),
    name,
    clientNameEn: null,
    clientNameFr: null,
    unitUuid: km,
    gas: 'CO2E',
    methaneOrigin: null,
    qualityPercentage: 100,
    values: [],
    script: null,
    ...fields,
  };
}

const gwp = (name: string, ar5: number, ar6: number) =>
  hypothesis(name, kgPerKg, [value(null, ar6, 'IPCC AR6', '2021'), value(2023, ar5, 'IPCC AR5', '2014')]);

const grid2023 = 0.032;
const grid2024 = 0.021;
const kWhPerKm = 0.17;
const evConstruction = 0.0836;
const leakShare = 0.5;

function catalogue(): CatalogueView {
  const hypotheses = [
    gwp('GWP100-CH4', 28, 27.9),
    gwp('GWP100-CH4-fossil', 30, 29.8),
    gwp('GWP100-CH4-non-fossil', 28, 27.0),
    hypothesis('ev-kwh-per-km', kWh, [value(null, kWhPerKm, 'Manufacturer', '2022')]),
    hypothesis('leak-share', percent, [value(null, leakShare, 'Site survey', '2023')]),
  ];
  const factors = [
    factor('grid-fr', { unitUuid: kWh, values: [value(null, grid2024, 'Electricity Maps', '2024'), value(2023, grid2023, 'Electricity Maps', '2023')] }),
    factor('ev-construction', { values: [value(null, evConstruction, 'ADEME Base Empreinte', '2024')] }),
    factor('ev-use', {
      type: 'COMBINATION',
      values: [value(null, 0, 'Combination', '1')],
      script: 'ef["grid-fr"] * hyp["ev-kwh-per-km"] + ef["ev-construction"]',
      // What the catalogue computed with today's values: a report must not use it.
      computedValue: grid2024 * kWhPerKm + evConstruction,
    }),
    factor('ev-fleet', {
      type: 'COMBINATION',
      values: [value(null, 0, 'Combination', '1')],
      script: 'efc["ev-use"] * hyp["leak-share"]',
      computedValue: 999,
    }),
    factor('gas-leak-fossil', { gas: 'CH4', methaneOrigin: 'FOSSIL', unitUuid: m3, values: [value(null, 0.7, 'Operator', '2023')] }),
    factor('biogas-leak', { gas: 'CH4', methaneOrigin: 'NON_FOSSIL', unitUuid: m3, values: [value(null, 0.7, 'Operator', '2023')] }),
    factor('methane-generic', { gas: 'CH4', unitUuid: m3, values: [value(null, 0.7, 'Operator', '2023')] }),
    factor('leak-mix', {
      type: 'COMBINATION',
      unitUuid: m3,
      values: [value(null, 0, 'Combination', '1')],
      script: 'ef["gas-leak-fossil"] * hyp["leak-share"]',
      computedValue: 0.7 * 29.8 * leakShare,
    }),
    factor('loop-a', { type: 'COMBINATION', values: [value(null, 0, 'Combination', '1')], script: 'efc["loop-b"] * hyp["leak-share"]' }),
    factor('loop-b', { type: 'COMBINATION', values: [value(null, 0, 'Combination', '1')], script: 'efc["loop-a"] * hyp["leak-share"]' }),
  ];
  // Every value here is public: private values have their own tests.
  return catalogueView({
    factors,
    hypotheses,
    units: [
      { uuid: kgPerKg, symbol: 'kgCO₂e/kg' },
      { uuid: kWh, symbol: 'kWh' },
      { uuid: km, symbol: 'km' },
      { uuid: m3, symbol: 'm³' },
      { uuid: percent, symbol: '%' },
    ],
  });
}

const entry = (formula: string, activity: number) =>
  ReportEntryInput.parse({
    label: 'Entry',
    scope: 'THREE',
    operationalCategory: 'TRAVELS',
    ghgCategory: 'EMPLOYEE_COMMUTING',
    begesCategory: 'BEGES_3_3',
    activityData: { value: activity, unit: { labelEn: 'unit' } },
    formula,
  });

const compute = (inputs: ReturnType<typeof entry>[], catalogue: CatalogueView, year: number) => computeEntries(inputs, catalogue, year, newUuid);

const valueOf = (formula: string, activity: number, year: number) => compute([entry(formula, activity)], catalogue(), year).entries[0]!.value;

describe('a combination in a report is evaluated for the report year', () => {
  it('gives a 2023 report the 2023 grid and a 2024 report the 2024 grid, never the stored current value', () => {
    const formula = 'q.activity * efc["ev-use"]';
    expect(valueOf(formula, 1000, 2023)).toBeCloseTo(1000 * (grid2023 * kWhPerKm + evConstruction), 9);
    expect(valueOf(formula, 1000, 2024)).toBeCloseTo(1000 * (grid2024 * kWhPerKm + evConstruction), 9);
    expect(valueOf(formula, 1000, 2023)).not.toBeCloseTo(valueOf(formula, 1000, 2024), 3);
  });

  it('evaluates nested combinations for the year too', () => {
    expect(valueOf('q.activity * efc["ev-fleet"]', 100, 2023)).toBeCloseTo(100 * (grid2023 * kWhPerKm + evConstruction) * leakShare, 9);
    expect(valueOf('q.activity * efc["ev-fleet"]', 100, 2025)).toBeCloseTo(100 * (grid2024 * kWhPerKm + evConstruction) * leakShare, 9);
  });

  it('traces each value the combination used, with its validity and the combination it came through', () => {
    const [computed] = compute([entry('q.activity * efc["ev-use"]', 1000)], catalogue(), 2023).entries;
    const factors = Object.fromEntries(computed!.emissionFactors.map((item) => [item.name, item]));
    expect(factors['ev-use']).toMatchObject({ value: expect.closeTo(grid2023 * kWhPerKm + evConstruction, 9), via: null });
    expect(factors['grid-fr']).toMatchObject({ value: grid2023, sourceVersion: '2023', validUntil: 2023, via: 'ev-use' });
    expect(factors['ev-construction']).toMatchObject({ value: evConstruction, validUntil: null, via: 'ev-use' });
    expect(computed!.hypotheses).toEqual([expect.objectContaining({ name: 'ev-kwh-per-km', value: kWhPerKm, via: 'ev-use' })]);
  });

  it('lists nothing of a combination that a conditional skipped', () => {
    const [computed] = compute([entry('q.activity > 0 ? q.activity * ef["ev-construction"] : efc["ev-use"]', 10)], catalogue(), 2023).entries;
    expect(computed!.emissionFactors.map((item) => item.name)).toEqual(['ev-construction']);
    expect(computed!.hypotheses).toEqual([]);
  });

  it('gives every entry of a report the same trace for a shared combination, and other years their own values', () => {
    const view = catalogue();
    const { entries } = compute([entry('q.activity * efc["ev-use"]', 10), entry('q.activity * efc["ev-use"] * 2', 10)], view, 2023);
    expect(entries[1]!.value).toBeCloseTo(2 * entries[0]!.value, 9);
    expect(entries[1]!.emissionFactors).toEqual(entries[0]!.emissionFactors);
    // The same catalogue read for another year evaluates the combination again.
    const [later] = compute([entry('q.activity * efc["ev-use"]', 10)], view, 2024).entries;
    expect(later!.value).toBeCloseTo(10 * (grid2024 * kWhPerKm + evConstruction), 9);
  });

  it('evaluates a combination only when the formula reads it: a branch not taken never fails on it', () => {
    expect(valueOf('q.activity > 0 ? q.activity * ef["ev-construction"] : efc["loop-a"]', 10, 2023)).toBeCloseTo(10 * evConstruction, 9);
  });

  it('refuses a combination that refers to itself, on the entry, instead of looping', () => {
    let thrown: unknown;
    try {
      compute([entry('q.activity * efc["loop-a"]', 1)], catalogue(), 2023);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('BAD_REQUEST');
    expect((thrown as AppError).issues?.[0]).toMatchObject({ path: ['entries', 0, 'formula'], message: expect.stringContaining('refers to itself') });
  });
});

describe('methane through a factor and through a combination', () => {
  it('agree for the same year, with the GWP of the methane origin', () => {
    for (const [year, fossilGwp] of [
      [2023, 30],
      [2024, 29.8],
    ] as const) {
      const direct = valueOf('q.activity * ef["gas-leak-fossil"] * hyp["leak-share"]', 200, year);
      const combined = valueOf('q.activity * efc["leak-mix"]', 200, year);
      expect(direct).toBeCloseTo(200 * 0.7 * fossilGwp * leakShare, 9);
      expect(combined).toBeCloseTo(direct, 9);
    }
  });

  it('converts fossil, non-fossil and unspecified methane with their own GWP100 (GHG Protocol table v2.0)', () => {
    expect(valueOf('q.activity * ef["gas-leak-fossil"]', 1, 2024)).toBeCloseTo(0.7 * 29.8, 9);
    expect(valueOf('q.activity * ef["biogas-leak"]', 1, 2024)).toBeCloseTo(0.7 * 27.0, 9);
    expect(valueOf('q.activity * ef["methane-generic"]', 1, 2024)).toBeCloseTo(0.7 * 27.9, 9);
    expect(valueOf('q.activity * ef["gas-leak-fossil"]', 1, 2023)).toBeCloseTo(0.7 * 30, 9);
    expect(valueOf('q.activity * ef["biogas-leak"]', 1, 2023)).toBeCloseTo(0.7 * 28, 9);
  });

  it('shows the methane GWP used, with its validity, in the trace', () => {
    const [computed] = compute([entry('q.activity * efc["leak-mix"]', 1)], catalogue(), 2023).entries;
    expect(computed!.hypotheses).toContainEqual(
      expect.objectContaining({ name: 'GWP100-CH4-fossil', value: 30, source: 'IPCC AR5', validUntil: 2023, via: 'leak-mix' }),
    );
  });
});

describe('one entry, as the staff page evaluates it while a draft is edited', () => {
  const options = () => ({ newUuid });

  it('gives the value the save computes, with the factors and hypotheses behind it', () => {
    const view = catalogue();
    const input = entry('q.activity * efc["ev-use"]', 1000);
    const one = evaluateEntry(input, view, 2023, options());
    expect(one.ok).toBe(true);
    if (!one.ok) return;
    // 1,000 km × (0.032 kWh-grid × 0.17 kWh/km + 0.0836) = 89.04 kgCO2e.
    expect(one.entry.value).toBeCloseTo(89.04, 9);
    expect(one.entry.value).toBeCloseTo(compute([input], view, 2023).entries[0]!.value, 12);
    expect(one.entry.emissionFactors.map((item) => item.name).sort()).toEqual(['ev-construction', 'ev-use', 'grid-fr']);
  });

  it('answers a formula that cannot be read with its message on the formula, keyed for translation', () => {
    const bad = evaluateEntry(entry('q.activity * ef["no-such-factor"]', 10), catalogue(), 2024, options());
    expect(bad).toEqual({
      ok: false,
      issues: [expect.objectContaining({ path: ['formula'], message: 'Emission factor no-such-factor not found', key: 'validation.message.emissionFactorNotFound' })],
    });
    const unreadable = evaluateEntry(entry('q.activity *', 10), catalogue(), 2024, options());
    expect(unreadable.ok ? [] : unreadable.issues.map((issue) => issue.path)).toEqual([['formula']]);
  });

  it('says what the entry rules refuse: a BEGES category for a both-methods entry, an electricity basis outside electricity', () => {
    const noBeges = evaluateEntry({ ...entry('q.activity * ef["ev-construction"]', 10), begesCategory: null }, catalogue(), 2024, options());
    expect(noBeges).toEqual({ ok: false, issues: [expect.objectContaining({ path: ['begesCategory'], message: 'Required', key: 'validation.message.required' })] });
    const basis = evaluateEntry({ ...entry('q.activity * ef["ev-construction"]', 10), electricityBasis: 'MARKET' }, catalogue(), 2024, options());
    expect(basis.ok ? [] : basis.issues.map((issue) => issue.path)).toEqual([['electricityBasis']]);
  });

  it('keeps a hand-typed value, and asks for one when there is no formula', () => {
    const typed = evaluateEntry({ ...entry('1', 0), formula: null, value: 1_250 }, catalogue(), 2024, options());
    expect(typed.ok && typed.entry.value).toBe(1_250);
    const missing = evaluateEntry({ ...entry('1', 0), formula: null, value: null }, catalogue(), 2024, options());
    expect(missing.ok ? [] : missing.issues.map((issue) => issue.path)).toEqual([['value']]);
  });

  it('draws a uuid only for a new entry that evaluates', () => {
    let drawn = 0;
    const draw = () => `00000000-0000-4000-8000-${String(900_000 + ++drawn).padStart(12, '0')}`;
    evaluateEntry(entry('q.activity * ef["missing"]', 1), catalogue(), 2024, { newUuid: draw });
    expect(drawn).toBe(0);
    const kept = evaluateEntry({ ...entry('2 * 3', 1), uuid: newUuid() }, catalogue(), 2024, { newUuid: draw });
    expect(drawn).toBe(0);
    expect(kept.ok && kept.entry.value).toBe(6);
  });

  it('evaluates a formula alone: the activity is q.activity, and a text result is refused', () => {
    const parsedScripts = new Map();
    const result = evaluateFormula('q.activity * ef["ev-construction"]', 500, catalogue(), 2024, parsedScripts);
    // 500 km × 0.0836 kgCO2e/km = 41.8 kgCO2e.
    expect(result.ok && result.value).toBeCloseTo(41.8, 9);
    expect(parsedScripts.size).toBe(1);
    const noActivity = evaluateFormula('q.activity * 2', null, catalogue(), 2024);
    expect(noActivity.ok).toBe(false);
  });
});
