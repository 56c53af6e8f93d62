import type { SupplierQuestionType } from '@cairn/shared/supplier/enums';
import type { SupplierQuestion } from '@cairn/shared/supplier/model';

/*
 * The pure rules of the questions editor (a supplier group's form, or one year's): a new
 * question, a change of type, a move, and what the form refuses before sending.
 */

/** A new question: free text, not required, its label to write. */
export function blankQuestion(uuid: string): SupplierQuestion {
  return { uuid, type: 'TEXT', labelEn: '', labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
}

/**
 * The question with another type: SELECT and MULTI_SELECT keep the options they had (or start
 * with one to write), NUMERIC keeps its unit (or none); the other types carry neither.
 */
export function withQuestionType(question: SupplierQuestion, type: SupplierQuestionType): SupplierQuestion {
  const base = { uuid: question.uuid, labelEn: question.labelEn, labelFr: question.labelFr, subtitleEn: question.subtitleEn, subtitleFr: question.subtitleFr, required: question.required };
  if (type === 'SELECT' || type === 'MULTI_SELECT') {
    const options = 'options' in question ? question.options : [{ id: 'option-1', labelEn: '', labelFr: null }];
    return { ...base, type, options };
  }
  if (type === 'NUMERIC') return { ...base, type, unit: 'unit' in question ? question.unit : null };
  return { ...base, type };
}

/** The list with the question at `index` moved one place up (-1) or down (1); unchanged at an end. */
export function moveQuestion<Q>(questions: readonly Q[], index: number, by: -1 | 1): Q[] {
  const target = index + by;
  if (index < 0 || index >= questions.length || target < 0 || target >= questions.length) return [...questions];
  const moved = [...questions];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export interface QuestionProblem {
  index: number;
  field: 'labelEn' | 'options';
}

/** What the form refuses before sending: a blank English label, an option without its English label. */
export function questionProblems(questions: readonly SupplierQuestion[]): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  questions.forEach((question, index) => {
    if (question.labelEn.trim() === '') problems.push({ index, field: 'labelEn' });
    if ('options' in question && question.options.some((option) => option.labelEn.trim() === '')) problems.push({ index, field: 'options' });
  });
  return problems;
}
