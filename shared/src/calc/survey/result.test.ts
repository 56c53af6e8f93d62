import { describe, expect, it } from 'vitest';
import type { EstimateAnswer } from './estimate.ts';
import { commuteKmBin, employeeNumberOf, median, roundDecimals, surveyResult } from './result.ts';
import { blankAnswer, testInputs } from './testInputs.ts';

/*
 * Worked example, a survey of 40 employees (5 worked days a week by default) and 5 answers:
 *   A1 3 office days (2 remote), car (petrol) 4 round trips × 12 km; flights 800 km return (2 short legs,
 *      1,600 km) and 1,200 km one way (1 medium leg); 2 lunches with meat; smartphone yes, 2 screens,
 *      3 coffees, 0 tea; 10 train hours, 4 hotel nights.
 *   A2 5 office days (0 remote), bus 5 × 6 km; 2 return trips of 7,000 km (4 long legs, 28,000 km);
 *      5 lunches with meat; smartphone no, 1 screen, 2 coffees, 1 tea; 0 train hours.
 *   A3 0 office days (5 remote, no commute); no flight; no meat; smartphone yes, 2 screens, 0 coffee, 2 teas.
 *   A4 part-time, 3 worked days, 2 in the office (1 remote); car (diesel) 2 × 30 km; 1 lunch with meat; 4 coffees.
 *   A5 4 office days (1 remote), walks 4 × 1 km; lunches unanswered; 2 coffees.
 */
const answer = (fields: Partial<EstimateAnswer>): EstimateAnswer => ({ ...blankAnswer, ...fields });
const answers: EstimateAnswer[] = [
  answer({
    daysInOfficePerWeek: 3,
    commuteType: 'CAR',
    carType: 'GASOLINE',
    commuteRoundTripsPerWeek: 4,
    commuteDistance: 12,
    // Its 2 remote days' electricity is the personal estimate's, not the commute's per mode.
    countryElectricity: 'FR',
    flightsTableData: [
      { km: 800, roundTrip: true, number: 1 },
      { km: 1200, roundTrip: false, number: 1 },
    ],
    workdayLunchesWithMeatPerWeek: 2,
    customQuestions: { professionalSmartphone: true, computerScreens: 2, coffeeCupsPerDay: 3, teaCupsPerDay: 0, trainHoursPerYear: 10, hotelNightsPerYear: 4 },
  }),
  answer({
    daysInOfficePerWeek: 5,
    commuteType: 'PUBLIC_TRANSPORTATION',
    publicTransportType: 'BUS',
    commuteRoundTripsPerWeek: 5,
    commuteDistance: 6,
    flightsTableData: [{ km: 7000, roundTrip: true, number: 2 }],
    workdayLunchesWithMeatPerWeek: 5,
    customQuestions: { professionalSmartphone: false, computerScreens: 1, coffeeCupsPerDay: 2, teaCupsPerDay: 1, trainHoursPerYear: 0 },
  }),
  answer({ daysInOfficePerWeek: 0, workdayLunchesWithMeatPerWeek: 0, customQuestions: { professionalSmartphone: true, computerScreens: 2, coffeeCupsPerDay: 0, teaCupsPerDay: 2 } }),
  answer({
    daysInOfficePerWeek: 2,
    commuteType: 'CAR',
    carType: 'DIESEL',
    commuteRoundTripsPerWeek: 2,
    commuteDistance: 30,
    workdayLunchesWithMeatPerWeek: 1,
    customQuestions: { workedDaysPerWeek: 3, coffeeCupsPerDay: 4 },
  }),
  answer({ daysInOfficePerWeek: 4, commuteType: 'WALK', commuteRoundTripsPerWeek: 4, commuteDistance: 1, customQuestions: { coffeeCupsPerDay: 2 } }),
];
const survey = { uuid: '00000000-0000-4000-8000-000000000001', label: 'Employees 2024', targetPopulation: 40 };
const result = surveyResult(survey, answers, testInputs);

