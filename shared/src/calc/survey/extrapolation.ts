import { say, type Message } from '../../errorMessages.ts';
import { evaluate, formulaMessages } from '../formula/index.ts';
import type { AnswerMap, AnswerValue, Formula, FormulaContext, FormulaError, ProvenanceEntry } from '../formula/index.ts';
import { flightHaulOf, type FlightHaul } from '../../schemas/report.ts';
import { customQuestionTypes, remoteDaysOf, workedDaysOf, type SurveyQuestion } from '../../surveys/model.ts';
import { workedWeeksPerYear } from './assumptions.ts';
import { flightLegs, oneWayCommuteKm, roundTripsPerWeek, type EstimateAnswer } from './estimate.ts';

/*
 * Survey formulas (spec 2 section 5 "Misc", spec 3 section 5 "Formula and combination rules",
 * section 9 "Survey formulas"): a formula template whose script reads `s.<name>` is evaluated
 * once per answer, with that answer's values, and the answers' values are extrapolated to the
 * survey's target population, each answer weighted by the share of a full-time week it works.
 * Errors come back as values with their message, never thrown.
 */

// ---------------------------------------------------------------- the `s` values of one answer

/** The survey as the `s` values need it. */
export interface FormulaSurvey {
  fteWorkedDaysPerWeek: number;
  questions: readonly Pick<SurveyQuestion, 'name' | 'type'>[];
}

/** An answer as the survey formulas read it (`SurveyAnswerView` fits). */
export type FormulaAnswer = EstimateAnswer & { affiliationUuid: string | null };

/**
 * The names of the standard fields in `s`, beside the custom questions. Distances are one-way km
 * unless the name says otherwise; "per year" counts 46 worked weeks (230 days at 5 a week).
 * A blank or unknown value is null, which a formula reads as 'No answer for question'.
 */
export const surveyFormulaFields = {
  daysInOfficePerWeek: 'days in the office a week (0 to 5)',
  remoteDaysPerWeek: 'remote days a week: the `remoteDaysPerWeek` question, else worked days minus days in office',
  workedDaysPerWeek: 'worked days a week: the `workedDaysPerWeek` question, else the survey’s',
  commuteRoundTripsPerWeek: 'round trips a week: the answer’s, else one per office day, 0 when fully remote',
  commuteType: 'the commute type (PUBLIC_TRANSPORTATION, CAR, …)',
  carType: 'the car’s fuel (GASOLINE, DIESEL, HYBRID_ELECTRIC, FULL_ELECTRIC, LPG, NGV)',
  scooterType: 'GASOLINE or ELECTRIC',
  publicTransportType: 'BUS, SUBWAY or OTHER',
  commuteKm: 'one-way commute, km (miles converted)',
  commuteKmPerYear: 'round trips a week × 2 × one-way km × 46',
  countryElectricity: 'the ISO code of the country of the remote days',
  flightsShort: 'one-way short-haul flights (< 1,000 km); a return trip is 2',
  flightsMedium: 'one-way medium-haul flights (1,000 to 3,500 km)',
  flightsLong: 'one-way long-haul flights (> 3,500 km)',
  flightKmShort: 'km flown short haul (legs × one-way km)',
  flightKmMedium: 'km flown medium haul',
  flightKmLong: 'km flown long haul',
  lunchesWithMeatPerYear: 'lunches with meat a week × 46',
  vegetarianLunchesPerYear: '(worked days − lunches with meat) a week × 46',
} as const;
export type SurveyFormulaField = keyof typeof surveyFormulaFields;

const isCustomType = (type: SurveyQuestion['type']) => (customQuestionTypes as readonly string[]).includes(type) && type !== 'FILES';

/** A custom answer as the formula engine takes it: YES_NO stays a boolean (true is 1 in arithmetic), blanks are null. */
function customValue(value: unknown): AnswerValue {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) return value.length === 0 ? null : (value as string[]);
  return null;
}

function flightValues(answer: FormulaAnswer): Record<SurveyFormulaField & `flight${string}`, number> {
  const flights: Record<FlightHaul, number> = { SHORT: 0, MEDIUM: 0, LONG: 0 };
  const km: Record<FlightHaul, number> = { SHORT: 0, MEDIUM: 0, LONG: 0 };
  for (const flight of answer.flightsTableData) {
    const haul = flightHaulOf(flight.km);
    const legs = flightLegs(flight);
    flights[haul] += legs;
    km[haul] += legs * flight.km;
  }
  return { flightsShort: flights.SHORT, flightsMedium: flights.MEDIUM, flightsLong: flights.LONG, flightKmShort: km.SHORT, flightKmMedium: km.MEDIUM, flightKmLong: km.LONG };
}

/**
 * The `s` values of one answer: every custom question the survey asks, by name (numbers, texts,
 * YES_NO as a boolean, a select's option id, a multi-select's list of ids; FILES have no value),
 * then the standard fields of `surveyFormulaFields`. A custom question named like a standard
 * field is read through the standard field, which already takes the well-known questions
 * (`workedDaysPerWeek`, `remoteDaysPerWeek`) into account.
 */
