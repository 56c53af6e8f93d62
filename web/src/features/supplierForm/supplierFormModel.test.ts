import type { SupplierQuestion } from '@cairn/shared/supplier/model';
import type { PactProductFootprint } from '@cairn/shared/supplier/pact';
import { pactSpecExample } from '@cairn/shared/supplier/pact.fixture';
import type { PublicSupplierYear } from '@cairn/shared/supplier/selfUpdate';
import { describe, expect, it } from 'vitest';
import { answersOf, draftOf, formLanguage, parseTypedNumber, withoutFile, type YearDraft } from './supplierFormModel.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
const ask = (type: SupplierQuestion['type'], n: number, required = false) => ({ ...base, uuid: uuid(n), labelEn: type, type, required }) as SupplierQuestion;
const headcount: SupplierQuestion = { ...base, uuid: uuid(1), labelEn: 'Headcount', type: 'NUMERIC', unit: null, required: true };
const sites: SupplierQuestion = { ...base, uuid: uuid(2), labelEn: 'Sites', type: 'MULTI_SELECT', options: [{ id: 'fr', labelEn: 'France', labelFr: null }] };
const questions = [headcount, sites, ask('CARBON_INTENSITY', 3), ask('DECARBONIZATION_PLAN', 4), ask('PRODUCTS_TABLE', 5), ask('EXPENSES_TABLE', 6)];

const year: PublicSupplierYear = {
  uuid: uuid(10),
  year: 2025,
  version: '00000000000000a1',
  open: true,
  sbtiStatus: null,
  expenses: [{ uuid: uuid(20), name: 'Freight', amount: 1_000, opex: true, supplierAnswer: null }],
  products: [],
  economicIntensity: { value: 12.5, currency: 'POUND' },
  decarbonizationPlan: null,
  customAnswers: { [headcount.uuid]: 42 },
  productsFiles: [],
  economicIntensityFiles: [{ uuid: uuid(30), name: 'report.pdf' }],
  decarbonizationPlanFiles: [],
  questions,
};
const pathsOf = (draft: YearDraft) => answersOf(questions, draft).problems.map((problem) => [problem.path.join('.'), problem.key]);

describe('the supplier form draft', () => {
  it('reads typed numbers as a French or English reader types them', () => {
    // "1 234,5" with a narrow no-break space is 1234.5; blank is no answer; "12abc" does not read.
    expect([parseTypedNumber('1\u202f234,5'), parseTypedNumber(' '), parseTypedNumber('-40'), parseTypedNumber('12abc')]).toEqual([1234.5, null, -40, Number.NaN]);
  });

  it('writes the saved figures as the reader types them: 12,5 in French, 12.5 in English', () => {
    const halves = { ...year, customAnswers: { [headcount.uuid]: 42.5 } };
    expect([draftOf(year, 'fr').intensityValue, draftOf(year, 'en').intensityValue, draftOf(halves, 'fr').custom[headcount.uuid]]).toEqual(['12,5', '12.5', '42,5']);
  });

  it('remembers the version of the year it started from, which its save names', () => {
    expect(draftOf(year, 'en').version).toBe('00000000000000a1');
  });

  it('sends what was typed, numbers read, the held file kept and only the sections asked', () => {
    const draft = draftOf(year, 'en');
    draft.custom[headcount.uuid] = '1 200';
    Object.assign(draft, { planStart: '2024', planEnd: '2030', planEvolution: '-42,5' });
    draft.expenses[uuid(20)] = { value: '3,2', unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT', year: '2024', comment: ' from our audit ' };
    const { answers } = answersOf(questions, draft);
    expect(answers).toEqual({
      sbtiStatus: null,
      products: [],
      productFootprints: [],
      economicIntensity: { value: 12.5, currency: 'POUND' },
      decarbonizationPlan: { startYear: 2024, endYear: 2030, totalPercentageEvolution: -42.5 },
      expensesAnswers: { [uuid(20)]: { value: 3.2, unit: 'tCO2e', dataType: 'PRODUCT_CARBON_FOOTPRINT', year: 2024, comment: 'from our audit' } },
      customAnswers: { [headcount.uuid]: 1200 },
      files: { economicIntensityFiles: [{ action: 'KEEP', uuid: uuid(30), name: 'report.pdf' }] },
    });
  });

  it('says every problem at once: a required blank, a figure that does not read, years out of bounds, a plan ending before it starts, a product without a name', () => {
    const draft = draftOf(year, 'en');
    draft.custom[headcount.uuid] = '';
    draft.intensityValue = 'twelve';
    Object.assign(draft, { planStart: '2030', planEnd: '2024', planEvolution: '' });
    draft.expenses[uuid(20)] = { value: '', unit: '', dataType: '', year: '1989', comment: '' };
    draft.products = [{ uuid: uuid(40), name: ' ', unit: '', carbonFootprint: '', comment: '' }];
    expect(pathsOf(draft)).toEqual([
      ['answers.economicIntensity.value', 'validation.message.invalid'],
      ['answers.decarbonizationPlan.totalPercentageEvolution', 'validation.message.required'],
      ['answers.decarbonizationPlan.endYear', 'server.supplier.planEndsBeforeStart'],
      ['answers.products.0.name', 'validation.message.required'],
      ['answers.expensesAnswers.' + uuid(20) + '.year', 'validation.message.invalidYear'],
      ['answers.customAnswers.' + headcount.uuid, 'validation.message.required'],
    ]);
  });

  it('sends the PACT footprints held with the products question, and leaves them out (kept by the server) without it', () => {
    const held = { ...year, productFootprints: [pactSpecExample as PactProductFootprint] };
    const draft = draftOf(held, 'en');
    expect(answersOf(questions, draft).answers?.productFootprints).toEqual([pactSpecExample]);
    const withoutProducts = questions.filter((question) => question.type !== 'PRODUCTS_TABLE');
    expect(answersOf(withoutProducts, draft).answers).not.toHaveProperty('productFootprints');
    // A year the server sent without the property reads as none.
    expect(draftOf(year, 'en').productFootprints).toEqual([]);
  });

  it('marks a held file DELETE and forgets a new upload when either is removed', () => {
    const actions = [
      { action: 'KEEP' as const, uuid: uuid(30), name: 'report.pdf' },
      { action: 'CREATE' as const, uuid: uuid(31), name: 'new.pdf' },
    ];
    expect(withoutFile(withoutFile(actions, uuid(30)), uuid(31))).toEqual([{ action: 'DELETE', uuid: uuid(30), name: 'report.pdf' }]);
  });

  it("speaks the address's language, else the supplier's when French, else English", () => {
    expect([formLanguage('en', 'fr'), formLanguage(undefined, 'fr'), formLanguage(undefined, 'de')]).toEqual(['en', 'fr', 'en']);
  });
});
