import { describe, expect, it } from 'vitest';
import type { SupplierQuestion } from './model.ts';
import { PactProductFootprint } from './pact.ts';
import { pactSpecExample } from './pact.fixture.ts';
import { selfAnswerProblems, SupplierSelfAnswers, withSelfAnswers, type SupplierSelfAnswers as Answers } from './selfUpdate.ts';
import { fixtureUuid, fixtureYearData } from './supplier.fixture.ts';

/* PACT product footprints in a supplier's save (`pact.ts`): product data, asked with the products table. */

const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
const products: SupplierQuestion = { ...base, uuid: fixtureUuid(7), labelEn: 'Products', type: 'PRODUCTS_TABLE' };
const remarks: SupplierQuestion = { ...base, uuid: fixtureUuid(5), labelEn: 'Remarks', type: 'PARAGRAPH' };
const year = fixtureYearData({ uuid: fixtureUuid(30), year: 2024, open: true });
const none: Answers = { sbtiStatus: null, products: [], economicIntensity: null, decarbonizationPlan: null, expensesAnswers: {}, customAnswers: {} };
const keysOf = (answers: Answers, questions: SupplierQuestion[] = [products]) => selfAnswerProblems(questions, year, answers).map((problem) => [problem.path.join('.'), problem.key]);

describe('PACT product footprints in a save', () => {
  const footprint = PactProductFootprint.parse(pactSpecExample);
  const other = { ...footprint, id: 'f4b1225a-bd44-4c8e-861d-079e4e1dfd69' };

  it('takes them with the products table, each id once', () => {
    expect(keysOf({ ...none, productFootprints: [footprint, other] })).toEqual([]);
    expect(keysOf({ ...none, productFootprints: [footprint] }, [remarks])).toEqual([['answers.productFootprints', 'server.supplier.notAsked']]);
    expect(keysOf({ ...none, productFootprints: [footprint, { ...other, id: footprint.id.toUpperCase() }] })).toEqual([['answers.productFootprints.1.id', 'server.supplier.footprintTwice']]);
  });

  it('parses them as part of the answers, and refuses an invalid one', () => {
    expect(SupplierSelfAnswers.safeParse({ ...none, productFootprints: [pactSpecExample] }).success).toBe(true);
    const invalid = SupplierSelfAnswers.safeParse({ ...none, productFootprints: [{ ...pactSpecExample, companyIds: ['not a urn'] }] });
    expect(invalid.success ? [] : invalid.error.issues.map((issue) => issue.path.join('.'))).toEqual(['productFootprints.0.companyIds.0']);
  });

  it('replaces the year’s when sent and keeps them when not', () => {
    const attached = { ...year, productFootprints: [footprint] };
    expect(withSelfAnswers(attached, none).productFootprints).toEqual([footprint]);
    expect(withSelfAnswers(attached, { ...none, productFootprints: [other] }).productFootprints).toEqual([other]);
    expect(withSelfAnswers(attached, { ...none, productFootprints: [] }).productFootprints).toEqual([]);
  });
});