export function surveyFormulaContext(survey: FormulaSurvey, answer: FormulaAnswer): AnswerMap {
  const values: Record<string, AnswerValue> = {};
  for (const question of survey.questions) {
    if (isCustomType(question.type)) values[question.name] = customValue(answer.customQuestions[question.name]);
  }
  const worked = workedDaysOf(survey, answer);
  const trips = roundTripsPerWeek(answer, survey.fteWorkedDaysPerWeek);
  const km = oneWayCommuteKm(answer);
  const meat = answer.workdayLunchesWithMeatPerWeek;
  const standard: Record<SurveyFormulaField, AnswerValue> = {
    daysInOfficePerWeek: answer.daysInOfficePerWeek,
    remoteDaysPerWeek: remoteDaysOf(survey, answer),
    workedDaysPerWeek: worked,
    commuteRoundTripsPerWeek: trips,
    commuteType: answer.commuteType,
    carType: answer.carType,
    scooterType: answer.scooterType,
    publicTransportType: answer.publicTransportType,
    commuteKm: km,
    commuteKmPerYear: trips === 0 ? 0 : trips === null || km === null ? null : trips * 2 * km * workedWeeksPerYear,
    countryElectricity: answer.countryElectricity,
    ...flightValues(answer),
    lunchesWithMeatPerYear: meat === null ? null : meat * workedWeeksPerYear,
    vegetarianLunchesPerYear: meat === null ? null : Math.max(0, worked - meat) * workedWeeksPerYear,
  };
  return { ...values, ...standard };
}

// ---------------------------------------------------------------- extrapolation

export type SurveyCountErrorCode = 'noAnswers' | 'missingTargetPopulation' | 'answersWithoutAffiliation' | 'affiliationWithoutAnswers';

/** A survey counting error: its code, its message (key and English text), and the affiliation it is about. */
export interface SurveyCountError {
  code: SurveyCountErrorCode;
  message: Message;
  affiliationUuid?: string;
}

export type Extrapolation = { ok: true; value: number } | { ok: false; error: SurveyCountError };

/** The survey as the extrapolation needs it. */
export interface ExtrapolationSurvey {
  targetPopulation: number | null;
  fteWorkedDaysPerWeek: number;
  affiliations: readonly { uuid: string; targetPopulation: number | null }[];
}

/** One answer's value, with what weighs it. */
export interface AnswerValueToExtrapolate {
  affiliationUuid: string | null;
  workedDaysPerWeek: number;
  value: number;
}

const countErrors = {
  noAnswers: (): SurveyCountError => ({ code: 'noAnswers', message: say('server.survey.noAnswers') }),
  missingTargetPopulation: (): SurveyCountError => ({ code: 'missingTargetPopulation', message: say('server.survey.missingTargetPopulation') }),
  affiliationMissingTargetPopulation: (affiliationUuid: string): SurveyCountError => ({
    code: 'missingTargetPopulation',
    message: say('server.survey.affiliationMissingTargetPopulation'),
    affiliationUuid,
  }),
  answersWithoutAffiliation: (): SurveyCountError => ({ code: 'answersWithoutAffiliation', message: say('server.survey.answersWithoutAffiliation') }),
  affiliationWithoutAnswers: (affiliationUuid: string): SurveyCountError => ({
    code: 'affiliationWithoutAnswers',
    message: say('server.survey.affiliationWithoutAnswers'),
    affiliationUuid,
  }),
};

/**
 * An answer's FTE weight: the share of a full-time week it works, capped at 1 (spec 3 section 9:
 * "FTE weight capped at 1 per answer"). 3 days of 5 weigh 0.6; 6 of 5 weigh 1.
 */
export function fteWeight(workedDaysPerWeek: number, fteWorkedDaysPerWeek: number): number {
  if (!(fteWorkedDaysPerWeek > 0)) return 1;
  return Math.min(1, Math.max(0, workedDaysPerWeek) / fteWorkedDaysPerWeek);
}

/** Σ value·w and Σ w over some answers. */
function weighted(answers: readonly AnswerValueToExtrapolate[], fte: number): { sum: number; weights: number } {
  let sum = 0;
  let weights = 0;
  for (const answer of answers) {
    const weight = fteWeight(answer.workedDaysPerWeek, fte);
    sum += answer.value * weight;
    weights += weight;
  }
  return { sum, weights };
}

/** Σ value·w × population / Σ w: the weighted mean per full-time answer, times the people it speaks for. */
const scaled = ({ sum, weights }: { sum: number; weights: number }, population: number) => (weights === 0 ? 0 : (sum * population) / weights);

/**
 * The answers' values extrapolated to the target population.
 * - Without affiliations: Σ value·w × T / Σ w.
 * - With affiliations: per affiliation with answers, Σ value·w × T_a / Σ w over its answers,
 *   summed; when the main target population is set and differs from the sum of those T_a, the
 *   total is rescaled by main / Σ T_a (so an affiliation without answers is represented by the
 *   others). When an affiliation with answers has no target but the main population is set, the
 *   affiliations cannot be weighed against each other: all answers are extrapolated together to
 *   the main population.
 * Errors, in this order: no answers (or none that works a day); answers without an affiliation of
 * the survey; a missing target population; an affiliation without answers and no main population.
 */
