import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { englishOf } from '../errorMessages.ts';
import { optionalText, requiredText, uuid } from '../validation/index.ts';
import { Answer, Question } from './model.ts';

/*
 * A questionnaire on a carbon footprint (spec 2 "Questionnaire" entity, sections 4 and 7), as the
 * API sends and receives it. Staff create it from a questionnaire template (a copy of its
 * questions), the client's users answer it question by question, each answer with its own
 * version, and comment on its questions; staff read the same answers with the admin-only
 * questions and columns that the client never sees.
 */

/** How many answers one save may carry: a category's worth, never the whole questionnaire at once. */
export const maxAnswersPerSave = 100;
/** A comment's length (spec 2: a four-row box). */
export const maxCommentLength = 2_000;
/** Comments marked seen in one call: those a question's thread shows. */
export const maxCommentsMarked = 200;

/** What staff choose when creating a questionnaire (spec 2: labels, numbering, consultants, categories shown). */
export const QuestionnaireSettings = z.object({
  labelEn: requiredText(),
  labelFr: optionalText(),
  numberingEnabled: z.boolean().default(true),
  /** The consultants the client sees and who are told of its comments; at least one. */
  assignedTo: z
    .array(uuid())
    .min(1, englishOf('validation.message.required'))
    .max(10)
    .refine((uuids) => new Set(uuids).size === uuids.length, englishOf('validation.message.invalid')),
  /** Categories the client does not see (by name); their questions stay for staff. */
  hiddenCategories: z.array(z.string().max(textBounds.name)).max(100).default([]),
});
export type QuestionnaireSettings = z.input<typeof QuestionnaireSettings>;

export const QuestionnaireCreateInput = QuestionnaireSettings.extend({
  carbonFootprintUuid: uuid(),
  templateUuid: uuid(),
});
export type QuestionnaireCreateInput = z.input<typeof QuestionnaireCreateInput>;

/** The staff's row of a footprint's questionnaires, and the client's card. */
export const QuestionnaireSummary = z.object({
  uuid: z.uuid(),
  carbonFootprintUuid: z.uuid(),
  labelEn: z.string(),
  labelFr: z.string().nullable(),
  isValidated: z.boolean(),
  clientValidationName: z.string().nullable(),
  dataCollectionDone: z.boolean(),
  clientUpdatedAt: z.string().nullable(),
  /** Answered share of the countable questions the reader sees, rounded (99 until complete). */
  percentage: z.number().int().min(0).max(100),
  questionCount: z.number().int().nonnegative(),
  /** Comments of the other side the reader has not seen yet. */
  unseenCommentsCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type QuestionnaireSummary = z.infer<typeof QuestionnaireSummary>;

/** A comment of a question's discussion (spec 2 "Comment"). */
export const QuestionComment = z.object({
  uuid: z.uuid(),
  questionUuid: z.uuid(),
  message: z.string(),
  fromClient: z.boolean(),
  seenAt: z.string().nullable(),
  createdAt: z.string(),
  by: z.object({
    firstName: z.string(),
    lastName: z.string(),
    profilePictureUuid: z.string().nullable(),
  }),
});
export type QuestionComment = z.infer<typeof QuestionComment>;

/** A question as the questionnaire page shows it: its answer, that answer's version, its thread. */
export const QuestionView = Question.extend({
  answer: Answer.nullable(),
  /** 0 while never answered: what the next save names as `expectedVersion`. */
  answerVersion: z.number().int().nonnegative(),
  comments: z.array(QuestionComment),
  unseenCommentsCount: z.number().int().nonnegative(),
});
export type QuestionView = z.infer<typeof QuestionView>;

/** A consultant the client may contact. */
export const AssignedConsultant = z.object({
  uuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profilePictureUuid: z.string().nullable(),
  feminizeTitle: z.boolean(),
});
export type AssignedConsultant = z.infer<typeof AssignedConsultant>;

/** `questionnaire.get.client` and `questionnaire.get`: the whole questionnaire for its reader. */
export const QuestionnaireView = QuestionnaireSummary.extend({
  numberingEnabled: z.boolean(),
  hiddenCategories: z.array(z.string()),
  templateUuid: z.uuid().nullable(),
  assignedTo: z.array(AssignedConsultant),
  carbonFootprint: z.object({
    uuid: z.uuid(),
    year: z.number().int().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    hideYear: z.boolean(),
    moduleName: z.string(),
  }),
  assetUuid: z.uuid(),
  assetName: z.string(),
  questions: z.array(QuestionView),
});
export type QuestionnaireView = z.infer<typeof QuestionnaireView>;

/** One question's save: its new values and the version they were edited from. */
export const AnswerSaveInput = Answer.extend({
  expectedVersion: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type AnswerSaveInput = z.input<typeof AnswerSaveInput>;

/**
 * `questionnaire.updateClientAnswers`: the answers changed since the page loaded, each question
 * once, and on validation the signing name (spec 2: 'Your name').
 */
export const ClientAnswersInput = z.object({
  uuid: uuid(),
  answers: z
    .array(AnswerSaveInput)
    .max(maxAnswersPerSave)
    .refine((answers) => new Set(answers.map((answer) => answer.questionUuid)).size === answers.length, englishOf('validation.message.questionTwice')),
  isValidated: z.boolean().default(false),
  clientValidationName: z.string().max(textBounds.name).nullish(),
});
export type ClientAnswersInput = z.input<typeof ClientAnswersInput>;

/** What a save answers: each saved question's new version, and the questionnaire's progress. */
export const ClientAnswersResult = z.object({
  versions: z.array(z.object({ questionUuid: z.uuid(), version: z.number().int().positive() })),
  percentage: z.number().int().min(0).max(100),
  isValidated: z.boolean(),
  clientUpdatedAt: z.string().nullable(),
});
export type ClientAnswersResult = z.infer<typeof ClientAnswersResult>;

export const CommentInput = z.object({
  questionUuid: uuid(),
  message: requiredText(maxCommentLength),
});
export type CommentInput = z.input<typeof CommentInput>;

export const MarkSeenInput = z.object({
  questionUuid: uuid(),
  questionCommentUuids: z.array(uuid()).min(1).max(maxCommentsMarked),
});
export type MarkSeenInput = z.input<typeof MarkSeenInput>;

