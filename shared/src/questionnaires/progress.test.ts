import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { Answer, Question, type Column } from './model.ts';
import { isAnswered, isCountable, percentOf, progress, progressPercent, sections, unseenBadge, type CommentSeen } from './progress.ts';

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const columns = {
  from: uuid(101),
  km: uuid(102),
  adminNote: uuid(103),
  litres: uuid(104),
  mode: uuid(105),
  road: uuid(106),
};

/** A flights table: two columns the client fills, and a note only consultants see. */
const consultantNote: z.input<typeof Column> = { uuid: columns.adminNote, name: 'note', type: 'TEXT', labelEn: 'Consultant note', adminOnly: true };
const flightColumns: z.input<typeof Column>[] = [
  { uuid: columns.from, name: 'from', type: 'TEXT', labelEn: 'From' },
  { uuid: columns.km, name: 'km', type: 'DISTANCE_KMS', labelEn: 'Distance' },
  consultantNote,
];

let nextQuestion = 1;
/** A question with defaults filled in, as the API gives it; its name `q<n>` unless given. */
const question = (fields: Omit<z.input<typeof Question>, 'uuid' | 'name' | 'labelEn'> & { name?: string }): Question => {
  const n = nextQuestion++;
  return Question.parse({ uuid: uuid(n), name: `q${n}`, labelEn: 'A question', ...fields });
};
const answer = (of: Question, fields: Omit<z.input<typeof Answer>, 'questionUuid'>): Answer => Answer.parse({ questionUuid: of.uuid, ...fields });
const file = { uuid: uuid(900), name: 'invoices.pdf' };
/** One table line of cells by column uuid. */
const line = (uiId: string, cells: Record<string, { valueText?: string; valueNumber?: number; valueOptionUuid?: string }>) => ({
  uiId,
  cells: Object.entries(cells).map(([columnUuid, value]) => ({ columnUuid, ...value })),
});

describe('whether a question is answered (spec 2 "Answer types")', () => {
  it('answers TEXT with a non-blank text, or with a file where files are allowed', () => {
    const text = question({ type: 'TEXT' });
    const textWithFiles = question({ type: 'TEXT', allowFiles: true });
    expect(isAnswered(text, undefined)).toBe(false);
    expect(isAnswered(text, answer(text, { valueText: 'Two sites, one leased' }))).toBe(true);
    expect(isAnswered(text, answer(text, { valueText: '   ' }))).toBe(false);
    // A stray file on a question that takes none does not answer it; where files are allowed, it does.
    expect(isAnswered(text, answer(text, { files: [file] }))).toBe(false);
    expect(isAnswered(textWithFiles, answer(textWithFiles, { files: [file] }))).toBe(true);
  });

  it('answers NUMERIC with a number only, zero included, files being its evidence', () => {
    const numeric = question({ type: 'NUMERIC', unit: 'kWh', allowFiles: true });
    expect(isAnswered(numeric, answer(numeric, { valueNumber: 0 }))).toBe(true);
    expect(isAnswered(numeric, answer(numeric, { valueNumber: 12_000 }))).toBe(true);
    expect(isAnswered(numeric, answer(numeric, { files: [file] }))).toBe(false);
  });

  it('answers FILE with at least one file', () => {
    const upload = question({ type: 'FILE' });
    expect(isAnswered(upload, answer(upload, { files: [] }))).toBe(false);
    expect(isAnswered(upload, answer(upload, { files: [file] }))).toBe(true);
  });

  it('answers TABLE with one filled cell in a column the audience sees', () => {
    const flights = question({ type: 'TABLE', columns: flightColumns });
    expect(isAnswered(flights, answer(flights, { valueTable: [] }))).toBe(false);
    // A line of blank cells is an added, untouched row.
    expect(isAnswered(flights, answer(flights, { valueTable: [line('a', { [columns.from]: { valueText: ' ' } })] }))).toBe(false);
    expect(isAnswered(flights, answer(flights, { valueTable: [line('a', {}), line('b', { [columns.km]: { valueNumber: 5_834 } })] }))).toBe(true);
    // Only the consultant's note is filled: nothing the client sees, so the client has not answered yet.
    const noteOnly = answer(flights, { valueTable: [line('a', { [columns.adminNote]: { valueText: 'Check with travel agency' } })] });
    expect(isAnswered(flights, noteOnly, 'client')).toBe(false);
    expect(isAnswered(flights, noteOnly, 'staff')).toBe(true);
    // A cell of a column since removed from the question does not count.
    expect(isAnswered(flights, answer(flights, { valueTable: [line('a', { [uuid(999)]: { valueNumber: 3 } })] }))).toBe(false);
  });

  it('answers a one-line table of a single NUMERIC column, shown as one number field, by its number', () => {
    const fuel = question({ type: 'TABLE', oneLine: true, columns: [{ uuid: columns.litres, name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'L' }] });
    expect(isAnswered(fuel, answer(fuel, { valueTable: [line('a', { [columns.litres]: { valueNumber: 0 } })] }))).toBe(true);
    expect(isAnswered(fuel, answer(fuel, { valueTable: [line('a', {})] }))).toBe(false);
  });

  it('answers a SELECT column by its chosen option', () => {
    const modes = question({ type: 'TABLE', columns: [{ uuid: columns.mode, name: 'mode', type: 'SELECT', labelEn: 'Mode', options: [{ uuid: columns.road, labelEn: 'Road' }] }] });
    expect(isAnswered(modes, answer(modes, { valueTable: [line('a', { [columns.mode]: { valueOptionUuid: columns.road } })] }))).toBe(true);
  });
});