export function extrapolate(survey: ExtrapolationSurvey, perAnswer: readonly AnswerValueToExtrapolate[]): Extrapolation {
  const fte = survey.fteWorkedDaysPerWeek;
  const main = survey.targetPopulation;
  const all = weighted(perAnswer, fte);
  if (perAnswer.length === 0 || all.weights === 0) return { ok: false, error: countErrors.noAnswers() };
  if (survey.affiliations.length === 0) {
    if (main === null) return { ok: false, error: countErrors.missingTargetPopulation() };
    return { ok: true, value: scaled(all, main) };
  }

  const byAffiliation = new Map<string, AnswerValueToExtrapolate[]>(survey.affiliations.map((affiliation) => [affiliation.uuid, []]));
  for (const answer of perAnswer) {
    const group = answer.affiliationUuid === null ? undefined : byAffiliation.get(answer.affiliationUuid);
    if (group === undefined) return { ok: false, error: countErrors.answersWithoutAffiliation() };
    group.push(answer);
  }
  const answered = survey.affiliations.filter((affiliation) => byAffiliation.get(affiliation.uuid)!.length > 0);
  if (main === null) {
    if (survey.affiliations.every((affiliation) => affiliation.targetPopulation === null)) return { ok: false, error: countErrors.missingTargetPopulation() };
    const untargeted = answered.find((affiliation) => affiliation.targetPopulation === null);
    if (untargeted) return { ok: false, error: countErrors.affiliationMissingTargetPopulation(untargeted.uuid) };
    const unanswered = survey.affiliations.find((affiliation) => byAffiliation.get(affiliation.uuid)!.length === 0);
    if (unanswered) return { ok: false, error: countErrors.affiliationWithoutAnswers(unanswered.uuid) };
  } else if (answered.some((affiliation) => affiliation.targetPopulation === null)) {
    return { ok: true, value: scaled(all, main) };
  }

  let total = 0;
  let targets = 0;
  for (const affiliation of answered) {
    total += scaled(weighted(byAffiliation.get(affiliation.uuid)!, fte), affiliation.targetPopulation!);
    targets += affiliation.targetPopulation!;
  }
  if (main !== null && main !== targets) {
    // Targets of 0 give nothing to rescale: the answers then speak for the main population together.
    return { ok: true, value: targets === 0 ? scaled(all, main) : (total * main) / targets };
  }
  return { ok: true, value: total };
}

// ---------------------------------------------------------------- a survey formula

export type SurveyFormulaResult =
  | { ok: true; value: number; provenance: readonly ProvenanceEntry[] }
  | { ok: false; error: FormulaError | SurveyCountError };

/** The survey as a survey formula needs it. */
export type SurveyFormulaSurvey = FormulaSurvey & ExtrapolationSurvey;

const resultNaN: FormulaError = { code: 'resultNaN', message: formulaMessages.resultNaN };

/** A formula's value as a number: booleans are 1 and 0 (a count of yes); a text is not a quantity. */
const numericResult = (value: number | string | boolean): number | null => (typeof value === 'number' ? value : typeof value === 'boolean' ? (value ? 1 : 0) : null);

/**
 * A survey formula over the survey's answers: evaluated per answer with `{ ...baseContext, s }`,
 * then extrapolated. An answer that leaves a question the formula reads blank ('No answer for
 * question') counts as 0 for that answer only, keeping its weight: optional questions are left
 * blank by those who have nothing to report (no train hours), and one blank must not void the
 * survey's figure. When no answer at all answers it, the formula's error is returned, as the
 * spec lists it. Any other error is returned at once, the first one met.
 */
export function evaluateSurveyFormula(formula: Formula, survey: SurveyFormulaSurvey, answers: readonly FormulaAnswer[], baseContext: FormulaContext): SurveyFormulaResult {
  const perAnswer: AnswerValueToExtrapolate[] = [];
  const provenance = new Map<string, ProvenanceEntry>();
  let noAnswer: FormulaError | null = null;
  let evaluated = 0;
  for (const answer of answers) {
    const result = evaluate(formula, { ...baseContext, s: surveyFormulaContext(survey, answer) });
    let value: number;
    if (result.ok) {
      const number = numericResult(result.value);
      if (number === null || Number.isNaN(number)) return { ok: false, error: resultNaN };
      value = number;
      evaluated += 1;
      for (const entry of result.provenance) provenance.set(`${entry.kind}:${entry.name}`, entry);
    } else if (result.error.code === 'noAnswerForQuestion') {
      noAnswer = result.error;
      value = 0;
    } else {
      return { ok: false, error: result.error };
    }
    perAnswer.push({ affiliationUuid: answer.affiliationUuid, workedDaysPerWeek: workedDaysOf(survey, answer), value });
  }
  if (noAnswer !== null && evaluated === 0) return { ok: false, error: noAnswer };
  const extrapolated = extrapolate(survey, perAnswer);
  return extrapolated.ok ? { ok: true, value: extrapolated.value, provenance: [...provenance.values()] } : extrapolated;
}
