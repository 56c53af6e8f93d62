import { earthRadiusKm } from '../../questionnaires/distance.ts';
import { flightHaulOf, type FlightHaul } from '../../schemas/report.ts';
import {
  kmPerMile,
  remoteDaysOf,
  wellKnownQuestionNames,
  workedDaysOf,
  worksFullyRemote,
  type CarType,
  type CommuteType,
  type EstimateCategory,
  type EstimateFactor,
  type EstimateInputs,
  type EstimateMetric,
  type FlightLine,
  type SurveyAnswerFields,
  type SurveyEstimate,
  type SurveyQuestion,
  type SurveyQuestionType,
} from '../../surveys/model.ts';
import { carpoolOccupants, referenceCommute, remoteDayKwh, trainKmPerHour, workedWeeksPerYear } from './assumptions.ts';

/*
 * One respondent's personal estimate (spec 2 "Employee survey screen", "Emission estimate"):
 * yearly kgCO2e per category from the catalogue's factor values, with the figures behind each
 * and the factors used. Pure: the server loads the factors `estimateFactorNames` lists, the
 * public form receives the same values, and both compute the same estimate. A category is null
 * when the survey does not ask what it needs, when the answer leaves it unknown, or when a factor
 * it needs is missing: never a guessed value, never a thrown error. Factors and assumptions are
 * cited in docs/methodology.md ("Personal survey estimate").
 */

/**
 * The catalogue factors the estimate reads, by use. Cars, planes and meals are ADEME Base
 * Empreinte (`base-empreinte.*`); the other modes, trains and hotels come from the Nos Gestes
 * Climat model (`ademe.*`); the remote-work grid is the country's `electricity.location.<CC>`,
 * which travels with the countries, not here.
 */
export const estimateFactorsByUse = {
  /** Combustion car, fuel part (combustion and upstream), per vehicle-km: every fuel, and non-plug-in hybrids. */
  carCombustion: 'base-empreinte.car.thermal.fuel',
  /** Electric car, electricity part (French grid), per vehicle-km. */
  carElectric: 'base-empreinte.car.electric.fuel',
  bus: 'ademe.transport.transports-commun.bus.impact-par-km',
  subway: 'ademe.transport.transports-commun.metro-ou-tram.impact-par-km',
  /** Other public transport: the regional train (TER). */
  otherPublicTransport: 'ademe.transport.train.TER',
  /** The model's default motorbike, over 250 cm³. */
  motorbike: 'ademe.transport.deux-roues.empreinte-au-km.moto-sup-250',
  scooterGasoline: 'ademe.transport.deux-roues.empreinte-au-km.scooter-thermique',
  scooterElectric: 'ademe.transport.deux-roues.empreinte-au-km.scooter-electrique',
  electricBike: 'ademe.transport.mobilite-douce.vae.empreinte',
  planeShortFuel: 'base-empreinte.plane.short-haul.fuel',
  planeShortConstruction: 'base-empreinte.plane.short-haul.construction',
  planeShortContrails: 'base-empreinte.plane.short-haul.contrails',
  planeMediumFuel: 'base-empreinte.plane.medium-haul.fuel',
  planeMediumConstruction: 'base-empreinte.plane.medium-haul.construction',
  planeMediumContrails: 'base-empreinte.plane.medium-haul.contrails',
  planeLongFuel: 'base-empreinte.plane.long-haul.fuel',
  planeLongConstruction: 'base-empreinte.plane.long-haul.construction',
  planeLongContrails: 'base-empreinte.plane.long-haul.contrails',
  mealVegetarian: 'base-empreinte.meal.vegetarian',
  /** A lunch with meat is the mean of the beef and the chicken meal. */
  mealBeef: 'base-empreinte.meal.beef',
  mealChicken: 'base-empreinte.meal.chicken',
  /** The national train mix (high-speed, regional, intercity) per passenger-km. */
  train: 'ademe.transport.train.impact-par-km',
  hotelNight: 'ademe.logement.vacances.empreinte-hotel-par-nuit',
} as const;
export type EstimateFactorUse = keyof typeof estimateFactorsByUse;

/** Every catalogue factor name the estimate reads: the server loads exactly these for the public form. */
export const estimateFactorNames: readonly string[] = Object.values(estimateFactorsByUse);

/** The survey as the estimate reads it: which questions it asks. */
export interface EstimateSurvey {
  questions: readonly Pick<SurveyQuestion, 'name' | 'type'>[];
}

/** A flight line with its one-way great-circle distance (`StoredFlightLine` fits). */
export type EstimateFlight = Pick<FlightLine, 'roundTrip' | 'number'> & { km: number };

