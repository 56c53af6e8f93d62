import { describe, expect, it } from 'vitest';
import type { EstimateCategory, SurveyEstimate } from '../../surveys/model.ts';
import { remoteDayKwh, workedWeeksPerYear } from './assumptions.ts';
import { estimateAnswer, estimateFactorNames, estimateFactorsByUse, referenceSentenceValues, type EstimateAnswer } from './estimate.ts';
import { blankAnswer, franceGridKgCo2ePerKwh, fullSurvey, question, testFactors, testFactorValues as v, testInputs } from './testInputs.ts';

/*
 * Every expected number is worked by hand from the catalogue values in testInputs.ts (ADEME
 * Base Empreinte and Nos Gestes Climat) and the assumptions of docs/methodology.md: 46 worked
 * weeks a year (230 days / 5), 100 km/h by train, 2 occupants in a carpool, 0.5355 kWh a
 * remote day. Precision: kgCO2e to 6 decimals unless said.
 */

const answer = (fields: Partial<EstimateAnswer>): EstimateAnswer => ({ ...blankAnswer, ...fields });
const estimate = (fields: Partial<EstimateAnswer>, inputs = testInputs, survey = fullSurvey) => estimateAnswer(survey, answer(fields), inputs);
const category = (result: SurveyEstimate, name: EstimateCategory) => result.categories.find((entry) => entry.category === name)!;
const kgOf = (result: SurveyEstimate, name: EstimateCategory) => category(result, name).kgCo2e;
const metricOf = (result: SurveyEstimate, name: EstimateCategory, metric: string) => category(result, name).metrics.find((entry) => entry.metric === metric)?.value;
const commute = (fields: Partial<EstimateAnswer>) => kgOf(estimate({ commuteRoundTripsPerWeek: 5, commuteDistance: 10, ...fields }), 'COMMUTING');

describe('assumptions', () => {
  it('works 46 weeks a year and a remote day uses 0.5355 kWh', () => {
    // 230 working days a year / 5 days a week = 46 weeks.
    expect(workedWeeksPerYear).toBe(46);
    // (26.5 W laptop + 50 W screen) × 7 h = 535.5 Wh.
    expect(remoteDayKwh).toBeCloseTo(0.5355, 10);
  });
});

describe('the spec’s reference sentences', () => {
  it('15 km by car 5 days a week is about 1.3 tCO2e a year', () => {
    // 15 km × 2 × 230 days × 0.192 kgCO2e/km (the fuel part: combustion and upstream) = 1,324.8 kg.
    const result = estimate({ commuteType: 'CAR', carType: 'GASOLINE', commuteRoundTripsPerWeek: 5, commuteDistance: 15 });
    expect(kgOf(result, 'COMMUTING')).toBeCloseTo(1324.8, 6);
    expect(referenceSentenceValues(testFactors).carCommuteKgCo2ePerYear).toBeCloseTo(1324.8, 6);
    expect(Math.round(kgOf(result, 'COMMUTING')! / 100) / 10).toBe(1.3);
  });

  it('vegetarian lunches are about 117 kgCO2e a year', () => {
    // 0 lunches with meat: 5 vegetarian lunches × 46 weeks × 0.51 = 230 × 0.51 = 117.3 kg.
    expect(kgOf(estimate({ workdayLunchesWithMeatPerWeek: 0 }), 'WORKDAY_LUNCHES')).toBeCloseTo(117.3, 6);
    expect(referenceSentenceValues(testFactors).vegetarianLunchesKgCo2ePerYear).toBeCloseTo(117.3, 6);
  });

  it('leaves a sentence out when its factor is missing', () => {
    expect(referenceSentenceValues({})).toEqual({ carCommuteKgCo2ePerYear: null, vegetarianLunchesKgCo2ePerYear: null });
  });
});

