import { estimateAnswer } from '@cairn/shared/calc/survey';
import { keyedIssue, type FieldIssue } from '@cairn/shared/errors';
import { greatCircleKm, type Coordinates } from '@cairn/shared/questionnaires/distance';
import type { Language } from '@cairn/shared/schemas';
import {
  asksRemoteCountry,
  customQuestionTypes,
  FlightLine,
  SurveyAnswerFields,
  surveyAnswerIssues,
  SurveyEstimate,
  surveyLimits,
  workedDaysOf,
  worksFullyRemote,
  type CommuteType,
  type CustomAnswer,
  type SurveyAnswerView,
  type EstimateFactor,
  type SurveyClientView,
  type SurveyCountry,
  type SurveyForAnswers,
  type SurveyQuestion,
} from '@cairn/shared/surveys/model';
import { validationMessages } from '@cairn/shared/validation';
import { validationEnglish } from '@cairn/shared/areaValidationMessageTexts';
import * as z from 'zod';
import { ApiError } from '../../api/client.ts';
import { readItem, writeItem, type StorageLike } from '../../lib/browserStorage.ts';

/*
 * The public survey form's rules, as plain data (spec 2 "Employee survey screen", section 5
 * "Survey answer"): which questions show for the answers given so far, what is sent (nothing of
 * a question that no longer shows), the answer rules the server applies run here first so every
 * problem shows at once, the result kept on this browser, and the language the form opens in.
 */

/** A flight line as the form holds it: the line sent, and what it shows of its airports. */
export interface FlightRow extends FlightLine {
  fromName: string;
  toName: string;
  /** One-way great-circle distance; null when an airport's coordinates are unknown. */
  km: number | null;
}

/** The form's values: the answer's fields, flights with what the table shows of them. */
export type SurveyFormValues = Omit<SurveyAnswerFields, 'flightsTableData'> & { flightsTableData: FlightRow[] };

export type SurveyQuestionView = SurveyClientView['questions'][number];

/** An empty answer: every field at its default. */
export function emptyAnswer(): SurveyFormValues {
  return { ...SurveyAnswerFields.parse({}), flightsTableData: [] };
}

/** The survey as the shared answer rules read it. */
export function rulesSurveyOf(survey: Pick<SurveyClientView, 'type' | 'fteWorkedDaysPerWeek' | 'noAvailableDataCheckbox' | 'affiliations' | 'questions'>): SurveyForAnswers {
  return {
    type: survey.type,
    fteWorkedDaysPerWeek: survey.fteWorkedDaysPerWeek,
    noAvailableDataCheckbox: survey.noAvailableDataCheckbox,
    affiliations: survey.affiliations.map(({ uuid }) => ({ uuid })),
    questions: survey.questions,
  };
}

/** Whether the respondent travels to work at all: not wholly remote, some day in the office, some round trip. */
export function commutes(survey: SurveyForAnswers, values: Pick<SurveyFormValues, 'customQuestions' | 'daysInOfficePerWeek' | 'commuteRoundTripsPerWeek'>): boolean {
  return !worksFullyRemote(survey, values) && values.daysInOfficePerWeek !== 0 && values.commuteRoundTripsPerWeek !== 0;
}

/** The follow-up question a commute type asks: the car's fuel, the scooter's, the kind of public transport, or the other mode's name. */
export type CommuteDetail = 'carType' | 'scooterType' | 'publicTransportType' | 'otherCommuteType';

export function commuteDetailOf(type: CommuteType | null): CommuteDetail | null {
  switch (type) {
    case 'CAR':
    case 'CARPOOLING':
    case 'COMPANY_CAR':
      return 'carType';
    case 'SCOOTER':
      return 'scooterType';
    case 'PUBLIC_TRANSPORTATION':
      return 'publicTransportType';
    case 'OTHER':
      return 'otherCommuteType';
    default:
      return null;
  }
}

