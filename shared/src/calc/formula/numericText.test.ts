import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { numericText } from './numericText.ts';
import { parse } from './parse.ts';

describe('numericText (text answers read as numbers)', () => {
  it('reads plain decimal numbers', () => {
    expect(numericText('12')).toBe(12);
    expect(numericText('250')).toBe(250);
    expect(numericText('-3.5')).toBe(-3.5);
    expect(numericText('+7')).toBe(7);
    expect(numericText('.5')).toBe(0.5);
    expect(numericText('5.')).toBe(5);
    expect(numericText('0.00293')).toBe(0.00293);
    expect(numericText('007')).toBe(7);
  });

  it('ignores surrounding spaces', () => {
    expect(numericText(' 12 ')).toBe(12);
    expect(numericText('\t4.5\n')).toBe(4.5);
  });

  it('reads a decimal exponent', () => {
    expect(numericText('1e3')).toBe(1000);
    expect(numericText('2.5E-2')).toBeCloseTo(0.025, 15);
  });

  it('refuses hexadecimal, binary and octal notations', () => {
    expect(numericText('0x10')).toBeNaN();
    expect(numericText('0X10')).toBeNaN();
    expect(numericText('0b101')).toBeNaN();
    expect(numericText('0o17')).toBeNaN();
    expect(numericText('-0x10')).toBeNaN();
  });

  it('refuses infinities, overflow and words', () => {
    expect(numericText('Infinity')).toBeNaN();
    expect(numericText('-Infinity')).toBeNaN();
    expect(numericText('NaN')).toBeNaN();
    expect(numericText('1e400')).toBeNaN();
    expect(numericText('12abc')).toBeNaN();
    expect(numericText('abc')).toBeNaN();
  });

  it('refuses empty answers, separators and a decimal comma', () => {
    expect(numericText('')).toBeNaN();
    expect(numericText('   ')).toBeNaN();
    expect(numericText('.')).toBeNaN();
    expect(numericText('1_000')).toBeNaN();
    expect(numericText('1,000')).toBeNaN();
    expect(numericText('12,5')).toBeNaN();
    expect(numericText('1 000')).toBeNaN();
    expect(numericText('1e')).toBeNaN();
    expect(numericText('--1')).toBeNaN();
  });

  it('refuses very long text without scanning it as a number', () => {
    expect(numericText('1'.repeat(65))).toBeNaN();
    expect(numericText('1'.repeat(64))).toBe(Number('1'.repeat(64)));
  });
});

describe('text answers in a formula', () => {
  const run = (answer: string) => {
    const parsed = parse('q.typed * 2', { tableContext: false });
    if (!parsed.ok) throw new Error(parsed.error.message);
    return evaluate(parsed.formula, { ef: {}, hyp: {}, efc: {}, q: { typed: answer }, c: {}, s: {}, p: {} });
  };

  it('multiplies a numeric text answer', () => {
    expect(run(' 12 ')).toMatchObject({ ok: true, value: 24 });
    expect(run('1e3')).toMatchObject({ ok: true, value: 2000 });
  });

  it('does not read "0x10", "0b101", "0o17" or "Infinity" as numbers', () => {
    for (const answer of ['0x10', '0b101', '0o17', 'Infinity', '12abc']) {
      const result = run(answer);
      expect(result.ok, answer).toBe(false);
    }
  });
});
