import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { Currency, Language } from '../schemas/enums.ts';
import { CommuteType } from '../schemas/report.ts';
import { boundedRecord, optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import type { Message, MessageParams } from '../messageFormat.ts';
import { sayValidation } from '../areaValidationMessageTexts.ts';

/*
 * Employee and legacy supplier surveys (spec 2 "Survey definition", "Survey answer",
 * "Enumerations for surveys", section 5 "Survey answer" and "Survey definition", section 9):
 * the shapes the staff edit, the public form shows and answers, the estimate engine and the
 * survey results read. Every list and text is bounded: an anonymous caller sends answers, so
 * nothing here may grow past what one stored item, one estimate or one spreadsheet row holds.
 *
 * Decisions the spec leaves open, recorded in docs/architecture.md ("Surveys"):
 * - Worked days per week is the survey's `fteWorkedDaysPerWeek` (default 5, cap 7) unless the
 *   survey asks a NUMERIC question named `workedDaysPerWeek` (part-time staff). Remote days per
 *   week is the NUMERIC question `remoteDaysPerWeek` when the survey asks it, else worked days
 *   minus days in office. These and the other well-known names below are how the estimate, the
 *   dashboard and the survey formulas find an answer among the custom questions.
 * - An answer's flights name their airports by IATA code; the server finds both in the
 *   reference airports and computes the great-circle distance itself.
 * - The server stores the estimate the form shows: the same engine over the same public catalogue
 *   values `survey.get.client` hands out. An answer is written with its counts in one transaction
 *   checked against the survey's version. A respondent's files are uploads bound to the open
 *   survey (`surveyAnswer.prepareUpload`), kept as files of the survey's asset in that same
 *   write; `asset.fake` is false (no asset is flagged as a demonstration).
 */

export const SurveyType = z.enum(['EMPLOYEE', 'SUPPLIER']);
export type SurveyType = z.infer<typeof SurveyType>;

/** The legacy supplier survey's kinds (`/supplier-survey/{uuid}?type=`, default service). */
export const LegacySurveyType = z.enum(['SERVICE', 'PRODUCT']);
export type LegacySurveyType = z.infer<typeof LegacySurveyType>;

/** What a legacy supplier form of each kind leaves out (ours: a service supplier sells no products). */
const legacyHiddenTypes: Record<LegacySurveyType, readonly string[]> = { SERVICE: ['PRODUCTS_TABLE', 'AVERAGE_PRODUCT_CARBON_INTENSITY'], PRODUCT: [] };

/** The questions a supplier survey's public form shows to a kind of supplier (service by default); an employee survey shows them all. */
export function questionsForLegacyType<Q extends { type: string }>(surveyType: 'EMPLOYEE' | 'SUPPLIER', questions: readonly Q[], legacy: LegacySurveyType = 'SERVICE'): Q[] {
  if (surveyType !== 'SUPPLIER') return [...questions];
  return questions.filter((question) => !legacyHiddenTypes[legacy].includes(question.type));
}

export const surveyQuestionTypes = [
  'COMMUTE_DAYS_PER_WEEK',
  'COMMUTE_ROUND_TRIPS_PER_WEEK',
  'COMMUTE_DISTANCE',
  'REMOTE_COUNTRY',
  'FLIGHTS',
  'MEALS',
  'PRODUCTS_TABLE',
  'COMPANY_CARBON_INTENSITY',
  'AVERAGE_PRODUCT_CARBON_INTENSITY',
  'NUMERIC',
  'TEXT',
  'YES_NO',
  'SELECT',
  'MULTI_SELECT',
  'FILES',
] as const;
export const SurveyQuestionType = z.enum(surveyQuestionTypes);
export type SurveyQuestionType = z.infer<typeof SurveyQuestionType>;

/** The types whose answer is a field of its own on the answer, not a custom question. */
export const standardQuestionTypes = [
  'COMMUTE_DAYS_PER_WEEK',
  'COMMUTE_ROUND_TRIPS_PER_WEEK',
  'COMMUTE_DISTANCE',
  'REMOTE_COUNTRY',
  'FLIGHTS',
  'MEALS',
  'PRODUCTS_TABLE',
  'COMPANY_CARBON_INTENSITY',
  'AVERAGE_PRODUCT_CARBON_INTENSITY',
] as const satisfies readonly SurveyQuestionType[];

/** The custom types: answered in `customQuestions` under the question's name. */
export const customQuestionTypes = ['NUMERIC', 'TEXT', 'YES_NO', 'SELECT', 'MULTI_SELECT', 'FILES'] as const satisfies readonly SurveyQuestionType[];

export { CommuteType };
export const CarType = z.enum(['GASOLINE', 'DIESEL', 'HYBRID_ELECTRIC', 'FULL_ELECTRIC', 'LPG', 'NGV']);
export type CarType = z.infer<typeof CarType>;
export const ScooterType = z.enum(['GASOLINE', 'ELECTRIC']);
export type ScooterType = z.infer<typeof ScooterType>;
export const PublicTransportType = z.enum(['BUS', 'SUBWAY', 'OTHER']);
export type PublicTransportType = z.infer<typeof PublicTransportType>;
export const CommuteUnit = z.enum(['KM', 'MILE']);
export type CommuteUnit = z.infer<typeof CommuteUnit>;

/** Kilometres in a statute mile. */
export const kmPerMile = 1.609344;

/**
 * The names of custom questions the estimate, the dashboard and the survey formulas read
 * (`s.trainHoursPerYear`). A survey that does not ask one simply has no value for it.
 */
export const wellKnownQuestionNames = {
  /** NUMERIC: days worked a week, for part-time staff (default: the survey's `fteWorkedDaysPerWeek`). */
  workedDaysPerWeek: 'workedDaysPerWeek',
  /** NUMERIC: remote days a week (default: worked days minus days in office). */
  remoteDaysPerWeek: 'remoteDaysPerWeek',
  /** NUMERIC: hours of business train travel over the year. */
  trainHoursPerYear: 'trainHoursPerYear',
  /** NUMERIC: business hotel nights over the year. */
  hotelNightsPerYear: 'hotelNightsPerYear',
  /** YES_NO: has a professional smartphone. */
  professionalSmartphone: 'professionalSmartphone',
  /** NUMERIC: computer screens used at work. */
  computerScreens: 'computerScreens',
  /** NUMERIC: cups of coffee a day. */
  coffeeCupsPerDay: 'coffeeCupsPerDay',
  /** NUMERIC: cups of tea a day. */
  teaCupsPerDay: 'teaCupsPerDay',
} as const;

export const surveyLimits = {
  /** Worked days per week: default and cap (spec 2 section 9). */
  defaultWorkedDaysPerWeek: 5,
  maxWorkedDaysPerWeek: 7,
  /** Days in office: the options 5, 4, 3, 2, 1 and 0 (spec 2 "Employee survey screen"). */
  maxDaysInOffice: 5,
  /** Affiliations above this many show as a dropdown rather than radios. */
  affiliationRadiosAtMost: 6,
  /** Options of a select question, affiliations of a survey: at least (spec) and at most (ours). */
  minOptions: 2,
  maxOptions: 100,
  maxAffiliations: 100,
  /** Questions of one survey or survey template (ours). */
  maxQuestions: 60,
  /** Flights of one answer, and trips of one flight line (ours). */
  maxFlights: 100,
  maxFlightCount: 200,
  /** Product lines of a supplier answer (ours). */
  maxProducts: 200,
  /** A one-way commute, in km or miles (ours: a weekly commute beyond that is not a commute). */
  maxCommuteDistance: 2_000,
  /** Any number of a custom NUMERIC answer (ours). */
  maxNumber: 1e12,
  /** A text answer (ours). */
  maxTextAnswer: textBounds.text,
  /** Files of one question (ours), each at most `files.supplierMaxBytes` (spec: 40 MB). */
  maxFilesPerQuestion: 10,
  /** Files of one answer, all questions together (ours: each is kept in the answer's single write). */
  maxFilesPerAnswer: 20,
  /** A target population (ours). */
  maxPopulation: 10_000_000,
} as const;

/** A text in the survey's supported languages: English is required, French optional. */
export const LocalizedText = (max: number = textBounds.name) => z.object({ en: requiredText(max), fr: optionalText(max) });
export type LocalizedText = { en: string; fr: string | null };
/** The same, wholly optional (an intro or a footer). */
export const OptionalLocalizedText = (max: number = textBounds.text) => z.object({ en: optionalText(max), fr: optionalText(max) });
export type OptionalLocalizedText = { en: string | null; fr: string | null };

/** One option of a SELECT or MULTI_SELECT question: its id is what an answer stores. */
export const SurveyOption = z.object({
  id: z.string(requiredMessage()).trim().min(1, validationMessages.required).max(64, validationMessages.tooLong),
  labelEn: requiredText(),
  labelFr: optionalText(),
});
export type SurveyOption = z.infer<typeof SurveyOption>;

function requiredMessage() {
  return { error: () => validationMessages.required };
}

/** Custom labels of the commute types, as a survey may rename them ('Company shuttle' for OTHER). */
export const CommuteLabels = z.partialRecord(CommuteType, z.object({ en: requiredText(), fr: optionalText() }));
export type CommuteLabels = z.infer<typeof CommuteLabels>;

/** A question's fields as the staff edit them, in a survey template's catalogue or in a survey. */
export const SurveyQuestionFields = z.object({
  /** The name formulas read its answer by (`s.trainHoursPerYear`). */
  name: z
    .string(requiredMessage())
    .trim()
    .min(1, validationMessages.required)
    .max(64, validationMessages.tooLong)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, sayValidation('validation.message.formulaName').text),
  type: SurveyQuestionType,
  labelEn: requiredText(textBounds.text),
  labelFr: optionalText(textBounds.text),
  subtitleEn: optionalText(textBounds.text),
  subtitleFr: optionalText(textBounds.text),
  required: z.boolean().default(false),
  unit: optionalText(),
  allowFiles: z.boolean().default(false),
  /** A SELECT shown as radio buttons rather than a dropdown. */
  radio: z.boolean().default(false),
  /** Radios or checkboxes on one line. */
  inline: z.boolean().default(false),
  options: z.array(SurveyOption).max(surveyLimits.maxOptions).default([]),
  commuteLabels: CommuteLabels.default({}),
});