describe('which questions count (spec 2 "Admin-only questions and columns are hidden from clients")', () => {
  it("counts admin-only questions for staff, never for the client", () => {
    const internal = question({ type: 'NUMERIC', adminOnly: true });
    expect(isCountable(internal, 'client')).toBe(false);
    expect(isCountable(internal, 'staff')).toBe(true);
  });

  it('leaves out a table without a column the audience sees: it could never be answered', () => {
    const consultantsOnly = question({ type: 'TABLE', columns: [consultantNote] });
    const noColumns = question({ type: 'TABLE' });
    expect(isCountable(consultantsOnly, 'client')).toBe(false);
    expect(isCountable(consultantsOnly, 'staff')).toBe(true);
    expect(isCountable(noColumns, 'staff')).toBe(false);
  });
});

describe('the rounded percent (spec 2 "Questionnaire progress")', () => {
  it('rounds the share of answered questions, a half up', () => {
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(1, 3)).toBe(33); // 33.33 → 33
    expect(percentOf(2, 3)).toBe(67); // 66.67 → 67
    expect(percentOf(1, 8)).toBe(13); // 12.5 → 13
    expect(percentOf(29, 200)).toBe(15); // 14.5 → 15 (29 / 200 × 100 would be 14.499… in floating point)
    expect(percentOf(8, 8)).toBe(100);
  });

  it('shows 99, not 100, while a question is unanswered', () => {
    expect(percentOf(199, 200)).toBe(99); // 99.5 would round to 100
  });

  it('is 100 with nothing to answer', () => {
    expect(percentOf(0, 0)).toBe(100);
    expect(progress([], new Map(), 'client')).toEqual({ answered: 0, countable: 0, percent: 100, complete: true });
  });
});

describe('the unseen-comment badge', () => {
  const comments: CommentSeen[] = [
    { fromClient: false, seenAt: null },
    { fromClient: false, seenAt: '2024-03-01T10:00:00.000Z' },
    { fromClient: true, seenAt: null },
    { fromClient: false, seenAt: null },
    { fromClient: true, seenAt: '2024-03-02T09:00:00.000Z' },
  ];

  it('counts, for the client, consultant comments the client has not seen', () => {
    expect(unseenBadge(comments, 'client')).toBe(2); // the first and the fourth
    expect(unseenBadge([], 'client')).toBe(0);
  });

  it('counts, for staff, client comments staff have not seen, never their own unread reply', () => {
    expect(unseenBadge(comments, 'staff')).toBe(1); // the third
    expect(unseenBadge([{ fromClient: false, seenAt: null }], 'staff')).toBe(0);
  });
});

