import { Answer, Question, TableLine } from '@cairn/shared/questionnaires/model';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import { defineEntity, type Stored } from './entity.ts';

/*
 * A questionnaire on a carbon footprint and everything collected in it, in one partition
 * (`QUESTIONNAIRE#<uuid>`), so its page reads it with consistent queries: the questionnaire
 * itself, its questions (copied from the template at creation, in order), one answer item per
 * answered question (with its own version: two people answering different questions never
 * collide) and the comments of each question's discussion.
 */

export const QuestionnaireRecord = z.object({
  uuid: z.uuid(),
  carbonFootprintUuid: z.uuid(),
  assetUuid: z.uuid(),
  templateUuid: z.uuid().nullable(),
  labelEn: z.string(),
  labelFr: z.string().nullable(),
  numberingEnabled: z.boolean(),
  assignedTo: z.array(z.uuid()),
  hiddenCategories: z.array(z.string()),
  questionCount: z.number().int().nonnegative(),
  isValidated: z.boolean(),
  clientValidationName: z.string().nullable(),
  dataCollectionDone: z.boolean(),
  /** When a client's save last changed an answer (spec 2 'Last update'). */
  clientUpdatedAt: z.string().nullable(),
});
export type QuestionnaireRecord = z.infer<typeof QuestionnaireRecord>;

export const questionnaires = defineEntity({
  name: 'Questionnaire',
  schema: QuestionnaireRecord,
  key: ({ uuid }: { uuid: string }) => ({
    pk: `QUESTIONNAIRE#${uuid}`,
    sk: 'QUESTIONNAIRE',
  }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** A footprint's questionnaires, beside its reports in the footprint's partition of gsi1. */
    byFootprint: {
      index: 'gsi1',
      pk: ({ carbonFootprintUuid }: { carbonFootprintUuid: string }) => `FOOTPRINT#${carbonFootprintUuid}`,
      sk: (questionnaire) => `QUESTIONNAIRE#${questionnaire.uuid}`,
      skPrefix: 'QUESTIONNAIRE#',
    },
  },
});

/** Positions are written padded, so the partition lists questions in the questionnaire's order. */
export const questionPosition = (position: number): string => String(position).padStart(4, '0');

export const QuestionRecord = Question.extend({
  questionnaireUuid: z.uuid(),
  assetUuid: z.uuid(),
  /** The question template it was copied from: its formula templates compute the footprint. */
  templateUuid: z.uuid().nullable(),
  position: z.number().int().nonnegative(),
});
export type QuestionRecord = z.infer<typeof QuestionRecord>;

export const questions = defineEntity({
  name: 'Question',
  schema: QuestionRecord,
  key: ({ questionnaireUuid, position }: { questionnaireUuid: string; position: number }) => ({
    pk: `QUESTIONNAIRE#${questionnaireUuid}`,
    sk: `QUESTION#${questionPosition(position)}`,
  }),
  identify: ({ questionnaireUuid, position }) => ({
    questionnaireUuid,
    position,
  }),
  indexes: {
    inQuestionnaire: {
      index: 'primary',
      pk: ({ questionnaireUuid }: { questionnaireUuid: string }) => `QUESTIONNAIRE#${questionnaireUuid}`,
      skPrefix: 'QUESTION#',
    },
    /** A question named alone (a comment, an import), to find its questionnaire. */
    byUuid: {
      index: 'gsi1',
      pk: ({ uuid }: { uuid: string }) => `QUESTION#${uuid}`,
      sk: () => 'QUESTION',
    },
  },
});

/**
 * An answer as stored: its table compressed (a thousand lines of a few columns weigh far more
 * than DynamoDB's 400 KB item as attributes, and compress tenfold), the rest as attributes.
 */
export const AnswerRecord = z.object({
  questionnaireUuid: z.uuid(),
  questionUuid: z.uuid(),
  valueText: z.string().nullable(),
  valueNumber: z.number().nullable(),
  table: z.instanceof(Uint8Array).nullable(),
  lineCount: z.number().int().nonnegative(),
  files: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
});
export type AnswerRecord = z.infer<typeof AnswerRecord>;

