import { describe, expect, it } from 'vitest';
import type { SupplierQuestion } from './model.ts';
import { droppedFiles, selfAnswerProblems, SupplierSelfAnswers, toPublicForm, toPublicYear, withSelfAnswers, type SupplierSelfAnswers as Answers } from './selfUpdate.ts';
import { fixtureExpense, fixtureSupplier, fixtureUuid, fixtureYearData } from './supplier.fixture.ts';

const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
const color: SupplierQuestion = { ...base, uuid: fixtureUuid(1), labelEn: 'Colour', type: 'SELECT', options: [{ id: 'red', labelEn: 'Red', labelFr: null }, { id: 'blue', labelEn: 'Blue', labelFr: null }] };
const sites: SupplierQuestion = { ...base, uuid: fixtureUuid(2), labelEn: 'Sites', type: 'MULTI_SELECT', options: [{ id: 'fr', labelEn: 'France', labelFr: null }, { id: 'de', labelEn: 'Germany', labelFr: null }] };
const staff: SupplierQuestion = { ...base, uuid: fixtureUuid(3), labelEn: 'Staff', type: 'NUMERIC', unit: 'people' };
const iso: SupplierQuestion = { ...base, uuid: fixtureUuid(4), labelEn: 'ISO 14001?', type: 'YES_NO' };
const remarks: SupplierQuestion = { ...base, uuid: fixtureUuid(5), labelEn: 'Remarks', type: 'PARAGRAPH' };
const table = (type: 'SBTI_STATUS' | 'PRODUCTS_TABLE' | 'EXPENSES_TABLE' | 'CARBON_INTENSITY' | 'DECARBONIZATION_PLAN', n: number): SupplierQuestion => ({ ...base, uuid: fixtureUuid(n), labelEn: type, type });
const everything = [color, sites, staff, iso, remarks, table('SBTI_STATUS', 6), table('PRODUCTS_TABLE', 7), table('EXPENSES_TABLE', 8), table('CARBON_INTENSITY', 9), table('DECARBONIZATION_PLAN', 10)];

const cardboard = fixtureExpense({ uuid: fixtureUuid(20), name: 'Cardboard', amount: 12_000 });
const year = fixtureYearData({ uuid: fixtureUuid(30), year: 2024, open: true, expenses: [cardboard], tags: { Site: 'Lyon' } });
const none: Answers = { sbtiStatus: null, products: [], economicIntensity: null, decarbonizationPlan: null, expensesAnswers: {}, customAnswers: {} };
const keysOf = (answers: Answers, questions = everything) => selfAnswerProblems(questions, year, answers).map((problem) => [problem.path.join('.'), problem.key]);

