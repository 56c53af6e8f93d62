import { say, type Message } from '../errorMessages.ts';
import { fieldIssue, type FieldIssue } from '../errors.ts';
import { isPercentUnit, percentInRange } from './distance.ts';
import type { Answer, Cell, Column, Question } from './model.ts';
import { numberColumnTypes } from './paste.ts';
import { isVisible, visibleColumns, type Audience } from './progress.ts';

/*
 * What a saved answer may hold (spec 2 "Answer types" and section 5 "Questionnaire"): the value
 * its question's type takes and nothing else, cells only of the columns the saver sees, each
 * cell's value of its column's kind, a chosen option among the column's own, at most one line
 * in a one-line table, percents from 0 to 100, and files only where the question takes them. A
 * DISTANCE cell holds its places as text and the kilometres between them as its number.
 * The server checks every save with it, so a crafted request stores nothing the form could not.
 */

export type AnswerCheck = { ok: true; answer: Answer } | { ok: false; issues: FieldIssue[] };

const textColumn = (column: Column) => !numberColumnTypes.includes(column.type) && column.type !== 'SELECT';

/** The problem of one cell against its column, or null; `path` names the cell for the form. */
function cellProblem(cell: Cell, column: Column): Message | null {
  if (column.type === 'SELECT') {
    if (cell.valueText !== null || cell.valueNumber !== null) return say('validation.message.invalid');
    if (cell.valueOptionUuid !== null && !column.options.some((option) => option.uuid === cell.valueOptionUuid)) return say('validation.message.invalid');
    return null;
  }
  if (cell.valueOptionUuid !== null) return say('validation.message.invalid');
  // A distance between places keeps both: the places as text, for the page, and the
  // great-circle kilometres between them as its number, which formulas read.
  if (column.type === 'DISTANCE') return cell.valueNumber !== null && cell.valueNumber < 0 ? say('validation.message.mustBeZeroOrMore') : null;
  if (numberColumnTypes.includes(column.type)) {
    if (cell.valueText !== null) return say('validation.message.expectedNumber');
    if (cell.valueNumber !== null && isPercentUnit(column.unit)) return percentInRange(cell.valueNumber).problem;
    return null;
  }
  return textColumn(column) && cell.valueNumber !== null ? say('server.questionnaire.expectedString') : null;
}

/** A table's lines checked cell by cell; unknown or hidden columns are refused, not dropped. */
function tableIssues(question: Question, lines: NonNullable<Answer['valueTable']>, audience: Audience): FieldIssue[] {
  const columns = new Map(visibleColumns(question, audience).map((column) => [column.uuid, column]));
  const issues: FieldIssue[] = [];
  if (question.oneLine && lines.length > 1) issues.push(fieldIssue(['valueTable'], say('server.questionnaire.oneLine')));
  const lineIds = new Set<string>();
  lines.forEach((line, lineIndex) => {
    if (lineIds.has(line.uiId)) issues.push(fieldIssue(['valueTable', lineIndex, 'uiId'], say('validation.message.invalid')));
    lineIds.add(line.uiId);
    const seen = new Set<string>();
    line.cells.forEach((cell, cellIndex) => {
      const path = ['valueTable', lineIndex, 'cells', cellIndex];
      const column = columns.get(cell.columnUuid);
      if (!column || seen.has(cell.columnUuid)) {
        issues.push(fieldIssue(path, say('server.questionnaire.unknownColumn')));
        return;
      }
      seen.add(cell.columnUuid);
      const problem = cellProblem(cell, column);
      if (problem) issues.push(fieldIssue(path, problem));
    });
  });
  return issues;
}

/**
 * Checks a save of `answer` to `question` by `audience`, and answers the answer to store: the
 * value of the question's type kept, the others emptied (a TEXT question's stray number is not
 * stored). Issues are paths inside the answer.
 */
export function checkAnswer(question: Question, answer: Answer, audience: Audience): AnswerCheck {
  if (!isVisible(question, audience))
    return {
      ok: false,
      issues: [fieldIssue([], say('server.questionnaire.unknownQuestion'))],
    };
  const issues: FieldIssue[] = [];
  const takesFiles = question.type === 'FILE' || (question.allowFiles && !(question.type === 'TABLE' && question.oneLine));
  if (!takesFiles && answer.files.length > 0) issues.push(fieldIssue(['files'], say('server.questionnaire.noFiles')));
  if (new Set(answer.files.map((file) => file.uuid)).size !== answer.files.length) issues.push(fieldIssue(['files'], say('validation.message.invalid')));
  if (question.type === 'NUMERIC' && answer.valueNumber !== null && isPercentUnit(question.unit)) {
    const { problem } = percentInRange(answer.valueNumber);
    if (problem) issues.push(fieldIssue(['valueNumber'], problem));
  }
  if (question.type === 'TABLE' && answer.valueTable !== null) issues.push(...tableIssues(question, answer.valueTable, audience));
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    answer: {
      questionUuid: question.uuid,
      valueText: question.type === 'TEXT' ? answer.valueText : null,
      valueNumber: question.type === 'NUMERIC' ? answer.valueNumber : null,
      valueTable: question.type === 'TABLE' ? answer.valueTable : null,
      files: takesFiles ? answer.files : [],
    },
  };
}
