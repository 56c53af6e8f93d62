import type { PactProductFootprint } from '@cairn/shared/supplier/pact';
import { pactSpecExample } from '@cairn/shared/supplier/pact.fixture';
import { describe, expect, it } from 'vitest';
import { footprintProblemOf, pactFileMaxBytes, readPactFile, withFootprints, withoutFootprint } from './pactFootprintsModel.ts';

const example = pactSpecExample as PactProductFootprint;
/** A second document: the example under another UUID v4 and product name. */
const other: PactProductFootprint = { ...example, id: '3f1c1f6e-8c1a-4b8e-9f5e-2d7a4c6b8e01', productNameCompany: 'Grey Ethanol' };
const reasons = (text: string) => readPactFile(text).problems.map((problem) => (problem.reason === 'invalid' ? [problem.reason, problem.document, problem.field, problem.issue.key] : [problem.reason]));

describe('a PACT footprints file', () => {
  it('reads a ListFootprints answer, a bare array and one document alike', () => {
    expect(readPactFile(JSON.stringify({ data: [example, other] })).footprints).toEqual([example, other]);
    expect(readPactFile(JSON.stringify([other])).footprints).toEqual([other]);
    expect(readPactFile(JSON.stringify(example)).footprints).toEqual([example]);
  });

  it('refuses what is no JSON, holds no document, or is too large or too many', () => {
    expect(reasons('{"data": [')).toEqual([['notJson']]);
    expect(reasons('[]')).toEqual([['noDocument']]);
    expect(reasons('{"data": {}}')).toEqual([['noDocument']]);
    expect(reasons('"Green Ethanol"')).toEqual([['noDocument']]);
    expect(reasons(' '.repeat(pactFileMaxBytes + 1))).toEqual([['tooLarge']]);
    // 21 documents: one past the 20 a year holds.
    expect(reasons(JSON.stringify(Array.from({ length: 21 }, () => example)))).toEqual([['tooMany']]);
  });

  it('says each invalid property with its document, from 1, and keeps nothing of the file', () => {
    const wrongUnit = { ...other, pcf: { ...other.pcf, declaredUnit: 'barrel' } };
    const noName = { ...example, productNameCompany: '' };
    const reading = readPactFile(JSON.stringify({ data: [example, wrongUnit, noName] }));
    expect(reading.footprints).toBeNull();
    expect(reasons(JSON.stringify({ data: [example, wrongUnit, noName] }))).toEqual([
      ['invalid', 2, 'pcf.declaredUnit', 'validation.message.invalid'],
      ['invalid', 3, 'productNameCompany', 'validation.message.required'],
    ]);
  });

  it('says at most five problems', () => {
    const broken = { ...example, id: 'x', specVersion: '1.0.0', version: -1, created: 'today', companyName: '', comment: 3 };
    expect(readPactFile(JSON.stringify(broken)).problems).toHaveLength(5);
  });
});

describe("a year's footprints", () => {
  it('adds new documents after the held ones and replaces a held one of the same id, whatever its case', () => {
    const newer = { ...example, id: example.id.toUpperCase(), version: 2 };
    expect(withFootprints([example], [other, newer]).footprints).toEqual([newer, other]);
  });

  it('refuses past 20 documents, and removes one by its id', () => {
    // 20 held + 1 new = 21.
    const held = Array.from({ length: 20 }, (_, index) => ({ ...example, id: `3f1c1f6e-8c1a-4b8e-9f5e-${String(index).padStart(12, '0')}` }));
    expect(withFootprints(held, [other]).problems).toEqual([{ reason: 'tooMany' }]);
    expect(withoutFootprint([example, other], other.id.toUpperCase())).toEqual([example]);
  });

  it("finds the server's first problem under the footprints: document from 1, the property's path", () => {
    const problems = new Map([
      ['answers.products.0.name', 'a'],
      ['answers.productFootprints.1.pcf.declaredUnit', 'b'],
    ]);
    expect(footprintProblemOf(problems)).toEqual({ document: 2, field: 'pcf.declaredUnit', problem: 'b' });
    expect(footprintProblemOf(new Map([['answers.productFootprints', 'c']]))).toEqual({ document: null, field: '', problem: 'c' });
    expect(footprintProblemOf(new Map([['answers.products', 'd']]))).toBeNull();
  });
});