describe('commuting by mode (5 round trips a week, 10 km one way: 5 × 2 × 10 × 46 = 4,600 km a year)', () => {
  it('counts every combustion fuel and a non-plug-in hybrid with the combustion car', () => {
    // 4,600 × 0.192 = 883.2 kg.
    for (const carType of ['GASOLINE', 'DIESEL', 'LPG', 'NGV', 'HYBRID_ELECTRIC'] as const) expect(commute({ commuteType: 'CAR', carType })).toBeCloseTo(883.2, 6);
    expect(commute({ commuteType: 'COMPANY_CAR', carType: 'DIESEL' })).toBeCloseTo(883.2, 6);
  });

  it('counts an electric car with its electricity', () => {
    // 4,600 × 0.0198 = 91.08 kg.
    expect(commute({ commuteType: 'CAR', carType: 'FULL_ELECTRIC' })).toBeCloseTo(91.08, 6);
  });

  it('shares a carpool between two occupants', () => {
    // 4,600 × 0.192 / 2 = 441.6 kg.
    expect(commute({ commuteType: 'CARPOOLING', carType: 'GASOLINE' })).toBeCloseTo(441.6, 6);
  });

  it('counts two-wheelers, public transport and electric bikes with their own factors', () => {
    // 4,600 × 0.22 = 1,012; × 0.0851 = 391.46; × 0.031 = 142.6; × 0.00223 = 10.258.
    expect(commute({ commuteType: 'MOTORBIKE' })).toBeCloseTo(1012, 6);
    expect(commute({ commuteType: 'SCOOTER', scooterType: 'GASOLINE' })).toBeCloseTo(391.46, 6);
    expect(commute({ commuteType: 'SCOOTER', scooterType: 'ELECTRIC' })).toBeCloseTo(142.6, 6);
    expect(commute({ commuteType: 'ELECTRIC_BIKE' })).toBeCloseTo(10.258, 6);
    // 4,600 × 0.1126275 = 518.0865; × 0.007405 = 34.063; × 0.0277 (regional train) = 127.42.
    expect(commute({ commuteType: 'PUBLIC_TRANSPORTATION', publicTransportType: 'BUS' })).toBeCloseTo(518.0865, 6);
    expect(commute({ commuteType: 'PUBLIC_TRANSPORTATION', publicTransportType: 'SUBWAY' })).toBeCloseTo(34.063, 6);
    expect(commute({ commuteType: 'PUBLIC_TRANSPORTATION', publicTransportType: 'OTHER' })).toBeCloseTo(127.42, 6);
  });

  it('counts walking and cycling as zero, even without a distance', () => {
    expect(commute({ commuteType: 'BIKE' })).toBe(0);
    expect(commute({ commuteType: 'WALK', commuteDistance: null })).toBe(0);
  });

  it('has no figure for OTHER or a missing detail, rather than a guessed one', () => {
    expect(commute({ commuteType: 'OTHER', otherCommuteType: 'Boat' } as Partial<EstimateAnswer>)).toBeNull();
    expect(commute({ commuteType: 'CAR', carType: null })).toBeNull();
    expect(commute({ commuteType: 'PUBLIC_TRANSPORTATION', publicTransportType: null })).toBeNull();
    expect(commute({ commuteType: 'CAR', carType: 'GASOLINE', commuteDistance: null })).toBeNull();
  });

  it('converts miles and lists the factor with its source', () => {
    // 3 round trips × 2 × 10 miles × 1.609344 km × 46 = 4,441.78944 km; × 0.0198 = 87.947430912 kg.
    const result = estimate({ commuteType: 'CAR', carType: 'FULL_ELECTRIC', commuteRoundTripsPerWeek: 3, commuteDistance: 10, commuteUnit: 'MILE' });
    expect(kgOf(result, 'COMMUTING')).toBeCloseTo(87.947430912, 6);
    expect(metricOf(result, 'COMMUTING', 'distance')).toBeCloseTo(16.09344, 6);
    expect(metricOf(result, 'COMMUTING', 'weeklyTrips')).toBe(3);
    expect(category(result, 'COMMUTING')).toMatchObject({
      commuteType: 'CAR',
      factors: [{ name: 'base-empreinte.car.electric.fuel', value: 0.0198, unit: 'km', source: 'ADEME Base Empreinte (impactCO2)', sourceVersion: '2026' }],
    });
  });

  it('takes one round trip per office day when the survey does not ask round trips, and adds the remote days’ electricity', () => {
    // 3 office days: 3 × 2 × 8 km × 46 = 2,208 km × 0.007405 = 16.35024 kg.
    // 2 remote days (5 worked − 3): 2 × 46 × 0.5355 kWh = 49.266 kWh × 0.033 = 1.625778 kg.
    // Total 16.35024 + 1.625778 = 17.976018 kg.
    const result = estimate({ daysInOfficePerWeek: 3, commuteType: 'PUBLIC_TRANSPORTATION', publicTransportType: 'SUBWAY', commuteDistance: 8, countryElectricity: 'FR' });
    expect(kgOf(result, 'COMMUTING')).toBeCloseTo(17.976018, 6);
    expect(metricOf(result, 'COMMUTING', 'remoteWorkKwh')).toBeCloseTo(49.266, 6);
    expect(metricOf(result, 'COMMUTING', 'remoteWorkKgCo2e')).toBeCloseTo(1.625778, 6);
    expect(category(result, 'COMMUTING').factors.map((factor) => factor.name)).toEqual([estimateFactorsByUse.subway, 'electricity.location.FR']);
    expect(franceGridKgCo2ePerKwh).toBe(0.033);
  });

  it('counts a fully remote respondent’s electricity only', () => {
    // 0 office days of 5: no trip; 5 × 46 × 0.5355 = 123.165 kWh × 0.033 = 4.064445 kg.
    expect(kgOf(estimate({ daysInOfficePerWeek: 0, countryElectricity: 'FR' }), 'COMMUTING')).toBeCloseTo(4.064445, 6);
  });

  it('has no figure when the remote country has no grid value, and none added when the survey does not ask the country', () => {
    expect(kgOf(estimate({ daysInOfficePerWeek: 0, countryElectricity: 'XK' }), 'COMMUTING')).toBeNull();
    const noCountry = { questions: fullSurvey.questions.filter((entry) => entry.type !== 'REMOTE_COUNTRY') };
    expect(kgOf(estimate({ daysInOfficePerWeek: 0 }, testInputs, noCountry), 'COMMUTING')).toBe(0);
  });
});