/** The problems of a question's fields (spec 2 section 5 "Survey definition"), at paths inside the question. */
export function surveyQuestionIssues(question: Pick<z.output<typeof SurveyQuestionFields>, 'type' | 'options'>): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  if (question.type === 'SELECT' || question.type === 'MULTI_SELECT') {
    if (question.options.length < surveyLimits.minOptions) issues.push({ path: ['options'], message: sayValidation('validation.message.atLeastTwoOptions').text });
    const seen = new Set<string>();
    question.options.forEach((option, index) => {
      if (seen.has(option.id)) issues.push({ path: ['options', index, 'id'], message: sayValidation('validation.message.idsUnique').text });
      seen.add(option.id);
    });
  }
  return issues;
}

function addIssues(context: z.RefinementCtx, issues: readonly AnswerIssue[], prefix: (string | number)[] = []): void {
  for (const issue of issues) context.addIssue({ code: 'custom', message: issue.message, path: [...prefix, ...issue.path] });
}

/** A question as the staff send it: FILES questions always allow files. */
export const SurveyQuestionInput = SurveyQuestionFields.superRefine((question, context) => addIssues(context, surveyQuestionIssues(question))).transform((question) => ({
  ...question,
  allowFiles: question.type === 'FILES' ? true : question.allowFiles,
  options: question.type === 'SELECT' || question.type === 'MULTI_SELECT' ? question.options : [],
}));
export type SurveyQuestionInput = z.input<typeof SurveyQuestionInput>;

