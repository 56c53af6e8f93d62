import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { fieldIssue, type FieldIssue } from '../errors.ts';
import { say } from '../errorMessages.ts';
import { optionalText, uuid, validationMessages } from '../validation/index.ts';

/*
 * Delivery feedback (spec 2 section 4, "Delivery feedback"): when a project is delivered, its
 * team answers a fixed set of questions, each with quick answers to pick and a free text. The
 * questions and quick answers are stored by key, and the web says them in the reader's language
 * (web/src/i18n/messages/projectExtras.ts): feedback written in French reads in English too, and
 * a rewording reaches every project. Each question keeps the quick answers it was started with,
 * so a later change of the set never makes a stored choice invalid.
 */

export const feedbackCategories = ['DATA_COLLECTION', 'CLIENT', 'BUDGET', 'RESULTS', 'PLATFORM', 'FOLLOW_UP'] as const;
export const FeedbackCategory = z.enum(feedbackCategories);
export type FeedbackCategory = z.infer<typeof FeedbackCategory>;

/** A question of the set: its key, its category and the quick answers offered, in the order shown. */
export interface FeedbackQuestionDefinition {
  readonly question: string;
  readonly category: FeedbackCategory;
  readonly quickAnswers: readonly string[];
}

/** The questions every delivery answers, in order. Keys are part of what is stored: never rename one. */
export const deliveryFeedbackQuestionSet = [
  {
    question: 'DATA_COLLECTION_PACE',
    category: 'DATA_COLLECTION',
    quickAnswers: ['ON_TIME', 'LATE_DATA', 'INCOMPLETE_DATA', 'MANY_REMINDERS'],
  },
  {
    question: 'HARDEST_DATA',
    category: 'DATA_COLLECTION',
    quickAnswers: ['ENERGY', 'PURCHASES', 'BUSINESS_TRAVEL', 'COMMUTING', 'FREIGHT', 'FIXED_ASSETS', 'NONE'],
  },
  {
    question: 'CLIENT_ENGAGEMENT',
    category: 'CLIENT',
    quickAnswers: ['VERY_ENGAGED', 'ENGAGED', 'HARD_TO_REACH', 'CONTACT_CHANGED'],
  },
  {
    question: 'TIME_SOLD',
    category: 'BUDGET',
    quickAnswers: ['UNDER_BUDGET', 'ON_BUDGET', 'OVER_BUDGET'],
  },
  {
    question: 'RESULTS_RECEPTION',
    category: 'RESULTS',
    quickAnswers: ['ACCEPTED', 'QUESTIONS_ON_METHOD', 'QUESTIONS_ON_DATA', 'REWORK_REQUESTED'],
  },
  {
    question: 'PLATFORM_FRICTION',
    category: 'PLATFORM',
    quickAnswers: ['DATA_IMPORT', 'EMISSION_FACTORS', 'REPORT_EDITING', 'CLIENT_ACCESS', 'NOTHING'],
  },
  {
    question: 'NEXT_OFFER',
    category: 'FOLLOW_UP',
    quickAnswers: ['DECARBONIZATION_PLAN', 'NEXT_YEAR_FOOTPRINT', 'SUPPLIER_ENGAGEMENT', 'TRAINING', 'NONE'],
  },
] as const satisfies readonly FeedbackQuestionDefinition[];

/** Most quick answers one question offers: the bound of an update's list. */
export const maxQuickAnswers = 20;
/** Longest key of a question or quick answer. */
const keyLength = 60;

/** A question of a project's delivery feedback, as stored and as the API answers it. */
export const DeliveryFeedbackQuestion = z.object({
  uuid: z.uuid(),
  projectUuid: z.uuid(),
  /** Its place in the set, from 0. */
  position: z.number().int().min(0),
  category: FeedbackCategory,
  /** The question's key in the set. */
  question: z.string(),
  answer: z.string().nullable(),
  availableQuickAnswers: z.array(z.string()),
  selectedQuickAnswers: z.array(z.string()),
});
export type DeliveryFeedbackQuestion = z.infer<typeof DeliveryFeedbackQuestion>;