/** The answer's fields the estimate reads (`SurveyAnswerView` fits). */
export type EstimateAnswer = Pick<
  SurveyAnswerFields,
  | 'daysInOfficePerWeek'
  | 'commuteRoundTripsPerWeek'
  | 'commuteType'
  | 'carType'
  | 'scooterType'
  | 'publicTransportType'
  | 'commuteDistance'
  | 'commuteUnit'
  | 'countryElectricity'
  | 'workdayLunchesWithMeatPerWeek'
  | 'customQuestions'
> & { flightsTableData: readonly EstimateFlight[] };

type CategoryEstimate = SurveyEstimate['categories'][number];
/** A factor found in the inputs, as a category lists it. */
type Factor = CategoryEstimate['factors'][number];

/** A category's figure: its kgCO2e, the metrics behind it and the factors it used. */
interface Figure {
  kgCo2e: number;
  metrics: EstimateMetric[];
  factors: Factor[];
  commuteType?: CommuteType | null;
}

/** Why a category has no figure; only a test or a log needs to know which. */
type NoFigure = 'notAsked' | 'unknown' | 'missingFactor';

const metric = (name: string, value: number, unit: string): EstimateMetric => ({ metric: name, value, unit });

/** Reads catalogue factors by use; remembers whether one was missing, to tell a missing factor from an unknown answer. */
class FactorReader {
  missing = false;
  constructor(private readonly factors: Readonly<Record<string, EstimateFactor>>) {}

  read(use: EstimateFactorUse): Factor | null {
    const name = estimateFactorsByUse[use];
    const factor = Object.hasOwn(this.factors, name) ? this.factors[name] : undefined;
    if (factor === undefined || !Number.isFinite(factor.value)) {
      this.missing = true;
      return null;
    }
    return { name, value: factor.value, unit: factor.unit, source: factor.source, sourceVersion: factor.sourceVersion };
  }
}

const asks = (survey: EstimateSurvey, type: SurveyQuestionType, name?: string) =>
  survey.questions.some((question) => question.type === type && (name === undefined || question.name === name));

const numberAnswer = (answer: EstimateAnswer, name: string): number | null => {
  const value = answer.customQuestions[name];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
};

const workedDays = (answer: EstimateAnswer, inputs: EstimateInputs) => workedDaysOf({ fteWorkedDaysPerWeek: inputs.fteWorkedDaysPerWeek }, answer);

// ---------------------------------------------------------------- commuting

/** The factor of a car by its fuel: one combustion factor for every fuel, since Base Empreinte publishes one. */
function carFactor(reader: FactorReader, carType: CarType | null): Factor | null {
  if (carType === null) return null;
  return reader.read(carType === 'FULL_ELECTRIC' ? 'carElectric' : 'carCombustion');
}

/**
 * The per-km factor of the answer's commute, and the share of it the respondent carries (a
 * carpool splits the car among its occupants). Zero-emission modes answer no factor and share 0;
 * null when the mode is unknown (OTHER or a missing detail) or its factor is missing.
 */
function commuteFactor(reader: FactorReader, answer: EstimateAnswer): { factor: Factor | null; share: number } | null {
  const withFactor = (factor: Factor | null, share = 1) => (factor === null ? null : { factor, share });
  switch (answer.commuteType) {
    case 'CAR':
    case 'COMPANY_CAR':
      return withFactor(carFactor(reader, answer.carType));
    case 'CARPOOLING':
      return withFactor(carFactor(reader, answer.carType), 1 / carpoolOccupants);
    case 'MOTORBIKE':
      return withFactor(reader.read('motorbike'));
    case 'SCOOTER':
      if (answer.scooterType === null) return null;
      return withFactor(reader.read(answer.scooterType === 'ELECTRIC' ? 'scooterElectric' : 'scooterGasoline'));
    case 'PUBLIC_TRANSPORTATION':
      if (answer.publicTransportType === null) return null;
      return withFactor(reader.read(answer.publicTransportType === 'BUS' ? 'bus' : answer.publicTransportType === 'SUBWAY' ? 'subway' : 'otherPublicTransport'));
    case 'ELECTRIC_BIKE':
      return withFactor(reader.read('electricBike'));
    case 'BIKE':
    case 'WALK':
      return { factor: null, share: 0 };
    // OTHER is a free text: no factor fits it, and a guessed one would be an unknown passed as known.
    case 'OTHER':
    case null:
      return null;
  }
}

