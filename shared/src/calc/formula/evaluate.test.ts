import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { parse } from './parse.ts';
import type { EvaluationResult, Formula, FormulaContext } from './types.ts';
import { testFactor } from './testFactor.ts';

function parsed(script: string, tableContext = false): Formula {
  const result = parse(script, { tableContext });
  if (!result.ok) throw new Error(`${script}: ${result.error.message} (${result.error.detail})`);
  return result.formula;
}

function run(script: string, context: FormulaContext, tableContext = false): EvaluationResult {
  return evaluate(parsed(script, tableContext), context);
}

function valueOf(script: string, context: FormulaContext, tableContext = false): unknown {
  const result = run(script, context, tableContext);
  if (!result.ok) throw new Error(`${script}: ${result.error.message}`);
  return result.value;
}

const factor = testFactor;

const context: FormulaContext = {
  ef: {
    diesel_litre: factor(3.16),
    'landfill-methane': factor(0.5, { gas: 'CH4', unit: 't', sourceVersion: '2024' }),
    fertiliser_n2o: factor(0.01, { gas: 'N2O', unit: 'kg', sourceVersion: '03/2024' }),
  },
  hyp: {
    'GWP100-CH4': { value: 27.9, unit: 'kgCO2e/kgCH4', source: 'IPCC AR6' },
    'GWP100-N2O': { value: 273, unit: 'kgCO2e/kgN2O', source: 'IPCC AR6' },
    load_factor: { value: 0.8, unit: '%', source: 'ADEME' },
  },
  efc: { truck_km: { value: 0.9, unit: 'km' } },
  q: { litres: 1_000, commute: { distance: 12, mode: 'car' }, blank: null, typed: '250', modes: ['car', 'bus'] },
  c: { amount: 40, empty: null },
  s: { days: 4 },
  p: { share: 0.25, unset: null },
};

describe('worked values', () => {
  it('diesel: 1,000 L × 3.16 kgCO2e/L = 3,160 kgCO2e', () => {
    expect(valueOf('ef.diesel_litre * q.litres', context)).toBeCloseTo(3_160, 9);
  });

  it('CH4 factor converts with GWP100-CH4: 0.5 kgCH4/t × 27.9 = 13.95 kgCO2e/t', () => {
    expect(valueOf('ef["landfill-methane"]', context)).toBeCloseTo(13.95, 9);
  });

  it('N2O factor converts with GWP100-N2O: 0.01 kgN2O/kg × 273 × 200 kg = 546 kgCO2e', () => {
    expect(valueOf('ef.fertiliser_n2o * 200', context)).toBeCloseTo(546, 9);
  });

  it('reads chained answers, survey answers, parameters and combinations', () => {
    expect(valueOf('q.commute.distance * 2 * s.days', context)).toBe(96);
    expect(valueOf('q.commute.mode == "car" ? 1 : 0', context)).toBe(1);
    expect(valueOf('q.modes[1]', context)).toBe('bus');
    expect(valueOf('p.share * 100', context)).toBeCloseTo(25, 12);
    // 0.9 kgCO2e/km × 1,000 km = 900 kgCO2e
    expect(valueOf('efc.truck_km * 1000', context)).toBeCloseTo(900, 9);
  });

  it('reads numeric text answers as numbers: "250" × 2 = 500', () => {
    expect(valueOf('q.typed * 2', context)).toBe(500);
  });

  it('applies the functions', () => {
    expect(valueOf('min(3, 1, 2)', context)).toBe(1);
    expect(valueOf('max(q.litres, 0) * 0.001', context)).toBeCloseTo(1, 12);
    expect(valueOf('abs(-2.5)', context)).toBe(2.5);
    expect(valueOf('floor(2.7) + ceil(2.1)', context)).toBe(5);
    expect(valueOf('sum(1, 2, 3.5)', context)).toBeCloseTo(6.5, 12);
  });

  it('rounds half away from zero, to the digits asked', () => {
    expect(valueOf('round(2.5)', context)).toBe(3);
    expect(valueOf('round(-2.5)', context)).toBe(-3);
    expect(valueOf('round(1.005, 2)', context)).toBeCloseTo(1.01, 12);
    expect(valueOf('round(3160.4567, 1)', context)).toBeCloseTo(3160.5, 9);
  });

  it('keeps JavaScript truthiness for || and &&, so `q.x || 0` still defaults a missing answer', () => {
    const result = run('q.unknown || 0', context);
    expect(result).toMatchObject({ ok: true, value: 0, undefinedAccesses: ['q.unknown'] });
    expect(valueOf('q.litres && 5', context)).toBe(5);
    expect(valueOf('0 && q.unknown', context)).toBe(0);
  });

  it('compares strictly: "1000" is not equal to 1000, text compares as text', () => {
    expect(valueOf('q.typed == 250', context)).toBe(false);
    expect(valueOf('q.typed === "250"', context)).toBe(true);
    expect(valueOf('"b" > "a"', context)).toBe(true);
    expect(valueOf('q.litres != 1000', context)).toBe(false);
  });
});

