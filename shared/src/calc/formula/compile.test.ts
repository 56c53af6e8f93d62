import { describe, expect, it } from 'vitest';
import { compile } from './compile.ts';
import { evaluate } from './evaluate.ts';
import { interpret } from './interpret.ts';
import { parse } from './parse.ts';
import type { EvaluateOptions } from './runtime.ts';
import type { Formula, FormulaContext } from './types.ts';
import { testFactor } from './testFactor.ts';

/*
 * The compiled closures against the tree walk they replace: the same value, provenance,
 * undefined accesses and error, for every script below in every context below, and at step
 * budgets that stop each script at each of its steps.
 */

function parsed(script: string, tableContext = false): Formula {
  const result = parse(script, { tableContext });
  if (!result.ok) throw new Error(`${script}: ${result.error.message} (${result.error.detail})`);
  return result.formula;
}

const factor = testFactor;

const full: FormulaContext = {
  ef: {
    diesel_litre: factor(3.16),
    'landfill-methane': factor(0.5, { gas: 'CH4', unit: 't' }),
    biogas: factor(0.2, { gas: 'CH4', methaneOrigin: 'NON_FOSSIL', unit: 'm3' }),
    fertiliser_n2o: factor(0.01, { gas: 'N2O', unit: 'kg' }),
  },
  hyp: {
    'GWP100-CH4': { value: 27.9, unit: 'kgCO2e/kgCH4', source: 'IPCC AR6' },
    'GWP100-CH4-non-fossil': { value: 27.0, unit: 'kgCO2e/kgCH4', source: 'IPCC AR6' },
    'GWP100-N2O': { value: 273, unit: 'kgCO2e/kgN2O', source: 'IPCC AR6' },
    load_factor: { value: 0.8, unit: '%', source: 'ADEME' },
  },
  efc: { truck_km: { value: 0.9, unit: 'km' } },
  q: { litres: 1_000, commute: { distance: 12, mode: 'car' }, blank: null, typed: '250', text: 'ab', modes: ['car', 'bus'], list: [3, null, -2, '4'] },
  c: { amount: 40, empty: null },
  s: { days: 4, blank: null },
  p: { share: 0.25, unset: null },
  table: { lines: [{ amount: 10, fuel: 'diesel' }, { amount: null, fuel: 'diesel' }, { amount: 32.5, fuel: 'petrol' }], rowIndex: 0 },
};

const contexts: Record<string, FormulaContext> = {
  full,
  empty: {},
  // Every answer blank, the factor maps present but without the gases' hypotheses.
  blank: {
    ef: full.ef,
    hyp: { load_factor: full.hyp!.load_factor! },
    q: { litres: null, commute: null, typed: null, list: [] },
    c: { amount: null },
    s: { days: null },
    p: { share: null },
    table: { lines: [{ amount: null }], rowIndex: 0 },
  },
  'other row, no lines': { ...full, table: { lines: [], rowIndex: 1 } },
  'whole table': { ...full, table: { lines: full.table!.lines } },
};

