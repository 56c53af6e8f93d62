import { describe, expect, it } from 'vitest';
import { parse, type Formula, type FormulaContext } from '../formula/index.ts';
import { testFactor } from '../formula/testFactor.ts';
import {
  evaluateSurveyFormula,
  extrapolate,
  fteWeight,
  surveyFormulaContext,
  type AnswerValueToExtrapolate,
  type ExtrapolationSurvey,
  type FormulaAnswer,
} from './extrapolation.ts';
import { blankAnswer, question } from './testInputs.ts';

/*
 * Worked examples of the FTE weighting and the extrapolation (spec 2 section 5 "Misc", spec 3
 * sections 5 and 9): weight = min(1, worked days / the survey's full-time days); a mean per
 * full-time answer Σ value·w / Σ w, times the population it speaks for.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [north, south, east] = [uuid(1), uuid(2), uuid(3)];
const value = (affiliationUuid: string | null, workedDaysPerWeek: number, amount: number): AnswerValueToExtrapolate => ({ affiliationUuid, workedDaysPerWeek, value: amount });
const plain = (targetPopulation: number | null): ExtrapolationSurvey => ({ targetPopulation, fteWorkedDaysPerWeek: 5, affiliations: [] });
const withAffiliations = (targetPopulation: number | null, ...targets: (number | null)[]): ExtrapolationSurvey => ({
  targetPopulation,
  fteWorkedDaysPerWeek: 5,
  affiliations: targets.map((target, index) => ({ uuid: [north, south, east][index]!, targetPopulation: target })),
});
const valueOf = (result: ReturnType<typeof extrapolate>) => (result.ok ? result.value : result.error);
const errorOf = (result: ReturnType<typeof extrapolate>) => (result.ok ? null : { code: result.error.code, key: result.error.message.key, affiliationUuid: result.error.affiliationUuid });

// North: 2 and 4 (full time): mean 3. South: 10 (full time).
const northAndSouth = [value(north, 5, 2), value(north, 5, 4), value(south, 5, 10)];

describe('FTE weight', () => {
  it('weighs a part-timer by the share of a full-time week, capped at 1', () => {
    expect(fteWeight(3, 5)).toBeCloseTo(0.6, 12);
    expect(fteWeight(6, 5)).toBe(1);
    expect(fteWeight(5, 5)).toBe(1);
    expect(fteWeight(0, 5)).toBe(0);
    // 4 days of a 4-day full-time week.
    expect(fteWeight(4, 4)).toBe(1);
  });
});

describe('extrapolate', () => {
  it('without affiliations: Σ value·w × T / Σ w', () => {
    // 10 (5 days, w 1) and 4 (3 days, w 0.6): (10 + 2.4) / 1.6 = 7.75 per full-time answer × 100 = 775.
    expect(valueOf(extrapolate(plain(100), [value(null, 5, 10), value(null, 3, 4)]))).toBeCloseTo(775, 9);
    // 6 days of 5 weigh 1, not 1.2: (10 + 4) / 2 × 100 = 700.
    expect(valueOf(extrapolate(plain(100), [value(null, 5, 10), value(null, 6, 4)]))).toBeCloseTo(700, 9);
  });

  it('with affiliations: each affiliation to its own target', () => {
    // North 3 × 40 = 120, south 10 × 60 = 600: 720 (the main population 100 equals 40 + 60: no rescaling).
    expect(valueOf(extrapolate(withAffiliations(null, 40, 60), northAndSouth))).toBeCloseTo(720, 9);
    expect(valueOf(extrapolate(withAffiliations(100, 40, 60), northAndSouth))).toBeCloseTo(720, 9);
  });

  it('rescales to the main target population when it differs from the affiliations’ sum', () => {
    // 720 × 120 / (40 + 60) = 720 × 1.2 = 864.
    expect(valueOf(extrapolate(withAffiliations(120, 40, 60), northAndSouth))).toBeCloseTo(864, 9);
  });

  it('lets the answered affiliations speak for one without answers when the main population is set', () => {
    // East (50) has no answers. 720 over north and south (40 + 60 = 100), rescaled to 200: × 2 = 1,440.
    expect(valueOf(extrapolate(withAffiliations(200, 40, 60, 50), northAndSouth))).toBeCloseTo(1440, 9);
  });

  it('extrapolates all answers together when an answered affiliation has no target but the main population is set', () => {
    // (2 + 4 + 10) / 3 = 16 / 3 per answer × 120 = 640.
    expect(valueOf(extrapolate(withAffiliations(120, null, 60), northAndSouth))).toBeCloseTo(640, 9);
  });

  it('weighs part-timers within an affiliation', () => {
    // North: 2 (5 days, w 1) and 4 (3 days, w 0.6): (2 + 2.4) / 1.6 = 2.75 × 40 = 110; south 10 × 60 = 600; 710.
    expect(valueOf(extrapolate(withAffiliations(null, 40, 60), [value(north, 5, 2), value(north, 3, 4), value(south, 5, 10)]))).toBeCloseTo(710, 9);
  });

  it('answers each counting error with its message', () => {
    expect(errorOf(extrapolate(plain(100), []))).toEqual({ code: 'noAnswers', key: 'server.survey.noAnswers', affiliationUuid: undefined });
    expect(errorOf(extrapolate(plain(100), [value(null, 0, 3)]))).toMatchObject({ code: 'noAnswers' });
    expect(errorOf(extrapolate(plain(null), [value(null, 5, 1)]))).toEqual({ code: 'missingTargetPopulation', key: 'server.survey.missingTargetPopulation', affiliationUuid: undefined });
    expect(errorOf(extrapolate(withAffiliations(null, null, null), northAndSouth))).toMatchObject({ code: 'missingTargetPopulation', key: 'server.survey.missingTargetPopulation' });
    expect(errorOf(extrapolate(withAffiliations(null, null, 60), northAndSouth))).toEqual({
      code: 'missingTargetPopulation',
      key: 'server.survey.affiliationMissingTargetPopulation',
      affiliationUuid: north,
    });
    expect(errorOf(extrapolate(withAffiliations(120, 40, 60), [...northAndSouth, value(null, 5, 1)]))).toMatchObject({ code: 'answersWithoutAffiliation', key: 'server.survey.answersWithoutAffiliation' });
    expect(errorOf(extrapolate(withAffiliations(120, 40, 60), [...northAndSouth, value(uuid(9), 5, 1)]))).toMatchObject({ code: 'answersWithoutAffiliation' });
    expect(errorOf(extrapolate(withAffiliations(null, 40, 60, 50), northAndSouth))).toEqual({
      code: 'affiliationWithoutAnswers',
      key: 'server.survey.affiliationWithoutAnswers',
      affiliationUuid: east,
    });
  });

  it('gives the English text with each error', () => {
    const result = extrapolate(plain(100), []);
    expect(result.ok ? null : result.error.message.text).toBe('The survey has no answers');
  });
});

const survey = {
  targetPopulation: 10,
  fteWorkedDaysPerWeek: 5,
  affiliations: [],
  questions: [
    question('COMMUTE_DISTANCE'),
    question('FLIGHTS'),
    question('MEALS'),
    question('NUMERIC', 'trainHoursPerYear'),
    question('NUMERIC', 'workedDaysPerWeek'),
    question('YES_NO', 'professionalSmartphone'),
    question('SELECT', 'site'),
    question('MULTI_SELECT', 'perks'),
    question('TEXT', 'remarks'),
    question('FILES', 'receipts'),
  ],
};
const answer = (fields: Partial<FormulaAnswer>): FormulaAnswer => ({ ...blankAnswer, ...fields });

describe('surveyFormulaContext', () => {
  it('gives custom answers by name and the standard fields under their documented names', () => {
    const s = surveyFormulaContext(
      survey,
      answer({
        daysInOfficePerWeek: 3,
        commuteType: 'CAR',
        carType: 'DIESEL',
        commuteRoundTripsPerWeek: 4,
        commuteDistance: 12,
        countryElectricity: 'FR',
        flightsTableData: [
          { km: 800, roundTrip: true, number: 1 },
          { km: 3500, roundTrip: false, number: 2 },
          { km: 9000, roundTrip: true, number: 1 },
        ],
        workdayLunchesWithMeatPerWeek: 2,
        customQuestions: { trainHoursPerYear: 12, professionalSmartphone: true, site: 'paris', perks: ['bike', 'canteen'], remarks: '  ' },
      }),
    );
    expect(s).toEqual({
      trainHoursPerYear: 12,
      workedDaysPerWeek: 5,
      professionalSmartphone: true,
      site: 'paris',
      perks: ['bike', 'canteen'],
      remarks: null,
      daysInOfficePerWeek: 3,
      // 5 worked − 3 in the office.
      remoteDaysPerWeek: 2,
      commuteRoundTripsPerWeek: 4,
      commuteType: 'CAR',
      carType: 'DIESEL',
      scooterType: null,
      publicTransportType: null,
      commuteKm: 12,
      // 4 × 2 × 12 × 46 = 4,416 km.
      commuteKmPerYear: 4416,
      countryElectricity: 'FR',
      // 800 km return: 2 short legs, 1,600 km; 3,500 km × 2: 2 medium legs, 7,000 km; 9,000 km return: 2 long legs, 18,000 km.
      flightsShort: 2,
      flightsMedium: 2,
      flightsLong: 2,
      flightKmShort: 1600,
      flightKmMedium: 7000,
      flightKmLong: 18000,
      // 2 × 46 = 92 with meat; (5 − 2) × 46 = 138 vegetarian.
      lunchesWithMeatPerYear: 92,
      vegetarianLunchesPerYear: 138,
    });
  });

  it('converts miles and leaves unknowns null', () => {
    const s = surveyFormulaContext(survey, answer({ commuteType: 'PUBLIC_TRANSPORTATION', publicTransportType: 'BUS', commuteRoundTripsPerWeek: 1, commuteDistance: 10, commuteUnit: 'MILE' }));
    // 10 miles × 1.609344 = 16.09344 km; 1 × 2 × 16.09344 × 46 = 1,480.59648 km.
    expect(s.commuteKm).toBeCloseTo(16.09344, 9);
    expect(s.commuteKmPerYear).toBeCloseTo(1480.59648, 9);
    expect(s.trainHoursPerYear).toBeNull();
    expect(s.lunchesWithMeatPerYear).toBeNull();
    expect(s.daysInOfficePerWeek).toBeNull();
  });
});

const formula = (script: string): Formula => {
  const result = parse(script);
  if (!result.ok) throw new Error(result.error.message);
  return result.formula;
};
const base: FormulaContext = { ef: { car_km: testFactor(0.192, { unit: 'km' }) } };

describe('evaluateSurveyFormula', () => {
  const fullTimeCar = answer({ commuteType: 'CAR', carType: 'GASOLINE', commuteRoundTripsPerWeek: 4, commuteDistance: 12, customQuestions: { trainHoursPerYear: 10, professionalSmartphone: true } });
  const partTimeCar = answer({ commuteType: 'CAR', carType: 'DIESEL', commuteRoundTripsPerWeek: 2, commuteDistance: 30, customQuestions: { workedDaysPerWeek: 3, trainHoursPerYear: null, professionalSmartphone: false } });

  it('evaluates per answer and extrapolates with the FTE weights', () => {
    // 4 × 2 × 12 × 46 = 4,416 km × 0.192 = 847.872 (w 1); 2 × 2 × 30 × 46 = 5,520 km × 0.192 = 1,059.84 (w 0.6).
    // (847.872 + 635.904) / 1.6 = 927.36 per full-time answer × 10 employees = 9,273.6 kg.
    const result = evaluateSurveyFormula(formula('s.commuteKmPerYear * ef.car_km'), survey, [fullTimeCar, partTimeCar], base);
    expect(result.ok && result.value).toBeCloseTo(9273.6, 6);
    expect(result.ok && result.provenance.map((entry) => entry.name)).toEqual(['car_km']);
  });

  it('counts a blank answer as 0 for that answer only', () => {
    // 10 h × 2 (w 1) and blank → 0 (w 0.6): 20 / 1.6 = 12.5 × 10 = 125.
    const result = evaluateSurveyFormula(formula('s.trainHoursPerYear * 2'), survey, [fullTimeCar, partTimeCar], base);
    expect(result.ok && result.value).toBeCloseTo(125, 9);
  });

  it('answers "No answer for question" when no answer answers it', () => {
    const result = evaluateSurveyFormula(formula('s.trainHoursPerYear * 2'), survey, [partTimeCar], base);
    expect(result.ok ? null : result.error.message).toBe('No answer for question');
  });

  it('counts yes as 1', () => {
    // Yes (w 1), no (w 0.6): 1 / 1.6 = 0.625 × 10 = 6.25 people with a professional smartphone.
    const result = evaluateSurveyFormula(formula('s.professionalSmartphone'), survey, [fullTimeCar, partTimeCar], base);
    expect(result.ok && result.value).toBeCloseTo(6.25, 9);
  });

  it('returns the first other error, and the counting errors', () => {
    const missing = evaluateSurveyFormula(formula('s.commuteKm * ef.unknown_factor'), survey, [fullTimeCar], base);
    expect(missing.ok ? null : missing.error.message).toBe('Emission factor unknown_factor not found');
    const text = evaluateSurveyFormula(formula('s.commuteType'), survey, [fullTimeCar], base);
    expect(text.ok ? null : text.error.message).toBe('Result is NaN');
    const none = evaluateSurveyFormula(formula('s.commuteKm'), survey, [], base);
    expect(none.ok ? null : none.error.code).toBe('noAnswers');
    const noTarget = evaluateSurveyFormula(formula('s.commuteKm'), { ...survey, targetPopulation: null }, [fullTimeCar], base);
    expect(noTarget.ok ? null : noTarget.error.code).toBe('missingTargetPopulation');
  });
});
