import type { QuestionView } from '@cairn/shared/questionnaires/questionnaire';
import { testUuid } from '@cairn/shared/questionnaires/testColumns';
import { describe, expect, it } from 'vitest';
import {
  afterSave,
  answersToSave,
  blankAnswer,
  conflictedQuestions,
  dirtyQuestions,
  edit,
  emptyDraft,
  inBatches,
  reloadQuestions,
  shownAnswer,
  type Draft,
} from './draft.ts';

const question = (n: number, overrides: Partial<QuestionView> = {}): QuestionView => ({
  uuid: testUuid(n),
  name: `q${n}`,
  type: 'NUMERIC',
  labelEn: `Question ${n}`,
  labelFr: null,
  unit: null,
  impactedScopes: [],
  important: false,
  oneLine: false,
  allowFiles: false,
  adminOnly: false,
  category: 'Energy',
  subcategory: null,
  hintEn: null,
  hintFr: null,
  faq: [],
  columns: [],
  answer: null,
  answerVersion: 0,
  comments: [],
  unseenCommentsCount: 0,
  ...overrides,
});

const numberAnswer = (n: number, value: number | null) => ({ ...blankAnswer(testUuid(n)), valueNumber: value });

describe('dirty tracking', () => {
  const saved = question(1, { answer: numberAnswer(1, 10), answerVersion: 3 });
  const fresh = question(2);

  it('sends only the changed questions, each with the version it was edited from', () => {
    let draft: Draft = edit(emptyDraft, saved, numberAnswer(1, 12));
    draft = edit(draft, fresh, numberAnswer(2, 5));
    expect(dirtyQuestions([saved, fresh], draft)).toEqual([saved.uuid, fresh.uuid]);
    expect(answersToSave([saved, fresh], draft).map(({ questionUuid, valueNumber, expectedVersion }) => ({ questionUuid, valueNumber, expectedVersion }))).toEqual([
      { questionUuid: saved.uuid, valueNumber: 12, expectedVersion: 3 },
      { questionUuid: fresh.uuid, valueNumber: 5, expectedVersion: 0 },
    ]);
  });

  it('is clean again when an answer is changed back, and keeps the first version across edits', () => {
    let draft = edit(emptyDraft, saved, numberAnswer(1, 12));
    // A refetch meanwhile brought a newer version: the edit still started from version 3.
    draft = edit(draft, { ...saved, answerVersion: 4 }, numberAnswer(1, 13));
    expect(answersToSave([saved], draft)[0]?.expectedVersion).toBe(3);
    draft = edit(draft, saved, numberAnswer(1, 10));
    expect(dirtyQuestions([saved], draft)).toEqual([]);
    // Blank text and no table read as nothing, as a never-answered question.
    expect(dirtyQuestions([fresh], edit(emptyDraft, fresh, { ...blankAnswer(fresh.uuid), valueText: '', valueTable: [] }))).toEqual([]);
  });

  it('shows the unsaved answer over the saved one', () => {
    expect(shownAnswer(saved, edit(emptyDraft, saved, numberAnswer(1, 12)))?.valueNumber).toBe(12);
    expect(shownAnswer(saved, emptyDraft)?.valueNumber).toBe(10);
  });

  it('forgets saved answers, and keeps one changed again while saving, from its new version', () => {
    let draft = edit(emptyDraft, saved, numberAnswer(1, 12));
    draft = edit(draft, fresh, numberAnswer(2, 5));
    const sent = answersToSave([saved, fresh], draft);
    // The user typed 6 in the second question while the save was on its way.
    draft = edit(draft, fresh, numberAnswer(2, 6));
    const next = afterSave(draft, sent, [
      { questionUuid: saved.uuid, version: 4 },
      { questionUuid: fresh.uuid, version: 1 },
    ]);
    expect([...next.keys()]).toEqual([fresh.uuid]);
    expect(next.get(fresh.uuid)).toMatchObject({ expectedVersion: 1, answer: { valueNumber: 6 }, original: { valueNumber: 5 } });
  });

  it('saves in batches under the contract bound', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 99)).toEqual([]);
  });
});

describe('conflict merge', () => {
  it('reads the conflicted questions from the CONFLICT issues, not the validation ones', () => {
    expect(
      conflictedQuestions([
        { path: ['answers', testUuid(1)] },
        { path: ['answers', 0, 'valueNumber'] },
        { path: ['answers', testUuid(1)] },
        { path: [] },
      ]),
    ).toEqual([testUuid(1)]);
  });

  it('reloads only the conflicted questions and keeps every other unsaved answer', () => {
    const mine = question(1, { answer: numberAnswer(1, 10), answerVersion: 3 });
    const other = question(2);
    let draft = edit(emptyDraft, mine, numberAnswer(1, 12));
    draft = edit(draft, other, numberAnswer(2, 7));
    const reloaded = reloadQuestions(draft, [mine.uuid]);
    // After the refetch the first question shows what the other person saved, at its version.
    const refetched = question(1, { answer: numberAnswer(1, 99), answerVersion: 4 });
    expect(shownAnswer(refetched, reloaded)?.valueNumber).toBe(99);
    expect(shownAnswer(other, reloaded)?.valueNumber).toBe(7);
    expect(answersToSave([refetched, other], reloaded)).toEqual([{ ...numberAnswer(2, 7), expectedVersion: 0 }]);
  });
});