/** The one-way commute in km: miles converted; 0 for walking and cycling, whose distance may be blank. */
export function oneWayCommuteKm(answer: Pick<EstimateAnswer, 'commuteType' | 'commuteDistance' | 'commuteUnit'>): number | null {
  if (answer.commuteDistance === null) return answer.commuteType === 'WALK' || answer.commuteType === 'BIKE' ? 0 : null;
  return answer.commuteUnit === 'MILE' ? answer.commuteDistance * kmPerMile : answer.commuteDistance;
}

/**
 * Round trips a week: the answer's, else one per day in the office, 0 for a fully remote
 * respondent; null when none of these is known.
 */
export function roundTripsPerWeek(answer: EstimateAnswer, fteWorkedDaysPerWeek: number): number | null {
  if (answer.commuteRoundTripsPerWeek !== null) return answer.commuteRoundTripsPerWeek;
  if (worksFullyRemote({ fteWorkedDaysPerWeek }, answer)) return 0;
  return answer.daysInOfficePerWeek;
}

/** The grid factor of the country the remote days are worked in, as a used factor. */
function gridFactor(inputs: EstimateInputs, code: string): Factor | null {
  const country = inputs.countries.find((candidate) => candidate.code === code);
  if (!country || country.gridKgCo2ePerKwh === null || !Number.isFinite(country.gridKgCo2ePerKwh)) return null;
  return {
    name: `electricity.location.${code}`,
    value: country.gridKgCo2ePerKwh,
    unit: 'kWh',
    // The countries list may come without the factor's provenance; say so rather than invent one.
    source: country.gridSource ?? 'Location-based grid intensity (catalogue)',
    sourceVersion: country.gridSourceVersion ?? 'not given',
  };
}

/**
 * Remote-work electricity belongs in COMMUTING, with its own metrics: the spec's five categories
 * are fixed, and a remote day is the commute not made, so the respondent sees the trade-off in
 * one place (a remote day's devices against a round trip). Nothing is added when the survey does
 * not ask the country; a country without a grid value makes the category unknown.
 */
function remoteWork(survey: EstimateSurvey, answer: EstimateAnswer, inputs: EstimateInputs): Figure | NoFigure {
  const remoteDays = remoteDaysOf({ fteWorkedDaysPerWeek: inputs.fteWorkedDaysPerWeek }, answer) ?? 0;
  if (remoteDays <= 0 || !asks(survey, 'REMOTE_COUNTRY')) return { kgCo2e: 0, metrics: [], factors: [] };
  if (answer.countryElectricity === null) return 'unknown';
  const grid = gridFactor(inputs, answer.countryElectricity);
  if (grid === null) return 'missingFactor';
  const kwhPerYear = remoteDays * workedWeeksPerYear * remoteDayKwh;
  const kgCo2e = kwhPerYear * grid.value;
  return {
    kgCo2e,
    metrics: [metric('remoteDaysPerWeek', remoteDays, 'day'), metric('remoteWorkKwh', kwhPerYear, 'kWh'), metric('remoteWorkKgCo2e', kgCo2e, 'kgCO2e')],
    factors: [grid],
  };
}

/** The trips' part of COMMUTING: round trips a week × 2 × one-way km × 46 worked weeks × the mode's factor (shared in a carpool). */
function commuteTrips(answer: EstimateAnswer, fteWorkedDaysPerWeek: number, reader: FactorReader): Figure | NoFigure {
  const trips = roundTripsPerWeek(answer, fteWorkedDaysPerWeek);
  if (trips === null) return 'unknown';
  const figure: Figure = { kgCo2e: 0, metrics: [metric('weeklyTrips', trips, 'round trip')], factors: [], commuteType: answer.commuteType };
  if (trips === 0) return figure;
  const km = oneWayCommuteKm(answer);
  const mode = commuteFactor(reader, answer);
  if (km === null || mode === null) return reader.missing ? 'missingFactor' : 'unknown';
  const yearlyKm = trips * 2 * km * workedWeeksPerYear;
  const perKm = mode.factor === null ? 0 : mode.factor.value * mode.share;
  return {
    ...figure,
    kgCo2e: yearlyKm * perKm,
    metrics: [metric('distance', km, 'km'), ...figure.metrics, metric('yearlyKm', yearlyKm, 'km')],
    factors: mode.factor === null ? [] : [mode.factor],
  };
}

/**
 * The yearly kgCO2e of the answer's commute alone, without remote work: what the dashboard adds
 * per mode. Null when the commute is unknown or its factor missing.
 */
export function yearlyCommuteKgCo2e(answer: EstimateAnswer, inputs: Pick<EstimateInputs, 'fteWorkedDaysPerWeek' | 'factors'>): number | null {
  const figure = commuteTrips(answer, inputs.fteWorkedDaysPerWeek, new FactorReader(inputs.factors));
  return typeof figure === 'string' ? null : figure.kgCo2e;
}