describe('business flights', () => {
  const flight = (km: number, roundTrip = false, number = 1) => ({ km, roundTrip, number });
  const flights = (...lines: ReturnType<typeof flight>[]) => estimate({ flightsTableData: lines });

  it('bands at 999, 1,000, 3,500 and 3,501 km', () => {
    // 999 km is short haul: 999 × 0.25858 = 258.32142 kg.
    expect(kgOf(flights(flight(999)), 'BUSINESS_FLIGHTS')).toBeCloseTo(258.32142, 6);
    // 1,000 km is medium haul (spec: medium 1,000-3,500): 1,000 × 0.18756 = 187.56 kg.
    expect(kgOf(flights(flight(1000)), 'BUSINESS_FLIGHTS')).toBeCloseTo(187.56, 6);
    // 3,500 km is still medium haul: 3,500 × 0.18756 = 656.46 kg.
    expect(kgOf(flights(flight(3500)), 'BUSINESS_FLIGHTS')).toBeCloseTo(656.46, 6);
    // 3,501 km is long haul: 3,501 × 0.15196 = 532.01196 kg.
    expect(kgOf(flights(flight(3501)), 'BUSINESS_FLIGHTS')).toBeCloseTo(532.01196, 6);
  });

  it('doubles a return trip and multiplies by the number of trips', () => {
    // 2 return trips of 800 km: 4 legs × 800 = 3,200 km × 0.25858 = 827.456 kg.
    const result = flights(flight(800, true, 2));
    expect(kgOf(result, 'BUSINESS_FLIGHTS')).toBeCloseTo(827.456, 6);
    expect(metricOf(result, 'BUSINESS_FLIGHTS', 'totalKm')).toBe(3200);
    expect(metricOf(result, 'BUSINESS_FLIGHTS', 'totalFlights')).toBe(4);
    // Same emissions by train: 827.456 / 0.00875784431138 = 94,481.70 km, / (2π × 6,371) = 2.3603 times around the earth.
    expect(metricOf(result, 'BUSINESS_FLIGHTS', 'equivalentDistanceByTrain')).toBeCloseTo(94481.7, 1);
    expect(metricOf(result, 'BUSINESS_FLIGHTS', 'equivalentEarthCirconferenceByTrain')).toBeCloseTo(2.3603, 4);
    expect(category(result, 'BUSINESS_FLIGHTS').factors.map((factor) => factor.name)).toEqual([
      'base-empreinte.plane.short-haul.fuel',
      'base-empreinte.plane.short-haul.construction',
      'base-empreinte.plane.short-haul.contrails',
      'ademe.transport.train.impact-par-km',
    ]);
  });

  it('adds lines of different bands', () => {
    // 500 km one way (500 × 0.25858 = 129.29) + 6,000 km return (12,000 × 0.15196 = 1,823.52) = 1,952.81 kg.
    expect(kgOf(flights(flight(500), flight(6000, true)), 'BUSINESS_FLIGHTS')).toBeCloseTo(1952.81, 6);
  });

  it('is zero with no flight, and null when the survey does not ask flights', () => {
    expect(kgOf(flights(), 'BUSINESS_FLIGHTS')).toBe(0);
    expect(kgOf(estimate({}, testInputs, { questions: [question('MEALS')] }), 'BUSINESS_FLIGHTS')).toBeNull();
  });
});

