import * as z from 'zod';
import {
  ClientAnswersInput,
  ClientAnswersResult,
  CommentInput,
  MarkSeenInput,
  QuestionComment,
  QuestionnaireCreateInput,
  QuestionnaireSettings,
  QuestionnaireSummary,
  QuestionnaireView,
} from '../questionnaires/questionnaire.ts';
import { BatchCreateInput, BatchCreateResult, DownloadSpreadsheetInput, ExtractInput, ImportPreview, importMaxBase64 } from '../questionnaires/importPreview.ts';
import { requestBounds } from '../constants.ts';
import { FileLink } from '../files.ts';
import { ActivityDataSheet } from '../schemas/reportApi.ts';
import { uuid, validationMessages } from '../validation/index.ts';
import { fileWork, ok } from './common.ts';
import { mutation, query } from './define.ts';

const expectedVersion = z
  .number({ error: () => validationMessages.required })
  .int(validationMessages.invalid)
  .positive(validationMessages.invalid);

/** What a change of a questionnaire may change: both pages, the lists and the footprint's cards. */
const questionnaireReads = ['questionnaire.list', 'questionnaire.get', 'questionnaire.get.client', 'carbonFootprint.get.client'] as const;

/**
 * Questionnaires on a carbon footprint (spec 2 "Questionnaire (client)", "Client data-collection
 * dashboard", sections 4, 5 and 7 "Questionnaire"): staff create them from templates and follow
 * them; the client's users answer, comment and validate. Client procedures reach only the
 * questionnaire's own asset (and staff).
 */
export const questionnaireProcedures = {
  'questionnaire.activityData.generateSheet': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'questionnaire', field: 'uuid' },
    summary:
      "The activity data of one questionnaire as an .xlsx file: one line per question and formula template with the activity it reads, its unit and the question's aggregate. spreadsheetUrl is null: no online sheet service is configured.",
    input: z.object({ uuid: z.uuid(), language: z.enum(['en', 'fr']).optional() }),
    output: ActivityDataSheet,
    runtime: fileWork,
  }),
  'questionnaire.list': query({
    access: 'analyst',
    tenancy: {
      rule: 'staffOnly',
      owner: 'carbonFootprint',
      field: 'carbonFootprintUuid',
    },
    summary: "A footprint's questionnaires by label, each with the staff's progress (admin-only questions count), state and unseen client comments.",
    input: z.object({ carbonFootprintUuid: uuid() }),
    output: z.array(QuestionnaireSummary),
  }),
  'questionnaire.create': mutation({
    access: 'analyst',
    tenancy: {
      rule: 'staffOnly',
      owner: 'carbonFootprint',
      field: 'carbonFootprintUuid',
    },
    summary:
      "Creates a questionnaire on a footprint as a copy of a questionnaire template's questions (each select column with its list's options of the day), with its labels, numbering, assigned consultants (staff only) and the categories hidden from the client.",
    input: QuestionnaireCreateInput,
    output: QuestionnaireSummary,
    invalidates: questionnaireReads,
  }),
  'questionnaire.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'questionnaire', field: 'uuid' },
    summary: 'A questionnaire whole for staff: every question (admin-only ones and columns included), its answer and version, and its discussion.',
    input: z.object({ uuid: uuid() }),
    output: QuestionnaireView,
  }),
  'questionnaire.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'questionnaire', field: 'uuid' },
    summary: "Changes a questionnaire's labels, numbering, assigned consultants and hidden categories; a stale expectedVersion answers CONFLICT.",
    input: QuestionnaireSettings.extend({ uuid: uuid(), expectedVersion }),
    output: QuestionnaireSummary,
    invalidates: questionnaireReads,
  }),
  'questionnaire.setDataCollectionDone': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'questionnaire', field: 'uuid' },
    summary:
      'Closes the data collection (the client can no longer answer; spec 2 section 4) or, with done false, reopens it: the client answers again and validates again.',
    input: z.object({ uuid: uuid(), done: z.boolean() }),
    output: QuestionnaireSummary,
    invalidates: questionnaireReads,
  }),
  'questionnaire.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'questionnaire', field: 'uuid' },
    summary: 'Deletes a questionnaire with its answers and discussions; a stale expectedVersion answers CONFLICT.',
    input: z.object({ uuid: uuid(), expectedVersion }),
    output: ok,
    invalidates: questionnaireReads,
  }),
  'questionnaire.get.client': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'questionnaire', field: 'uuid' },
    summary:
      'A questionnaire for its client page: the questions the client sees (no admin-only question or column, no hidden category), each answer with its version, the discussions and unseen consultant comments, progress, consultants and period.',
    input: z.object({ uuid: uuid() }),
    output: QuestionnaireView,
  }),
  'questionnaire.updateClientAnswers': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'questionnaire', field: 'uuid' },
    summary:
      "Saves answers, each from the version it was edited from: every answer is checked against its question and a question someone saved meanwhile answers CONFLICT naming it, with nothing written; with isValidated, the client's name validates the questionnaire in the same write. A validated or closed questionnaire answers CONFLICT.",
    input: ClientAnswersInput,
    output: ClientAnswersResult,
    invalidates: questionnaireReads,
  }),
  'question.addComment': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'question', field: 'questionUuid' },
    summary:
      "Adds a comment to a question's discussion, from the client or from staff; a client's comment is e-mailed to the questionnaire's consultants. A closed questionnaire answers CONFLICT.",
    input: CommentInput,
    output: QuestionComment,
    invalidates: questionnaireReads,
  }),
  'questionComment.markAsSeen': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'question', field: 'questionUuid' },
    summary: "Marks the other side's comments of a question as seen by the reader (the client the consultants', staff the client's); others are left alone.",
    input: MarkSeenInput,
    output: z.object({ marked: z.number().int().nonnegative() }),
    invalidates: questionnaireReads,
  }),
  'question.downloadSpreadsheet': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'question', field: 'uuid' },
    summary:
      "A short-lived link to a table question's .xlsx template in the language asked: the columns the caller sees (labels in that language, French falling back to English) with the lines already answered, and a sheet of each select column's authorized values.",
    input: DownloadSpreadsheetInput,
    output: FileLink,
    runtime: fileWork,
  }),
  'question.extractFromSpreadsheet': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'question', field: 'questionUuid' },
    summary:
      "Reads an .xlsx file (base64, at most 3 MB) for a table question's import and answers its preview: the columns, the header and each line's values with every cell's problem, and the format warning. Writes nothing; over 1,000 lines, an empty file or another type answers BAD_REQUEST with the spec's message.",
    input: ExtractInput,
    maxBodyBytes: importMaxBase64 + requestBounds.maxBodyBytes,
    output: ImportPreview,
    runtime: fileWork,
  }),
  'question.batchCreate': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'question', field: 'questionUuid' },
    summary:
      "Replaces a table question's lines with an import's rows, checked again cell by cell: any problem answers BAD_REQUEST naming each cell and nothing is written. Saved as a client's answer is (questionnaire open, the answer's version, its stored size), in one write.",
    input: BatchCreateInput,
    // A thousand lines of thirty cells are sent back as values: up to Lambda's payload limit.
    maxBodyBytes: 6 * 1024 * 1024,
    output: BatchCreateResult,
    invalidates: questionnaireReads,
  }),
} as const;