/** COMMUTING: the trips, plus the remote days' electricity. */
function commuting(survey: EstimateSurvey, answer: EstimateAnswer, inputs: EstimateInputs, reader: FactorReader): Figure | NoFigure {
  if (!asks(survey, 'COMMUTE_DISTANCE')) return 'notAsked';
  const commute = commuteTrips(answer, inputs.fteWorkedDaysPerWeek, reader);
  if (typeof commute === 'string') return commute;
  const remote = remoteWork(survey, answer, inputs);
  if (typeof remote === 'string') return remote;
  return { ...commute, kgCo2e: commute.kgCo2e + remote.kgCo2e, metrics: [...commute.metrics, ...remote.metrics], factors: [...commute.factors, ...remote.factors] };
}

// ---------------------------------------------------------------- flights

const bandFactorUses: Record<FlightHaul, readonly EstimateFactorUse[]> = {
  SHORT: ['planeShortFuel', 'planeShortConstruction', 'planeShortContrails'],
  MEDIUM: ['planeMediumFuel', 'planeMediumConstruction', 'planeMediumContrails'],
  LONG: ['planeLongFuel', 'planeLongConstruction', 'planeLongContrails'],
};

/** One-way flights of a line: a return trip is two. */
export const flightLegs = (flight: Pick<EstimateFlight, 'roundTrip' | 'number'>) => flight.number * (flight.roundTrip ? 2 : 1);

/** The circumference of the earth at the spec's radius, 2π × 6,371 km ≈ 40,030 km. */
export const earthCircumferenceKm = 2 * Math.PI * earthRadiusKm;

/**
 * BUSINESS_FLIGHTS: per line, one-way km × legs × the band's fuel, construction and contrails
 * (the band by the spec's limits: `flightHaulOf`, so 1,000 km is medium haul).
 */
function businessFlights(survey: EstimateSurvey, answer: EstimateAnswer, reader: FactorReader): Figure | NoFigure {
  if (!asks(survey, 'FLIGHTS')) return 'notAsked';
  let kgCo2e = 0;
  let totalKm = 0;
  let totalFlights = 0;
  const used = new Map<string, Factor>();
  for (const flight of answer.flightsTableData) {
    const legs = flightLegs(flight);
    const passengerKm = flight.km * legs;
    for (const use of bandFactorUses[flightHaulOf(flight.km)]) {
      const factor = reader.read(use);
      if (factor === null) return 'missingFactor';
      used.set(factor.name, factor);
      kgCo2e += passengerKm * factor.value;
    }
    totalKm += passengerKm;
    totalFlights += legs;
  }
  const metrics = [metric('totalKm', totalKm, 'km'), metric('totalFlights', totalFlights, 'flight')];
  const train = reader.read('train');
  // The comparison is a tooltip's aside: without a train factor it is left out, the figure stays.
  if (train !== null && train.value > 0) {
    const trainKm = kgCo2e / train.value;
    metrics.push(metric('equivalentDistanceByTrain', trainKm, 'km'), metric('equivalentEarthCirconferenceByTrain', trainKm / earthCircumferenceKm, 'circumference'));
    used.set(train.name, train);
  }
  return { kgCo2e, metrics, factors: [...used.values()] };
}

// ---------------------------------------------------------------- lunches

/**
 * WORKDAY_LUNCHES: over 46 worked weeks, the lunches with meat (the mean of the beef and the
 * chicken meal) and a vegetarian lunch on the other worked days.
 */
function workdayLunches(survey: EstimateSurvey, answer: EstimateAnswer, inputs: EstimateInputs, reader: FactorReader): Figure | NoFigure {
  if (!asks(survey, 'MEALS')) return 'notAsked';
  const withMeat = answer.workdayLunchesWithMeatPerWeek;
  if (withMeat === null) return 'unknown';
  const vegetarian = Math.max(0, workedDays(answer, inputs) - withMeat);
  const vegetarianMeal = reader.read('mealVegetarian');
  const beef = reader.read('mealBeef');
  const chicken = reader.read('mealChicken');
  if (vegetarianMeal === null || beef === null || chicken === null) return 'missingFactor';
  const meatMealKg = (beef.value + chicken.value) / 2;
  const kgCo2e = (withMeat * meatMealKg + vegetarian * vegetarianMeal.value) * workedWeeksPerYear;
  return {
    kgCo2e,
    metrics: [metric('carnivorousLunchesPerWeek', withMeat, 'lunch'), metric('vegetarianLunchesPerWeek', vegetarian, 'lunch')],
    factors: [vegetarianMeal, beef, chicken],
  };
}

