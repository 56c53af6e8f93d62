import * as z from 'zod';
import { Language } from '../schemas/enums.ts';
import { FileLink, UploadRequest, UploadTicket } from '../files.ts';
import {
  CommuteLabels,
  EstimateFactor,
  LegacySurveyType,
  SurveyAnswerFields,
  SurveyAnswerView,
  SurveyClientView,
  SurveyCountry,
  SurveyDetail,
  SurveyEstimate,
  SurveySettings,
  surveySettingsRules,
  SurveySummary,
  SurveyType,
} from '../surveys/model.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { fileWork, ok } from './common.ts';
import { gazetteerPackageFiles } from './places.ts';
import { mutation, query } from './define.ts';

const expectedVersion = z
  .number({ error: () => validationMessages.required })
  .int(validationMessages.invalid)
  .positive(validationMessages.invalid);

/** What a change of a survey may change: the staff's tab, the client's cards, the public form and the answers views. */
const surveyReads = ['survey.list', 'survey.get', 'survey.get.client', 'carbonFootprint.get.client', 'surveyAnswer.getAll'] as const;
/** A new answer changes the counts everywhere they show. */
const answerReads = ['survey.list', 'survey.get', 'carbonFootprint.get.client', 'surveyAnswer.getAll'] as const;

/** An answer's row in the client's table of answers. */
export const SurveyAnswerRow = z.object({
  uuid: uuid(),
  createdAt: z.string(),
  affiliationUuid: uuid().nullable(),
  daysInOfficePerWeek: z.number().nullable(),
  commuteType: z.string().nullable(),
  commuteKilometers: z.number().nullable(),
  flights: z.number().int(),
  totalKgCo2e: z.number(),
});
export type SurveyAnswerRow = z.infer<typeof SurveyAnswerRow>;

/** The survey as the client's answers views show it (spec 2 "Survey-answer-page survey"). */
export const SurveyAnswersPage = z.object({
  survey: SurveyClientView.extend({
    carbonFootprintUuid: uuid(),
    targetPopulation: z.number().nullable(),
    affiliations: z.array(
      z.object({
        uuid: uuid(),
        name: z.object({ en: z.string(), fr: z.string().nullable() }),
        count: z.number().int(),
        targetPopulation: z.number().nullable(),
      }),
    ),
  }),
  answers: z.array(SurveyAnswerRow),
});
export type SurveyAnswersPage = z.infer<typeof SurveyAnswersPage>;

/**
 * Employee and legacy supplier surveys on a carbon footprint (spec 2 "Survey definition",
 * "Employee survey screen", "Survey answers views", section 7 "Authentication and surveys").
 * Staff create and edit them; anyone with the link answers an open one (throttled per address,
 * bounded answers, no read of another answer); the client's users read the answers when the
 * survey shows them (showAnswersToClient, or affiliations).
 */