/** Whether a question shows for the answers given so far; the others are left out and nothing of theirs is sent. */
export function questionShows(survey: SurveyForAnswers, question: Pick<SurveyQuestion, 'type'>, values: SurveyFormValues): boolean {
  switch (question.type) {
    case 'COMMUTE_ROUND_TRIPS_PER_WEEK':
      return !worksFullyRemote(survey, values) && values.daysInOfficePerWeek !== 0;
    case 'COMMUTE_DISTANCE':
      return commutes(survey, values);
    case 'REMOTE_COUNTRY':
      return asksRemoteCountry(survey, values);
    default:
      return true;
  }
}

const isCustom = (type: SurveyQuestion['type']) => (customQuestionTypes as readonly string[]).includes(type);

function isBlank(value: CustomAnswer | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** The uploads of the questions that show and take files; a question without any is left out. */
function filesToSend(survey: SurveyForAnswers, values: SurveyFormValues): SurveyAnswerFields['files'] {
  const files: SurveyAnswerFields['files'] = {};
  for (const question of survey.questions) {
    const chosen = values.files[question.name] ?? [];
    if (question.allowFiles && chosen.length > 0 && questionShows(survey, question, values)) files[question.name] = chosen;
  }
  return files;
}

/**
 * The answer to send: the fields of questions the survey asks and that show, blank custom answers
 * left out, a commute's follow-up only for its type, flights as lines, the files of questions that
 * show and take them.
 */
export function answerToSend(survey: SurveyForAnswers, values: SurveyFormValues): SurveyAnswerFields {
  const shown = (type: SurveyQuestion['type']) => survey.questions.some((question) => question.type === type && questionShows(survey, question, values));
  const commute = shown('COMMUTE_DISTANCE');
  const detail = commute ? commuteDetailOf(values.commuteType) : null;
  const customQuestions: Record<string, CustomAnswer> = {};
  for (const question of survey.questions) {
    const value = values.customQuestions[question.name];
    if (!isCustom(question.type) || question.type === 'FILES' || isBlank(value)) continue;
    customQuestions[question.name] = typeof value === 'string' ? value.trim() : value!;
  }
  const otherText = values.otherCommuteType?.trim() ?? '';
  return {
    affiliationUuid: survey.affiliations.length > 0 ? values.affiliationUuid : null,
    daysInOfficePerWeek: shown('COMMUTE_DAYS_PER_WEEK') ? values.daysInOfficePerWeek : null,
    commuteRoundTripsPerWeek: shown('COMMUTE_ROUND_TRIPS_PER_WEEK') ? values.commuteRoundTripsPerWeek : null,
    commuteType: commute ? values.commuteType : null,
    otherCommuteType: detail === 'otherCommuteType' && otherText !== '' ? otherText : null,
    carType: detail === 'carType' ? values.carType : null,
    scooterType: detail === 'scooterType' ? values.scooterType : null,
    publicTransportType: detail === 'publicTransportType' ? values.publicTransportType : null,
    commuteDistance: commute ? values.commuteDistance : null,
    commuteUnit: values.commuteUnit,
    countryElectricity: shown('REMOTE_COUNTRY') ? values.countryElectricity : null,
    flightsTableData: shown('FLIGHTS') ? values.flightsTableData.map(({ from, to, roundTrip, number }) => ({ from, to, roundTrip, number })) : [],
    workdayLunchesWithMeatPerWeek: shown('MEALS') ? values.workdayLunchesWithMeatPerWeek : null,
    products: shown('PRODUCTS_TABLE') ? values.products.map((product) => ({ ...product, name: product.name.trim(), unit: product.unit.trim() })) : [],
    economicIntensity: shown('COMPANY_CARBON_INTENSITY') ? values.economicIntensity : null,
    economicIntensityCurrency: values.economicIntensityCurrency,
    productAverageValue: shown('AVERAGE_PRODUCT_CARBON_INTENSITY') ? values.productAverageValue : null,
    productAverageUnit: shown('AVERAGE_PRODUCT_CARBON_INTENSITY') && values.productAverageUnit?.trim() ? values.productAverageUnit.trim() : null,
    customQuestions,
    files: filesToSend(survey, values),
    noDataCertified: values.noDataCertified,
  };
}


/**
 * Every problem of an answer as the server would refuse it, each at its form field: a flight
 * line's problem shows on the flights table, a files question's on that question.
 */
export function issuesOfAnswer(survey: SurveyForAnswers, answer: SurveyAnswerFields): FieldIssue[] {
  const notNumbers = notNumberIssues(answer);
  const flagged = new Set(notNumbers.map((issue) => issue.path.join('.')));
  // A field already said not to be a number needs no second word ('Invalid') from the rules.
  const rules = surveyAnswerIssues(survey, answer).filter((issue) => !flagged.has(issue.path.join('.')));
  return placedIssues([...notNumbers, ...rules].map(keyedIssue));
}

/**
 * Numbers typed that are not numbers ('12 km', 'abc'), which the form holds as NaN: said in the
 * reader's language on their field, before the contract's own check would say it in its words.
 */
function notNumberIssues(answer: SurveyAnswerFields): { path: (string | number)[]; message: string }[] {
  const message = validationEnglish('validation.message.expectedNumber');
  const fields = ['commuteDistance', 'economicIntensity', 'productAverageValue'] as const;
  const issues: { path: (string | number)[]; message: string }[] = fields.filter((field) => Number.isNaN(answer[field])).map((field) => ({ path: [field], message }));
  for (const [name, value] of Object.entries(answer.customQuestions)) {
    if (typeof value === 'number' && Number.isNaN(value)) issues.push({ path: ['customQuestions', name], message });
  }
  if (answer.products.some((product) => Number.isNaN(product.value) || Number.isNaN(product.year))) issues.push({ path: ['products'], message });
  return issues;
}

/** The problems of the form's values, as they would be sent. */
export function answerIssues(survey: SurveyForAnswers, values: SurveyFormValues): FieldIssue[] {
  return issuesOfAnswer(survey, answerToSend(survey, values));
}

/**
 * A refusal of `surveyAnswer.create` with its issues moved onto the form's fields: the input's
 * `answers.commuteType` is the form's `commuteType`. Any other error is left as it is.
 */
export function serverIssuesOnForm(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.issues.length === 0) return error;
  const issues = placedIssues(error.issues.map((issue) => ({ ...issue, path: issue.path[0] === 'answers' ? issue.path.slice(1) : issue.path })));
  return new ApiError(error.code, { text: error.message, key: error.key, params: error.params, path: error.path }, issues, error.origin);
}

