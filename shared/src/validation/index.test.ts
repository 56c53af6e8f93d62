import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedJsonObject,
  colour,
  energyProblems,
  isRealIsoDate,
  jsonDepth,
  newPassword,
  optionalEmail,
  optionalYear,
  passwordProblems,
  requiredText,
  year,
} from './index.ts';

describe('password rules (spec 1 section 5)', () => {
  it('accepts a password that meets every rule', () => {
    // 16 characters, 14 distinct, digits never three in a row.
    expect(passwordProblems('Carbon-Ledger-42x')).toEqual([]);
  });

  it('reports a short password, counting characters not bytes', () => {
    expect(passwordProblems('Abcdefgh-1j')).toEqual(['Too short']); // 11 characters
    expect(passwordProblems('Abcdefgh-1jk')).toEqual([]); // 12
  });

  it('refuses 72 bytes or more, measured in UTF-8', () => {
    const seventyOne = 'abcdefghij'.repeat(7) + 'k'; // 71 ASCII bytes, 11 distinct
    expect(passwordProblems(seventyOne)).toEqual([]);
    expect(passwordProblems(seventyOne + 'l')).toEqual(['Too long']); // 72 bytes
    // 36 characters of 2 bytes each: 72 bytes, though only 36 characters.
    expect(passwordProblems('éèàùçâêîôû'.repeat(3) + 'éèàùçâ')).toEqual(['Too long']);
  });

  it('refuses three consecutive digits but allows two', () => {
    expect(passwordProblems('Climate-12-Ledger')).toEqual([]);
    expect(passwordProblems('Climate-123-Ledger')).toEqual(['Too many consecutive numbers']);
  });

  it('counts a digit of any script as a digit, also in a run mixing scripts', () => {
    expect(passwordProblems('Climate-١٢٣-Ledger')).toEqual(['Too many consecutive numbers']); // Arabic-Indic
    expect(passwordProblems('Climate-１２３-Ledger')).toEqual(['Too many consecutive numbers']); // full-width
    expect(passwordProblems('Climate-1٢３-Ledger')).toEqual(['Too many consecutive numbers']);
    expect(passwordProblems('Climate-١٢-Ledger')).toEqual([]);
    // Numerals that are not decimal digits (Roman, superscript) are letters and symbols here.
    expect(passwordProblems('Climate-ⅠⅡⅢ-Ledger')).toEqual([]);
    expect(passwordProblems('Climate-¹²³-Ledger')).toEqual([]);
  });

  it('refuses a password over the input bound with one issue, without reading the rules', () => {
    const result = z.object({ password: newPassword() }).safeParse({ password: '1'.repeat(100_000) });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Too long']);
  });

  it('needs eight different characters', () => {
    expect(passwordProblems('abcabcabcabcabc')).toEqual(['Too few different characters']); // 3 distinct
    expect(passwordProblems('abcdefgaabcdefga')).toEqual(['Too few different characters']); // 7 distinct
    expect(passwordProblems('abcdefghabcdefgh')).toEqual([]); // 8 distinct
  });

  it('reports every failing rule at once', () => {
    expect(passwordProblems('1111')).toEqual(['Too short', 'Too many consecutive numbers', 'Too few different characters']);
  });

  it('puts each failing rule on the field as its own issue', () => {
    const result = z.object({ password: newPassword() }).safeParse({ password: 'aaa123' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['password'], 'Too short'],
      [['password'], 'Too many consecutive numbers'],
      [['password'], 'Too few different characters'],
    ]);
  });
});

describe('required text', () => {
  const schema = z.object({ name: requiredText() });
  it('trims, and answers Required when blank, missing or null', () => {
    expect(schema.parse({ name: '  Acme  ' })).toEqual({ name: 'Acme' });
    for (const name of ['   ', '', undefined, null]) {
      const result = schema.safeParse({ name });
      expect(result.error?.issues[0]?.message).toBe('Required');
    }
  });
});

describe('dates, years, colours, e-mails', () => {
  it('accepts only real calendar dates', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true); // leap year
    expect(isRealIsoDate('2023-02-29')).toBe(false);
    expect(isRealIsoDate('2024-13-01')).toBe(false);
    expect(isRealIsoDate('2024-1-01')).toBe(false);
  });

  it('accepts four-digit years starting with 20', () => {
    expect(year().parse('2024')).toBe(2024);
    expect(year().safeParse('1999').error?.issues[0]?.message).toBe('Invalid year');
    expect(year().safeParse('20245').error?.issues[0]?.message).toBe('Invalid year');
    expect(optionalYear().parse('')).toBeNull();
    expect(optionalYear().parse(2031)).toBe(2031);
    expect(optionalYear().safeParse('3024').error?.issues[0]?.message).toBe('Invalid year');
  });

  it('accepts lower-case #rrggbb colours only', () => {
    expect(colour().safeParse('#1a2b3c').success).toBe(true);
    expect(colour().safeParse('#1A2B3C').success).toBe(false);
    expect(colour().safeParse('#123').success).toBe(false);
  });

  it('treats an empty optional e-mail as none, and a malformed one as invalid', () => {
    expect(optionalEmail().parse('  ')).toBeNull();
    expect(optionalEmail().parse(' ana@example.org ')).toBe('ana@example.org');
    expect(optionalEmail().safeParse('ana@').error?.issues[0]?.message).toBe('Invalid email');
  });
});

describe('energy figures', () => {
  it('flags renewable shares larger than their totals', () => {
    expect(energyProblems({ energyConsumptionKWh: 100, renewableEnergyConsumptionKWh: 100 })).toEqual([]);
    expect(energyProblems({ energyConsumptionKWh: 100, renewableEnergyConsumptionKWh: 101 })).toEqual([
      { path: ['renewableEnergyConsumptionKWh'], message: 'Invalid' },
    ]);
    expect(energyProblems({ renewableEnergyProductionKWh: 5 })).toEqual([
      { path: ['renewableEnergyProductionKWh'], message: 'Invalid' },
    ]);
  });
});

describe('bounded JSON', () => {
  const nestedArrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

  it('measures depth without recursion, even 100,000 levels deep', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({ a: 1 })).toBe(1);
    expect(jsonDepth({ a: [{ b: null }], c: 'x' })).toBe(3);
    expect(jsonDepth(nestedArrays(100_000))).toBe(100_000);
    // Stops once past the bound it is asked about.
    expect(jsonDepth(nestedArrays(100_000), 32)).toBe(33);
  });

  const payload = boundedJsonObject({ maxKeys: 3, maxKeyLength: 5, maxDepth: 2, maxBytes: 40 });
  const problems = (value: unknown) => (payload.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

  it('takes an object within every bound', () => {
    expect(problems({ a: 1, b: { c: 'x' } })).toEqual([]);
  });

  it('refuses too many keys, too deep, too large, an empty or long key at any depth', () => {
    expect(problems({ a: 1, b: 2, c: 3, d: 4 })).toEqual(['Too long']);
    expect(problems({ a: { b: { c: 1 } } })).toEqual(['Nested too deeply']);
    expect(problems({ a: 'x'.repeat(40) })).toEqual(['Too long']);
    expect(problems({ '': 1 })).toEqual(['Invalid']);
    expect(problems({ a: { '': 1 } })).toEqual(['Invalid']);
    expect(problems({ a: { longer: 1 } })).toEqual(['Invalid']);
    expect(problems({ a: nestedArrays(100_000) })).toEqual(['Nested too deeply']);
  });
});
