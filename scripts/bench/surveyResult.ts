import {
  estimateFactorsByUse,
  remoteDaysOf,
  roundDecimals,
  surveyAssumptions,
  surveyResult,
  workedDaysOf,
  type EstimateAnswer,
  type EstimateFactor,
  type EstimateInputs,
} from '@cairn/shared/calc/survey';
import { flightHaulOf, type CommuteType, type EmployeeSurveyResult } from '@cairn/shared/schemas/report';
import { alternated, reportAlternated } from './measure.ts';

/*
 * The dashboard's employee survey section (`surveyResult`) over 5,000 generated answers, against
 * a baseline that computes the same section in one plain loop: the factor of each commute mode
 * looked up once beforehand, every sum inline. Both are checked to agree before either is timed,
 * so the ratio is the cost of the engine's structure (the estimate's factor reader per answer,
 * the running means) over the same arithmetic. Pure computing: run before the stack starts.
 */

const answerCount = 5_000;

/** A deterministic pseudo-random sequence (a 32-bit linear congruential generator), one per answer. */
function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const modes: CommuteType[] = ['CAR', 'CAR', 'CAR', 'PUBLIC_TRANSPORTATION', 'PUBLIC_TRANSPORTATION', 'BIKE', 'WALK', 'CARPOOLING', 'MOTORBIKE', 'SCOOTER', 'ELECTRIC_BIKE', 'COMPANY_CAR', 'OTHER'];
const carTypes = ['GASOLINE', 'DIESEL', 'HYBRID_ELECTRIC', 'FULL_ELECTRIC', 'LPG', 'NGV'] as const;