/** The form field an issue shows on (TanStack Form's name): `customQuestions.trainHoursPerYear`, `flightsTableData`. */
export function fieldOfIssue(path: readonly (string | number)[]): string {
  const [head, second] = path;
  if (head === 'customQuestions' || head === 'files') return `${head}.${String(second)}`;
  if (head === 'flightsTableData') return 'flightsTableData';
  if (head === 'products') return 'products';
  return String(head);
}

/** Issue paths as the form places them (see fieldOfIssue): a file's problem shows on its question's files. */
export function placedIssues(issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.map((issue) => (issue.path.length === 0 ? issue : { ...issue, path: fieldOfIssue(issue.path).split('.') }));
}

/** Round trips a week the respondent may choose: 0 to twice the worked days (spec 2 section 5). */
export function roundTripChoices(workedDays: number): number[] {
  return Array.from({ length: Math.floor(2 * workedDays) + 1 }, (_, index) => index);
}

/** Lunches with meat a week: 0 to the worked days. */
export function lunchChoices(workedDays: number): number[] {
  return Array.from({ length: Math.floor(workedDays) + 1 }, (_, index) => index);
}

/** Days in the office a week: 5 down to 0, 0 meaning fully remote. */
export const daysInOfficeChoices: readonly number[] = Array.from({ length: surveyLimits.maxDaysInOffice + 1 }, (_, index) => surveyLimits.maxDaysInOffice - index);

