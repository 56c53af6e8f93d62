import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inputFields, proceduresMarkdown, tenancyText } from './procedures.ts';
import { procedures, type ProcedureDefinition } from '@cairn/shared/contract';
import { z } from 'zod';

describe('docs/procedures.md', () => {
  it('is what the contract generates (run `npm run docs` after changing the contract)', () => {
    const onDisk = readFileSync(fileURLToPath(new URL('../../../docs/procedures.md', import.meta.url)), 'utf8');
    expect(onDisk).toBe(proceduresMarkdown());
  });

  it('says whom each procedure serves, and by which input field', () => {
    expect(tenancyText(procedures['reportSnapshot.get'].tenancy)).toBe('ownAssetOrInvestor: report `reportUuid`, drafts hidden');
    expect(tenancyText(procedures['file.download'].tenancy)).toBe('ownAsset: storedFile `uuid`');
    expect(tenancyText(procedures['user.get'].tenancy)).toBe('caller');
  });

  it('lists input fields with their optionality', () => {
    expect(inputFields(procedures['user.login'])).toBe('`username` (string), `password` (string)');
    expect(inputFields(procedures['dashboard.get'])).toContain('`assetUuid?`');
    expect(inputFields(procedures.version)).toBe('none');
  });

  it('lists the fields of every variant of a union input, after the fields they share', () => {
    const create = inputFields(procedures['emissionFactor.create']);
    expect(create).toMatch(/^`uuid\?` \(uuid\), `name` \(string\), /);
    expect(create).toContain('`values` (object[])');
    expect(create).toMatch(/one of \(`type` "SIMPLE": no other field; `type` "COMBINATION": `script` \(string\)\)$/);
    // An intersection with a union: the update's own fields, then the same variants.
    const update = inputFields(procedures['emissionFactor.update']);
    expect(update).toMatch(/^`uuid` \(uuid\), `expectedVersion` \(integer\), `name` \(string\), /);
    expect(update).toContain('one of (`type` "SIMPLE": no other field; `type` "COMBINATION": `script` (string))');
  });

  it('numbers the variants of a union without a discriminator', () => {
    const definition = { input: z.union([z.object({ email: z.email() }), z.object({ phone: z.string(), country: z.string().optional() })]) };
    expect(inputFields(definition as unknown as ProcedureDefinition)).toBe(
      'one of (variant 1: `email` (email); variant 2: `phone` (string), `country?` (string))',
    );
    const tagged = { input: z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), x: z.number() }), z.object({ kind: z.literal('b') })]) };
    expect(inputFields(tagged as unknown as ProcedureDefinition)).toBe('one of (`kind` "a": `x` (number); `kind` "b": no other field)');
  });
});