/*
 * Worked example: a questionnaire of eight questions, in this order.
 *   q1 Energy / Buildings     NUMERIC gas (kWh)             answered: 12,000
 *   q2 Energy / (none)        TEXT notes                    blank
 *   q3 Travel / Flights       TABLE flights                 answered: a distance
 *   q4 Energy / Buildings     FILE invoices                 answered: one file
 *   q5 Energy / Electricity   NUMERIC, admin-only           unanswered
 *   q6 (none) / (none)        TEXT anything else            answered
 *   q7 Travel / Flights       TABLE flights                 only the admin-only note filled
 *   q8 Energy / Electricity   NUMERIC renewable share (%)   unanswered
 * Client: q5 is hidden, so 7 count; answered q1, q3, q4, q6: 4 / 7 = 57.1 → 57 %.
 * Staff: all 8 count; answered q1, q3, q4, q6 and q7 (its note shows to staff): 5 / 8 = 62.5 → 63 %.
 * Comments: q1 has one unseen consultant comment (and a seen one, and one from the client not
 * seen by staff), q5 two unseen, q8 one unseen; q3 one from the client not seen by staff.
 */
const worked = (() => {
  const q1 = question({ name: 'q1', type: 'NUMERIC', unit: 'kWh', category: 'Energy', subcategory: 'Buildings' });
  const q2 = question({ name: 'q2', type: 'TEXT', category: 'Energy' });
  const q3 = question({ name: 'q3', type: 'TABLE', category: 'Travel', subcategory: 'Flights', columns: flightColumns });
  const q4 = question({ name: 'q4', type: 'FILE', category: 'Energy', subcategory: 'Buildings' });
  const q5 = question({ name: 'q5', type: 'NUMERIC', adminOnly: true, category: 'Energy', subcategory: 'Electricity' });
  const q6 = question({ name: 'q6', type: 'TEXT' });
  const q7 = question({ name: 'q7', type: 'TABLE', category: 'Travel', subcategory: 'Flights', columns: flightColumns });
  const q8 = question({ name: 'q8', type: 'NUMERIC', unit: '%', category: 'Energy', subcategory: 'Electricity' });
  const answers = new Map(
    [
      answer(q1, { valueNumber: 12_000 }),
      answer(q2, { valueText: '  ' }),
      answer(q3, { valueTable: [line('a', { [columns.from]: { valueText: 'CDG' }, [columns.km]: { valueNumber: 5_834 } })] }),
      answer(q4, { files: [file] }),
      answer(q6, { valueText: 'Nothing else' }),
      answer(q7, { valueTable: [line('a', { [columns.adminNote]: { valueText: 'Ask for the second trip' } })] }),
    ].map((given) => [given.questionUuid, given]),
  );
  const unseen: CommentSeen = { fromClient: false, seenAt: null };
  const comments = new Map<string, CommentSeen[]>([
    [q1.uuid, [unseen, { fromClient: false, seenAt: '2024-03-01T10:00:00.000Z' }, { fromClient: true, seenAt: null }]],
    [q3.uuid, [{ fromClient: true, seenAt: null }]],
    [q5.uuid, [unseen, unseen]],
    [q8.uuid, [unseen]],
  ]);
  return { questions: [q1, q2, q3, q4, q5, q6, q7, q8], answers, comments };
})();

/** An entry as `number label percent% [tick] (badge)`, the way the navigation reads. */
const entry = (section: { number: string | null; label: string; percent: number; complete: boolean; unseenComments: number }) =>
  `${section.number ?? '-'} ${section.label} ${section.percent}%${section.complete ? ' ✓' : ''} (${section.unseenComments})`;