describe('selfAnswerProblems', () => {
  it('takes an answer to every section the group asks, each fitting its question', () => {
    const answers: Answers = {
      sbtiStatus: 'COMMITTED',
      products: [{ uuid: fixtureUuid(40), name: 'Box', unit: 'piece', carbonFootprint: 0.4, comment: null }],
      economicIntensity: { value: 120, currency: 'EURO' },
      decarbonizationPlan: { startYear: 2025, endYear: 2025, totalPercentageEvolution: -40 },
      expensesAnswers: { [cardboard.uuid]: { value: 3.2, unit: 'tCO2e', dataType: 'OTHER', year: 2024, comment: null } },
      customAnswers: { [color.uuid]: 'blue', [sites.uuid]: ['fr', 'de'], [staff.uuid]: 42, [iso.uuid]: false, [remarks.uuid]: 'None' },
    };
    expect(keysOf(answers)).toEqual([]);
  });

  it('refuses a section the group does not ask', () => {
    const answers: Answers = { ...none, sbtiStatus: 'NONE', economicIntensity: { value: 1, currency: 'POUND' }, expensesAnswers: { [cardboard.uuid]: { value: null, unit: null, dataType: null, year: null, comment: 'x' } } };
    expect(keysOf(answers, [color])).toEqual([
      ['answers.sbtiStatus', 'server.supplier.notAsked'],
      ['answers.economicIntensity', 'server.supplier.notAsked'],
      ['answers.expensesAnswers', 'server.supplier.notAsked'],
    ]);
  });

  it('refuses an option the question lacks, an option twice, an answer of the wrong type, an unknown question or purchase', () => {
    const answers: Answers = {
      ...none,
      expensesAnswers: { [fixtureUuid(21)]: { value: 1, unit: null, dataType: null, year: null, comment: null } },
      customAnswers: { [color.uuid]: 'green', [sites.uuid]: ['fr', 'fr'], [staff.uuid]: 'many', [iso.uuid]: 'yes', [fixtureUuid(99)]: 'x', [fixtureUuid(6)]: 'COMMITTED' },
    };
    expect(keysOf(answers)).toEqual([
      [`answers.expensesAnswers.${fixtureUuid(21)}`, 'server.supplier.unknownExpense'],
      [`answers.customAnswers.${color.uuid}`, 'server.supplier.unknownOption'],
      // The second 'fr' (index 1) is the one chosen twice.
      [`answers.customAnswers.${sites.uuid}.1`, 'server.supplier.unknownOption'],
      [`answers.customAnswers.${staff.uuid}`, 'server.supplier.answerDoesNotFit'],
      [`answers.customAnswers.${iso.uuid}`, 'server.supplier.answerDoesNotFit'],
      [`answers.customAnswers.${fixtureUuid(99)}`, 'server.supplier.unknownQuestion'],
      // SBTI_STATUS is answered in its own field, not as a custom answer.
      [`answers.customAnswers.${fixtureUuid(6)}`, 'server.supplier.unknownQuestion'],
    ]);
  });

  it('refuses a plan ending before it starts and a product listed twice', () => {
    const box = { uuid: fixtureUuid(40), name: 'Box', unit: null, carbonFootprint: null, comment: null };
    const answers: Answers = { ...none, products: [box, { ...box, name: 'Crate' }], decarbonizationPlan: { startYear: 2030, endYear: 2029, totalPercentageEvolution: -10 } };
    expect(keysOf(answers)).toEqual([
      ['answers.products.1.uuid', 'server.supplier.productTwice'],
      ['answers.decarbonizationPlan.endYear', 'server.supplier.planEndsBeforeStart'],
    ]);
  });

  it('bounds the answers: more custom answers than a group may ask are refused by the schema', () => {
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [fixtureUuid(1_000 + index), null]));
    expect(SupplierSelfAnswers.safeParse({ ...none, customAnswers: tooMany }).success).toBe(false);
  });
});

describe('withSelfAnswers and toPublicForm', () => {
  it("replaces the year's answers, keeps what staff set, and clears the figure of a purchase left out", () => {
    const answered = { ...year, expenses: [{ ...cardboard, supplierAnswer: { value: 1, unit: null, dataType: null, year: null, comment: null } }] };
    const saved = withSelfAnswers(answered, { ...none, sbtiStatus: 'TARGETS_SET' });
    expect(saved).toEqual({ ...year, sbtiStatus: 'TARGETS_SET', expenses: [cardboard] });
  });

  it("shows the supplier its years oldest first with its own files, without tags, factors, review, the client's files, notes or e-mails", () => {
    const older = fixtureYearData({ uuid: fixtureUuid(31), year: 2023, review: { exploitable: true, comment: 'fine', updatedAt: '2024-01-01T00:00:00.000Z' } });
    const withPlan = { ...year, decarbonizationPlanFiles: [{ uuid: fixtureUuid(60), name: 'plan.pdf' }] };
    const supplier = { ...fixtureSupplier({ uuid: fixtureUuid(50), name: 'Dupont', notes: 'secret', filesFromClient: [{ uuid: fixtureUuid(61), name: 'contract.pdf' }], yearData: [withPlan, older] }) };
    const form = toPublicForm(supplier, { intro: { en: 'Hello', fr: null }, questions: [color], footer: { en: null, fr: null } }, 'Transports Vallée du Rhône');
    expect(form.years.map((data) => data.year)).toEqual([2023, 2024]);
    expect(form.years[1]!.expenses).toEqual([{ uuid: cardboard.uuid, name: 'Cardboard', amount: 12_000, opex: true, supplierAnswer: null }]);
    expect(form.years[1]!.decarbonizationPlanFiles).toEqual([{ uuid: fixtureUuid(60), name: 'plan.pdf' }]);
    expect(JSON.stringify(form)).not.toMatch(/secret|fine|Lyon|review|tags|contract|filesFromClient|notes|sentEmails/);
    expect(form).toMatchObject({ uuid: fixtureUuid(50), name: 'Dupont', assetName: 'Transports Vallée du Rhône', language: 'en' });
    // Each year carries the version of what its own form shows (formVersion.test.ts).
    expect(form.years.map((data) => data.version)).toEqual([toPublicYear(older, { questions: [color] }).version, toPublicYear(withPlan, { questions: [color] }).version]);
  });
});

