import { describe, expect, it } from 'vitest';
import { parse } from '../formula/parse.ts';
import { answersEvaluator, catalogueView, evaluateCombinationScript, evaluateWithCatalogue, linkedCatalogueUuids, type CatalogueFactor } from './context.ts';

/*
 * The one reader of the catalogue for formulas. Worked values: the French grid of Electricity
 * Maps, 0.032 kgCO₂e/kWh for 2023 and 0.021 from 2024 on (the open entry), times an electric
 * car's 0.17 kWh/km; the car's construction, 0.0836 kgCO₂e/km, from ADEME Base Empreinte.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [kWh, km] = [uuid(1), uuid(2)];
const entry = (until: number | null, value: number | null, isPublic = true) => ({ until, value, source: 'Test', sourceVersion: '2024', isPublic });
const simple = (n: number, name: string, values: CatalogueFactor['values']): CatalogueFactor => ({
  uuid: uuid(n),
  type: 'SIMPLE',
  name,
  clientNameEn: null,
  clientNameFr: null,
  unitUuid: kWh,
  gas: 'CO2E',
  qualityPercentage: 100,
  values,
});
const combination = (n: number, name: string, script: string, links: string[] = []): CatalogueFactor => ({
  ...simple(n, name, [entry(null, null)]),
  type: 'COMBINATION',
  unitUuid: km,
  script,
  linkedEmissionFactorUuids: links,
});

const grid = simple(10, 'Grid FR', [entry(null, 0.021), entry(2023, 0.032)]);
const construction = simple(11, 'EV construction', [entry(null, 0.0836)]);
const evUse = combination(20, 'EV use', 'ef["grid fr"] * hyp["EV kWh per km"] + ef["EV construction"]', [grid.uuid, construction.uuid]);
const catalogue = catalogueView({
  factors: [grid, construction, evUse],
  hypotheses: [{ uuid: uuid(30), name: 'EV kWh per km', clientNameEn: null, unitUuid: kWh, values: [{ until: null, value: 0.17 }] }],
  units: [
    { uuid: kWh, symbol: 'kWh' },
    { uuid: km, symbol: 'km' },
  ],
});

const formula = (script: string) => {
  const parsed = parse(script);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.formula;
};
const valueOf = (result: ReturnType<typeof evaluateWithCatalogue>) => (result.ok ? result.value : result.message);

describe('evaluateWithCatalogue', () => {
  it('reads names trimmed and without case, as the catalogue keeps them unique', () => {
    expect(valueOf(evaluateWithCatalogue(formula('ef["GRID FR"] * q.activity'), catalogue, 2024, 1000))).toBeCloseTo(21, 9);
    expect(valueOf(evaluateWithCatalogue(formula('ef[" grid fr "] * q.activity'), catalogue, 2024, 1000))).toBeCloseTo(21, 9);
  });

  it("reads a report year's value, and the open entry for 'current'", () => {
    expect(valueOf(evaluateWithCatalogue(formula('ef["Grid FR"]'), catalogue, 2023))).toBeCloseTo(0.032, 12);
    expect(valueOf(evaluateWithCatalogue(formula('ef["Grid FR"]'), catalogue, 'current'))).toBeCloseTo(0.021, 12);
  });

  it('evaluates a combination again for the year, and traces what it read through it', () => {
    const result = evaluateWithCatalogue(formula('efc["ev use"] * q.activity'), catalogue, 2023, 100);
    // 100 km × (0.032 × 0.17 + 0.0836) = 100 × 0.08904.
    expect(valueOf(result)).toBeCloseTo(8.904, 9);
    expect(result.ok && result.factors.map((factor) => [factor.name, factor.via])).toEqual([
      ['EV use', null],
      ['Grid FR', 'EV use'],
      ['EV construction', 'EV use'],
    ]);
  });

  it('keeps a private value out of the trace, and a combination reading one private too', () => {
    const licensed = simple(12, 'Licensed', [entry(null, 0.5, false)]);
    const mix = combination(21, 'Mix', 'ef.Licensed + ef["Grid FR"]', [licensed.uuid, grid.uuid]);
    const view = catalogueView({ factors: [grid, licensed, mix], hypotheses: [], units: [] });
    const result = evaluateWithCatalogue(formula('efc.Mix * 2'), view, 2024);
    expect(valueOf(result)).toBeCloseTo(1.042, 12);
    expect(result.ok && result.factors.map((factor) => [factor.name, factor.isPublic, factor.value])).toEqual([
      ['Mix', false, null],
      ['Licensed', false, null],
      ['Grid FR', true, 0.021],
    ]);
  });
});

describe('evaluateCombinationScript', () => {
  it("gives the catalogue's current value, and names the links the script reads", () => {
    const script = formula('efc["EV use"] + ef["grid fr"]');
    expect(valueOf(evaluateCombinationScript(script, catalogue, 'current'))).toBeCloseTo(0.021 * 0.17 + 0.0836 + 0.021, 12);
    expect(linkedCatalogueUuids(script, catalogue)).toEqual({ emissionFactorUuids: [evUse.uuid, grid.uuid], hypothesisUuids: [] });
  });

  it('refuses reading the combination being edited, directly or through another', () => {
    const outer = combination(22, 'Outer', 'efc["EV use"] + ef["Grid FR"]');
    const view = catalogueView({ factors: [grid, construction, evUse, outer], hypotheses: [], units: [] });
    const direct = evaluateCombinationScript(formula('efc["EV use"] + ef["Grid FR"]'), view, 'current', evUse.uuid);
    expect(direct.ok ? null : direct.message).toBe('Emission factor combination EV use: it refers to itself');
    const through = evaluateCombinationScript(formula('efc.Outer + ef["Grid FR"]'), view, 'current', evUse.uuid);
    expect(through.ok ? null : through.message).toContain('it refers to itself');
  });
});

describe('answersEvaluator', () => {
  const tableFormula = (script: string) => {
    const parsed = parse(script, { tableContext: true });
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.formula;
  };
  const line = (kind: string, amount: number) => ({ c: { kind, amount }, table: { lines: [{ kind, amount }], rowIndex: 0 } });

  it('keeps, line by line, only the values each line read', () => {
    // An electric car line: 100 km × (0.021 × 0.17 + 0.0836) = 8.717 kg, through the combination; a
    // grid line: 1,000 kWh × 0.021 = 21 kg, the grid factor only.
    const evaluate = answersEvaluator(tableFormula('row.kind == "ev" ? row.amount * efc["EV use"] : row.amount * ef["Grid FR"]'), catalogue, 2024);
    const ev = evaluate(line('ev', 100));
    const grid = evaluate(line('grid', 1_000));
    expect(ev.ok && [ev.value, ev.factors.map((factor) => factor.name).sort()]).toEqual([expect.closeTo(8.717, 9), ['EV construction', 'EV use', 'Grid FR']]);
    expect(grid.ok && [grid.value, grid.factors.map((factor) => factor.name), grid.hypotheses]).toEqual([expect.closeTo(21, 9), ['Grid FR'], []]);
  });

  it('reads the catalogue once for a script without combination, and still keeps only what each line read', () => {
    const evaluate = answersEvaluator(tableFormula('row.kind == "grid" ? row.amount * ef["Grid FR"] : row.amount * ef["EV construction"]'), catalogue, 2023);
    const grid = evaluate(line('grid', 1_000));
    const car = evaluate(line('car', 100));
    expect(grid.ok && [grid.value, grid.factors.map((factor) => factor.name)]).toEqual([expect.closeTo(32, 9), ['Grid FR']]);
    expect(car.ok && [car.value, car.factors.map((factor) => factor.name)]).toEqual([expect.closeTo(8.36, 9), ['EV construction']]);
    const missing = answersEvaluator(tableFormula('row.amount * ef.nowhere'), catalogue, 2024)(line('x', 1));
    expect(missing.ok ? null : missing.message).toBe('Emission factor nowhere not found');
  });
});
