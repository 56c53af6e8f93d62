import type { Answer, Cell, Column, Question } from './model.ts';

/*
 * How far a questionnaire's data collection has gone (spec 2 "Questionnaire (client)": the
 * overall percentage, and the left navigation's entries with their tick at 100 percent and their
 * badge of the other side's unseen comments), as pure functions of the questions, their answers and
 * their comments. The client's view and the staff's view run the same rules; they differ only in
 * what they show: admin-only questions and columns are hidden from clients, and a view counts
 * exactly the questions it shows, so its ticks mean "everything shown here is answered".
 */

/** Who looks at the questionnaire: the client answering it, or the consultants following it. */
export type Audience = 'client' | 'staff';

/** What the badge reads of a question's comment (spec 2 "Comment": fromClient, seenAt). */
export interface CommentSeen {
  fromClient: boolean;
  seenAt: string | null;
}

/** How many countable questions are answered, and the rounded share the views show. */
export interface Progress {
  answered: number;
  countable: number;
  /** Whole percent, 0 to 100. */
  percent: number;
  /** Every countable question answered: the navigation's tick. */
  complete: boolean;
}

/** Whether the audience sees the question: clients never see admin-only ones. */
export function isVisible(question: Question, audience: Audience): boolean {
  return audience === 'staff' || !question.adminOnly;
}

/** The columns of a table question the audience sees, in their order. */
export function visibleColumns(question: Question, audience: Audience): Column[] {
  return question.columns.filter((column) => audience === 'staff' || !column.adminOnly);
}

const filled = (text: string | null) => text !== null && text.trim() !== '';
const cellFilled = (cell: Cell) => filled(cell.valueText) || cell.valueNumber !== null || cell.valueOptionUuid !== null;

/**
 * Whether the answer answers the question, by its type (spec 2 "Answer types"):
 * - TEXT: a non-blank text, or, when the question allows files, at least one file (a document
 *   the consultant reads answers a question the consultant reads);
 * - NUMERIC: a number; files are only its evidence, since formulas read the number (`q.fuel`);
 * - FILE: at least one file;
 * - TABLE: a line with a filled cell (a non-blank text, a number or a chosen option) in a column
 *   the audience sees. A one-line table with a single NUMERIC column, shown as one number field,
 *   is the same table underneath. The extra files of a table do not answer it, and cells of
 *   columns the question no longer has are ignored.
 * The audience matters for tables only: a client's table is not answered by what only
 * consultants see.
 */
export function isAnswered(question: Question, answer: Answer | undefined, audience: Audience = 'client'): boolean {
  if (!answer) return false;
  switch (question.type) {
    case 'TEXT':
      return filled(answer.valueText) || (question.allowFiles && answer.files.length > 0);
    case 'NUMERIC':
      return answer.valueNumber !== null;
    case 'FILE':
      return answer.files.length > 0;
    case 'TABLE': {
      const shown = new Set(visibleColumns(question, audience).map((column) => column.uuid));
      return (answer.valueTable ?? []).some((line) => line.cells.some((cell) => shown.has(cell.columnUuid) && cellFilled(cell)));
    }
  }
}

/**
 * Whether the question counts toward the audience's progress: the questions the audience sees
 * (so admin-only ones count for staff, never for the client), except a table without a column
 * the audience sees, which the audience could never answer.
 */
export function isCountable(question: Question, audience: Audience): boolean {
  if (!isVisible(question, audience)) return false;
  return question.type !== 'TABLE' || visibleColumns(question, audience).length > 0;
}

/**
 * The share of `answered` in `countable` as a whole percent, a half rounding up (1 of 8 is
 * 12.5 %, shown 13 %). Two choices of ours: nothing to answer is 100 % (nothing is left to do,
 * and the entry gets its tick), and a percent that would round up to 100 while a question is
 * unanswered shows 99, so 100 % always means complete (as the spec's survey progress shows
 * 99.x as 99).
 */
export function percentOf(answered: number, countable: number): number {
  if (countable === 0) return 100;
  // Multiplying first keeps the halves exact: 29 × 100 / 200 is 14.5, where 29 / 200 × 100 is not.
  const percent = Math.round((answered * 100) / countable);
  return answered < countable ? Math.min(percent, 99) : percent;
}

/** Counts and percent of the questions' progress for the audience. */
export function progress(questions: readonly Question[], answers: ReadonlyMap<string, Answer>, audience: Audience): Progress {
  const countable = questions.filter((question) => isCountable(question, audience));
  const answered = countable.filter((question) => isAnswered(question, answers.get(question.uuid), audience)).length;
  return { answered, countable: countable.length, percent: percentOf(answered, countable.length), complete: answered === countable.length };
}