const scripts = [
  // Arithmetic, gases and units: CO2E, CH4 (generic and by origin) and N2O factors.
  'ef.diesel_litre * q.litres',
  '(ef.diesel_litre * hyp.load_factor + efc.truck_km) / 1000',
  'ef["landfill-methane"] * 2 + ef.biogas * 3 + ef.fertiliser_n2o',
  'ef["landfill-methane"] * hyp.load_factor + ef.diesel_litre + ef["landfill-methane"]',
  'q.litres - 1 - 2 * 3 / 4 % 5 ** 2 ** 0.5',
  '-q.litres + +q.typed * 2 - -s.days',
  '1000 - q.litres',
  // Literals on either side or both, text and booleans as numbers, `+` of a text and a number.
  '2 * 3 + -4 / q.litres - (1 - 2) ** 2 % 3',
  '"3" * q.typed + true - -(q.typed) + +"x"',
  'ef.diesel_litre + hyp.load_factor + efc.truck_km',
  'q.text + ef.diesel_litre',
  '(q.litres + 1) % 7 ** abs(-2) - round(q.typed / 3, 1) * floor(c.amount)',
  'q.litres / 0',
  '0 / 0',
  // Rounding.
  'round(q.litres * ef.diesel_litre / 1000, 3)',
  'round(2.5) + round(-2.5) + round(1.005, 2) + round(q.litres, 1.5)',
  'round(q.litres, 16) + floor(-2.5) + ceil(q.typed / 3) + abs(q.litres - 2000)',
  // Functions over lists, blank entries and missing answers.
  'sum(q.list) + min(q.list, 10) + max(q.list)',
  'min(q.missing, 1)',
  'max(q.list) - min(1, 2, q.litres)',
  'sum(l.amount) + max(l.amount) - min(l.amount) + n',
  'row.amount * ef.diesel_litre',
  'row["fuel"] == "petrol" ? n : 0',
  'row.volume * 2',
  // Answers: chained, lists, text, blanks, parameters.
  'q.commute.distance * 2 * s.days',
  'q.commute.mode == "car" ? 1 : 0',
  'q.modes[1]',
  'q.modes[5] * 2',
  'q.text + q.text + "!"',
  'q.text + 1',
  'q.blank * 2',
  's.blank + 1',
  'c.amount * 2 + c.empty',
  'p.share * 100 + p.unset',
  'p.unset',
  'q.commute',
  'q.list',
  // Truthiness, comparisons and branches.
  'q.unknown || 0',
  'q.litres && 5',
  '0 && q.unknown',
  '!q.litres || !q.text',
  'q.typed == 250',
  'q.typed === "250"',
  'q.typed != "250"',
  '"b" > "a" && q.litres >= 1000 && q.litres <= 1000 && !(q.litres < 5)',
  'q.litres > 100 ? q.litres * ef.diesel_litre : hyp.missing',
  'true ? false : 1',
  // Errors of lookups.
  'ef.unknown * 2',
  'hyp.unknown',
  'efc.unknown',
  'ef.toString * 2',
  'q.toString',
];

const budgets: (EvaluateOptions | undefined)[] = [undefined, { maxTextCharacters: 4 }, ...Array.from({ length: 14 }, (_, steps) => ({ stepBudget: steps }))];

describe('compiled and interpreted evaluation agree', () => {
  for (const script of scripts) {
    const tableContext = /\b(row|l|n)\b/.test(script);
    it(script, () => {
      const formula = parsed(script, tableContext);
      for (const [name, context] of Object.entries(contexts)) {
        for (const options of budgets) {
          const expected = interpret(formula, context, options);
          expect({ name, options, result: evaluate(formula, context, options) }).toEqual({ name, options, result: expected });
          expect(compile(formula)(context, options)).toEqual(expected);
        }
      }
    });
  }

  it('covers values, provenance, undefined accesses and every kind of error', () => {
    const results = scripts.flatMap((script) =>
      Object.values(contexts).map((context) => evaluate(parsed(script, /\b(row|l|n)\b/.test(script)), context)),
    );
    const codes = new Set(results.map((result) => (result.ok ? 'ok' : result.error.code)));
    expect([...codes].sort()).toEqual(
      [
        'combinationNotFound',
        'factorNotFound',
        'hypothesisNotFound',
        'missingGasHypothesis',
        'noAnswerForColumn',
        'noAnswerForQuestion',
        'noAnswerInTable',
        'notFinite',
        'ok',
        'referenceObject',
        'resultNaN',
      ].sort(),
    );
    expect(results.some((result) => result.ok && result.provenance.length >= 3)).toBe(true);
    expect(results.some((result) => result.ok && result.undefinedAccesses.length > 0)).toBe(true);
  });

  it('agrees on the step budget and text limits', () => {
    const chain = parsed(Array.from({ length: 400 }, () => 'q.a').join(' + '));
    for (const stepBudget of [798, 799]) {
      expect(evaluate(chain, { q: { a: 1 } }, { stepBudget })).toEqual(interpret(chain, { q: { a: 1 } }, { stepBudget }));
    }
    const lists = parsed('sum(l.amount) + max(q.list)', true);
    const lines = Array.from({ length: 200_000 }, () => ({ amount: 1 }));
    const huge = { table: { lines }, q: { list: [] } };
    expect(evaluate(lists, huge)).toEqual(interpret(lists, huge));
    expect(evaluate(lists, huge)).toMatchObject({ ok: false, error: { code: 'stepBudget' } });
    const text = parsed('q.text + q.text + q.text');
    const long = { q: { text: 'x'.repeat(4_000) } };
    expect(evaluate(text, long)).toEqual(interpret(text, long));
    expect(evaluate(text, long)).toMatchObject({ ok: false, error: { code: 'textTooLong' } });
  });

  it('agrees at every budget where lists, branches and lookup errors meet the budget', () => {
    // Budgets from none to past the most steps each takes (its nodes, the table's 3 lines, q.list's 4 items).
    const cases: [script: string, tableContext: boolean][] = [
      ['sum(l.amount) + ef.unknown', true],
      ['ef.unknown + sum(l.amount)', true],
      ['max(l.amount) * ef.diesel_litre - min(q.list) + n', true],
      ['q.litres > 10 ? sum(q.list) * ef.diesel_litre : ef.unknown * 2 * 3', false],
      ['q.unknown || sum(q.list, l.amount) + hyp.missing', true],
    ];
    for (const [script, tableContext] of cases) {
      const formula = parsed(script, tableContext);
      for (const [name, context] of Object.entries(contexts)) {
        for (let stepBudget = 0; stepBudget <= 24; stepBudget += 1) {
          const expected = interpret(formula, context, { stepBudget });
          expect({ script, name, stepBudget, result: evaluate(formula, context, { stepBudget }) }).toEqual({ script, name, stepBudget, result: expected });
        }
      }
    }
  });
});

