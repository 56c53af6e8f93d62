import { CommuteType, flightHaulOf, type EmployeeSurveyResult, type FlightHaul } from '../../schemas/report.ts';
import { remoteDaysOf, wellKnownQuestionNames, workedDaysOf, type EstimateInputs } from '../../surveys/model.ts';
import { flightLegs, oneWayCommuteKm, roundTripsPerWeek, yearlyCommuteKgCo2e, type EstimateAnswer } from './estimate.ts';

/*
 * The employee survey section of the dashboard (spec 2 "Employee survey section of the
 * dashboard", "Employee survey result"): what the respondents answered, summed and averaged in
 * one pass over the answers, and the commute's emissions per mode extrapolated to the employee
 * number. Averages and ratios are null with no answer to them; counts and sums are 0.
 */

/** The survey as its result needs it. */
export interface ResultSurvey {
  uuid: string;
  label: string;
  targetPopulation: number | null;
  /** The employee number to extrapolate to when the caller knows it better (the report's); else the targets. */
  employeeNumber?: number | null;
  affiliations?: readonly { targetPopulation: number | null }[];
}

/**
 * Bins of the one-way commute histogram, km, lower bound included. Narrow at the short end,
 * where most commutes are, and wide in the long tail, so the common distances are told apart and
 * a few long commutes still show; fixed, so two surveys' histograms compare bin by bin.
 */
export const commuteKmBins = [0, 5, 10, 20, 30, 50, 100] as const;

const binLabels = commuteKmBins.map((lower, index) => {
  const upper = commuteKmBins[index + 1];
  return upper === undefined ? `${lower}+ km` : `${lower}-${upper} km`;
});

/** The bin of a one-way distance: the last whose lower bound it reaches. */
export function commuteKmBin(km: number): number {
  let bin = 0;
  while (bin + 1 < commuteKmBins.length && km >= commuteKmBins[bin + 1]!) bin += 1;
  return bin;
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/** Rounds half away from zero on the value's shortest decimal form (1.005 → 1.01), as the report's rounding does. */
export function roundDecimals(value: number, digits: number): number {
  let format = decimalFormats.get(digits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, useGrouping: false });
    decimalFormats.set(digits, format);
  }
  const rounded = Number(format.format(value));
  return rounded === 0 ? 0 : rounded;
}

/** The median of a list, the mean of the two middle values for an even count; null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A running mean: the sum and how many values went in. */
class Mean {
  sum = 0;
  count = 0;
  add(value: number | null | undefined): void {
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    this.sum += value;
    this.count += 1;
  }
  value(digits?: number): number | null {
    if (this.count === 0) return null;
    const mean = this.sum / this.count;
    return digits === undefined ? mean : roundDecimals(mean, digits);
  }
}

/** The number of employees the results speak for: the given one, else the target population, else the affiliations' targets, else the answers. */
export function employeeNumberOf(survey: Pick<ResultSurvey, 'targetPopulation' | 'employeeNumber' | 'affiliations'>, nbAnswers: number): number {
  if (survey.employeeNumber != null) return Math.round(survey.employeeNumber);
  if (survey.targetPopulation != null) return Math.round(survey.targetPopulation);
  const targets = (survey.affiliations ?? []).map((affiliation) => affiliation.targetPopulation).filter((target): target is number => target !== null);
  return targets.length > 0 ? Math.round(targets.reduce((sum, target) => sum + target, 0)) : nbAnswers;
}

interface ModeTotals {
  answers: number;
  /** Answers whose commute emissions are known, and their sum. */
  known: Mean;
}