/** The questionnaire's progress as the views show it (spec 2 "Questionnaire progress"). */
export function progressPercent(questions: readonly Question[], answers: ReadonlyMap<string, Answer>, audience: Audience): number {
  return progress(questions, answers, audience).percent;
}

/**
 * The red badge: the other side's comments its reader has not seen yet, the consultants' for the
 * client and the client's for staff (as the server counts a question's `unseenCommentsCount`), so
 * a reply of one's own never counts as new.
 */
export function unseenBadge(comments: readonly CommentSeen[], audience: Audience): number {
  return comments.filter((comment) => comment.fromClient === (audience === 'staff') && comment.seenAt === null).length;
}

/** A question as the navigation and its card show it. */
export interface SectionQuestion {
  question: Question;
  /** `1.2.3`: category, subcategory, place in the subcategory; null when numbering is off. */
  number: string | null;
  countable: boolean;
  answered: boolean;
  unseenComments: number;
}

/** A subcategory's entry; `others` is the one of questions without a subcategory, placed last. */
export interface SubcategorySection extends Progress {
  label: string;
  others: boolean;
  number: string | null;
  questions: SectionQuestion[];
  unseenComments: number;
}

/** A category's entry; `others` is the one of questions without a category, placed last. */
export interface CategorySection extends Progress {
  label: string;
  others: boolean;
  number: string | null;
  subcategories: SubcategorySection[];
  unseenComments: number;
}

export interface SectionOptions {
  audience: Audience;
  /** The questionnaire's `numberingEnabled`. */
  numbering: boolean;
  /** The label of the 'others' entries, in the reader's language. */
  othersLabel: string;
}

/** What has been collected so far: answers and comments by question uuid (a missing entry is none). */
export interface Collected {
  answers: ReadonlyMap<string, Answer>;
  comments?: ReadonlyMap<string, readonly CommentSeen[]>;
}

const nameOf = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

/** Groups by key in first-appearance order, the group without a key last. */
function groupInOrder<T>(items: readonly T[], keyOf: (item: T) => string | null): { key: string | null; items: T[] }[] {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const named = [...groups].filter(([key]) => key !== null).map(([key, grouped]) => ({ key, items: grouped }));
  const others = groups.get(null);
  return others ? [...named, { key: null, items: others }] : named;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The left navigation's entries between Instructions and Validation (spec 2 "Left navigation"):
 * the questions the audience sees, by category in first-appearance order, each category's
 * subcategories in first-appearance order and its 'others' subcategory (questions without one)
 * last; questions without a category form an 'others' category, also last. Every entry has at
 * least one question, and every category has subcategories, an 'others' one alone when it has no
 * named one, so a question is always at the same depth. With numbering on, categories are
 * numbered 1, 2 …, subcategories 1.1, 1.2 … ('others' included) and questions 1.2.1, 1.2.2 …
 * from 1 in each subcategory. An entry's progress is the same rule over its own questions (not
 * an average of its parts), and its badge the sum of its questions' badges.
 */
export function sections(questions: readonly Question[], collected: Collected, options: SectionOptions): CategorySection[] {
  const { audience, numbering, othersLabel } = options;
  const shown = questions.filter((question) => isVisible(question, audience));
  return groupInOrder(shown, (question) => nameOf(question.category)).map((category, categoryIndex) => {
    const categoryNumber = numbering ? `${categoryIndex + 1}` : null;
    const subcategories = groupInOrder(category.items, (question) => nameOf(question.subcategory)).map((subcategory, subcategoryIndex): SubcategorySection => {
      const subcategoryNumber = categoryNumber === null ? null : `${categoryNumber}.${subcategoryIndex + 1}`;
      const entries = subcategory.items.map((question, questionIndex): SectionQuestion => ({
        question,
        number: subcategoryNumber === null ? null : `${subcategoryNumber}.${questionIndex + 1}`,
        countable: isCountable(question, audience),
        answered: isAnswered(question, collected.answers.get(question.uuid), audience),
        unseenComments: unseenBadge(collected.comments?.get(question.uuid) ?? [], audience),
      }));
      return {
        label: subcategory.key ?? othersLabel,
        others: subcategory.key === null,
        number: subcategoryNumber,
        questions: entries,
        unseenComments: sum(entries.map((entry) => entry.unseenComments)),
        ...progress(subcategory.items, collected.answers, audience),
      };
    });
    return {
      label: category.key ?? othersLabel,
      others: category.key === null,
      number: categoryNumber,
      subcategories,
      unseenComments: sum(subcategories.map((subcategory) => subcategory.unseenComments)),
      ...progress(category.items, collected.answers, audience),
    };
  });
}