/** A question of a survey: a copy of its template's question (or a custom one), with its own uuid. */
export const SurveyQuestion = SurveyQuestionFields.extend({ uuid: uuid(), templateUuid: uuid().nullable() });
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

/** A group of respondents (a site, a subsidiary): named, or one of the footprint's questionnaires. */
export const Affiliation = z.object({
  uuid: uuid(),
  customName: z.object({ en: requiredText(), fr: optionalText() }).nullable(),
  questionnaireUuid: uuid().nullable(),
  targetPopulation: z.number().int(validationMessages.invalid).min(0, validationMessages.mustBeZeroOrMore).max(surveyLimits.maxPopulation).nullable(),
});
export type Affiliation = z.infer<typeof Affiliation>;

export const SupportedLanguages = z
  .array(Language)
  .min(1, validationMessages.required)
  .max(Language.options.length)
  .refine((languages) => languages.includes('en'), validationMessages.required);

/** A survey's settings, as the staff edit them on the footprint's survey tab. */
export const SurveySettings = z.object({
  labelEn: requiredText(),
  labelFr: optionalText(),
  open: z.boolean(),
  /**
   * The staff's word that the survey has collected what it needs: its card shows completed
   * whatever the count. Left out, it stays as stored, so a caller that does not know it never
   * reopens a finished survey by accident.
   */
  dataCollectionDone: z.boolean().optional(),
  targetPopulation: z.number().int(validationMessages.invalid).min(0, validationMessages.mustBeZeroOrMore).max(surveyLimits.maxPopulation).nullable(),
  fteWorkedDaysPerWeek: z
    .number()
    .min(0.5, validationMessages.invalid)
    .max(surveyLimits.maxWorkedDaysPerWeek, sayValidation('validation.message.atMost', { max: surveyLimits.maxWorkedDaysPerWeek }).text)
    .default(surveyLimits.defaultWorkedDaysPerWeek),
  noAvailableDataCheckbox: z.boolean().default(false),
  showAnswersToClient: z.boolean().default(false),
  notifyOnNewAnswer: z.boolean().default(false),
  mail: OptionalLocalizedText(),
  intro: OptionalLocalizedText(),
  footer: OptionalLocalizedText(),
  affiliationLabel: OptionalLocalizedText(textBounds.name),
  affiliationSubtitle: OptionalLocalizedText(),
  supportedLanguages: SupportedLanguages.default(['en', 'fr']),
  /** Either none, or at least two (spec 2 section 9). Edits keep each named affiliation's uuid. */
  affiliations: z
    .array(Affiliation.extend({ uuid: uuid().nullish() }))
    .max(surveyLimits.maxAffiliations)
    .default([]),
  questions: z.array(SurveyQuestionFields.extend({ uuid: uuid().nullish(), templateUuid: uuid().nullish() })).max(surveyLimits.maxQuestions),
});