const numberOf = (answer: EstimateAnswer, name: string): number | null => {
  const value = answer.customQuestions[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Everything the result adds up, filled in one pass over the answers. */
class Totals {
  remoteDays = new Mean();
  officeDays = new Mean();
  smartphone = new Mean();
  screens = new Mean();
  coffee = new Mean();
  tea = new Mean();
  flights: Record<FlightHaul, { count: number; totalKm: number }> = { SHORT: { count: 0, totalKm: 0 }, MEDIUM: { count: 0, totalKm: 0 }, LONG: { count: 0, totalKm: 0 } };
  trainHours = 0;
  hotelNights = 0;
  vegetarianLunches = 0;
  lunches = 0;
  modes = new Map<CommuteType, ModeTotals>();
  commuteKms: number[] = [];

  constructor(private readonly inputs: Pick<EstimateInputs, 'fteWorkedDaysPerWeek' | 'factors'>) {}

  add(answer: EstimateAnswer): void {
    const survey = { fteWorkedDaysPerWeek: this.inputs.fteWorkedDaysPerWeek };
    this.remoteDays.add(remoteDaysOf(survey, answer));
    this.officeDays.add(answer.daysInOfficePerWeek);
    const smartphone = answer.customQuestions[wellKnownQuestionNames.professionalSmartphone];
    if (typeof smartphone === 'boolean') this.smartphone.add(smartphone ? 1 : 0);
    this.screens.add(numberOf(answer, wellKnownQuestionNames.computerScreens));
    this.coffee.add(numberOf(answer, wellKnownQuestionNames.coffeeCupsPerDay));
    this.tea.add(numberOf(answer, wellKnownQuestionNames.teaCupsPerDay));
    for (const flight of answer.flightsTableData) {
      const legs = flightLegs(flight);
      const haul = this.flights[flightHaulOf(flight.km)];
      haul.count += legs;
      haul.totalKm += legs * flight.km;
    }
    this.trainHours += Math.max(0, numberOf(answer, wellKnownQuestionNames.trainHoursPerYear) ?? 0);
    this.hotelNights += Math.max(0, numberOf(answer, wellKnownQuestionNames.hotelNightsPerYear) ?? 0);
    if (answer.workdayLunchesWithMeatPerWeek !== null) {
      const worked = workedDaysOf(survey, answer);
      this.lunches += worked;
      this.vegetarianLunches += Math.max(0, worked - answer.workdayLunchesWithMeatPerWeek);
    }
    this.addCommute(answer);
  }

  private addCommute(answer: EstimateAnswer): void {
    if (answer.commuteType === null) return;
    let mode = this.modes.get(answer.commuteType);
    if (mode === undefined) this.modes.set(answer.commuteType, (mode = { answers: 0, known: new Mean() }));
    mode.answers += 1;
    mode.known.add(yearlyCommuteKgCo2e(answer, this.inputs));
    // A respondent who does not commute, or walks without saying how far, has no distance to show.
    if (answer.commuteDistance === null || roundTripsPerWeek(answer, this.inputs.fteWorkedDaysPerWeek) === 0) return;
    this.commuteKms.push(oneWayCommuteKm(answer)!);
  }
}

/**
 * A mode's emissions over the employee number: its known answers' mean, for each of its answers
 * (an answer whose emissions are unknown counts at the mode's mean rather than as zero), scaled
 * from the answers to the employees: × employee number / answers.
 */
function commuteEntries(modes: Map<CommuteType, ModeTotals>, nbAnswers: number, employeeNumber: number): EmployeeSurveyResult['commuteEntries'] {
  const scale = nbAnswers === 0 ? 0 : employeeNumber / nbAnswers;
  return CommuteType.options.flatMap((commuteType) => {
    const mode = modes.get(commuteType);
    if (mode === undefined) return [];
    return [{ commuteType, numberOfAnswers: mode.answers, estimatedEmissions: (mode.known.value() ?? 0) * mode.answers * scale }];
  });
}

function histogram(kms: readonly number[]): EmployeeSurveyResult['commuteKmsDistribution'] {
  if (kms.length === 0) return [];
  const counts = commuteKmBins.map(() => 0);
  for (const km of kms) counts[commuteKmBin(km)]! += 1;
  return binLabels.map((label, index) => ({ label, value: counts[index]! }));
}

/** The dashboard's section for one survey, from its answers and the factors of the estimate. */
export function surveyResult(survey: ResultSurvey, answers: readonly EstimateAnswer[], inputs: Pick<EstimateInputs, 'fteWorkedDaysPerWeek' | 'factors'>): EmployeeSurveyResult {
  const totals = new Totals(inputs);
  for (const answer of answers) totals.add(answer);
  const nbAnswers = answers.length;
  const employeeNumber = employeeNumberOf(survey, nbAnswers);
  const flights = (haul: FlightHaul) => ({ ...totals.flights[haul] });
  return {
    uuid: survey.uuid,
    label: survey.label,
    employeeNumber,
    nbAnswers,
    averageRemoteDaysPerWeek: totals.remoteDays.value(2),
    averageDaysInOfficePerWeek: totals.officeDays.value(2),
    professionalSmartphoneRatio: totals.smartphone.value(),
    computerScreensRatio: totals.screens.value(),
    flights: { short: flights('SHORT'), medium: flights('MEDIUM'), long: flights('LONG') },
    numberOfTrainHours: totals.trainHours,
    numberOfHotelNights: totals.hotelNights,
    vegetarianMealsRatio: totals.lunches === 0 ? null : totals.vegetarianLunches / totals.lunches,
    averageDailyCoffeeCups: totals.coffee.value(1),
    averageDailyTeaCups: totals.tea.value(1),
    commuteEntries: commuteEntries(totals.modes, nbAnswers, employeeNumber),
    commuteKmsDistribution: histogram(totals.commuteKms),
    commuteKmsMedian: median(totals.commuteKms),
  };
}
