import { fieldIssue, type FieldIssue } from '../errors.ts';
import { say } from '../errorMessages.ts';
import type { SupplierGroup, SupplierQuestion, SupplierYearData } from './model.ts';

/*
 * Which questions a supplier's year asks, and how staff may change them (spec 2 section 3
 * "Supplier": year data carries its questions; spec 3 section 2.6 /edit-questions). A year staff
 * add gets a copy of its group's questions; a year stored before years had their own (questions
 * null) asks its group's, until the group's questions or the supplier's group change: then it is
 * given a copy of the questions it asked, so an answer never loses the question it answers.
 */

/** The questions a year asks: its own, else its group's. */
export function questionsOfYear(year: Pick<SupplierYearData, 'questions'>, group: Pick<SupplierGroup, 'questions'>): SupplierQuestion[] {
  return year.questions ?? group.questions;
}

/** The years with a copy of `questions` where they had none (before their group's questions change). */
export function withOwnQuestions(yearData: readonly SupplierYearData[], questions: readonly SupplierQuestion[]): SupplierYearData[] {
  return yearData.map((data) => (data.questions === null ? { ...data, questions: [...questions] } : data));
}

/** Whether any year would be given a copy by `withOwnQuestions`. */
export const followsGroup = (yearData: readonly Pick<SupplierYearData, 'questions'>[]) => yearData.some((data) => data.questions === null);

/** A new year of a supplier: open, asking a copy of its group's questions, with nothing answered. */
export function newSupplierYear(uuid: string, year: number, groupQuestions: readonly SupplierQuestion[]): SupplierYearData {
  return {
    uuid,
    year,
    open: true,
    review: null,
    sbtiStatus: null,
    tags: {},
    emissionFactorUuid: null,
    expenses: [],
    products: [],
    productsFiles: [],
    economicIntensity: null,
    economicIntensityFiles: [],
    decarbonizationPlan: null,
    decarbonizationPlanFiles: [],
    customAnswers: {},
    questions: [...groupQuestions],
  };
}

const isAnswered = (answer: unknown) => answer !== null && answer !== undefined && !(Array.isArray(answer) && answer.length === 0);

/**
 * Problems of replacing a year's questions by `next`, on `questions.<index>` of the new list (or
 * `questions` for a removed one): a question the year has an answer to stays, keeps its type and,
 * for a SELECT or MULTI_SELECT, every option its answer names. Questions without an answer
 * change freely.
 */
export function questionEditProblems(
  current: readonly SupplierQuestion[],
  customAnswers: SupplierYearData['customAnswers'],
  next: readonly SupplierQuestion[],
): FieldIssue[] {
  const problems: FieldIssue[] = [];
  for (const question of current) {
    const answer = customAnswers[question.uuid];
    if (!isAnswered(answer)) continue;
    const index = next.findIndex((candidate) => candidate.uuid === question.uuid);
    if (index < 0) {
      problems.push(fieldIssue(['questions'], say('server.supplier.answeredQuestionRemoved', { label: question.labelEn })));
      continue;
    }
    const kept = next[index]!;
    if (kept.type !== question.type) {
      problems.push(fieldIssue(['questions', index, 'type'], say('server.supplier.answeredQuestionType')));
      continue;
    }
    if (kept.type === 'SELECT' || kept.type === 'MULTI_SELECT') {
      const named = typeof answer === 'string' ? [answer] : Array.isArray(answer) ? answer : [];
      const ids = new Set(kept.options.map((option) => option.id));
      if (named.some((id) => !ids.has(id))) problems.push(fieldIssue(['questions', index, 'options'], say('server.supplier.answeredOptionRemoved')));
    }
  }
  return problems;
}