/** `deliveryFeedbackQuestion.update`: the text, the quick answers, or both; what is absent stays. */
export const DeliveryFeedbackQuestionUpdateInput = z
  .object({
    uuid: uuid(),
    answer: optionalText(textBounds.text).optional(),
    quickAnswers: z
      .array(z.string().trim().min(1, validationMessages.required).max(keyLength, validationMessages.tooLong))
      .max(maxQuickAnswers, validationMessages.invalid)
      .optional(),
  })
  .strict()
  .refine((input) => input.answer !== undefined || input.quickAnswers !== undefined, {
    message: validationMessages.required,
    path: ['answer'],
  });
export type DeliveryFeedbackQuestionUpdateInput = z.input<typeof DeliveryFeedbackQuestionUpdateInput>;

/** The questions of a new delivery feedback, in the set's order, none answered. */
export function startingQuestions(projectUuid: string, newUuid: () => string): DeliveryFeedbackQuestion[] {
  return deliveryFeedbackQuestionSet.map((definition, position) => ({
    uuid: newUuid(),
    projectUuid,
    position,
    category: definition.category,
    question: definition.question,
    answer: null,
    availableQuickAnswers: [...definition.quickAnswers],
    selectedQuickAnswers: [],
  }));
}

/** Whether a question is answered: a text that is not blank, or at least one quick answer. */
export function isAnswered(question: Pick<DeliveryFeedbackQuestion, 'answer' | 'selectedQuickAnswers'>): boolean {
  return (question.answer ?? '').trim() !== '' || question.selectedQuickAnswers.length > 0;
}

/**
 * May the project be delivered (spec 2 section 4)? Only once its delivery feedback is started
 * and every question has an answer or at least one quick answer: a project without feedback
 * shows 'Start delivery feedback' instead.
 */
export function canDeliver(questions: readonly Pick<DeliveryFeedbackQuestion, 'answer' | 'selectedQuickAnswers'>[]): boolean {
  return questions.length > 0 && questions.every(isAnswered);
}

/** Problems of a choice of quick answers: each must be one the question offers, and only once. */
export function quickAnswerProblems(available: readonly string[], selected: readonly string[]): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const seen = new Set<string>();
  selected.forEach((quickAnswer, index) => {
    if (!available.includes(quickAnswer)) {
      problems.push(fieldIssue(['quickAnswers', index], say('server.deliveryFeedback.unknownQuickAnswer', { quickAnswer })));
    } else if (seen.has(quickAnswer)) {
      problems.push(fieldIssue(['quickAnswers', index], say('server.deliveryFeedback.quickAnswerTwice', { quickAnswer })));
    }
    seen.add(quickAnswer);
  });
  return problems;
}

export type QuestionChange = { ok: true; value: Pick<DeliveryFeedbackQuestion, 'answer' | 'selectedQuickAnswers'> } | { ok: false; problems: FieldIssue[] };

/**
 * A question after an update: the text replaced when given (blank clears it), the quick answers
 * replaced when given, kept in the order the question offers them.
 */
export function applyQuestionUpdate(
  question: Pick<DeliveryFeedbackQuestion, 'answer' | 'availableQuickAnswers' | 'selectedQuickAnswers'>,
  update: { answer?: string | null | undefined; quickAnswers?: readonly string[] | undefined },
): QuestionChange {
  let selectedQuickAnswers = question.selectedQuickAnswers;
  if (update.quickAnswers !== undefined) {
    const problems = quickAnswerProblems(question.availableQuickAnswers, update.quickAnswers);
    if (problems.length > 0) return { ok: false, problems };
    selectedQuickAnswers = question.availableQuickAnswers.filter((quickAnswer) => update.quickAnswers!.includes(quickAnswer));
  }
  const answer = update.answer === undefined ? question.answer : update.answer?.trim() ? update.answer.trim() : null;
  return { ok: true, value: { answer, selectedQuickAnswers } };
}

/** Quick answers with one toggled on or off, in the order the question offers them (the chips' click). */
export function toggleQuickAnswer(available: readonly string[], selected: readonly string[], quickAnswer: string): string[] {
  const next = selected.includes(quickAnswer) ? selected.filter((value) => value !== quickAnswer) : [...selected, quickAnswer];
  return available.filter((value) => next.includes(value));
}