/** The settings' rules that look across fields. */
export function surveySettingsRules(settings: z.output<typeof SurveySettings>, context: z.RefinementCtx): void {
  if (settings.affiliations.length === 1) {
    context.addIssue({ code: 'custom', message: sayValidation('validation.message.atLeastTwoAffiliations').text, path: ['affiliations'] });
  }
  if (settings.affiliations.length > 0 && !settings.affiliationLabel.en) {
    context.addIssue({ code: 'custom', message: validationMessages.required, path: ['affiliationLabel', 'en'] });
  }
  settings.affiliations.forEach((affiliation, index) => {
    if ((affiliation.customName === null) === (affiliation.questionnaireUuid === null)) {
      context.addIssue({ code: 'custom', message: validationMessages.required, path: ['affiliations', index, 'customName'] });
    }
  });
  const names = new Set<string>();
  settings.questions.forEach((question, index) => {
    addIssues(context, surveyQuestionIssues(question), ['questions', index]);
    if (names.has(question.name)) context.addIssue({ code: 'custom', message: sayValidation('validation.message.duplicateName').text, path: ['questions', index, 'name'] });
    names.add(question.name);
  });
}

/** A stored text in the survey's languages, either of them possibly empty. */
const StoredTexts = z.object({ en: z.string().nullable(), fr: z.string().nullable() });