export const answers = defineEntity({
  name: 'Answer',
  schema: AnswerRecord,
  key: ({ questionnaireUuid, questionUuid }: { questionnaireUuid: string; questionUuid: string }) => ({
    pk: `QUESTIONNAIRE#${questionnaireUuid}`,
    sk: `ANSWER#${questionUuid}`,
  }),
  identify: ({ questionnaireUuid, questionUuid }) => ({
    questionnaireUuid,
    questionUuid,
  }),
  indexes: {
    inQuestionnaire: {
      index: 'primary',
      pk: ({ questionnaireUuid }: { questionnaireUuid: string }) => `QUESTIONNAIRE#${questionnaireUuid}`,
      skPrefix: 'ANSWER#',
    },
  },
});

/** The most a compressed table may weigh in its item, leaving room for the other attributes. */
export const maxStoredTableBytes = 350_000;

const TableLines = z.array(TableLine);

export function packTable(lines: readonly TableLine[] | null): Uint8Array<ArrayBuffer> | null {
  return lines === null ? null : (new Uint8Array(gzipSync(JSON.stringify(lines))) as Uint8Array<ArrayBuffer>);
}

export function unpackTable(packed: Uint8Array | null): TableLine[] | null {
  return packed === null ? null : TableLines.parse(JSON.parse(gunzipSync(packed).toString('utf8')));
}

/** The answer a question holds, as the rules of `shared/src/questionnaires` read it. */
export function answerOf(record: AnswerRecord): Answer {
  return {
    questionUuid: record.questionUuid,
    valueText: record.valueText,
    valueNumber: record.valueNumber,
    valueTable: unpackTable(record.table),
    files: record.files,
  };
}

export const CommentRecord = z.object({
  uuid: z.uuid(),
  questionnaireUuid: z.uuid(),
  questionUuid: z.uuid(),
  message: z.string(),
  fromClient: z.boolean(),
  seenAt: z.string().nullable(),
  at: z.string(),
  byUuid: z.uuid(),
  byFirstName: z.string(),
  byLastName: z.string(),
  byProfilePictureUuid: z.string().nullable(),
});
export type CommentRecord = z.infer<typeof CommentRecord>;

/** A question's discussion, oldest first under the question's prefix. */
export const comments = defineEntity({
  name: 'QuestionComment',
  schema: CommentRecord,
  key: ({ questionnaireUuid, questionUuid, at, uuid }: { questionnaireUuid: string; questionUuid: string; at: string; uuid: string }) => ({
    pk: `QUESTIONNAIRE#${questionnaireUuid}`,
    sk: `COMMENT#${questionUuid}#${at}#${uuid}`,
  }),
  identify: ({ questionnaireUuid, questionUuid, at, uuid }) => ({
    questionnaireUuid,
    questionUuid,
    at,
    uuid,
  }),
  indexes: {
    inQuestionnaire: {
      index: 'primary',
      pk: ({ questionnaireUuid }: { questionnaireUuid: string }) => `QUESTIONNAIRE#${questionnaireUuid}`,
      skPrefix: 'COMMENT#',
    },
  },
});

/** Everything collected in a questionnaire, read consistently. */
export interface Collection {
  questions: Stored<QuestionRecord>[];
  answers: Stored<AnswerRecord>[];
  comments: Stored<CommentRecord>[];
}

export async function readCollection(questionnaireUuid: string): Promise<Collection> {
  const [found, given, said] = await Promise.all([
    questions.query('inQuestionnaire', { questionnaireUuid }, { consistent: true }),
    answers.query('inQuestionnaire', { questionnaireUuid }, { consistent: true }),
    comments.query('inQuestionnaire', { questionnaireUuid }, { consistent: true }),
  ]);
  return { questions: found, answers: given, comments: said };
}

/** The question of a uuid, wherever it is; null when none. */
export async function findQuestion(uuid: string): Promise<Stored<QuestionRecord> | null> {
  const [found] = await questions.query('byUuid', { uuid }, { limit: 1 });
  return found ?? null;
}