describe('the compiled closures stay out of the formula', () => {
  it('keeps a parsed formula plain data: JSON and structured clone carry no closures, and a copy evaluates alike', () => {
    const formula = parsed('round(ef.diesel_litre * q.litres / 1000, 2)');
    const first = evaluate(formula, full);
    expect(JSON.parse(JSON.stringify(formula))).toEqual(formula);
    const copies = [JSON.parse(JSON.stringify(formula)) as Formula, structuredClone(formula)];
    for (const copy of copies) {
      expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
      expect(evaluate(copy, full)).toEqual(first);
      // Evaluated again: from the compiled closures kept for the copy.
      expect(evaluate(copy, { ...full, q: { litres: 2_000 } })).toMatchObject({ ok: true, value: expect.closeTo(6.32, 12) });
    }
    // 3.16 kgCO2e/L × 1,000 L = 3,160 kgCO2e = 3.16 t
    expect(first).toMatchObject({ ok: true, value: expect.closeTo(3.16, 12) });
  });

  it('evaluates one formula inside another one\'s evaluation without mixing their state', () => {
    const outer = parsed('ef.diesel_litre * q.litres');
    const inner = compile(outer);
    const context: FormulaContext = {
      ...full,
      // A context whose answer, once read, evaluates the same formula with another context.
      q: Object.defineProperty({}, 'litres', {
        enumerable: true,
        get: () => {
          const nested = inner({ ...full, q: { litres: 10 } });
          return nested.ok ? (nested.value as number) : NaN;
        },
      }) as FormulaContext['q'],
    };
    // 3.16 × (3.16 × 10)
    expect(evaluate(outer, context)).toMatchObject({ ok: true, value: expect.closeTo(99.856, 9) });
    expect(evaluate(outer, context)).toEqual(interpret(outer, context));
  });

  it('evaluates a compiled formula inside its own evaluation, and again after an evaluation that threw', () => {
    const formula = parsed('ef.diesel_litre * q.litres + q.unknown * 0 || efc.truck_km');
    const run = compile(formula);
    const inner = { ...full, q: { litres: 10 }, ef: { diesel_litre: factor(2) } };
    const context: FormulaContext = {
      ...full,
      // Read once, it evaluates the same compiled formula with another context.
      q: Object.defineProperty({}, 'litres', {
        enumerable: true,
        get: () => {
          const nested = run(inner);
          return nested.ok ? (nested.value as number) : NaN;
        },
      }) as FormulaContext['q'],
    };
    // Evaluated once first, so the nested evaluation finds a state kept from it.
    expect(run(full)).toEqual(interpret(formula, full));
    // q.unknown is missing, so the sum is NaN and `||` takes the combination: 0.9
    expect(run(context)).toEqual(interpret(formula, context));
    expect(run(inner)).toEqual(interpret(formula, inner));
    const throwing: FormulaContext = { ...full, q: Object.defineProperty({}, 'litres', { get: () => { throw new TypeError('getter'); } }) as FormulaContext['q'] };
    expect(() => run(throwing)).toThrow('getter');
    expect(run(full)).toEqual(interpret(formula, full));
  });
});