describe('file actions of a save', () => {
  const report = { uuid: fixtureUuid(70), name: 'report.pdf' };
  const audit = { uuid: fixtureUuid(71), name: 'audit.pdf' };
  const withFiles = { ...year, economicIntensityFiles: [report, audit] };
  const upload = fixtureUuid(80);

  it('deletes the files named DELETE, adds the kept uploads and leaves unnamed files and lists alone', () => {
    const answers: Answers = { ...none, files: { economicIntensityFiles: [{ action: 'DELETE', uuid: report.uuid, name: report.name }, { action: 'CREATE', uuid: upload, name: 'new.pdf' }] } };
    expect(selfAnswerProblems(everything, withFiles, answers)).toEqual([]);
    const stored = { uuid: fixtureUuid(81), name: 'new.pdf' };
    const saved = withSelfAnswers(withFiles, answers, new Map([[upload, stored]]));
    // audit.pdf is not named, so it stays; report.pdf goes; the upload becomes the stored file.
    expect(saved.economicIntensityFiles).toEqual([audit, stored]);
    expect(saved.productsFiles).toEqual([]);
    expect(droppedFiles(withFiles, answers.files)).toEqual([report.uuid]);
  });

  it('refuses files under a question the group does not ask, a file named twice and a KEEP of a file the list lacks', () => {
    const answers: Answers = {
      ...none,
      files: {
        productsFiles: [{ action: 'CREATE', uuid: upload, name: 'x.pdf' }],
        economicIntensityFiles: [{ action: 'KEEP', uuid: report.uuid, name: report.name }, { action: 'DELETE', uuid: report.uuid, name: report.name }, { action: 'KEEP', uuid: fixtureUuid(72), name: 'gone.pdf' }],
      },
    };
    expect(selfAnswerProblems([table('CARBON_INTENSITY', 9)], withFiles, answers).map((problem) => [problem.path.join('.'), problem.key])).toEqual([
      ['answers.files.productsFiles', 'server.supplier.notAsked'],
      ['answers.files.economicIntensityFiles.1', 'server.supplier.fileTwice'],
      ['answers.files.economicIntensityFiles.2', 'server.supplier.unknownFile'],
    ]);
  });

  it('refuses a list that would hold more than 40 files: 39 held + 2 new - 0 deleted = 41', () => {
    const held = Array.from({ length: 39 }, (_, index) => ({ uuid: fixtureUuid(200 + index), name: `f${index}.pdf` }));
    const answers: Answers = { ...none, files: { productsFiles: [0, 1].map((index) => ({ action: 'CREATE' as const, uuid: fixtureUuid(300 + index), name: 'n.pdf' })) } };
    expect(selfAnswerProblems(everything, { ...year, productsFiles: held }, answers).map((problem) => problem.key)).toEqual(['server.supplier.tooManyFiles']);
    // One of them deleted: 39 + 2 - 1 = 40, the limit itself.
    const oneDeleted: Answers = { ...none, files: { productsFiles: [...answers.files!.productsFiles!, { action: 'DELETE', uuid: held[0]!.uuid, name: held[0]!.name }] } };
    expect(selfAnswerProblems(everything, { ...year, productsFiles: held }, oneDeleted)).toEqual([]);
  });
});