/** A survey as the staff see it. */
export const SurveyDetail = z.object({
  uuid: uuid(),
  carbonFootprintUuid: uuid(),
  type: SurveyType,
  labelEn: z.string(),
  labelFr: z.string().nullable(),
  open: z.boolean(),
  dataCollectionDone: z.boolean(),
  targetPopulation: z.number().nullable(),
  fteWorkedDaysPerWeek: z.number(),
  noAvailableDataCheckbox: z.boolean(),
  showAnswersToClient: z.boolean(),
  notifyOnNewAnswer: z.boolean(),
  mail: StoredTexts,
  intro: StoredTexts,
  footer: StoredTexts,
  affiliationLabel: StoredTexts,
  affiliationSubtitle: StoredTexts,
  supportedLanguages: z.array(Language),
  /** Each with its answer count and, for a questionnaire-linked one, the questionnaire's labels. */
  affiliations: z.array(Affiliation.extend({ count: z.number().int(), questionnaireLabel: z.object({ en: z.string(), fr: z.string().nullable() }).nullable() })),
  questions: z.array(SurveyQuestion),
  /** Answers received. */
  nbTotal: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type SurveyDetail = z.infer<typeof SurveyDetail>;

/** One flight line of an answer: airports by IATA code, the number of trips, one-way or return. */
export const FlightLine = z.object({
  from: z.string(requiredMessage()).trim().toUpperCase().max(3, validationMessages.required).regex(/^[A-Z0-9]{3}$/, validationMessages.required),
  to: z.string(requiredMessage()).trim().toUpperCase().max(3, validationMessages.required).regex(/^[A-Z0-9]{3}$/, validationMessages.required),
  roundTrip: z.boolean(requiredMessage()),
  number: z.number(requiredMessage()).int(validationMessages.invalid).min(1, validationMessages.invalid).max(surveyLimits.maxFlightCount),
});
export type FlightLine = z.infer<typeof FlightLine>;

/** A supplier's product line (legacy supplier survey). */
export const ProductLine = z.object({
  uiId: z.string().max(64),
  name: requiredText(),
  value: z.number(requiredMessage()).min(0, validationMessages.mustBeZeroOrMore).max(surveyLimits.maxNumber),
  unit: requiredText(),
  year: z.number().int().min(1900).max(2200).nullable(),
});
export type ProductLine = z.infer<typeof ProductLine>;

/** A custom question's answer: a number, a text, yes or no, an option id, or several. */
export const CustomAnswer = z.union([
  z.number().min(-surveyLimits.maxNumber).max(surveyLimits.maxNumber),
  z.string().max(surveyLimits.maxTextAnswer, validationMessages.tooLong),
  z.boolean(),
  z.array(z.string().max(64)).max(surveyLimits.maxOptions),
  z.null(),
]);
export type CustomAnswer = z.infer<typeof CustomAnswer>;

/** A file of a FILES question or of a question that allows files: an upload to keep, or a stored file. */
export const SurveyAnswerFile = z.object({
  action: z.enum(['CREATE', 'KEEP', 'DELETE']),
  /** CREATE: the upload prepared for this survey. KEEP, DELETE: the stored file. */
  uuid: uuid(),
  name: requiredText(),
});
export type SurveyAnswerFile = z.infer<typeof SurveyAnswerFile>;

const optionalNumber = (max: number) => z.number().min(0, validationMessages.mustBeZeroOrMore).max(max).nullable().default(null);

/** What a respondent sends (spec 2 "Survey answer"). The rules that need the survey are `surveyAnswerIssues`. */
export const SurveyAnswerFields = z.object({
  affiliationUuid: uuid().nullable().default(null),
  daysInOfficePerWeek: z.number().int(validationMessages.invalid).min(0, validationMessages.mustBeZeroOrMore).max(surveyLimits.maxDaysInOffice).nullable().default(null),
  commuteRoundTripsPerWeek: optionalNumber(2 * surveyLimits.maxWorkedDaysPerWeek),
  commuteType: CommuteType.nullable().default(null),
  otherCommuteType: optionalText(),
  carType: CarType.nullable().default(null),
  scooterType: ScooterType.nullable().default(null),
  publicTransportType: PublicTransportType.nullable().default(null),
  commuteDistance: optionalNumber(surveyLimits.maxCommuteDistance),
  commuteUnit: CommuteUnit.default('KM'),
  /** ISO 3166-1 alpha-2 code of the country the remote days are worked in. */
  countryElectricity: z.string().max(2, validationMessages.invalid).regex(/^[A-Z]{2}$/, validationMessages.invalid).nullable().default(null),
  flightsTableData: z.array(FlightLine).max(surveyLimits.maxFlights).default([]),
  workdayLunchesWithMeatPerWeek: z.number().int(validationMessages.invalid).min(0, validationMessages.mustBeZeroOrMore).max(surveyLimits.maxWorkedDaysPerWeek).nullable().default(null),
  products: z.array(ProductLine).max(surveyLimits.maxProducts).default([]),
  economicIntensity: optionalNumber(surveyLimits.maxNumber),
  economicIntensityCurrency: Currency.default('EURO'),
  productAverageValue: optionalNumber(surveyLimits.maxNumber),
  productAverageUnit: optionalText(),
  customQuestions: boundedRecord(z.string().max(64), CustomAnswer, surveyLimits.maxQuestions).default({}),
  files: boundedRecord(z.string().max(64), z.array(SurveyAnswerFile).max(surveyLimits.maxFilesPerQuestion), surveyLimits.maxQuestions).default({}),
  /** The supplier's certification that it has no carbon information to share (no-data option). */
  noDataCertified: z.boolean().default(false),
});
export type SurveyAnswerFields = z.output<typeof SurveyAnswerFields>;
export type SurveyAnswerFieldsInput = z.input<typeof SurveyAnswerFields>;

/** The survey as the answer rules need it. */
export type SurveyForAnswers = Pick<SurveyDetail, 'type' | 'fteWorkedDaysPerWeek' | 'noAvailableDataCheckbox'> & {
  affiliations: readonly Pick<Affiliation, 'uuid'>[];
  questions: readonly Pick<SurveyQuestion, 'name' | 'type' | 'required' | 'options' | 'allowFiles'>[];
};

/** An answer's worked days per week: its `workedDaysPerWeek` answer, else the survey's. */
export function workedDaysOf(survey: Pick<SurveyForAnswers, 'fteWorkedDaysPerWeek'>, answer: Pick<SurveyAnswerFields, 'customQuestions'>): number {
  const asked = answer.customQuestions[wellKnownQuestionNames.workedDaysPerWeek];
  return typeof asked === 'number' && asked >= 0 && asked <= surveyLimits.maxWorkedDaysPerWeek ? asked : Math.min(survey.fteWorkedDaysPerWeek, surveyLimits.maxWorkedDaysPerWeek);
}

/** An answer's remote days per week: its `remoteDaysPerWeek` answer, else worked days minus days in office; null when neither is known. */
export function remoteDaysOf(survey: Pick<SurveyForAnswers, 'fteWorkedDaysPerWeek'>, answer: Pick<SurveyAnswerFields, 'customQuestions' | 'daysInOfficePerWeek'>): number | null {
  const asked = answer.customQuestions[wellKnownQuestionNames.remoteDaysPerWeek];
  if (typeof asked === 'number') return asked;
  if (answer.daysInOfficePerWeek === null) return null;
  return Math.max(0, workedDaysOf(survey, answer) - answer.daysInOfficePerWeek);
}

/** Whether the respondent works wholly remotely: worked and remote days both known and equal (or no day in office). */
export function worksFullyRemote(survey: Pick<SurveyForAnswers, 'fteWorkedDaysPerWeek'>, answer: Pick<SurveyAnswerFields, 'customQuestions' | 'daysInOfficePerWeek'>): boolean {
  const remote = remoteDaysOf(survey, answer);
  return remote !== null && remote === workedDaysOf(survey, answer);
}

/** Whether the country question shows: remote days above 0, or when they are unknown, days in office other than 5. */
export function asksRemoteCountry(survey: Pick<SurveyForAnswers, 'fteWorkedDaysPerWeek'>, answer: Pick<SurveyAnswerFields, 'customQuestions' | 'daysInOfficePerWeek'>): boolean {
  const remote = remoteDaysOf(survey, answer);
  if (remote !== null) return remote > 0;
  return answer.daysInOfficePerWeek !== null && answer.daysInOfficePerWeek !== surveyLimits.maxDaysInOffice;
}

/** One problem of an answer, at the path of its field. */
export interface AnswerIssue {
  path: (string | number)[];
  message: string;
  /** The catalogue key and parameters of a message that has some, so each language words it. */
  key?: string;
  params?: MessageParams;
}

/** An issue saying a catalogue message, its key and parameters kept. */
const saidIssue = (path: (string | number)[], message: Message): AnswerIssue => ({ path, message: message.text, key: message.key, params: message.params });

function isEmptyAnswer(value: CustomAnswer | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/**
 * Every problem of an answer against its survey (spec 2 section 5 "Survey answer"), in the order
 * of the form, so the web shows them all at once and the server refuses with the same list.
 */
export function surveyAnswerIssues(survey: SurveyForAnswers, answer: SurveyAnswerFields): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const required = validationMessages.required;
  const asks = (type: SurveyQuestionType) => survey.questions.some((question) => question.type === type);
  const workedDays = workedDaysOf(survey, answer);

  if (survey.affiliations.length > 0) {
    if (answer.affiliationUuid === null) issues.push({ path: ['affiliationUuid'], message: required });
    else if (!survey.affiliations.some((affiliation) => affiliation.uuid === answer.affiliationUuid)) issues.push({ path: ['affiliationUuid'], message: validationMessages.invalid });
  } else if (answer.affiliationUuid !== null) {
    issues.push({ path: ['affiliationUuid'], message: validationMessages.invalid });
  }

  const remote = remoteDaysOf(survey, answer);
  if (remote !== null && remote > workedDays) {
    issues.push({ path: ['customQuestions', wellKnownQuestionNames.remoteDaysPerWeek], message: sayValidation('validation.message.remoteDaysAboveWorkedDays').text });
  }
  const fullyRemote = worksFullyRemote(survey, answer);

  if (asks('COMMUTE_DAYS_PER_WEEK') && answer.daysInOfficePerWeek === null) issues.push({ path: ['daysInOfficePerWeek'], message: required });
  if (asks('COMMUTE_ROUND_TRIPS_PER_WEEK')) {
    if (answer.commuteRoundTripsPerWeek === null) {
      if (!fullyRemote) issues.push({ path: ['commuteRoundTripsPerWeek'], message: required });
    } else if (answer.commuteRoundTripsPerWeek > 2 * workedDays) {
      issues.push(saidIssue(['commuteRoundTripsPerWeek'], sayValidation('validation.message.atMost', { max: 2 * workedDays })));
    }
  }
  if (asks('COMMUTE_DISTANCE')) {
    const commutes = !fullyRemote && answer.daysInOfficePerWeek !== 0 && answer.commuteRoundTripsPerWeek !== 0;
    if (commutes && answer.commuteType === null) issues.push({ path: ['commuteType'], message: required });
    if (commutes && answer.commuteType !== null && !['WALK', 'BIKE'].includes(answer.commuteType) && answer.commuteDistance === null) {
      issues.push({ path: ['commuteDistance'], message: required });
    }
    if (answer.commuteType === 'CAR' || answer.commuteType === 'CARPOOLING' || answer.commuteType === 'COMPANY_CAR') {
      if (answer.carType === null) issues.push({ path: ['carType'], message: required });
    }
    if (answer.commuteType === 'SCOOTER' && answer.scooterType === null) issues.push({ path: ['scooterType'], message: required });
    if (answer.commuteType === 'PUBLIC_TRANSPORTATION' && answer.publicTransportType === null) issues.push({ path: ['publicTransportType'], message: required });
    if (answer.commuteType === 'OTHER' && answer.otherCommuteType === null) issues.push({ path: ['otherCommuteType'], message: required });
  }
  if (asks('REMOTE_COUNTRY') && asksRemoteCountry(survey, answer) && answer.countryElectricity === null) issues.push({ path: ['countryElectricity'], message: required });
  answer.flightsTableData.forEach((flight, index) => {
    if (flight.from === flight.to) issues.push({ path: ['flightsTableData', index, 'to'], message: sayValidation('validation.message.fromAndToDifferent').text });
  });
  if (asks('MEALS')) {
    if (answer.workdayLunchesWithMeatPerWeek === null) issues.push({ path: ['workdayLunchesWithMeatPerWeek'], message: required });
    else if (answer.workdayLunchesWithMeatPerWeek > workedDays) {
      issues.push(saidIssue(['workdayLunchesWithMeatPerWeek'], sayValidation('validation.message.atMost', { max: workedDays })));
    }
  }
  if (answer.productAverageValue !== null && answer.productAverageUnit === null) issues.push({ path: ['productAverageUnit'], message: required });

  for (const question of survey.questions) {
    const value = answer.customQuestions[question.name];
    const isCustom = (customQuestionTypes as readonly string[]).includes(question.type);
    if (isCustom && question.type !== 'FILES') {
      if (question.required && isEmptyAnswer(value)) issues.push({ path: ['customQuestions', question.name], message: required });
      else if (!isEmptyAnswer(value) && !customAnswerFits(question, value!)) issues.push({ path: ['customQuestions', question.name], message: validationMessages.invalid });
    }
    if (question.type === 'FILES' && question.required && !(answer.files[question.name] ?? []).some((file) => file.action !== 'DELETE')) {
      issues.push({ path: ['files', question.name], message: required });
    }
  }
  for (const name of Object.keys(answer.customQuestions)) {
    if (!survey.questions.some((question) => question.name === name && (customQuestionTypes as readonly string[]).includes(question.type))) {
      issues.push({ path: ['customQuestions', name], message: validationMessages.invalid });
    }
  }
  let fileCount = 0;
  for (const [name, files] of Object.entries(answer.files)) {
    if (!survey.questions.some((question) => question.name === name && question.allowFiles)) issues.push({ path: ['files', name], message: validationMessages.invalid });
    const before = fileCount;
    fileCount += files.filter((file) => file.action !== 'DELETE').length;
    if (before <= surveyLimits.maxFilesPerAnswer && fileCount > surveyLimits.maxFilesPerAnswer) {
      issues.push(saidIssue(['files', name], sayValidation('validation.message.tooManyFiles', { max: surveyLimits.maxFilesPerAnswer })));
    }
  }

  if (survey.noAvailableDataCheckbox && lacksCarbonData(answer) && !answer.noDataCertified) {
    issues.push({ path: ['noDataCertified'], message: sayValidation('validation.message.noDataCertification').text });
  }
  return issues;
}

/** Whether a supplier answer carries none of the carbon data the no-data option looks at. */
export function lacksCarbonData(answer: Pick<SurveyAnswerFields, 'economicIntensity' | 'productAverageUnit' | 'productAverageValue' | 'products' | 'files'>): boolean {
  const hasFiles = Object.values(answer.files).some((files) => files.some((file) => file.action !== 'DELETE'));
  return answer.economicIntensity === null && answer.productAverageUnit === null && answer.productAverageValue === null && answer.products.length === 0 && !hasFiles;
}

function customAnswerFits(question: Pick<SurveyQuestion, 'type' | 'options'>, value: CustomAnswer): boolean {
  switch (question.type) {
    case 'NUMERIC':
      return typeof value === 'number' && Number.isFinite(value);
    case 'TEXT':
      return typeof value === 'string';
    case 'YES_NO':
      return typeof value === 'boolean';
    case 'SELECT':
      return typeof value === 'string' && question.options.some((option) => option.id === value);
    case 'MULTI_SELECT':
      return Array.isArray(value) && new Set(value).size === value.length && value.every((id) => question.options.some((option) => option.id === id));
    default:
      return false;
  }
}

/** The categories of a respondent's personal estimate (spec 2 "Employee survey screen"). */
export const EstimateCategory = z.enum(['COMMUTING', 'BUSINESS_FLIGHTS', 'WORKDAY_LUNCHES', 'BUSINESS_TRAIN', 'HOTEL_NIGHTS']);
export type EstimateCategory = z.infer<typeof EstimateCategory>;

/** A figure behind one category's estimate, shown in its tooltip (`metric` names its label). */
export const EstimateMetric = z.object({ metric: z.string().max(64), value: z.number(), unit: z.string().max(32) });
export type EstimateMetric = z.infer<typeof EstimateMetric>;

/** One respondent's yearly emissions by category, kgCO2e, with the factors each used. */
export const SurveyEstimate = z.object({
  /** The footprint's year the estimate speaks of. */
  year: z.number().int(),
  totalKgCo2e: z.number().min(0),
  categories: z
    .array(
      z.object({
        category: EstimateCategory,
        /** Null when the survey does not ask what the category needs. */
        kgCo2e: z.number().min(0).nullable(),
        metrics: z.array(EstimateMetric).max(20),
        /** COMMUTING only: the mode the estimate is for, which a number metric cannot carry. */
        commuteType: CommuteType.nullable().optional(),
        /** The catalogue factors used, by name, with the source and version of their value. */
        factors: z.array(z.object({ name: z.string().max(200), value: z.number(), unit: z.string().max(64), source: z.string().max(500), sourceVersion: z.string().max(64) })).max(20),
      }),
    )
    .max(10),
});
export type SurveyEstimate = z.infer<typeof SurveyEstimate>;

/** A catalogue factor the estimate reads, as the public form receives it: only public values. */
export const EstimateFactor = z.object({ value: z.number(), unit: z.string().max(64), source: z.string().max(500), sourceVersion: z.string().max(64) });
export type EstimateFactor = z.infer<typeof EstimateFactor>;

/** A country of the remote-work question, with its grid's location-based intensity when the catalogue has one. */
export const SurveyCountry = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  nameEn: z.string(),
  nameFr: z.string(),
  /** kgCO2e per kWh; null when the catalogue has no factor for it. */
  gridKgCo2ePerKwh: z.number().nullable(),
  /** Where the grid value comes from (the catalogue factor's source and version), for the estimate's provenance. */
  gridSource: z.string().max(500).nullable().optional(),
  gridSourceVersion: z.string().max(64).nullable().optional(),
});
export type SurveyCountry = z.infer<typeof SurveyCountry>;

