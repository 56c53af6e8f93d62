import { estimateFactorsByUse } from '@cairn/shared/calc/survey';
import type { SurveyClientView, SurveyEstimate } from '@cairn/shared/surveys/model';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { memoryStorage } from '../../lib/browserStorage.ts';
import {
  affiliationControl,
  answerIssues,
  answerToSend,
  choicesWithMissing,
  chooseSurveyLanguage,
  commuteDetailOf,
  daysInOfficeChoices,
  emptyAnswer,
  flightKm,
  flightLineTotalKm,
  forgetResult,
  keepResult,
  lunchChoices,
  metricUnitShown,
  previewEstimate,
  questionShows,
  readStoredResult,
  roundTripChoices,
  rulesSurveyOf,
  serverIssuesOnForm,
  shownCategories,
  storedResultKey,
  switchLanguages,
  tripProblems,
  type SurveyFormValues,
} from './surveyModel.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Question = SurveyClientView['questions'][number];
const question = (n: number, type: Question['type'], extra: Partial<Question> = {}): Question => ({
  uuid: uuid(100 + n),
  name: extra.name ?? `q${n}`,
  type,
  labelEn: `Question ${n}`,
  labelFr: null,
  subtitleEn: null,
  subtitleFr: null,
  required: false,
  unit: null,
  allowFiles: type === 'FILES',
  radio: false,
  inline: false,
  options: [],
  commuteLabels: {},
  ...extra,
});

const survey: SurveyClientView = {
  uuid: uuid(1),
  type: 'EMPLOYEE',
  labelEn: 'Commuting 2025',
  labelFr: 'Trajets 2025',
  open: true,
  assetName: 'Verdier SA',
  year: 2025,
  fteWorkedDaysPerWeek: 5,
  noAvailableDataCheckbox: false,
  intro: { en: 'Hello', fr: null },
  footer: { en: null, fr: null },
  affiliationLabel: { en: 'Site', fr: 'Site' },
  affiliationSubtitle: { en: null, fr: null },
  supportedLanguages: ['en', 'fr'],
  affiliations: [
    { uuid: uuid(11), name: { en: 'Lyon', fr: null } },
    { uuid: uuid(12), name: { en: 'Paris', fr: null } },
  ],
  questions: [
    question(1, 'COMMUTE_DAYS_PER_WEEK'),
    question(2, 'COMMUTE_ROUND_TRIPS_PER_WEEK'),
    question(3, 'COMMUTE_DISTANCE'),
    question(4, 'REMOTE_COUNTRY'),
    question(5, 'FLIGHTS'),
    question(6, 'MEALS'),
    question(7, 'TEXT', { name: 'comment' }),
    question(8, 'SELECT', { name: 'badge', required: true, options: [{ id: 'a', labelEn: 'A', labelFr: null }, { id: 'b', labelEn: 'B', labelFr: null }] }),
    question(9, 'NUMERIC', { name: 'trainHoursPerYear' }),
    question(10, 'FILES', { name: 'receipts' }),
  ],
};
const rules = rulesSurveyOf(survey);
const values = (patch: Partial<SurveyFormValues>): SurveyFormValues => ({ ...emptyAnswer(), ...patch });
const byType = (type: Question['type']) => survey.questions.find((each) => each.type === type)!;