/** Radios for a few affiliations, a dropdown above six (spec 2 section 9). */
export function affiliationControl(count: number): 'radios' | 'dropdown' {
  return count > surveyLimits.affiliationRadiosAtMost ? 'dropdown' : 'radios';
}

export { workedDaysOf };

/** A survey text in the reader's language: French when it has one, else English. */
export function localized(text: { en: string | null; fr: string | null }, language: Language): string | null {
  return (language === 'fr' ? text.fr?.trim() || text.en : text.en) ?? null;
}

export function questionLabel(question: Pick<SurveyQuestion, 'labelEn' | 'labelFr'>, language: Language): string {
  return localized({ en: question.labelEn, fr: question.labelFr }, language) ?? question.labelEn;
}

export function questionSubtitle(question: Pick<SurveyQuestion, 'subtitleEn' | 'subtitleFr'>, language: Language): string | null {
  return localized({ en: question.subtitleEn, fr: question.subtitleFr }, language);
}

/**
 * The language the form opens in: the link's `lang` when the survey offers it, else the
 * browser's first language the survey offers, else English.
 */
export function chooseSurveyLanguage(requested: Language | undefined, browserLanguages: readonly string[], supported: readonly Language[]): Language {
  if (requested && supported.includes(requested)) return requested;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = supported.find((language) => language === primary);
    if (match) return match;
  }
  return 'en';
}

/** The languages the switch offers: the survey's, English always among them. */
export function switchLanguages(supported: readonly Language[]): Language[] {
  return supported.includes('en') ? [...supported] : ['en', ...supported];
}

/** One-way great-circle distance between two airports, in km (spec 2 section 9: earth radius 6,371 km). */
export function flightKm(from: Coordinates, to: Coordinates): number | null {
  return greatCircleKm(from, to);
}

/** A flight line's total distance: one way times two for a return, times the number of trips. */
export function flightLineTotalKm(row: Pick<FlightRow, 'km' | 'roundTrip' | 'number'>): number | null {
  return row.km === null ? null : row.km * (row.roundTrip ? 2 : 1) * row.number;
}

/** What this browser keeps of an answer sent to a survey (spec 2: results are stored locally per survey). */
export const StoredResult = z.object({ answerUuid: z.string(), emission: SurveyEstimate, savedAt: z.string() });
export type StoredResult = z.infer<typeof StoredResult>;

export const storedResultKey = (surveyUuid: string) => `cairn.survey.${surveyUuid}`;

/** The result kept for a survey, or null when there is none or it is not one this version reads. */
export function readStoredResult(storage: StorageLike | null, surveyUuid: string): StoredResult | null {
  const raw = readItem(storage, storedResultKey(surveyUuid));
  if (raw === null) return null;
  try {
    const parsed = StoredResult.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the result of an answer on this browser, so coming back shows it as 'already answered';
 * a demonstration company's result (`asset.fake`) stays in memory only.
 */
export function keepResult(storage: StorageLike | null, surveyUuid: string, result: StoredResult, fake: boolean): void {
  if (!fake) writeItem(storage, storedResultKey(surveyUuid), JSON.stringify(result));
}

/** Forgets the kept result: 'Add another answer' starts afresh. */
export function forgetResult(storage: StorageLike | null, surveyUuid: string): void {
  writeItem(storage, storedResultKey(surveyUuid), null);
}

/** A stored answer as the form shows it read-only. */
export function formValuesOf(answer: SurveyAnswerView): SurveyFormValues {
  const { uuid: _uuid, surveyUuid: _surveyUuid, commuteKilometers: _km, estimate: _estimate, createdAt: _createdAt, flightsTableData, ...fields } = answer;
  return {
    ...fields,
    flightsTableData: flightsTableData.map((flight) => ({ from: flight.from, to: flight.to, roundTrip: flight.roundTrip, number: flight.number, fromName: flight.fromName, toName: flight.toName, km: flight.km })),
  };
}

/** A choice's options, with the value shown as not found when a stored answer names one the survey no longer has. */
export function choicesWithMissing<T extends { value: string; label: string }>(options: readonly T[], value: string | null, notFound: string): { value: string; label: string }[] {
  if (value === null || value === '' || options.some((option) => option.value === value)) return [...options];
  return [...options, { value, label: notFound }];
}

/** The categories an estimate speaks of, in the spec's order: those the survey asks about (a null figure is a question not asked). */
export function shownCategories(estimate: SurveyEstimate): (Pick<SurveyEstimate['categories'][number], 'category' | 'metrics'> & { kgCo2e: number; commuteType: CommuteType | null })[] {
  const order = ['COMMUTING', 'BUSINESS_FLIGHTS', 'WORKDAY_LUNCHES', 'BUSINESS_TRAIN', 'HOTEL_NIGHTS'];
  return estimate.categories
    .filter((entry): entry is typeof entry & { kgCo2e: number } => entry.kgCo2e !== null)
    .sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category))
    .map(({ category, kgCo2e, metrics, commuteType }) => ({ category, kgCo2e, metrics, commuteType: commuteType ?? null }));
}

