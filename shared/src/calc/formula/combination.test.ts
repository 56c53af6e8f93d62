import { describe, expect, it } from 'vitest';
import { checkCombinationScript, evaluateCombination, referencesOf } from './combination.ts';
import { parse } from './parse.ts';
import type { Formula, FormulaContext } from './types.ts';

function parsed(script: string): Formula {
  const result = parse(script);
  if (!result.ok) throw new Error(result.error.message);
  return result.formula;
}

const rule = 'emission factor combination script must reference at least two emission factors or one emission factor and one hypothesis';

const context: FormulaContext = {
  ef: {
    a: { value: 2.5, gas: 'CO2E', unit: 'km', source: 'Base Empreinte', sourceVersion: 'v23.1', isPublic: true },
    c: { value: 0.2, gas: 'CH4', unit: 'km', source: 'DEFRA', sourceVersion: '2024', isPublic: false },
  },
  hyp: {
    b: { value: 1.2, unit: 'ratio', source: 'internal' },
    'GWP100-CH4': { value: 27.9, unit: 'kgCO2e/kgCH4', source: 'IPCC AR6' },
  },
  efc: { base: { value: 4, unit: 'km' } },
};

describe('combination rule', () => {
  it.each([
    ['two factors', 'ef.a + ef.c', ['a', 'c'], []],
    ['one factor and one hypothesis', 'ef.a * hyp.b', ['a'], ['b']],
    ['a factor and a combination', 'ef.a + efc.base', ['a'], []],
  ])('accepts %s', (_, script, factorNames, hypothesisNames) => {
    expect(checkCombinationScript(parsed(script))).toMatchObject({ ok: true, factorNames, hypothesisNames });
  });

  it.each([
    ['one factor', 'ef.a * 2'],
    ['the same factor twice', 'ef.a + ef["a"]'],
    ['hypotheses only', 'hyp.b * hyp["GWP100-CH4"]'],
    ['no reference', '1 + 2'],
    ['answers only', 'q.a * c.b'],
  ])('refuses %s with the spec message', (_, script) => {
    expect(checkCombinationScript(parsed(script))).toEqual({ ok: false, error: { code: 'combinationRule', message: rule } });
  });
});

describe('evaluateCombination', () => {
  it('computes ef.a * hyp.b + ef.c with provenance', () => {
    // 2.5 kgCO2e/km × 1.2 + 0.2 kgCH4/km × 27.9 = 3 + 5.58 = 8.58 kgCO2e/km
    const result = evaluateCombination(parsed('ef.a * hyp.b + ef.c'), context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toBeCloseTo(8.58, 9);
    expect(result.provenance).toEqual([
      {
        kind: 'factor',
        name: 'a',
        value: 2.5,
        gas: 'CO2E',
        kgCo2ePerUnit: 2.5,
        unit: 'km',
        source: 'Base Empreinte',
        sourceVersion: 'v23.1',
        isPublic: true,
      },
      { kind: 'hypothesis', name: 'b', value: 1.2, unit: 'ratio', source: 'internal' },
      {
        kind: 'factor',
        name: 'c',
        value: 0.2,
        gas: 'CH4',
        kgCo2ePerUnit: expect.closeTo(5.58, 9),
        unit: 'km',
        source: 'DEFRA',
        sourceVersion: '2024',
        isPublic: false,
      },
      { kind: 'hypothesis', name: 'GWP100-CH4', value: 27.9, unit: 'kgCO2e/kgCH4', source: 'IPCC AR6' },
    ]);
  });

  it('checks the rule before evaluating', () => {
    expect(evaluateCombination(parsed('ef.missing * 2'), context)).toMatchObject({ error: { code: 'combinationRule' } });
  });

  it('reports the spec errors of the evaluation', () => {
    expect(evaluateCombination(parsed('ef.a * hyp.d'), context)).toMatchObject({ error: { message: 'Hypothesis d not found' } });
    expect(evaluateCombination(parsed('ef.a * ef.z'), context)).toMatchObject({ error: { message: 'Emission factor z not found' } });
  });

  it('refuses a value that is not a number', () => {
    expect(evaluateCombination(parsed('ef.a > hyp.b'), context)).toMatchObject({ error: { message: 'Result is NaN' } });
  });
});

describe('referencesOf', () => {
  it('lists every reference for usage lists', () => {
    expect(referencesOf(parsed('ef.a * hyp["GWP100-CH4"] + q.commute.distance + c["Fuel type"]')).map((reference) => reference.text)).toEqual([
      'ef.a',
      'hyp["GWP100-CH4"]',
      'q.commute.distance',
      'c["Fuel type"]',
    ]);
  });
});

describe('methane by origin (GHG Protocol GWP table v2.0, AR6)', () => {
  const withOrigins: FormulaContext = {
    ef: {
      fossil: { value: 0.5, gas: 'CH4', methaneOrigin: 'FOSSIL', unit: 'm³', source: 'Operator', sourceVersion: '2024', isPublic: true },
      biogenic: { value: 0.5, gas: 'CH4', methaneOrigin: 'NON_FOSSIL', unit: 'm³', source: 'Operator', sourceVersion: '2024', isPublic: true },
      unstated: { value: 0.5, gas: 'CH4', unit: 'm³', source: 'Operator', sourceVersion: '2024', isPublic: true },
    },
    hyp: {
      share: { value: 2, unit: 'ratio', source: 'internal' },
      'GWP100-CH4': { value: 27.9, unit: 'kgCO2e/kg', source: 'IPCC AR6' },
      'GWP100-CH4-fossil': { value: 29.8, unit: 'kgCO2e/kg', source: 'IPCC AR6' },
      'GWP100-CH4-non-fossil': { value: 27.0, unit: 'kgCO2e/kg', source: 'IPCC AR6' },
    },
  };
  const valueOf = (script: string, context: FormulaContext = withOrigins) => {
    const result = evaluateCombination(parsed(script), context);
    return result.ok ? (result.value as number) : result.error.message;
  };

  it('converts each CH4 factor with the GWP100 of its origin, the generic one when unstated', () => {
    expect(valueOf('ef.fossil * hyp.share')).toBeCloseTo(0.5 * 29.8 * 2, 9);
    expect(valueOf('ef.biogenic * hyp.share')).toBeCloseTo(0.5 * 27.0 * 2, 9);
    expect(valueOf('ef.unstated * hyp.share')).toBeCloseTo(0.5 * 27.9 * 2, 9);
  });

  it('lists the GWP hypothesis it used after the factor, and refuses a missing one', () => {
    const result = evaluateCombination(parsed('ef.fossil * hyp.share'), withOrigins);
    expect(result.ok && result.provenance.map((entry) => entry.name)).toEqual(['fossil', 'GWP100-CH4-fossil', 'share']);
    const { 'GWP100-CH4-fossil': _gone, ...others } = withOrigins.hyp!;
    expect(valueOf('ef.fossil * hyp.share', { ...withOrigins, hyp: others })).toBe('Missing hypothesis for emission gas CH4');
  });
});
