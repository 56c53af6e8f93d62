import type { Answer } from '@cairn/shared/questionnaires/model';
import type { QuestionView } from '@cairn/shared/questionnaires/questionnaire';

/*
 * The questionnaire page's unsaved answers (spec 2 "Questionnaire (client)": Save, and 'Next'
 * saving first). Several people of one client may answer at once, so each edited question keeps
 * the version its answer was edited from: a save names it, and the server refuses, by question,
 * an answer someone else saved meanwhile (lifecycle.ts). The page then reloads only those
 * questions; every other unsaved answer stays as the user left it.
 *
 * The server's answers stay in the query cache as they were last read; the draft lies over them.
 */

/** One question's unsaved answer, and the saved answer and version it was edited from. */
export interface DraftEntry {
  answer: Answer;
  /** The answer as loaded when the editing started (null: never answered). */
  original: Answer | null;
  /** The version `original` had: what the save names as `expectedVersion`. */
  expectedVersion: number;
}

/** Edited questions by uuid. */
export type Draft = ReadonlyMap<string, DraftEntry>;

/** One answer of a save, with the version it was edited from (`AnswerSaveInput` as the page builds it). */
export type AnswerToSave = Answer & { expectedVersion: number };

export const emptyDraft: Draft = new Map();

/** An answer holding nothing, for a question never answered. */
export function blankAnswer(questionUuid: string): Answer {
  return { questionUuid, valueText: null, valueNumber: null, valueTable: null, files: [] };
}

/** Whether two answers hold the same values (the table's lines in order, cell by cell). */
export function sameAnswer(a: Answer | null, b: Answer | null): boolean {
  const normal = (answer: Answer | null) => {
    const value = answer ?? blankAnswer('');
    return JSON.stringify({
      text: value.valueText === '' ? null : value.valueText,
      number: value.valueNumber,
      table: value.valueTable && value.valueTable.length > 0 ? value.valueTable : null,
      files: value.files.map((file) => file.uuid),
    });
  };
  return normal(a) === normal(b);
}

/** The answer the page shows for a question: the unsaved one, else the saved one. */
export function shownAnswer(question: QuestionView, draft: Draft): Answer | null {
  return draft.get(question.uuid)?.answer ?? question.answer;
}

/** Every answer the page shows, by question, for the progress rules (progress.ts). */
export function shownAnswers(questions: readonly QuestionView[], draft: Draft): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  for (const question of questions) {
    const answer = shownAnswer(question, draft);
    if (answer) answers.set(question.uuid, answer);
  }
  return answers;
}

/**
 * The draft once the user changed a question's answer to `answer`: the first change remembers
 * the saved answer and version it started from, later ones keep them.
 */
export function edit(draft: Draft, question: QuestionView, answer: Answer): Draft {
  const next = new Map(draft);
  const entry = draft.get(question.uuid);
  next.set(question.uuid, entry ? { ...entry, answer } : { answer, original: question.answer, expectedVersion: question.answerVersion });
  return next;
}

/** Whether the question's unsaved answer differs from the one it was edited from. */
export function isDirty(entry: DraftEntry | undefined): boolean {
  return entry !== undefined && !sameAnswer(entry.answer, entry.original);
}

/** The questions with an answer to save, in the questionnaire's order. */
export function dirtyQuestions(questions: readonly QuestionView[], draft: Draft): string[] {
  return questions.filter((question) => isDirty(draft.get(question.uuid))).map((question) => question.uuid);
}

/** The answers a save sends: only the changed ones, each with the version it was edited from. */
export function answersToSave(questions: readonly QuestionView[], draft: Draft): AnswerToSave[] {
  return dirtyQuestions(questions, draft).map((uuid) => {
    const { answer, expectedVersion } = draft.get(uuid)!;
    return { ...answer, questionUuid: uuid, expectedVersion };
  });
}

/** The answers in saves of at most `size` (a save takes fewer than 100 answers). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** The most answers one save sends: under the contract's bound of 100. */
export const answersPerSave = 99;

/**
 * The draft after a save of `sent` answered the new versions: a question whose answer was not
 * changed again while saving leaves the draft (the saved answer is now the server's); one that
 * was keeps its newer change, now edited from the version just saved.
 */
export function afterSave(draft: Draft, sent: readonly AnswerToSave[], versions: readonly { questionUuid: string; version: number }[]): Draft {
  const next = new Map(draft);
  const newVersion = new Map(versions.map((entry) => [entry.questionUuid, entry.version]));
  for (const saved of sent) {
    const entry = next.get(saved.questionUuid);
    const version = newVersion.get(saved.questionUuid);
    if (!entry || version === undefined) continue;
    const answer: Answer = { questionUuid: saved.questionUuid, valueText: saved.valueText, valueNumber: saved.valueNumber, valueTable: saved.valueTable, files: saved.files };
    if (sameAnswer(entry.answer, answer)) next.delete(saved.questionUuid);
    else next.set(saved.questionUuid, { answer: entry.answer, original: answer, expectedVersion: version });
  }
  return next;
}

/**
 * The questions a refused save names as saved meanwhile by someone else: the CONFLICT's issues
 * at `['answers', <questionUuid>]` (a validation issue names `['answers', <index>, …]` instead).
 */
export function conflictedQuestions(issues: readonly { path: readonly (string | number)[] }[]): string[] {
  const uuids = issues.flatMap((issue) => (issue.path.length === 2 && issue.path[0] === 'answers' && typeof issue.path[1] === 'string' ? [issue.path[1]] : []));
  return [...new Set(uuids)];
}

/**
 * The draft once the conflicted questions are reloaded: their unsaved answers are dropped, so the
 * page shows what the other person saved (with its version); every other question keeps its
 * unsaved answer and the version it was edited from.
 */
export function reloadQuestions(draft: Draft, conflicted: readonly string[]): Draft {
  const next = new Map(draft);
  for (const uuid of conflicted) next.delete(uuid);
  return next;
}