describe('workday lunches', () => {
  it('counts lunches with meat at the mean of the beef and chicken meals and the other worked days vegetarian', () => {
    // Meat lunch (7.26 + 1.58) / 2 = 4.42. 3 with meat, 2 vegetarian: (3 × 4.42 + 2 × 0.51) × 46 = 14.28 × 46 = 656.88 kg.
    const result = estimate({ workdayLunchesWithMeatPerWeek: 3 });
    expect(kgOf(result, 'WORKDAY_LUNCHES')).toBeCloseTo(656.88, 6);
    expect(metricOf(result, 'WORKDAY_LUNCHES', 'carnivorousLunchesPerWeek')).toBe(3);
    expect(v.mealBeef + v.mealChicken).toBeCloseTo(8.84, 10);
  });

  it('takes a part-timer’s worked days', () => {
    // 3 worked days, 1 with meat: (4.42 + 2 × 0.51) × 46 = 5.44 × 46 = 250.24 kg.
    const result = estimate({ workdayLunchesWithMeatPerWeek: 1, customQuestions: { workedDaysPerWeek: 3 } });
    expect(kgOf(result, 'WORKDAY_LUNCHES')).toBeCloseTo(250.24, 6);
  });

  it('is null when unanswered', () => {
    expect(kgOf(estimate({}), 'WORKDAY_LUNCHES')).toBeNull();
  });
});

describe('business train and hotel nights', () => {
  it('turns train hours into km at 100 km/h', () => {
    // 10 h × 100 km/h = 1,000 km × 0.00875784431138 = 8.75784431138 kg; by combustion car 1,000 × 0.192 = 192 kg.
    const result = estimate({ customQuestions: { trainHoursPerYear: 10 } });
    expect(kgOf(result, 'BUSINESS_TRAIN')).toBeCloseTo(8.75784431138, 9);
    expect(metricOf(result, 'BUSINESS_TRAIN', 'yearlyTrainHours')).toBe(10);
    expect(metricOf(result, 'BUSINESS_TRAIN', 'equivalentEmissionsByCar')).toBeCloseTo(192, 6);
  });

  it('counts hotel nights', () => {
    // 12 nights × 6.93 = 83.16 kg.
    expect(kgOf(estimate({ customQuestions: { hotelNightsPerYear: 12 } }), 'HOTEL_NIGHTS')).toBeCloseTo(83.16, 6);
  });

  it('is null when the survey does not ask them or the answer is blank', () => {
    expect(kgOf(estimate({ customQuestions: { trainHoursPerYear: 10 } }, testInputs, { questions: [question('NUMERIC', 'other')] }), 'BUSINESS_TRAIN')).toBeNull();
    expect(kgOf(estimate({ customQuestions: { hotelNightsPerYear: null } }), 'HOTEL_NIGHTS')).toBeNull();
  });
});

describe('the whole estimate', () => {
  it('adds the categories that have a figure, in the screen’s order, for the footprint’s year', () => {
    // Reference car 1,324.8 + 999 km flight 258.32142 + vegetarian lunches 117.3 + 10 h of train 8.75784431138 + 12 nights 83.16
    // = 1,792.33926431138 kg.
    const result = estimate({
      commuteType: 'CAR',
      carType: 'DIESEL',
      commuteRoundTripsPerWeek: 5,
      commuteDistance: 15,
      flightsTableData: [{ km: 999, roundTrip: false, number: 1 }],
      workdayLunchesWithMeatPerWeek: 0,
      customQuestions: { trainHoursPerYear: 10, hotelNightsPerYear: 12 },
    });
    expect(result.year).toBe(2024);
    expect(result.categories.map((entry) => entry.category)).toEqual(['COMMUTING', 'BUSINESS_FLIGHTS', 'WORKDAY_LUNCHES', 'BUSINESS_TRAIN', 'HOTEL_NIGHTS']);
    expect(result.totalKgCo2e).toBeCloseTo(1792.33926431138, 6);
  });

  it('keeps going when a factor is missing: that category is null, the others count', () => {
    const { ['base-empreinte.meal.beef']: _beef, ...withoutBeef } = testFactors;
    const result = estimate({ workdayLunchesWithMeatPerWeek: 2, customQuestions: { hotelNightsPerYear: 12 } }, { ...testInputs, factors: withoutBeef });
    expect(kgOf(result, 'WORKDAY_LUNCHES')).toBeNull();
    expect(result.totalKgCo2e).toBeCloseTo(83.16, 6);
    expect(() => estimate({ commuteType: 'MOTORBIKE', commuteRoundTripsPerWeek: 1, commuteDistance: 3 }, { ...testInputs, factors: {} })).not.toThrow();
  });

  it('lists each factor it reads once', () => {
    expect(new Set(estimateFactorNames).size).toBe(estimateFactorNames.length);
    expect(estimateFactorNames).toHaveLength(23);
    for (const name of estimateFactorNames) expect(testFactors[name], name).toBeDefined();
  });
});