describe('provenance', () => {
  it('lists factors and hypotheses read, once each, in reading order, with source versions', () => {
    const result = run('ef["landfill-methane"] * hyp.load_factor + ef.diesel_litre + ef["landfill-methane"]', context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 0.5 × 27.9 × 0.8 + 3.16 + 13.95 = 11.16 + 3.16 + 13.95 = 28.27
    expect(result.value).toBeCloseTo(28.27, 9);
    expect(result.provenance.map((entry) => `${entry.kind}:${entry.name}`)).toEqual([
      'factor:landfill-methane',
      'hypothesis:GWP100-CH4',
      'hypothesis:load_factor',
      'factor:diesel_litre',
    ]);
    expect(result.provenance[0]).toEqual({
      kind: 'factor',
      name: 'landfill-methane',
      value: 0.5,
      gas: 'CH4',
      kgCo2ePerUnit: expect.closeTo(13.95, 9),
      unit: 't',
      source: 'Base Empreinte',
      sourceVersion: '2024',
      isPublic: true,
    });
    expect(result.provenance[1]).toEqual({ kind: 'hypothesis', name: 'GWP100-CH4', value: 27.9, unit: 'kgCO2e/kgCH4', source: 'IPCC AR6' });
  });

  it('lists a GWP100 hypothesis once, where it was first read, by a gas conversion or by name', () => {
    const methane = { ...context, ef: { ...context.ef, biogas: factor(0.2, { gas: 'CH4', unit: 'm3' }) } };
    const names = (script: string) => {
      const result = run(script, methane);
      return result.ok ? result.provenance.map((entry) => `${entry.kind}:${entry.name}`) : result.error.code;
    };
    expect(names('hyp["GWP100-CH4"] * ef["landfill-methane"]')).toEqual(['hypothesis:GWP100-CH4', 'factor:landfill-methane']);
    expect(names('ef["landfill-methane"] * hyp["GWP100-CH4"] + ef.biogas')).toEqual([
      'factor:landfill-methane',
      'hypothesis:GWP100-CH4',
      'factor:biogas',
    ]);
    expect(names('ef.fertiliser_n2o + ef["landfill-methane"] + ef.fertiliser_n2o')).toEqual([
      'factor:fertiliser_n2o',
      'hypothesis:GWP100-N2O',
      'factor:landfill-methane',
      'hypothesis:GWP100-CH4',
    ]);
  });

  it('records combinations, and nothing for a script that reads no factor', () => {
    expect(run('efc.truck_km', context)).toMatchObject({ provenance: [{ kind: 'combination', name: 'truck_km', kgCo2ePerUnit: 0.9 }] });
    expect(run('q.litres', context)).toMatchObject({ ok: true, provenance: [] });
  });

  it('records only the branch taken', () => {
    const result = run('q.litres > 10 ? ef.diesel_litre : hyp.load_factor', context);
    expect(result.ok && result.provenance.map((entry) => entry.name)).toEqual(['diesel_litre']);
  });
});

describe('errors as the spec words them', () => {
  it('Result is NaN, with the undefined accesses listed', () => {
    expect(run('q.unknown * ef.diesel_litre + c["other column"]', context)).toEqual({
      ok: false,
      error: { code: 'resultNaN', message: 'Result is NaN', undefinedAccesses: ['q.unknown', 'c["other column"]'] },
    });
    expect(run('q.commute.missing', context)).toMatchObject({ error: { message: 'Result is NaN', undefinedAccesses: ['q.commute.missing'] } });
    expect(run('0 / 0', context)).toMatchObject({ error: { message: 'Result is NaN', undefinedAccesses: [] } });
    expect(run('q.commute.mode * 2', context)).toMatchObject({ error: { message: 'Result is NaN' } });
  });

  it('reports a blank parameter as an undefined access', () => {
    expect(run('p.unset * 2', context)).toMatchObject({ error: { message: 'Result is NaN', undefinedAccesses: ['p.unset'] } });
  });

  it('Emission factor {name} not found', () => {
    expect(run('ef.petrol * 2', context)).toEqual({ ok: false, error: { code: 'factorNotFound', message: 'Emission factor petrol not found', said: { key: 'validation.message.emissionFactorNotFound', params: { name: 'petrol' }, text: 'Emission factor petrol not found' } } });
  });

  it('Hypothesis {name} not found', () => {
    expect(run('hyp["load"]', context)).toEqual({ ok: false, error: { code: 'hypothesisNotFound', message: 'Hypothesis load not found', said: { key: 'validation.message.hypothesisNotFound', params: { name: 'load' }, text: 'Hypothesis load not found' } } });
  });

  it('Emission factor combination {name} not found', () => {
    expect(run('efc.van', context)).toMatchObject({ error: { message: 'Emission factor combination van not found' } });
  });

  it('Missing hypothesis for emission gas {gas}', () => {
    const withoutGwp: FormulaContext = { ef: context.ef, hyp: { load_factor: context.hyp!.load_factor! } };
    expect(run('ef["landfill-methane"]', withoutGwp)).toEqual({
      ok: false,
      error: {
        code: 'missingGasHypothesis',
        message: 'Missing hypothesis for emission gas CH4',
        said: { key: 'validation.message.missingGasHypothesis', params: { gas: 'CH4' }, text: 'Missing hypothesis for emission gas CH4' },
      },
    });
    expect(run('ef.fertiliser_n2o', withoutGwp)).toMatchObject({ error: { message: 'Missing hypothesis for emission gas N2O' } });
  });

  it('No answer for question, No answer for column', () => {
    expect(run('q.blank * 2', context)).toEqual({ ok: false, error: { code: 'noAnswerForQuestion', message: 'No answer for question' } });
    expect(run('c.empty', context)).toEqual({ ok: false, error: { code: 'noAnswerForColumn', message: 'No answer for column' } });
  });

  it('a result that is a reference object is invalid', () => {
    expect(run('q.commute', context)).toEqual({
      ok: false,
      error: { code: 'referenceObject', message: 'Result is a reference object, not a value' },
    });
    expect(run('q.modes', context)).toMatchObject({ error: { code: 'referenceObject' } });
  });

  it('refuses infinite results', () => {
    expect(run('q.litres / 0', context)).toMatchObject({ error: { code: 'notFinite', message: 'Result is not a finite number' } });
  });
});

describe('table contexts', () => {
  const lines = [
    { amount: 10, fuel: 'diesel' },
    { amount: null, fuel: 'diesel' },
    { amount: 32.5, fuel: 'petrol' },
  ];
  const table = (rowIndex?: number): FormulaContext => ({ ...context, table: rowIndex === undefined ? { lines } : { lines, rowIndex } });

  it('reads the current row, the line count and a column over all lines', () => {
    // 10 L × 3.16 kgCO2e/L = 31.6 kgCO2e
    expect(valueOf('row.amount * ef.diesel_litre', table(0), true)).toBeCloseTo(31.6, 9);
    expect(valueOf('row["fuel"] == "petrol" ? n : 0', table(2), true)).toBe(3);
    // blank line skipped: 10 + 32.5 = 42.5
    expect(valueOf('sum(l.amount)', table(), true)).toBeCloseTo(42.5, 12);
    expect(valueOf('max(l.amount) - min(l.amount)', table(), true)).toBeCloseTo(22.5, 12);
  });

  it('No answer for column on a blank cell, No answer in table without lines', () => {
    expect(run('row.amount', table(1), true)).toMatchObject({ error: { message: 'No answer for column' } });
    expect(run('row.amount', table(), true)).toMatchObject({ error: { message: 'No answer in table' } });
    expect(run('sum(l.amount)', { table: { lines: [] } }, true)).toMatchObject({ error: { message: 'No answer in table' } });
    expect(run('n', {}, true)).toMatchObject({ error: { code: 'noAnswerInTable' } });
  });

  it('lists a missing column as an undefined access', () => {
    expect(run('row.volume * 2', table(0), true)).toMatchObject({ error: { message: 'Result is NaN', undefinedAccesses: ['row.volume'] } });
  });
});

describe('parse once, evaluate many times', () => {
  it('gives each context its own result and provenance from one formula', () => {
    const formula = parsed('ef.diesel_litre * q.litres');
    const results = [500, 1_000, 2_000].map((litres) => evaluate(formula, { ...context, q: { litres } }));
    // 3.16 kgCO2e/L × 500, 1,000 and 2,000 L
    expect(results.map((result) => (result.ok ? result.value : NaN))).toEqual([
      expect.closeTo(1_580, 9),
      expect.closeTo(3_160, 9),
      expect.closeTo(6_320, 9),
    ]);
    expect(results[0]!.ok && results[0]!.provenance).not.toBe(results[1]!.ok && results[1]!.provenance);
  });
});
