import { describe, expect, it } from 'vitest';
import { SupplierQuestions, type SupplierQuestion } from './model.ts';
import { followsGroup, newSupplierYear, questionEditProblems, questionsOfYear, withOwnQuestions } from './questions.ts';
import { fixtureUuid, fixtureYearData } from './supplier.fixture.ts';
import { toPublicForm } from './selfUpdate.ts';

const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
const color: SupplierQuestion = { ...base, uuid: fixtureUuid(1), labelEn: 'Colour', type: 'SELECT', options: [{ id: 'red', labelEn: 'Red', labelFr: null }, { id: 'blue', labelEn: 'Blue', labelFr: null }] };
const sites: SupplierQuestion = { ...base, uuid: fixtureUuid(2), labelEn: 'Sites', type: 'MULTI_SELECT', options: [{ id: 'fr', labelEn: 'France', labelFr: null }, { id: 'de', labelEn: 'Germany', labelFr: null }] };
const staff: SupplierQuestion = { ...base, uuid: fixtureUuid(3), labelEn: 'Staff', type: 'NUMERIC', unit: 'people' };
const remarks: SupplierQuestion = { ...base, uuid: fixtureUuid(4), labelEn: 'Remarks', type: 'PARAGRAPH' };
const group = { questions: [color, staff] };

const keysOf = (current: SupplierQuestion[], answers: Record<string, unknown>, next: SupplierQuestion[]) =>
  questionEditProblems(current, answers as never, next).map((problem) => [problem.path.join('.'), problem.key]);

describe('the questions a year asks', () => {
  it('are its own when it has them, else its group’s', () => {
    expect(questionsOfYear(fixtureYearData({ uuid: fixtureUuid(10), year: 2024 }), group)).toEqual([color, staff]);
    expect(questionsOfYear(fixtureYearData({ uuid: fixtureUuid(10), year: 2024, questions: [remarks] }), group)).toEqual([remarks]);
    // An empty list of its own is a year that asks nothing, not one that follows its group.
    expect(questionsOfYear(fixtureYearData({ uuid: fixtureUuid(10), year: 2024, questions: [] }), group)).toEqual([]);
  });

  it('are copied into the years that follow their group, and only those', () => {
    const following = fixtureYearData({ uuid: fixtureUuid(10), year: 2024 });
    const own = fixtureYearData({ uuid: fixtureUuid(11), year: 2025, questions: [remarks] });
    expect(followsGroup([following, own])).toBe(true);
    const frozen = withOwnQuestions([following, own], group.questions);
    expect(frozen.map((data) => data.questions)).toEqual([[color, staff], [remarks]]);
    expect(followsGroup(frozen)).toBe(false);
  });

  it('of a new year are a copy of its group’s, the year open and nothing answered', () => {
    const year = newSupplierYear(fixtureUuid(12), 2026, group.questions);
    expect(year).toEqual(fixtureYearData({ uuid: fixtureUuid(12), year: 2026, open: true, questions: [color, staff] }));
    expect(year.questions).not.toBe(group.questions);
  });

  it('are what the public form shows for each year', () => {
    const supplier = { uuid: fixtureUuid(20), name: 'Dupont', language: 'fr' as const, yearData: [fixtureYearData({ uuid: fixtureUuid(21), year: 2025, questions: [remarks] }), fixtureYearData({ uuid: fixtureUuid(22), year: 2024 })] };
    const form = toPublicForm(supplier, { intro: { en: null, fr: null }, questions: group.questions, footer: { en: null, fr: null } }, 'Transports Vallée du Rhône');
    expect(form.years.map((year) => [year.year, year.questions.map((question) => question.labelEn)])).toEqual([
      [2024, ['Colour', 'Staff']],
      [2025, ['Remarks']],
    ]);
  });
});

describe('questionEditProblems', () => {
  it('lets unanswered questions change freely: removed, retyped, options dropped', () => {
    const retyped: SupplierQuestion = { ...base, uuid: color.uuid, labelEn: 'Colour', type: 'TEXT' };
    expect(keysOf([color, sites, staff], { [staff.uuid]: null, [sites.uuid]: [] }, [retyped, remarks])).toEqual([]);
  });

  it('keeps an answered question: not removed, same type, the options its answer names', () => {
    const answers = { [color.uuid]: 'blue', [sites.uuid]: ['fr', 'de'], [staff.uuid]: 12 };
    const relabelled: SupplierQuestion = { ...color, labelEn: 'Main colour', options: [{ id: 'blue', labelEn: 'Navy', labelFr: null }, { id: 'green', labelEn: 'Green', labelFr: null }] };
    const siteLost: SupplierQuestion = { ...sites, options: [sites.options[0]!] };
    const staffAsText: SupplierQuestion = { ...base, uuid: staff.uuid, labelEn: 'Staff', type: 'TEXT' };
    // 'red' is dropped but nobody chose it; 'de' is named by the answer ['fr', 'de'].
    expect(keysOf([color, sites, staff], answers, [relabelled, siteLost, staffAsText])).toEqual([
      ['questions.1.options', 'server.supplier.answeredOptionRemoved'],
      ['questions.2.type', 'server.supplier.answeredQuestionType'],
    ]);
    expect(keysOf([color, sites, staff], answers, [relabelled, sites])).toEqual([['questions', 'server.supplier.answeredQuestionRemoved']]);
    expect(keysOf([color, sites, staff], answers, [staff, sites, relabelled])).toEqual([]);
  });
});

describe('SupplierQuestions', () => {
  it('refuses a uuid twice and an option id twice within a question', () => {
    const twice = { ...color, options: [...color.options, { id: 'red', labelEn: 'Scarlet', labelFr: null }] };
    const result = SupplierQuestions.safeParse([twice, { ...staff }, { ...staff, labelEn: 'Headcount' }]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.options.2.id', 'This id is given twice'],
      ['2.uuid', 'This id is given twice'],
    ]);
  });
});