export const surveyProcedures = {
  'survey.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'carbonFootprint', field: 'carbonFootprintUuid' },
    summary: "A footprint's surveys by label, each with its answer count, progress against its target population and state.",
    input: z.object({ carbonFootprintUuid: uuid() }),
    output: z.array(SurveySummary),
  }),
  'survey.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'carbonFootprint', field: 'carbonFootprintUuid' },
    summary:
      "Creates a survey on a footprint: custom (labels and type, no question yet) or, with templateUuid, as a copy of a survey template's labels and questions. It starts closed, worked days 5, English and French.",
    input: z.union([
      z.object({ carbonFootprintUuid: uuid(), templateUuid: uuid() }).strict(),
      z.object({ carbonFootprintUuid: uuid(), labelEn: requiredText(), labelFr: optionalText(), type: SurveyType }).strict(),
    ]),
    output: SurveyDetail,
    invalidates: surveyReads,
  }),
  'survey.duplicate': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'survey', field: 'sourceSurveyUuid' },
    summary: "Creates a survey on the same footprint as a copy of another's settings, affiliations and questions under new labels, without its answers; it starts closed.",
    input: z.object({ sourceSurveyUuid: uuid(), labelEn: requiredText(), labelFr: optionalText() }),
    output: SurveyDetail,
    invalidates: surveyReads,
  }),
  'survey.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'survey', field: 'uuid' },
    summary: 'A survey whole for its settings form: settings, affiliations with their answer counts, questions and version.',
    input: z.object({ uuid: uuid() }),
    output: SurveyDetail,
  }),
  'survey.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'survey', field: 'uuid' },
    summary:
      "Replaces a survey's settings (data collection done only when sent), affiliations and questions from its form; each affiliation or question that names its uuid keeps it (and its answers), a questionnaire-linked affiliation must name one of the footprint's questionnaires, and an affiliation that has answers cannot be removed (CONFLICT). A stale expectedVersion answers CONFLICT.",
    input: SurveySettings.extend({ uuid: uuid(), expectedVersion }).superRefine(surveySettingsRules),
    output: SurveyDetail,
    invalidates: surveyReads,
  }),
  'survey.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'survey', field: 'uuid' },
    summary: 'Deletes a survey with its answers; a stale expectedVersion answers CONFLICT.',
    input: z.object({ uuid: uuid(), expectedVersion }),
    output: ok,
    invalidates: surveyReads,
  }),
  'survey.get.client': query({
    access: 'public',
    tenancy: { rule: 'openSurvey', owner: 'survey', field: 'uuid' },
    summary:
      "The public form of a survey (open or closed: a closed one says so and takes no answer): its texts, affiliations and questions, the remote-work countries with their grid intensity, the custom commute labels, and the public catalogue factors the personal estimate reads, so the browser computes the same estimate the server stores. legacySurveyType is the legacy supplier form's type (default SERVICE).",
    input: z.object({ uuid: uuid(), legacySurveyType: LegacySurveyType.optional() }),
    output: z.object({
      survey: SurveyClientView,
      countries: z.array(SurveyCountry),
      commuteCustomLabels: CommuteLabels,
      estimateFactors: z.record(z.string(), EstimateFactor),
    }),
    rateLimit: { perAddress: 120, windowSeconds: 60 },
  }),
  'survey.airports': query({
    access: 'public',
    tenancy: { rule: 'openSurvey', owner: 'survey', field: 'surveyUuid' },
    summary:
      "The reference airports whose IATA code, name or town matches a text (3 to 100 characters, case and accents aside), at most 10, largest first, each with its coordinates for the add-a-trip dialog's great-circle distance (earth radius 6,371 km).",
    input: z.object({ surveyUuid: uuid(), search: z.string().trim().min(2, validationMessages.tooShort).max(100, validationMessages.tooLong) }),
    output: z.array(z.object({ iata: z.string(), name: z.string(), municipality: z.string().nullable(), country: z.string(), latitude: z.number(), longitude: z.number() })),
    rateLimit: { perAddress: 300, windowSeconds: 60 },
    runtime: { packageFiles: [gazetteerPackageFiles.airports] },
  }),
  'surveyAnswer.create': mutation({
    access: 'public',
    tenancy: { rule: 'openSurvey', owner: 'survey', field: 'surveyUuid' },
    summary:
      "Stores one answer to an open survey and answers the respondent's personal estimate, computed by the same engine as the form's. Every problem of the answer answers BAD_REQUEST at once with its field; a closed survey answers CONFLICT ('The survey is closed.'). Files are uploads from `surveyAnswer.prepareUpload` (action CREATE), kept as files of the survey's asset in the same write as the answer; a refused file is a problem of its question. asset.fake says the estimate is to be kept in memory only (a demonstration company). Throttled per address.",
    input: z.object({ surveyUuid: uuid(), answers: SurveyAnswerFields }),
    output: z.object({ uuid: uuid(), asset: z.object({ fake: z.boolean() }), emission: SurveyEstimate }),
    invalidates: answerReads,
    rateLimit: { perAddress: 30, windowSeconds: 60 },
    maxBodyBytes: 256 * 1024,
    // The flights' airports are found in the reference airports.
    runtime: { packageFiles: [gazetteerPackageFiles.airports] },
  }),
  'surveyAnswer.prepareUpload': mutation({
    access: 'public',
    tenancy: { rule: 'openSurvey', owner: 'survey', field: 'surveyUuid' },
    summary:
      "Checks a file a respondent is about to attach to an answer of an open survey that takes files (a document or a photo, up to 40 MB) and answers a link that stores exactly those bytes for five minutes, as an upload bound to this survey; `surveyAnswer.create` then names it and checks it again. A closed survey answers CONFLICT. Throttled per address.",
    input: UploadRequest.omit({ purpose: true }).extend({ surveyUuid: uuid() }),
    output: UploadTicket,
    rateLimit: { perAddress: 30, windowSeconds: 60 },
  }),
  'surveyAnswer.getAll': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'survey', field: 'surveyUuid' },
    summary:
      "A survey's answers for its client views: the survey with each affiliation's answer count and target, and one row per answer, newest first. A client reads them only when the survey shows answers (showAnswersToClient) or has affiliations; otherwise NOT_FOUND.",
    input: z.object({ surveyUuid: uuid() }),
    output: SurveyAnswersPage,
  }),
  'surveyAnswer.get': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'surveyAnswer', field: 'surveyAnswerUuid' },
    summary: 'One answer whole, with its survey, for the read-only form; under the same visibility rule as surveyAnswer.getAll.',
    input: z.object({ surveyAnswerUuid: uuid() }),
    output: z.object({ survey: SurveyAnswersPage.shape.survey, answer: SurveyAnswerView }),
  }),
  'surveyAnswer.download': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'survey', field: 'surveyUuid' },
    summary: "A short-lived link to a survey's answers as an .xlsx file in the language asked, one line per answer and one column per question; under the same visibility rule as surveyAnswer.getAll.",
    input: z.object({ surveyUuid: uuid(), language: Language }),
    output: FileLink,
    runtime: fileWork,
  }),
} as const;
