import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { formulaLimits, parse } from './parse.ts';
import type { Formula, FormulaContext, FormulaNode } from './types.ts';

function parsed(script: string, tableContext = false): Formula {
  const result = parse(script, { tableContext });
  if (!result.ok) throw new Error(`${script}: ${result.error.message} (${result.error.detail})`);
  return result.formula;
}

/** The value of a script that reads nothing. */
function valueOf(script: string, context: FormulaContext = {}): unknown {
  const result = evaluate(parsed(script), context);
  if (!result.ok) throw new Error(`${script}: ${result.error.message}`);
  return result.value;
}

function errorOf(script: string, tableContext = false) {
  const result = parse(script, { tableContext });
  if (result.ok) throw new Error(`${script} parsed`);
  return result.error;
}

describe('parse: literals', () => {
  it('reads integers, decimals and exponents', () => {
    expect(valueOf('42')).toBe(42);
    expect(valueOf('3.16')).toBeCloseTo(3.16, 12);
    expect(valueOf('.5')).toBeCloseTo(0.5, 12);
    expect(valueOf('2.5e3')).toBe(2500);
    expect(valueOf('1E-2')).toBeCloseTo(0.01, 12);
  });

  it('reads single- and double-quoted text with escapes', () => {
    expect(valueOf('"car"')).toBe('car');
    expect(valueOf("'it\\'s'")).toBe("it's");
    expect(valueOf('"a" + "b"')).toBe('ab');
  });

  it('reads true and false', () => {
    expect(valueOf('true')).toBe(true);
    expect(valueOf('!false')).toBe(true);
  });
});

describe('parse: precedence and associativity', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['100 / 10 / 5', 2],
    ['2 ** 3 ** 2', 512],
    ['-2 ** 2', -4],
    ['2 ** -1', 0.5],
    ['7 % 4 * 2', 6],
    ['1 + 2 < 4', true],
    ['1 < 2 == true', true],
    ['1 == 1 && 2 == 3 || true', true],
    ['false || true && false', false],
    ['true ? 1 : false ? 2 : 3', 1],
    ['false ? 1 : false ? 2 : 3', 3],
    ['- -3', 3],
    ['1 + 2 > 2 ? 10 : 20', 10],
  ])('%s is %s', (script, expected) => {
    expect(valueOf(script)).toBe(expected);
  });

  it('builds left-deep trees for left-associative operators', () => {
    const root = parsed('a - b - c'.replace(/[abc]/g, (name) => `q.${name}`)).root as Extract<FormulaNode, { kind: 'binary' }>;
    expect(root.operator).toBe('-');
    expect(root.left.kind).toBe('binary');
    expect(root.right.kind).toBe('reference');
  });
});

describe('parse: references', () => {
  it('reads dotted and bracket forms to the same reference', () => {
    expect(parsed('hyp["GWP100-CH4"]').references).toEqual([{ prefix: 'hyp', path: ['GWP100-CH4'], text: 'hyp["GWP100-CH4"]' }]);
    expect(parsed("ef['diesel_litre']").references[0]!.text).toBe('ef.diesel_litre');
    expect(parsed('q.commute.distance').references[0]!.path).toEqual(['commute', 'distance']);
    expect(parsed('c["x"].y[0]').references[0]).toEqual({ prefix: 'c', path: ['x', 'y', 0], text: 'c.x.y[0]' });
  });

  it('accepts every prefix of spec 1 section 5', () => {
    for (const prefix of ['q', 'c', 'hyp', 'ef', 'efc', 's', 'p']) expect(parse(`${prefix}.x`).ok).toBe(true);
  });

  it('accepts row, n and l only in a table context', () => {
    for (const script of ['row.amount', 'n', 'sum(l.amount)']) {
      expect(parse(script, { tableContext: true }).ok).toBe(true);
      expect(errorOf(script).message).toBe('eval script format is invalid');
    }
  });

  it.each([
    ['an unknown prefix', 'x.a'],
    ['a bare prefix', 'ef'],
    ['a bare prefix in arithmetic', 'q + 1'],
    ['a computed bracket', 'q[q.name]'],
    ['a chained factor', 'ef.a.b'],
    ['an unknown function', 'sqrt(4)'],
    ['a call on a reference', 'q.a()'],
    ['assignment', 'q.a = 1'],
    ['XOR-or-power caret', '2 ^ 3'],
    ['a statement separator', '1; 2'],
    ['an empty script', '   '],
    ['unbalanced parentheses', '(1 + 2'],
    ['an unterminated text', '"abc'],
    ['a name starting with a digit', '1abc'],
    ['a dangling operator', '1 +'],
    ['wrong arity', 'round(1, 2, 3)'],
    ['no arguments', 'max()'],
    ['an empty bracket name', 'q[""]'],
    ['a negative index', 'q.a[-1]'],
  ])('refuses %s with the spec message', (_, script) => {
    const error = errorOf(script);
    expect(error.code).toBe('invalidFormat');
    expect(error.message).toBe('eval script format is invalid');
    expect(error.detail).toBeTypeOf('string');
  });

  it('lists each distinct reference once, in source order', () => {
    expect(parsed('ef.b * hyp.a + ef.b + q["x y"]').references.map((reference) => reference.text)).toEqual([
      'ef.b',
      'hyp.a',
      'q["x y"]',
    ]);
  });

  it('returns a deeply frozen formula', () => {
    const formula = parsed('ef.a * (q.b + 1)');
    expect(Object.isFrozen(formula)).toBe(true);
    expect(Object.isFrozen(formula.root)).toBe(true);
    expect(Object.isFrozen(formula.references[0]!.path)).toBe(true);
  });

  it('states its limits', () => {
    expect(formulaLimits).toEqual({ maxCharacters: 10_000, maxTokens: 2_000, maxDepth: 64 });
  });
});