/** What the estimate needs besides the answer: the survey's year and worked days, the factors by name, the countries' grids. */
export interface EstimateInputs {
  year: number;
  fteWorkedDaysPerWeek: number;
  factors: Readonly<Record<string, EstimateFactor>>;
  countries: readonly SurveyCountry[];
}

/** A flight line as stored: both airports found, with the one-way great-circle distance. */
export const StoredFlightLine = FlightLine.extend({ km: z.number().min(0), fromName: z.string().max(200), toName: z.string().max(200) });
export type StoredFlightLine = z.infer<typeof StoredFlightLine>;

/** An answer as it is stored and read back (spec 2 "Survey answer"). */
export const SurveyAnswerView = SurveyAnswerFields.extend({
  uuid: uuid(),
  surveyUuid: uuid(),
  flightsTableData: z.array(StoredFlightLine),
  /** The one-way commute converted to km (`commuteDistance` in `commuteUnit`). */
  commuteKilometers: z.number().nullable(),
  estimate: SurveyEstimate,
  createdAt: z.string(),
});
export type SurveyAnswerView = z.infer<typeof SurveyAnswerView>;

/** A survey in the staff's list and the client's data-collection cards. */
export const SurveySummary = z.object({
  uuid: uuid(),
  carbonFootprintUuid: uuid(),
  type: SurveyType,
  labelEn: z.string(),
  labelFr: z.string().nullable(),
  open: z.boolean(),
  dataCollectionDone: z.boolean(),
  targetPopulation: z.number().nullable(),
  nbTotal: z.number().int(),
  /** Answers against the target population (summed over affiliations when it has none), 0 to 100, rounded down; null without a target. */
  progressPercent: z.number().min(0).max(100).nullable(),
  /** Completed when data collection is done or the answers reach the target population (spec 2 "Client data-collection dashboard"). */
  status: z.enum(['ONGOING', 'COMPLETED']),
  showAnswersToClient: z.boolean(),
  hasAffiliations: z.boolean(),
  mail: StoredTexts,
  version: z.number().int(),
});
export type SurveySummary = z.infer<typeof SurveySummary>;

/** The public form's view of a survey: what a respondent needs, nothing of the company's other data. */
export const SurveyClientView = z.object({
  uuid: uuid(),
  type: SurveyType,
  labelEn: z.string(),
  labelFr: z.string().nullable(),
  open: z.boolean(),
  /** The company's name, for the form's title. */
  assetName: z.string(),
  year: z.number().int(),
  fteWorkedDaysPerWeek: z.number(),
  noAvailableDataCheckbox: z.boolean(),
  intro: StoredTexts,
  footer: StoredTexts,
  affiliationLabel: StoredTexts,
  affiliationSubtitle: StoredTexts,
  supportedLanguages: z.array(Language),
  affiliations: z.array(z.object({ uuid: uuid(), name: z.object({ en: z.string(), fr: z.string().nullable() }) })),
  questions: z.array(SurveyQuestion.omit({ templateUuid: true })),
});
export type SurveyClientView = z.infer<typeof SurveyClientView>;