describe("the questionnaire's progress and navigation (spec 2 'Left navigation')", () => {
  it('gives the overall percent of each audience', () => {
    expect(progressPercent(worked.questions, worked.answers, 'client')).toBe(57);
    expect(progressPercent(worked.questions, worked.answers, 'staff')).toBe(63);
  });

  it("groups the client's questions by category, subcategories in order of appearance, 'others' last, numbered", () => {
    const nav = sections(worked.questions, worked, { audience: 'client', numbering: true, othersLabel: 'Others' });
    // Energy: q1, q4 (Buildings), q8 (Electricity, q5 being hidden), q2 (no subcategory): 2 / 4 = 50 %, badges 1 + 1.
    // Travel: q3, q7 (Flights): 1 / 2 = 50 %. No category: q6, answered: 100 %.
    expect(nav.map(entry)).toEqual(['1 Energy 50% (2)', '2 Travel 50% (0)', '3 Others 100% ✓ (0)']);
    expect(nav[0]!.subcategories.map(entry)).toEqual(['1.1 Buildings 100% ✓ (1)', '1.2 Electricity 0% (1)', '1.3 Others 0% (0)']);
    expect(nav[0]!.subcategories.map((subcategory) => subcategory.others)).toEqual([false, false, true]);
    expect(nav[1]!.subcategories.map(entry)).toEqual(['2.1 Flights 50% (0)']);
    expect(nav[2]!.others).toBe(true);
    expect(nav[2]!.subcategories.map(entry)).toEqual(['3.1 Others 100% ✓ (0)']);
    // Questions numbered from 1 in each subcategory, in their given order.
    const numbered = nav.flatMap((category) => category.subcategories.flatMap((subcategory) => subcategory.questions.map((shown) => `${shown.number} ${shown.question.name}`)));
    expect(numbered).toEqual(['1.1.1 q1', '1.1.2 q4', '1.2.1 q8', '1.3.1 q2', '2.1.1 q3', '2.1.2 q7', '3.1.1 q6']);
  });

  it("shows staff the admin-only questions too, in their place, with the client's comments they have not seen", () => {
    const nav = sections(worked.questions, worked, { audience: 'staff', numbering: true, othersLabel: 'Others' });
    // Energy: q1, q4, q5, q8, q2: 2 / 5 = 40 %; badge: q1's client comment (the consultants' own,
    // unseen by the client, are not news to staff). Travel: q3 and q7 (its note shows to staff): 2 / 2; badge: q3's.
    expect(nav.map(entry)).toEqual(['1 Energy 40% (1)', '2 Travel 100% ✓ (1)', '3 Others 100% ✓ (0)']);
    expect(nav[0]!.subcategories[1]!.questions.map((shown) => `${shown.number} ${shown.question.name}`)).toEqual(['1.2.1 q5', '1.2.2 q8']);
  });

  it('numbers nothing when numbering is off', () => {
    const nav = sections(worked.questions, worked, { audience: 'client', numbering: false, othersLabel: 'Autres' });
    expect(nav.map(entry)).toEqual(['- Energy 50% (2)', '- Travel 50% (0)', '- Autres 100% ✓ (0)']);
    expect(nav.flatMap((category) => category.subcategories.flatMap((subcategory) => subcategory.questions.map((shown) => shown.number)))).toEqual(Array(7).fill(null));
  });

  it('leaves out a category whose questions the client does not see', () => {
    const internal = question({ type: 'TEXT', adminOnly: true, category: 'Consultant checks' });
    const shown = sections([...worked.questions, internal], { answers: worked.answers }, { audience: 'client', numbering: true, othersLabel: 'Others' });
    expect(shown.map((category) => category.label)).toEqual(['Energy', 'Travel', 'Others']);
    // Without comments, every badge is zero.
    expect(shown.map((category) => category.unseenComments)).toEqual([0, 0, 0]);
  });

  it('puts the questions of a category without subcategories in its one Others subcategory', () => {
    const a = question({ type: 'NUMERIC', category: 'Waste' });
    const b = question({ type: 'NUMERIC', category: 'Waste', subcategory: '  ' });
    const [waste] = sections([a, b], { answers: new Map([[a.uuid, answer(a, { valueNumber: 3 })]]) }, { audience: 'client', numbering: true, othersLabel: 'Others' });
    expect(waste!.subcategories.map(entry)).toEqual(['1.1 Others 50% (0)']);
    expect(waste!.subcategories[0]!.questions.map((shown) => shown.number)).toEqual(['1.1.1', '1.1.2']);
  });
});