describe('which questions show', () => {
  it('asks the round trips and the commute only of someone who goes to the office', () => {
    const office = values({ daysInOfficePerWeek: 3 });
    expect(questionShows(rules, byType('COMMUTE_ROUND_TRIPS_PER_WEEK'), office)).toBe(true);
    expect(questionShows(rules, byType('COMMUTE_DISTANCE'), office)).toBe(true);
    const remote = values({ daysInOfficePerWeek: 0 });
    expect(questionShows(rules, byType('COMMUTE_ROUND_TRIPS_PER_WEEK'), remote)).toBe(false);
    expect(questionShows(rules, byType('COMMUTE_DISTANCE'), remote)).toBe(false);
    expect(questionShows(rules, byType('COMMUTE_DISTANCE'), values({ daysInOfficePerWeek: 3, commuteRoundTripsPerWeek: 0 }))).toBe(false);
  });

  it('asks the remote country only with remote days (or, unanswered, not 5 days in the office)', () => {
    expect(questionShows(rules, byType('REMOTE_COUNTRY'), values({ daysInOfficePerWeek: 5 }))).toBe(false);
    expect(questionShows(rules, byType('REMOTE_COUNTRY'), values({ daysInOfficePerWeek: 3 }))).toBe(true);
    expect(questionShows(rules, byType('REMOTE_COUNTRY'), values({}))).toBe(false);
    expect(questionShows(rules, byType('FLIGHTS'), values({}))).toBe(true);
  });

  it("asks each commute type's follow-up", () => {
    expect(['CAR', 'CARPOOLING', 'COMPANY_CAR'].map((type) => commuteDetailOf(type as 'CAR'))).toEqual(['carType', 'carType', 'carType']);
    expect(commuteDetailOf('SCOOTER')).toBe('scooterType');
    expect(commuteDetailOf('PUBLIC_TRANSPORTATION')).toBe('publicTransportType');
    expect(commuteDetailOf('OTHER')).toBe('otherCommuteType');
    expect(commuteDetailOf('BIKE')).toBeNull();
    expect(commuteDetailOf(null)).toBeNull();
  });

  it('offers 5 to 0 days, round trips up to twice the worked days, lunches up to the worked days', () => {
    expect(daysInOfficeChoices).toEqual([5, 4, 3, 2, 1, 0]);
    expect(roundTripChoices(5)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(roundTripChoices(2.5)).toHaveLength(6);
    expect(lunchChoices(4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows up to 6 affiliations as radios, more as a dropdown', () => {
    expect(affiliationControl(2)).toBe('radios');
    expect(affiliationControl(6)).toBe('radios');
    expect(affiliationControl(7)).toBe('dropdown');
  });
});

describe('what is sent', () => {
  it('leaves out what no longer shows: the commute of someone fully remote, a follow-up of another type', () => {
    const sent = answerToSend(
      rules,
      values({ daysInOfficePerWeek: 0, commuteRoundTripsPerWeek: 4, commuteType: 'CAR', carType: 'DIESEL', commuteDistance: 12, countryElectricity: 'FR' }),
    );
    expect(sent).toMatchObject({ daysInOfficePerWeek: 0, commuteRoundTripsPerWeek: null, commuteType: null, carType: null, commuteDistance: null, countryElectricity: 'FR' });
    const bike = answerToSend(rules, values({ daysInOfficePerWeek: 5, commuteRoundTripsPerWeek: 5, commuteType: 'BIKE', carType: 'DIESEL', commuteDistance: 4 }));
    expect(bike).toMatchObject({ commuteType: 'BIKE', carType: null, commuteDistance: 4, countryElectricity: null });
  });

  it('sends flights as lines, custom answers trimmed without blanks, and the files of questions that take them', () => {
    const receipt = { action: 'CREATE' as const, uuid: uuid(40), name: 'receipt.pdf' };
    const sent = answerToSend(
      rules,
      values({
        flightsTableData: [{ from: 'CDG', to: 'JFK', roundTrip: true, number: 2, fromName: 'Paris', toName: 'New York', km: 5837 }],
        customQuestions: { comment: '  Fine  ', badge: null, trainHoursPerYear: 12, unknown: 'x' },
        files: { receipts: [receipt], comment: [{ ...receipt, uuid: uuid(41) }], unknown: [{ ...receipt, uuid: uuid(42) }] },
      }),
    );
    expect(sent.flightsTableData).toEqual([{ from: 'CDG', to: 'JFK', roundTrip: true, number: 2 }]);
    expect(sent.customQuestions).toEqual({ comment: 'Fine', trainHoursPerYear: 12 });
    // Only the FILES question takes files here: the others' would be refused, so they are not sent.
    expect(sent.files).toEqual({ receipts: [receipt] });
    expect(answerToSend(rules, values({ files: { receipts: [] } })).files).toEqual({});
  });
});

describe('the answer rules, on the form fields', () => {
  it('says every problem at once, each at its field', () => {
    const issues = answerIssues(rules, values({ daysInOfficePerWeek: 3, commuteType: 'CAR' }));
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['affiliationUuid', 'commuteRoundTripsPerWeek', 'commuteDistance', 'carType', 'countryElectricity', 'workdayLunchesWithMeatPerWeek', 'customQuestions.badge']);
    expect(issues[0]).toMatchObject({ message: 'Required', key: 'validation.message.required' });
  });

  it('puts a flight line problem on the flights table, with its catalogue key', () => {
    const issues = answerIssues(rules, values({ affiliationUuid: uuid(11), daysInOfficePerWeek: 5, commuteRoundTripsPerWeek: 5, commuteType: 'WALK', workdayLunchesWithMeatPerWeek: 2, customQuestions: { badge: 'a' }, flightsTableData: [{ from: 'CDG', to: 'CDG', roundTrip: true, number: 1, fromName: '', toName: '', km: 0 }] }));
    expect(issues).toEqual([{ path: ['flightsTableData'], message: 'From and to should be different', key: 'validation.message.fromAndToDifferent' }]);
  });

  it('says a number typed wrong is not a number, on its field', () => {
    const issues = answerIssues(rules, values({ affiliationUuid: uuid(11), daysInOfficePerWeek: 5, commuteRoundTripsPerWeek: 5, commuteType: 'CAR', carType: 'DIESEL', commuteDistance: Number.NaN, workdayLunchesWithMeatPerWeek: 2, customQuestions: { badge: 'a', trainHoursPerYear: Number.NaN } }));
    expect(issues.map((issue) => [issue.path.join('.'), issue.key])).toEqual([
      ['commuteDistance', 'validation.message.expectedNumber'],
      ['customQuestions.trainHoursPerYear', 'validation.message.expectedNumber'],
    ]);
  });

  it("keeps the key and bound of a rule that has one, so the reader's language words it", () => {
    const issues = answerIssues(rules, values({ affiliationUuid: uuid(11), daysInOfficePerWeek: 5, commuteRoundTripsPerWeek: 11, commuteType: 'CAR', carType: 'DIESEL', commuteDistance: 10, workdayLunchesWithMeatPerWeek: 2, customQuestions: { badge: 'a' } }));
    expect(issues).toContainEqual({ path: ['commuteRoundTripsPerWeek'], message: 'Must be 10 or less', key: 'validation.message.atMost', params: { max: 10 } });
  });

  it("moves the server's issues from the input's answers onto the form, and keeps other errors", () => {
    const refused = new ApiError('BAD_REQUEST', 'Invalid input', [
      { path: ['answers', 'commuteType'], message: 'Required' },
      { path: ['answers', 'files', 'receipts'], message: 'Required' },
      { path: ['answers', 'files', 'receipts', 1], message: 'The content of file "a.pdf" does not match its type' },
      { path: ['answers', 'customQuestions', 'comment'], message: 'Too long' },
      { path: ['answers', 'flightsTableData', 0, 'number'], message: 'Invalid' },
    ]);
    const placed = serverIssuesOnForm(refused);
    expect(placed).toBeInstanceOf(ApiError);
    expect((placed as ApiError).issues.map((issue) => issue.path.join('.'))).toEqual(['commuteType', 'files.receipts', 'files.receipts', 'customQuestions.comment', 'flightsTableData']);
    const closed = new ApiError('CONFLICT', 'The survey is closed.');
    expect(serverIssuesOnForm(closed)).toBe(closed);
  });
});

describe('the estimate shown while the answer is sent', () => {
  const factor = (value: number) => ({ value, unit: 'kgCO2e/passenger.km', source: 'test', sourceVersion: '1' });
  const inputs = {
    survey,
    countries: [],
    estimateFactors: {
      [estimateFactorsByUse.planeLongFuel]: factor(0.1),
      [estimateFactorsByUse.planeLongConstruction]: factor(0.01),
      [estimateFactorsByUse.planeLongContrails]: factor(0.09),
    },
  };
  const row = { from: 'CDG', to: 'JFK', roundTrip: true, number: 2, fromName: 'Paris', toName: 'New York' };

  it("computes the server's figure here from the trips' distances", () => {
    const rows = [{ ...row, km: 5000 }];
    const preview = previewEstimate(inputs, answerToSend(rules, values({ flightsTableData: rows })), rows);
    // 5,000 km × 2 legs × 2 trips × (0.1 + 0.01 + 0.09) kgCO2e per passenger-km.
    expect(preview?.categories.find((entry) => entry.category === 'BUSINESS_FLIGHTS')?.kgCo2e).toBeCloseTo(4000, 6);
    expect(preview?.year).toBe(2025);
  });

  it('waits for the server when a trip has no distance here', () => {
    const rows = [{ ...row, km: null }];
    expect(previewEstimate(inputs, answerToSend(rules, values({ flightsTableData: rows })), rows)).toBeNull();
  });

  it('shows the units of measures, not those of counts', () => {
    expect(metricUnitShown('km')).toBe('km');
    expect(metricUnitShown('flight')).toBeNull();
  });
});

describe('flights', () => {
  it('adds a trip only between two different airports, a whole number of times from 1', () => {
    const cdg = { iata: 'CDG' };
    const jfk = { iata: 'JFK' };
    expect(tripProblems({ from: cdg, to: jfk, number: 2, roundTrip: true })).toEqual({});
    expect(tripProblems({ from: null, to: null, number: null, roundTrip: false })).toEqual({ from: 'Required', to: 'Required', number: 'Required' });
    expect(tripProblems({ from: cdg, to: cdg, number: 0, roundTrip: true })).toEqual({ to: 'From and to should be different', number: 'Invalid' });
    expect(tripProblems({ from: cdg, to: jfk, number: 1.5, roundTrip: true })).toEqual({ number: 'Invalid' });
  });

  it('measures the great circle at 6,371 km: Paris CDG to New York JFK', () => {
    const km = flightKm({ lat: 49.0128, lon: 2.55 }, { lat: 40.6398, lon: -73.7789 });
    expect(km).toBeCloseTo(5837, -1);
    expect(flightLineTotalKm({ km: 100, roundTrip: true, number: 3 })).toBe(600);
    expect(flightLineTotalKm({ km: null, roundTrip: true, number: 3 })).toBeNull();
  });
});

const estimate: SurveyEstimate = {
  year: 2025,
  totalKgCo2e: 1400,
  categories: [
    { category: 'WORKDAY_LUNCHES', kgCo2e: 100, metrics: [], factors: [] },
    { category: 'BUSINESS_TRAIN', kgCo2e: null, metrics: [], factors: [] },
    { category: 'COMMUTING', kgCo2e: 1300, metrics: [{ metric: 'distance', value: 15, unit: 'km' }], factors: [] },
  ],
};

describe('the result kept on this browser', () => {
  it('keeps a result per survey and reads it back, forgets it for another answer', () => {
    const storage = memoryStorage();
    keepResult(storage, survey.uuid, { answerUuid: uuid(50), emission: estimate, savedAt: '2026-01-05T10:00:00.000Z' }, false);
    expect(readStoredResult(storage, survey.uuid)).toEqual({ answerUuid: uuid(50), emission: estimate, savedAt: '2026-01-05T10:00:00.000Z' });
    expect(readStoredResult(storage, uuid(2))).toBeNull();
    forgetResult(storage, survey.uuid);
    expect(readStoredResult(storage, survey.uuid)).toBeNull();
  });

  it("keeps a demonstration company's result in memory only", () => {
    const storage = memoryStorage();
    keepResult(storage, survey.uuid, { answerUuid: uuid(50), emission: estimate, savedAt: '2026-01-05T10:00:00.000Z' }, true);
    expect(storage.entries()).toEqual({});
  });

  it('ignores a stored value it cannot read', () => {
    expect(readStoredResult(memoryStorage({ [storedResultKey(survey.uuid)]: '{not json' }), survey.uuid)).toBeNull();
    expect(readStoredResult(memoryStorage({ [storedResultKey(survey.uuid)]: '{"answerUuid":1}' }), survey.uuid)).toBeNull();
  });

  it('shows the categories the survey asked about, in order', () => {
    expect(shownCategories(estimate).map((entry) => entry.category)).toEqual(['COMMUTING', 'WORKDAY_LUNCHES']);
  });
});

describe('the language', () => {
  it("takes the link's language when the survey offers it, else the browser's, else English", () => {
    expect(chooseSurveyLanguage('fr', ['en-GB'], ['en', 'fr'])).toBe('fr');
    expect(chooseSurveyLanguage('fr', ['fr-FR'], ['en'])).toBe('en');
    expect(chooseSurveyLanguage(undefined, ['de-DE', 'fr-CA', 'en'], ['en', 'fr'])).toBe('fr');
    expect(chooseSurveyLanguage(undefined, ['de-DE'], ['en', 'fr'])).toBe('en');
    expect(chooseSurveyLanguage(undefined, [], ['fr'])).toBe('en');
  });

  it('offers the survey languages, English always among them', () => {
    expect(switchLanguages(['en', 'fr'])).toEqual(['en', 'fr']);
    expect(switchLanguages(['fr'])).toEqual(['en', 'fr']);
    expect(switchLanguages(['en'])).toEqual(['en']);
  });
});

describe('an answer shown read-only', () => {
  it('says NOT FOUND for a value the survey no longer has', () => {
    const options = [{ value: 'a', label: 'A' }];
    expect(choicesWithMissing(options, 'a', 'NOT FOUND')).toEqual(options);
    expect(choicesWithMissing(options, 'z', 'NOT FOUND')).toEqual([...options, { value: 'z', label: 'NOT FOUND' }]);
    expect(choicesWithMissing(options, null, 'NOT FOUND')).toEqual(options);
  });
});
