import type { SurveyAnswerFieldsInput } from '@cairn/shared/surveys/model';
import { wellKnownQuestionNames } from '@cairn/shared/surveys/model';

/*
 * The demo survey's answers: about 120 employees of a fictitious company over three sites,
 * drawn by a fixed generator so every seed writes the same answers. The shares are plausible
 * for a French company with a head office in a city and two smaller sites, not measured: most
 * people drive, a fifth take public transport, a few cycle or walk; distances are skewed
 * (many short, a few long); some remote work; a handful of flights, mostly European.
 */

/** A deterministic generator (a linear congruential one, as the benches use), in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

/** Picks by weight: `[value, weight][]`. */
function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [value, weight] of choices) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const commuteModes = [
  ['CAR', 50],
  ['PUBLIC_TRANSPORTATION', 22],
  ['BIKE', 8],
  ['ELECTRIC_BIKE', 5],
  ['WALK', 5],
  ['CARPOOLING', 4],
  ['MOTORBIKE', 2],
  ['SCOOTER', 2],
  ['COMPANY_CAR', 2],
] as const;

const carTypes = [
  ['GASOLINE', 45],
  ['DIESEL', 30],
  ['HYBRID_ELECTRIC', 15],
  ['FULL_ELECTRIC', 10],
] as const;

/** Return trips an employee of a Lyon-based company may take, by IATA code. */
const flightRoutes = [
  ['LYS', 'CDG', 30],
  ['LYS', 'BCN', 15],
  ['CDG', 'LHR', 15],
  ['LYS', 'AMS', 10],
  ['CDG', 'FCO', 10],
  ['CDG', 'JFK', 6],
  ['CDG', 'YUL', 4],
  ['LYS', 'ALG', 5],
  ['CDG', 'DXB', 5],
] as const;

/** A one-way commute in km: half under 10 km, a long tail to about 60. */
function commuteKm(random: () => number, mode: string): number {
  if (mode === 'WALK') return Math.round(1 + random() * 2);
  if (mode === 'BIKE' || mode === 'ELECTRIC_BIKE') return Math.round(2 + random() * (mode === 'BIKE' ? 8 : 14));
  const skewed = Math.exp(Math.log(3) + random() * Math.log(20));
  return Math.round(Math.min(skewed, 80));
}

/** The demo answers, each naming one of the three affiliations (in the proportions of their staff). */
export function demoSurveyAnswers(affiliations: readonly [string, string, string], count = 120): SurveyAnswerFieldsInput[] {
  const random = generator(2025);
  const answers: SurveyAnswerFieldsInput[] = [];
  for (let index = 0; index < count; index += 1) {
    const affiliationUuid = weighted(random, [
      [affiliations[0], 60],
      [affiliations[1], 25],
      [affiliations[2], 15],
    ]);
    const partTime = random() < 0.1;
    const workedDays = partTime ? 4 : 5;
    const daysInOffice = Math.min(workedDays, weighted(random, [[5, 35], [4, 20], [3, 30], [2, 10], [1, 3], [0, 2]] as const));
    const remoteDays = workedDays - daysInOffice;
    const mode = weighted(random, commuteModes);
    const commutes = daysInOffice > 0;
    const flights = random() < 0.3 ? Array.from({ length: 1 + Math.floor(random() * 2) }, () => weighted(random, flightRoutes.map(([from, to, weight]) => [{ from, to }, weight] as const))) : [];
    answers.push({
      affiliationUuid,
      daysInOfficePerWeek: daysInOffice,
      commuteRoundTripsPerWeek: commutes ? daysInOffice : 0,
      commuteType: commutes ? mode : null,
      carType: commutes && (mode === 'CAR' || mode === 'CARPOOLING' || mode === 'COMPANY_CAR') ? weighted(random, carTypes) : null,
      scooterType: commutes && mode === 'SCOOTER' ? (random() < 0.5 ? 'ELECTRIC' : 'GASOLINE') : null,
      publicTransportType: commutes && mode === 'PUBLIC_TRANSPORTATION' ? weighted(random, [['BUS', 40], ['SUBWAY', 50], ['OTHER', 10]] as const) : null,
      commuteDistance: commutes ? commuteKm(random, mode) : null,
      commuteUnit: 'KM',
      countryElectricity: remoteDays > 0 ? weighted(random, [['FR', 95], ['BE', 3], ['CH', 2]] as const) : null,
      flightsTableData: flights.map(({ from, to }) => ({ from, to, roundTrip: true, number: 1 + Math.floor(random() * 2) })),
      workdayLunchesWithMeatPerWeek: Math.min(workedDays, weighted(random, [[0, 12], [1, 10], [2, 20], [3, 25], [4, 18], [5, 15]] as const)),
      customQuestions: {
        [wellKnownQuestionNames.workedDaysPerWeek]: workedDays,
        [wellKnownQuestionNames.remoteDaysPerWeek]: remoteDays,
        [wellKnownQuestionNames.trainHoursPerYear]: random() < 0.4 ? Math.round(2 + random() * 30) : 0,
        [wellKnownQuestionNames.hotelNightsPerYear]: random() < 0.3 ? Math.round(1 + random() * 12) : 0,
        [wellKnownQuestionNames.professionalSmartphone]: random() < 0.45,
        [wellKnownQuestionNames.computerScreens]: weighted(random, [[1, 50], [2, 45], [3, 5]] as const),
        [wellKnownQuestionNames.coffeeCupsPerDay]: weighted(random, [[0, 20], [1, 25], [2, 30], [3, 15], [4, 10]] as const),
        [wellKnownQuestionNames.teaCupsPerDay]: weighted(random, [[0, 55], [1, 25], [2, 15], [3, 5]] as const),
      },
    });
  }
  return answers;
}