// ---------------------------------------------------------------- train and hotel

/** BUSINESS_TRAIN: hours a year × 100 km/h × the national train mix; beside it, the same km by combustion car. */
function businessTrain(survey: EstimateSurvey, answer: EstimateAnswer, reader: FactorReader): Figure | NoFigure {
  if (!asks(survey, 'NUMERIC', wellKnownQuestionNames.trainHoursPerYear)) return 'notAsked';
  const hours = numberAnswer(answer, wellKnownQuestionNames.trainHoursPerYear);
  if (hours === null) return 'unknown';
  const train = reader.read('train');
  if (train === null) return 'missingFactor';
  const km = hours * trainKmPerHour;
  const metrics = [metric('yearlyTrainHours', hours, 'h'), metric('yearlyKm', km, 'km')];
  const factors = [train];
  const car = reader.read('carCombustion');
  if (car !== null) {
    metrics.push(metric('equivalentEmissionsByCar', km * car.value, 'kgCO2e'));
    factors.push(car);
  }
  return { kgCo2e: km * train.value, metrics, factors };
}

/** HOTEL_NIGHTS: nights a year × the hotel night. */
function hotelNights(survey: EstimateSurvey, answer: EstimateAnswer, reader: FactorReader): Figure | NoFigure {
  if (!asks(survey, 'NUMERIC', wellKnownQuestionNames.hotelNightsPerYear)) return 'notAsked';
  const nights = numberAnswer(answer, wellKnownQuestionNames.hotelNightsPerYear);
  if (nights === null) return 'unknown';
  const hotel = reader.read('hotelNight');
  if (hotel === null) return 'missingFactor';
  return { kgCo2e: nights * hotel.value, metrics: [metric('yearlyHotelNights', nights, 'night')], factors: [hotel] };
}

// ---------------------------------------------------------------- the estimate

function categoryOf(category: EstimateCategory, figure: Figure | NoFigure): CategoryEstimate {
  const base: CategoryEstimate =
    typeof figure === 'string'
      ? { category, kgCo2e: null, metrics: [], factors: [] }
      : { category, kgCo2e: figure.kgCo2e, metrics: figure.metrics, factors: figure.factors };
  if (category === 'COMMUTING' && typeof figure !== 'string') base.commuteType = figure.commuteType ?? null;
  return base;
}

/**
 * One respondent's yearly emissions per category, kgCO2e, for the footprint's year. Always the
 * five categories, in the screen's order; the total adds those that have a figure.
 */
export function estimateAnswer(survey: EstimateSurvey, answer: EstimateAnswer, inputs: EstimateInputs): SurveyEstimate {
  const reader = () => new FactorReader(inputs.factors);
  const categories = [
    categoryOf('COMMUTING', commuting(survey, answer, inputs, reader())),
    categoryOf('BUSINESS_FLIGHTS', businessFlights(survey, answer, reader())),
    categoryOf('WORKDAY_LUNCHES', workdayLunches(survey, answer, inputs, reader())),
    categoryOf('BUSINESS_TRAIN', businessTrain(survey, answer, reader())),
    categoryOf('HOTEL_NIGHTS', hotelNights(survey, answer, reader())),
  ];
  const totalKgCo2e = categories.reduce((sum, category) => sum + (category.kgCo2e ?? 0), 0);
  return { year: inputs.year, totalKgCo2e, categories };
}

/**
 * The values of the spec's reference sentences (spec 2 section 9), from the catalogue's values:
 * "15 km by car 5 days a week is about 1.3 tCO2e a year" (15 × 2 × 230 × the combustion car's
 * fuel part) and "vegetarian lunches about 117 kgCO2e a year" (230 × the vegetarian meal). Null
 * when the factor is missing, so the page leaves the sentence out rather than shows a wrong one.
 */
export function referenceSentenceValues(factors: Readonly<Record<string, EstimateFactor>>): { carCommuteKgCo2ePerYear: number | null; vegetarianLunchesKgCo2ePerYear: number | null } {
  const reader = new FactorReader(factors);
  const car = reader.read('carCombustion');
  const vegetarian = reader.read('mealVegetarian');
  return {
    carCommuteKgCo2ePerYear: car === null ? null : referenceCommute.oneWayKm * 2 * referenceCommute.daysPerWeek * workedWeeksPerYear * car.value,
    vegetarianLunchesKgCo2ePerYear: vegetarian === null ? null : referenceCommute.daysPerWeek * workedWeeksPerYear * vegetarian.value,
  };
}
