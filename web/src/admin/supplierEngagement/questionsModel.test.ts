import type { SupplierQuestion } from '@cairn/shared/supplier/model';
import { describe, expect, it } from 'vitest';
import { blankQuestion, moveQuestion, questionProblems, withQuestionType } from './questionsModel.ts';

const uuid = '00000000-0000-4000-8000-000000000001';

describe('the questions editor', () => {
  it('starts a question as free text with its label to write, which the form then refuses blank', () => {
    const question = blankQuestion(uuid);
    expect(question).toMatchObject({ uuid, type: 'TEXT', labelEn: '', required: false });
    expect(questionProblems([question])).toEqual([{ index: 0, field: 'labelEn' }]);
    expect(questionProblems([{ ...question, labelEn: 'Your main site' }])).toEqual([]);
  });

  it('gives a choice question one option to write, keeps its options across choice types and drops them for others', () => {
    const select = withQuestionType({ ...blankQuestion(uuid), labelEn: 'Certified?' }, 'SELECT');
    expect(select).toMatchObject({ type: 'SELECT', labelEn: 'Certified?', options: [{ id: 'option-1', labelEn: '', labelFr: null }] });
    expect(questionProblems([select])).toEqual([{ index: 0, field: 'options' }]);
    const written: SupplierQuestion = { ...select, type: 'SELECT', options: [{ id: 'a', labelEn: 'ISO 14001', labelFr: null }] };
    expect(withQuestionType(written, 'MULTI_SELECT')).toMatchObject({ type: 'MULTI_SELECT', options: [{ id: 'a', labelEn: 'ISO 14001' }] });
    const numeric = withQuestionType(written, 'NUMERIC');
    expect(numeric).toEqual({ uuid, type: 'NUMERIC', unit: null, labelEn: 'Certified?', labelFr: null, subtitleEn: null, subtitleFr: null, required: false });
    expect('options' in withQuestionType(written, 'YES_NO')).toBe(false);
  });

  it('moves a question one place, and not past either end', () => {
    expect(moveQuestion(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
