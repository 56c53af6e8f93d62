import { describe, expect, it } from 'vitest';
import type { StoredFormulaTemplate } from '../../questionnaires/questionTemplateCatalogue.ts';
import { entrySourceKey } from '../../schemas/report.ts';
import { SurveyAnswerFields, type SurveyAnswerFieldsInput } from '../../surveys/model.ts';
import { catalogueView } from '../catalogue/context.ts';
import type { FormulaAnswer } from '../survey/extrapolation.ts';
import { entriesFromSurveys, type AnsweredSurvey } from './fromSurveys.ts';

/*
 * Worked values, by hand. The catalogue has a car factor of 0.2 kgCO2e per km and a train factor
 * of 0.01 kgCO2e per km. A survey of 5 worked days has two sites, Lyon (target 40) and Paris
 * (target 60); the formula is `s.commuteKmPerYear * ef.car`, where commuteKmPerYear is round
 * trips a week × 2 × one-way km × 46 worked weeks.
 *
 * - Lyon, answer 1: 5 trips of 10 km: 5 × 2 × 10 × 46 = 4,600 km, × 0.2 = 920 kgCO2e.
 * - Lyon, answer 2: 3 trips of 20 km: 3 × 2 × 20 × 46 = 5,520 km, × 0.2 = 1,104 kgCO2e.
 * - Paris, answer 3: 2 trips of 5 km: 2 × 2 × 5 × 46 = 920 km, × 0.2 = 184 kgCO2e.
 * - Lyon: (920 + 1,104) / 2 answers × 40 people = 40,480; Paris: 184 / 1 × 60 = 11,040.
 *   Total 51,520 kgCO2e. With a main population of 120 (the sites count 100): × 1.2 = 61,824.
 * - Train hours (`s.trainHoursPerYear * 100 * ef.train`), answered 10 h by answer 1 only: the
 *   others count 0. Lyon: (10 × 100 × 0.01 + 0) / 2 × 40 = 200; Paris: 0. Total 200 kgCO2e.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const lyon = uuid(1);
const paris = uuid(2);
const surveyUuid = uuid(3);
const commuteQuestion = { uuid: uuid(4), labelEn: 'Your commute', labelFr: 'Votre trajet' };
const trainQuestion = { uuid: uuid(5), labelEn: 'Train hours', labelFr: null };
const km = uuid(6);

const catalogue = catalogueView({
  factors: ['car', 'train'].map((name, index) => ({
    uuid: uuid(100 + index),
    type: 'SIMPLE' as const,
    name,
    clientNameEn: null,
    clientNameFr: null,
    unitUuid: km,
    gas: 'CO2E' as const,
    qualityPercentage: index === 0 ? 80 : 100,
    values: [{ until: null, value: name === 'car' ? 0.2 : 0.01, source: 'Test', sourceVersion: '1', isPublic: true }],
  })),
  hypotheses: [],
  units: [{ uuid: km, symbol: 'km' }],
});

let templateCount = 0;
const template = (labelEn: string, script: string): StoredFormulaTemplate => ({
  uuid: uuid(200 + (templateCount += 1)),
  labelEn,
  labelFr: `${labelEn} (fr)`,
  type: 'GHG',
  scope: 'THREE',
  ghgCategory: 'EMPLOYEE_COMMUTING',
  begesCategory: null,
  operationalCategory: 'TRAVELS',
  electricityEmissionsBase: null,
  splitTable: false,
  eval: script,
  explanationEn: null,
  explanationFr: null,
});
const commuting = template('Commuting by car', 's.commuteKmPerYear * ef.car');
const trains = template('Business train', 's.trainHoursPerYear * 100 * ef.train');

const answer = (affiliationUuid: string | null, fields: SurveyAnswerFieldsInput): FormulaAnswer => ({
  ...SurveyAnswerFields.parse({ commuteType: 'CAR', carType: 'GASOLINE', ...fields }),
  affiliationUuid,
  flightsTableData: [],
});
const answers = [
  answer(lyon, { daysInOfficePerWeek: 5, commuteRoundTripsPerWeek: 5, commuteDistance: 10, customQuestions: { trainHoursPerYear: 10 } }),
  answer(lyon, { daysInOfficePerWeek: 3, commuteRoundTripsPerWeek: 3, commuteDistance: 20 }),
  answer(paris, { daysInOfficePerWeek: 2, commuteRoundTripsPerWeek: 2, commuteDistance: 5 }),
];

function survey(fields: Partial<AnsweredSurvey['survey']> = {}, surveyAnswers = answers): AnsweredSurvey {
  return {
    uuid: surveyUuid,
    survey: {
      fteWorkedDaysPerWeek: 5,
      targetPopulation: null,
      affiliations: [
        { uuid: lyon, targetPopulation: 40 },
        { uuid: paris, targetPopulation: 60 },
      ],
      questions: [
        { name: 'commute', type: 'COMMUTE_DISTANCE' },
        { name: 'trips', type: 'COMMUTE_ROUND_TRIPS_PER_WEEK' },
        { name: 'trainHoursPerYear', type: 'NUMERIC' },
      ],
      ...fields,
    },
    questions: [
      { question: commuteQuestion, formulaTemplates: [commuting] },
      { question: trainQuestion, formulaTemplates: [trains] },
    ],
    answers: surveyAnswers,
  };
}

let drawn = 0;
const options = { catalogue, year: 2024, language: 'en' as const, newUuid: () => uuid(1_000 + (drawn += 1)) };

describe('entries extrapolated from an employee survey', () => {
  it('extrapolate each site’s answers to its target population', () => {
    const { entries, failures } = entriesFromSurveys([survey()], options);
    expect(failures).toEqual([]);
    const [commute, train] = entries;
    expect(commute!.label).toBe('Commuting by car');
    expect(commute!.value).toBeCloseTo(51_520, 6);
    expect(train!.value).toBeCloseTo(200, 6);
  });

  it('rescale to the main population when the sites’ targets do not add up to it', () => {
    const { entries } = entriesFromSurveys([survey({ targetPopulation: 120 })], options);
    expect(entries[0]!.value).toBeCloseTo(61_824, 6);
  });

  it('trace the survey, the question, the factor read and the extrapolation', () => {
    const { entries } = entriesFromSurveys([survey({ targetPopulation: 120 })], { ...options, language: 'fr' });
    const commute = entries[0]!;
    expect(commute.label).toBe('Commuting by car (fr)');
    expect(commute.formula).toBe('s.commuteKmPerYear * ef.car');
    expect(commute.emissionFactors.map((factor) => [factor.name, factor.value])).toEqual([['car', 0.2]]);
    expect(commute.qualityPercentage).toBe(80);
    expect(commute.source).toMatchObject({
      questionnaireUuid: null,
      surveyUuid,
      questionUuid: commuteQuestion.uuid,
      formulaTemplateUuid: commuting.uuid,
      extrapolation: { answers: 3, population: 120 },
    });
    // Computed again, an entry is found by its survey, question and template.
    expect(entrySourceKey(commute.source!)).toBe(JSON.stringify([surveyUuid, commuteQuestion.uuid, commuting.uuid, null]));
  });

  it('list a counting error as the template’s failure, and compute the other templates', () => {
    const noTargets = survey({ affiliations: [{ uuid: lyon, targetPopulation: null }, { uuid: paris, targetPopulation: null }] });
    const { entries, failures } = entriesFromSurveys([noTargets], options);
    expect(entries).toEqual([]);
    expect(failures.map((failure) => [failure.formulaLabel, failure.key, failure.surveyUuid, failure.questionnaireUuid])).toEqual([
      ['Commuting by car', 'server.survey.missingTargetPopulation', surveyUuid, null],
      ['Business train', 'server.survey.missingTargetPopulation', surveyUuid, null],
    ]);
  });

  it('fail a survey without answers with the spec’s error', () => {
    const { failures } = entriesFromSurveys([survey({}, [])], options);
    expect(failures[0]!.message).toBe('The survey has no answers');
  });

  it('list a script error with the engine’s message', () => {
    const broken = { ...survey(), questions: [{ question: commuteQuestion, formulaTemplates: [template('Broken', 's.commuteKm * ef.plane')] }] };
    const { entries, failures } = entriesFromSurveys([broken], options);
    expect(entries).toEqual([]);
    expect(failures[0]!.message).toBe('Emission factor plane not found');
  });
});