/** One generated answer: varied modes, distances, part-timers, flights, meals and the well-known questions. */
function syntheticAnswer(index: number): EstimateAnswer {
  const next = sequence(index + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const daysInOffice = Math.floor(next() * 6);
  const commuteType = daysInOffice === 0 ? null : pick(modes);
  const flights = Array.from({ length: Math.floor(next() * 3) }, () => ({ km: Math.round(200 + next() * 9_000), roundTrip: next() < 0.7, number: 1 + Math.floor(next() * 3) }));
  const partTime = next() < 0.15;
  return {
    daysInOfficePerWeek: daysInOffice,
    commuteRoundTripsPerWeek: next() < 0.2 ? null : daysInOffice,
    commuteType,
    carType: pick(carTypes),
    scooterType: next() < 0.5 ? 'GASOLINE' : 'ELECTRIC',
    publicTransportType: pick(['BUS', 'SUBWAY', 'OTHER'] as const),
    commuteDistance: commuteType === 'WALK' && next() < 0.5 ? null : Math.round(next() * 600) / 10,
    commuteUnit: next() < 0.1 ? 'MILE' : 'KM',
    countryElectricity: 'FR',
    flightsTableData: flights,
    workdayLunchesWithMeatPerWeek: next() < 0.1 ? null : Math.floor(next() * (partTime ? 4 : 6)),
    customQuestions: {
      ...(partTime ? { workedDaysPerWeek: 3 } : {}),
      professionalSmartphone: next() < 0.6,
      computerScreens: Math.floor(next() * 3),
      coffeeCupsPerDay: Math.floor(next() * 5),
      teaCupsPerDay: next() < 0.3 ? null : Math.floor(next() * 3),
      trainHoursPerYear: Math.floor(next() * 40),
      hotelNightsPerYear: Math.floor(next() * 20),
    },
  };
}

const factor = (value: number): EstimateFactor => ({ value, unit: 'km', source: 'bench', sourceVersion: '1' });
/** The catalogue's values (docs/methodology.md, "Personal survey estimate"). */
const factorValues: Record<keyof typeof estimateFactorsByUse, number> = {
  carCombustion: 0.192,
  carElectric: 0.0198,
  bus: 0.1126275,
  subway: 0.007405,
  otherPublicTransport: 0.0277,
  motorbike: 0.22,
  scooterGasoline: 0.0851,
  scooterElectric: 0.031,
  electricBike: 0.00223,
  planeShortFuel: 0.1412,
  planeShortConstruction: 0.00038,
  planeShortContrails: 0.117,
  planeMediumFuel: 0.1024,
  planeMediumConstruction: 0.00036,
  planeMediumContrails: 0.0848,
  planeLongFuel: 0.083,
  planeLongConstruction: 0.00026,
  planeLongContrails: 0.0687,
  mealVegetarian: 0.51,
  mealBeef: 7.26,
  mealChicken: 1.58,
  train: 0.00875784431138,
  hotelNight: 6.93,
};
const inputs: Pick<EstimateInputs, 'fteWorkedDaysPerWeek' | 'factors'> = {
  fteWorkedDaysPerWeek: 5,
  factors: Object.fromEntries(Object.entries(factorValues).map(([use, value]) => [estimateFactorsByUse[use as keyof typeof estimateFactorsByUse], factor(value)])),
};
const survey = { uuid: '00000000-0000-4000-8000-000000000001', label: 'Bench survey', targetPopulation: 8_000 };

/** The per-km factor an answer's commute takes, times its share; null when it has none. */
function plainPerKm(answer: EstimateAnswer): number | null {
  const car = answer.carType === null ? null : answer.carType === 'FULL_ELECTRIC' ? factorValues.carElectric : factorValues.carCombustion;
  switch (answer.commuteType) {
    case 'CAR':
    case 'COMPANY_CAR':
      return car;
    case 'CARPOOLING':
      return car === null ? null : car * (1 / surveyAssumptions.carpoolOccupants);
    case 'MOTORBIKE':
      return factorValues.motorbike;
    case 'SCOOTER':
      return answer.scooterType === null ? null : answer.scooterType === 'ELECTRIC' ? factorValues.scooterElectric : factorValues.scooterGasoline;
    case 'PUBLIC_TRANSPORTATION':
      return answer.publicTransportType === null ? null : { BUS: factorValues.bus, SUBWAY: factorValues.subway, OTHER: factorValues.otherPublicTransport }[answer.publicTransportType];
    case 'ELECTRIC_BIKE':
      return factorValues.electricBike;
    case 'BIKE':
    case 'WALK':
      return 0;
    default:
      return null;
  }
}

const bins = [0, 5, 10, 20, 30, 50, 100];

/** The same section in one plain loop. */
function plainSurveyResult(answers: readonly EstimateAnswer[]): EmployeeSurveyResult {
  const fte = { fteWorkedDaysPerWeek: inputs.fteWorkedDaysPerWeek };
  const sums = { remote: [0, 0], office: [0, 0], phone: [0, 0], screens: [0, 0], coffee: [0, 0], tea: [0, 0] } as Record<string, [number, number]>;
  const add = (key: string, value: unknown) => {
    if (typeof value === 'number' && Number.isFinite(value)) {
      sums[key]![0] += value;
      sums[key]![1] += 1;
    }
  };
  const flights = { short: { count: 0, totalKm: 0 }, medium: { count: 0, totalKm: 0 }, long: { count: 0, totalKm: 0 } };
  let train = 0;
  let hotel = 0;
  let vegetarian = 0;
  let lunches = 0;
  const byMode = new Map<CommuteType, { answers: number; sum: number; known: number }>();
  const kms: number[] = [];
  for (const answer of answers) {
    const custom = answer.customQuestions;
    add('remote', remoteDaysOf(fte, answer));
    add('office', answer.daysInOfficePerWeek);
    if (typeof custom.professionalSmartphone === 'boolean') add('phone', custom.professionalSmartphone ? 1 : 0);
    add('screens', custom.computerScreens);
    add('coffee', custom.coffeeCupsPerDay);
    add('tea', custom.teaCupsPerDay);
    for (const flight of answer.flightsTableData) {
      const legs = flight.number * (flight.roundTrip ? 2 : 1);
      const haul = flights[({ SHORT: 'short', MEDIUM: 'medium', LONG: 'long' } as const)[flightHaulOf(flight.km)]];
      haul.count += legs;
      haul.totalKm += legs * flight.km;
    }
    train += typeof custom.trainHoursPerYear === 'number' ? Math.max(0, custom.trainHoursPerYear) : 0;
    hotel += typeof custom.hotelNightsPerYear === 'number' ? Math.max(0, custom.hotelNightsPerYear) : 0;
    if (answer.workdayLunchesWithMeatPerWeek !== null) {
      const worked = workedDaysOf(fte, answer);
      lunches += worked;
      vegetarian += Math.max(0, worked - answer.workdayLunchesWithMeatPerWeek);
    }
    if (answer.commuteType === null) continue;
    const mode = byMode.get(answer.commuteType) ?? { answers: 0, sum: 0, known: 0 };
    byMode.set(answer.commuteType, mode);
    mode.answers += 1;
    const trips = answer.commuteRoundTripsPerWeek ?? answer.daysInOfficePerWeek;
    const km = answer.commuteDistance === null ? (answer.commuteType === 'WALK' || answer.commuteType === 'BIKE' ? 0 : null) : answer.commuteUnit === 'MILE' ? answer.commuteDistance * 1.609344 : answer.commuteDistance;
    const perKm = plainPerKm(answer);
    if (trips === 0) mode.known += 1;
    else if (trips !== null && km !== null && perKm !== null) {
      mode.sum += trips * 2 * km * surveyAssumptions.workedWeeksPerYear * perKm;
      mode.known += 1;
    }
    if (answer.commuteDistance !== null && trips !== 0) kms.push(km!);
  }
  const mean = (key: string, digits?: number) => {
    const [sum, count] = sums[key]!;
    return count === 0 ? null : digits === undefined ? sum / count : roundDecimals(sum / count, digits);
  };
  const scale = survey.targetPopulation / answers.length;
  const order: CommuteType[] = ['PUBLIC_TRANSPORTATION', 'CAR', 'CARPOOLING', 'COMPANY_CAR', 'MOTORBIKE', 'SCOOTER', 'ELECTRIC_BIKE', 'BIKE', 'WALK', 'OTHER'];
  const sorted = [...kms].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const counts = bins.map(() => 0);
  for (const km of kms) counts[bins.findLastIndex((lower) => km >= lower)]! += 1;
  return {
    uuid: survey.uuid,
    label: survey.label,
    employeeNumber: survey.targetPopulation,
    nbAnswers: answers.length,
    averageRemoteDaysPerWeek: mean('remote', 2),
    averageDaysInOfficePerWeek: mean('office', 2),
    professionalSmartphoneRatio: mean('phone'),
    computerScreensRatio: mean('screens'),
    flights,
    numberOfTrainHours: train,
    numberOfHotelNights: hotel,
    vegetarianMealsRatio: lunches === 0 ? null : vegetarian / lunches,
    averageDailyCoffeeCups: mean('coffee', 1),
    averageDailyTeaCups: mean('tea', 1),
    commuteEntries: order.flatMap((commuteType) => {
      const mode = byMode.get(commuteType);
      return mode ? [{ commuteType, numberOfAnswers: mode.answers, estimatedEmissions: (mode.known === 0 ? 0 : mode.sum / mode.known) * mode.answers * scale }] : [];
    }),
    commuteKmsDistribution: kms.length === 0 ? [] : bins.map((lower, index) => ({ label: index + 1 < bins.length ? `${lower}-${bins[index + 1]} km` : `${lower}+ km`, value: counts[index]! / kms.length })),
    commuteKmsMedian: sorted.length === 0 ? null : sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
  };
}

/** Whether two results agree, numbers to 1e-9 relative (the two add in different orders). */
function agree(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => agree((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export async function benchSurveyResult(): Promise<void> {
  const answers = Array.from({ length: answerCount }, (_, index) => syntheticAnswer(index));
  const engine = surveyResult(survey, answers, inputs);
  const plain = plainSurveyResult(answers);
  if (!agree(engine, plain)) {
    throw new Error(`surveyResult and the plain loop disagree on ${answerCount} answers: the comparison would mean nothing\n${JSON.stringify(engine)}\n${JSON.stringify(plain)}`);
  }
  let sink = 0;
  const rounds = 60;
  const timings = await alternated(
    [
      { label: 'plain single loop, factors looked up once (baseline)', run: async () => (sink += plainSurveyResult(answers).nbAnswers) },
      { label: 'surveyResult', run: async () => (sink += surveyResult(survey, answers, inputs).nbAnswers) },
    ],
    { warmup: 5, rounds },
  );
  console.log(reportAlternated(`The employee survey section, ${answerCount.toLocaleString('en')} answers (same result checked; ${rounds} alternated rounds)`, timings));
  for (const timing of timings) {
    console.log(`  ${timing.label.padEnd(58)} ${((timing.medianMs * 1000) / answerCount).toFixed(2).padStart(7)} µs per answer (median)`);
  }
  if (Number.isNaN(sink)) throw new Error('A benchmark produced NaN');
}