/** What the public form receives for the estimate besides the survey. */
export interface PreviewInputs {
  survey: Pick<SurveyClientView, 'questions' | 'year' | 'fteWorkedDaysPerWeek'>;
  countries: readonly SurveyCountry[];
  estimateFactors: Readonly<Record<string, EstimateFactor>>;
}

/**
 * The estimate of an answer being sent, computed here by the server's own engine from the
 * catalogue values the form received, so it shows at once; the server's replaces it. Null when
 * a trip's distance is unknown here (the server finds every airport).
 */
export function previewEstimate(inputs: PreviewInputs, answer: SurveyAnswerFields, rows: readonly FlightRow[]): SurveyEstimate | null {
  // The lines sent are the rows in order (answerToSend), or none when the question does not show.
  const flights = answer.flightsTableData.map((line, index) => ({ roundTrip: line.roundTrip, number: line.number, km: rows[index]?.km ?? null }));
  if (flights.some((flight) => flight.km === null)) return null;
  return estimateAnswer(inputs.survey, { ...answer, flightsTableData: flights.map((flight) => ({ ...flight, km: flight.km ?? 0 })) }, {
    year: inputs.survey.year,
    fteWorkedDaysPerWeek: inputs.survey.fteWorkedDaysPerWeek,
    factors: inputs.estimateFactors,
    countries: inputs.countries,
  });
}

/** Units a metric shows after its value; a count's unit (days, flights, lunches) is already in its label. */
const shownUnits = new Set(['km', 'kWh', 'kgCO2e', 'h']);
export function metricUnitShown(unit: string): string | null {
  return shownUnits.has(unit) ? unit : null;
}

/** The add-a-trip dialog's fields: two airports (by their IATA code at least), the number of trips, one way or return. */
export interface TripDraft<A extends { iata: string } = { iata: string }> {
  from: A | null;
  to: A | null;
  number: number | null;
  roundTrip: boolean;
}

export type TripProblems = Partial<Record<'from' | 'to' | 'number', string>>;

/** The add-a-trip dialog's rules (spec 2 section 5 "Flight row"): both airports, different, a whole number of trips from 1. */
export function tripProblems(draft: TripDraft): TripProblems {
  const problems: TripProblems = {};
  if (!draft.from) problems.from = validationMessages.required;
  if (!draft.to) problems.to = validationMessages.required;
  else if (draft.from && draft.from.iata === draft.to.iata) problems.to = validationEnglish('validation.message.fromAndToDifferent');
  if (draft.number === null) problems.number = validationMessages.required;
  else if (!Number.isInteger(draft.number) || draft.number < 1) problems.number = validationMessages.invalid;
  return problems;
}