describe('surveyResult on the worked example', () => {
  it('counts the answers against the employee number', () => {
    expect(result).toMatchObject({ uuid: survey.uuid, label: 'Employees 2024', employeeNumber: 40, nbAnswers: 5 });
  });

  it('averages working habits, rounded to 2 decimals', () => {
    // Remote days 2 + 0 + 5 + 1 + 1 = 9 / 5 = 1.8; office days 3 + 5 + 0 + 2 + 4 = 14 / 5 = 2.8.
    expect(result.averageRemoteDaysPerWeek).toBe(1.8);
    expect(result.averageDaysInOfficePerWeek).toBe(2.8);
    // Smartphone: 2 yes of 3 answers = 0.6667; screens (2 + 1 + 2) / 3 = 1.6667 per answer.
    expect(result.professionalSmartphoneRatio).toBeCloseTo(2 / 3, 10);
    expect(result.computerScreensRatio).toBeCloseTo(5 / 3, 10);
  });

  it('sums flights by haul class, legs and km', () => {
    expect(result.flights).toEqual({ short: { count: 2, totalKm: 1600 }, medium: { count: 1, totalKm: 1200 }, long: { count: 4, totalKm: 28000 } });
    expect(result.numberOfTrainHours).toBe(10);
    expect(result.numberOfHotelNights).toBe(4);
  });

  it('shares the lunches and averages the drinks to 1 decimal', () => {
    // Vegetarian lunches 3 + 0 + 5 + 2 = 10 of 5 + 5 + 5 + 3 = 18 worked-day lunches (A5 unanswered) = 0.5556.
    expect(result.vegetarianMealsRatio).toBeCloseTo(10 / 18, 10);
    // Coffee (3 + 2 + 0 + 4 + 2) / 5 = 2.2; tea (0 + 1 + 2) / 3 = 1.
    expect(result.averageDailyCoffeeCups).toBe(2.2);
    expect(result.averageDailyTeaCups).toBe(1);
  });

  it('extrapolates each mode’s commute to the 40 employees (× 40 / 5 = 8)', () => {
    // Car: A1 4 × 2 × 12 × 46 = 4,416 km × 0.192 = 847.872; A4 2 × 2 × 30 × 46 = 5,520 km × 0.192 = 1,059.84;
    //      (847.872 + 1,059.84) × 8 = 15,261.696 kg.
    // Bus: 5 × 2 × 6 × 46 = 2,760 km × 0.1126275 = 310.8519 × 8 = 2,486.8152 kg. Walk: 0.
    expect(result.commuteEntries.map((entry) => entry.commuteType)).toEqual(['PUBLIC_TRANSPORTATION', 'CAR', 'WALK']);
    const [bus, car, walk] = result.commuteEntries;
    expect(bus).toMatchObject({ numberOfAnswers: 1 });
    expect(bus!.estimatedEmissions).toBeCloseTo(2486.8152, 6);
    expect(car).toMatchObject({ numberOfAnswers: 2 });
    expect(car!.estimatedEmissions).toBeCloseTo(15261.696, 6);
    expect(walk).toEqual({ commuteType: 'WALK', numberOfAnswers: 1, estimatedEmissions: 0 });
  });

  it('bins the one-way commutes and takes their median', () => {
    // 12, 6, 30 and 1 km (A3 does not commute): sorted 1, 6, 12, 30, median (6 + 12) / 2 = 9.
    expect(result.commuteKmsMedian).toBe(9);
    expect(result.commuteKmsDistribution).toEqual([
      { label: '0-5 km', value: 1 },
      { label: '5-10 km', value: 1 },
      { label: '10-20 km', value: 1 },
      { label: '20-30 km', value: 0 },
      { label: '30-50 km', value: 1 },
      { label: '50-100 km', value: 0 },
      { label: '100+ km', value: 0 },
    ]);
  });
});

describe('surveyResult edge cases', () => {
  it('gives nulls and zeros with no answers', () => {
    expect(surveyResult(survey, [], testInputs)).toEqual({
      uuid: survey.uuid,
      label: 'Employees 2024',
      employeeNumber: 40,
      nbAnswers: 0,
      averageRemoteDaysPerWeek: null,
      averageDaysInOfficePerWeek: null,
      professionalSmartphoneRatio: null,
      computerScreensRatio: null,
      flights: { short: { count: 0, totalKm: 0 }, medium: { count: 0, totalKm: 0 }, long: { count: 0, totalKm: 0 } },
      numberOfTrainHours: 0,
      numberOfHotelNights: 0,
      vegetarianMealsRatio: null,
      averageDailyCoffeeCups: null,
      averageDailyTeaCups: null,
      commuteEntries: [],
      commuteKmsDistribution: [],
      commuteKmsMedian: null,
    });
  });

  it('rounds averages half away from zero', () => {
    // Office days 1, 1, 2: 4 / 3 = 1.333… → 1.33; remote 4, 4, 3: 11 / 3 = 3.666… → 3.67; coffee 1, 1, 2 → 1.3.
    const three = [1, 1, 2].map((days) => answer({ daysInOfficePerWeek: days, customQuestions: { coffeeCupsPerDay: days } }));
    const rounded = surveyResult(survey, three, testInputs);
    expect(rounded.averageDaysInOfficePerWeek).toBe(1.33);
    expect(rounded.averageRemoteDaysPerWeek).toBe(3.67);
    expect(rounded.averageDailyCoffeeCups).toBe(1.3);
    expect(roundDecimals(1.005, 2)).toBe(1.01);
    expect(roundDecimals(2.25, 1)).toBe(2.3);
  });

  it('counts an answer whose commute is unknown at its mode’s mean', () => {
    // One petrol car 5 × 2 × 10 × 46 = 4,600 km × 0.192 = 883.2; one car without a fuel: unknown.
    // 883.2 × 2 answers × 10 employees / 2 answers = 8,832 kg.
    const cars = [answer({ commuteType: 'CAR', carType: 'GASOLINE', commuteRoundTripsPerWeek: 5, commuteDistance: 10 }), answer({ commuteType: 'CAR', commuteRoundTripsPerWeek: 5, commuteDistance: 10 })];
    const [car] = surveyResult({ ...survey, targetPopulation: 10 }, cars, testInputs).commuteEntries;
    expect(car!.estimatedEmissions).toBeCloseTo(8832, 6);
  });

  it('takes the employee number given, else the target, else the affiliations’ targets, else the answers', () => {
    expect(employeeNumberOf({ targetPopulation: 40, employeeNumber: 55 }, 3)).toBe(55);
    expect(employeeNumberOf({ targetPopulation: 40 }, 3)).toBe(40);
    expect(employeeNumberOf({ targetPopulation: null, affiliations: [{ targetPopulation: 12 }, { targetPopulation: null }, { targetPopulation: 30 }] }, 3)).toBe(42);
    expect(employeeNumberOf({ targetPopulation: null, affiliations: [] }, 3)).toBe(3);
  });

  it('bins on lower bounds and takes an odd median', () => {
    expect([0, 4.99, 5, 49.9, 50, 100, 1500].map(commuteKmBin)).toEqual([0, 0, 1, 4, 5, 6, 6]);
    expect(median([7, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
  });
});
