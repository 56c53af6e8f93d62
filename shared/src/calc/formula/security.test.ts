import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { parse } from './parse.ts';
import type { FormulaContext } from './types.ts';

/*
 * Hostile scripts: each is refused by the parser or stopped by a limit, and none reaches
 * JavaScript internals. The engine never evaluates source text, so these prove the lookup
 * and the limits, not the absence of eval (the lint rule forbids that).
 */

const invalid = 'eval script format is invalid';

describe('prototype and constructor access', () => {
  it.each([
    'constructor.constructor("return process")()',
    'ef.__proto__',
    'ef["constructor"]',
    'q.a.constructor',
    'q["__proto__"]["polluted"]',
    'hyp.prototype',
    'q.toString',
  ])('refuses %s', (script) => {
    const result = parse(script);
    if (result.ok) {
      // Names that are legal but inherited (toString) are parsed, then never found.
      expect(evaluate(result.formula, { q: { a: 1 } })).toMatchObject({ ok: false, error: { message: 'Result is NaN', undefinedAccesses: [script] } });
    } else {
      expect(result.error.message).toBe(invalid);
    }
  });

  it('never reads through the prototype chain of a context map', () => {
    const hyp = Object.create({ inherited: { value: 1, unit: '', source: '' } }) as FormulaContext['hyp'];
    const result = parse('hyp.inherited');
    expect(result.ok && evaluate(result.formula, { hyp })).toMatchObject({ error: { message: 'Hypothesis inherited not found' } });
    const factors = parse('ef.toString * 2');
    expect(factors.ok && evaluate(factors.formula, { ef: {} })).toMatchObject({ error: { message: 'Emission factor toString not found' } });
  });

  it('does not let a context built from JSON with a __proto__ key change any prototype', () => {
    const q = JSON.parse('{"__proto__": {"polluted": 1}, "a": 2}') as FormulaContext['q'];
    const result = parse('q.a * 3');
    expect(result.ok && evaluate(result.formula, { q })).toMatchObject({ ok: true, value: 6 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('size limits checked before work', () => {
  it('refuses a 10 MB string literal by its length alone', () => {
    // Unterminated on purpose: a parser that scanned it would report the open string instead,
    // so the answer shows the length was checked first (no stopwatch, which a busy machine fools).
    const script = `"${'x'.repeat(10 * 1024 * 1024)}`;
    const result = parse(script);
    expect(parse('"x')).toMatchObject({ ok: false });
    expect(parse('"x')).not.toMatchObject({ error: { code: 'scriptTooLong' } });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'scriptTooLong',
        message: 'Script too long: at most 10000 characters',
        said: { key: 'server.formula.scriptTooLong', params: { max: 10000 }, text: 'Script too long: at most 10000 characters' },
      },
    });
  });

  it('refuses deep parentheses before the stack is at risk', () => {
    // 1,801 tokens: within the token cap, so the depth cap is what stops it.
    const result = parse(`${'('.repeat(900)}1${')'.repeat(900)}`);
    expect(result).toMatchObject({ ok: false, error: { code: 'tooDeep', message: 'Script nested too deeply: at most 64 levels' } });
    expect(parse(`${'('.repeat(60)}1${')'.repeat(60)}`).ok).toBe(true);
  });

  it('refuses deep unary chains, nested calls and nested conditionals', () => {
    expect(parse('-'.repeat(100) + '1')).toMatchObject({ error: { code: 'tooDeep' } });
    expect(parse(`${'abs('.repeat(100)}1${')'.repeat(100)}`)).toMatchObject({ error: { code: 'tooDeep' } });
    expect(parse(`${'true ? '.repeat(100)}1${' : 0'.repeat(100)}`)).toMatchObject({ error: { code: 'tooDeep' } });
    expect(parse(`2${' ** 2'.repeat(100)}`)).toMatchObject({ error: { code: 'tooDeep' } });
  });

  it('refuses a huge token count within the character limit', () => {
    const script = Array.from({ length: 2_500 }, () => '1').join('+');
    expect(script.length).toBeLessThan(10_000);
    expect(parse(script)).toMatchObject({ ok: false, error: { code: 'tooManyTokens', message: 'Script too long: at most 2000 tokens' } });
  });

  it('evaluates the longest chain the token cap allows without exhausting the stack', () => {
    // 1,000 ones and 999 pluses: 1,999 tokens, a left-deep tree 999 levels deep.
    const result = parse(Array.from({ length: 1_000 }, () => '1').join('+'));
    expect(result.ok && evaluate(result.formula, {})).toMatchObject({ ok: true, value: 1_000 });
  });

  it('lets the caller tighten the limits', () => {
    expect(parse('1 + 1', { maxCharacters: 3 })).toMatchObject({ error: { code: 'scriptTooLong' } });
    expect(parse('1 + 1', { maxTokens: 2 })).toMatchObject({ error: { code: 'tooManyTokens' } });
    expect(parse('((1))', { maxDepth: 1 })).toMatchObject({ error: { code: 'tooDeep' } });
  });
});

describe('step budget and text growth', () => {
  it('stops a long expression when the budget is spent', () => {
    // 400 references and 399 additions: 799 nodes, each one step.
    const result = parse(Array.from({ length: 400 }, () => 'q.a').join(' + '));
    if (!result.ok) throw new Error(result.error.message);
    expect(evaluate(result.formula, { q: { a: 1 } }, { stepBudget: 799 })).toMatchObject({ ok: true, value: 400 });
    expect(evaluate(result.formula, { q: { a: 1 } }, { stepBudget: 798 })).toEqual({
      ok: false,
      error: {
        code: 'stepBudget',
        message: 'Formula stopped: more than 798 evaluation steps',
        said: { key: 'server.formula.stepBudget', params: { steps: 798 }, text: 'Formula stopped: more than 798 evaluation steps' },
      },
    });
  });

  it('counts list elements, so a huge table cannot run past the budget', () => {
    const result = parse('sum(l.amount) + max(q.list)', { tableContext: true });
    if (!result.ok) throw new Error(result.error.message);
    const lines = Array.from({ length: 200_000 }, () => ({ amount: 1 }));
    expect(evaluate(result.formula, { table: { lines }, q: { list: [] } })).toMatchObject({ error: { code: 'stepBudget' } });
    const list = Array.from({ length: 200_000 }, () => 1);
    const listOnly = parse('max(q.list)');
    expect(listOnly.ok && evaluate(listOnly.formula, { q: { list } })).toMatchObject({ error: { code: 'stepBudget' } });
  });

  it('caps text built by concatenation', () => {
    const result = parse('q.text + q.text + q.text');
    if (!result.ok) throw new Error(result.error.message);
    const text = 'x'.repeat(4_000);
    expect(evaluate(result.formula, { q: { text } })).toEqual({
      ok: false,
      error: {
        code: 'textTooLong',
        message: 'Formula stopped: text longer than 10000 characters',
        said: { key: 'server.formula.textTooLong', params: { max: 10000 }, text: 'Formula stopped: text longer than 10000 characters' },
      },
    });
    expect(evaluate(result.formula, { q: { text: 'ab' } })).toMatchObject({ ok: true, value: 'ababab' });
  });
});
