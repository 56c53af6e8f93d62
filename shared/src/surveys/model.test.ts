import { describe, expect, it } from 'vitest';
import {
  asksRemoteCountry,
  questionsForLegacyType,
  remoteDaysOf,
  SurveyAnswerFields,
  surveyAnswerIssues,
  SurveyQuestionInput,
  SurveySettings,
  surveySettingsRules,
  workedDaysOf,
  worksFullyRemote,
  type SurveyForAnswers,
  type SurveyQuestionType,
} from './model.ts';

/*
 * The survey rules of spec 2 section 5 ("Survey answer", "Survey definition"), each with the
 * message the spec quotes (or ours, where it quotes none).
 */

const affiliationA = '7f000000-0000-4000-8000-00000000000a';
const affiliationB = '7f000000-0000-4000-8000-00000000000b';

function question(name: string, type: SurveyQuestionType, extra: Partial<SurveyForAnswers['questions'][number]> = {}): SurveyForAnswers['questions'][number] {
  return { name, type, required: false, options: [], allowFiles: type === 'FILES', ...extra };
}

const commuteQuestions = [
  question('days', 'COMMUTE_DAYS_PER_WEEK'),
  question('trips', 'COMMUTE_ROUND_TRIPS_PER_WEEK'),
  question('distance', 'COMMUTE_DISTANCE'),
  question('country', 'REMOTE_COUNTRY'),
  question('meals', 'MEALS'),
];

function survey(fields: Partial<SurveyForAnswers> = {}): SurveyForAnswers {
  return { type: 'EMPLOYEE', fteWorkedDaysPerWeek: 5, noAvailableDataCheckbox: false, affiliations: [], questions: commuteQuestions, ...fields };
}

function answer(fields: Record<string, unknown> = {}) {
  return SurveyAnswerFields.parse(fields);
}

const carCommuter = { daysInOfficePerWeek: 5, commuteRoundTripsPerWeek: 5, commuteType: 'CAR', carType: 'DIESEL', commuteDistance: 15, workdayLunchesWithMeatPerWeek: 2 };

function messagesAt(issues: { path: (string | number)[]; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the answer of an office commuter', () => {
  it('has no problem when every asked question is answered', () => {
    expect(surveyAnswerIssues(survey(), answer(carCommuter))).toEqual([]);
  });

  it("says 'Required' for every unanswered required field at once", () => {
    expect(messagesAt(surveyAnswerIssues(survey(), answer({})))).toEqual({
      daysInOfficePerWeek: 'Required',
      commuteRoundTripsPerWeek: 'Required',
      commuteType: 'Required',
      workdayLunchesWithMeatPerWeek: 'Required',
    });
  });

  it('needs the car type of a car, the sub-type of a scooter or of public transport, and a name for another mode', () => {
    const base = { ...carCommuter, carType: null };
    expect(messagesAt(surveyAnswerIssues(survey(), answer(base)))).toEqual({ carType: 'Required' });
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...base, commuteType: 'SCOOTER' })))).toEqual({ scooterType: 'Required' });
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...base, commuteType: 'PUBLIC_TRANSPORTATION' })))).toEqual({ publicTransportType: 'Required' });
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...base, commuteType: 'OTHER' })))).toEqual({ otherCommuteType: 'Required' });
    expect(surveyAnswerIssues(survey(), answer({ ...base, commuteType: 'BIKE', commuteDistance: null }))).toEqual([]);
  });

  it('needs a distance for a motorised commute', () => {
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...carCommuter, commuteDistance: null })))).toEqual({ commuteDistance: 'Required' });
  });

  it('takes at most twice the worked days as round trips, and at most the worked days as lunches with meat', () => {
    // 5 worked days: 10 round trips at most, 5 lunches.
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...carCommuter, commuteRoundTripsPerWeek: 11 })))).toEqual({ commuteRoundTripsPerWeek: 'Must be 10 or less' });
    expect(surveyAnswerIssues(survey(), answer({ ...carCommuter, commuteRoundTripsPerWeek: 10 }))).toEqual([]);
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...carCommuter, workdayLunchesWithMeatPerWeek: 6 })))).toEqual({ workdayLunchesWithMeatPerWeek: 'Must be 5 or less' });
    // A four-day survey: 8 round trips, 4 lunches.
    expect(messagesAt(surveyAnswerIssues(survey({ fteWorkedDaysPerWeek: 4 }), answer({ ...carCommuter, daysInOfficePerWeek: 4, commuteRoundTripsPerWeek: 9, workdayLunchesWithMeatPerWeek: 5 })))).toEqual({
      commuteRoundTripsPerWeek: 'Must be 8 or less',
      workdayLunchesWithMeatPerWeek: 'Must be 4 or less',
    });
  });

  it('refuses days in office outside 0 to 5 and a negative distance before the survey rules run', () => {
    expect(SurveyAnswerFields.safeParse({ daysInOfficePerWeek: 6 }).success).toBe(false);
    expect(SurveyAnswerFields.safeParse({ daysInOfficePerWeek: 2.5 }).success).toBe(false);
    const negative = SurveyAnswerFields.safeParse({ commuteDistance: -1 });
    expect(negative.success).toBe(false);
    expect(negative.error?.issues[0]?.message).toBe('Must be zero or more');
  });
});

describe('remote work', () => {
  it('derives remote days from the days in office and the worked days', () => {
    expect(remoteDaysOf(survey(), answer({ daysInOfficePerWeek: 3 }))).toBe(2);
    expect(remoteDaysOf(survey(), answer({}))).toBeNull();
    // A part-time answer: 3 worked days, 1 in the office.
    expect(workedDaysOf(survey(), answer({ customQuestions: { workedDaysPerWeek: 3 } }))).toBe(3);
    expect(remoteDaysOf(survey(), answer({ daysInOfficePerWeek: 1, customQuestions: { workedDaysPerWeek: 3 } }))).toBe(2);
  });

  it('asks the country only when remote days are above 0, or, unknown, when days in office are not 5', () => {
    expect(asksRemoteCountry(survey(), answer({ daysInOfficePerWeek: 5 }))).toBe(false);
    expect(asksRemoteCountry(survey(), answer({ daysInOfficePerWeek: 4 }))).toBe(true);
    expect(asksRemoteCountry(survey(), answer({}))).toBe(false);
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...carCommuter, daysInOfficePerWeek: 3 })))).toEqual({ countryElectricity: 'Required' });
  });

  it('needs neither round trips nor a commute mode from a fully remote worker', () => {
    const fullyRemote = answer({ daysInOfficePerWeek: 0, workdayLunchesWithMeatPerWeek: 0, countryElectricity: 'FR' });
    expect(worksFullyRemote(survey(), fullyRemote)).toBe(true);
    expect(surveyAnswerIssues(survey(), fullyRemote)).toEqual([]);
  });

  it('needs no commute mode from someone who makes no round trip', () => {
    expect(surveyAnswerIssues(survey(), answer({ daysInOfficePerWeek: 2, commuteRoundTripsPerWeek: 0, workdayLunchesWithMeatPerWeek: 0, countryElectricity: 'FR' }))).toEqual([]);
  });

  it("says 'Remote days per week cannot be more than worked days per week'", () => {
    const partTime = survey({ questions: [...commuteQuestions, question('workedDaysPerWeek', 'NUMERIC'), question('remoteDaysPerWeek', 'NUMERIC')] });
    const issues = surveyAnswerIssues(partTime, answer({ ...carCommuter, daysInOfficePerWeek: 0, customQuestions: { workedDaysPerWeek: 3, remoteDaysPerWeek: 4 } }));
    expect(messagesAt(issues)).toEqual({ 'customQuestions.remoteDaysPerWeek': 'Remote days per week cannot be more than worked days per week', countryElectricity: 'Required' });
  });
});

describe('affiliations', () => {
  const withAffiliations = survey({ affiliations: [{ uuid: affiliationA }, { uuid: affiliationB }] });

  it('are required when the survey has some, and must be one of them', () => {
    expect(messagesAt(surveyAnswerIssues(withAffiliations, answer(carCommuter)))).toEqual({ affiliationUuid: 'Required' });
    expect(messagesAt(surveyAnswerIssues(withAffiliations, answer({ ...carCommuter, affiliationUuid: '7f000000-0000-4000-8000-00000000000c' })))).toEqual({ affiliationUuid: 'Invalid' });
    expect(surveyAnswerIssues(withAffiliations, answer({ ...carCommuter, affiliationUuid: affiliationB }))).toEqual([]);
  });

  it('cannot be named by an answer to a survey without any', () => {
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...carCommuter, affiliationUuid: affiliationA })))).toEqual({ affiliationUuid: 'Invalid' });
  });
});

describe('flights', () => {
  const flight = { from: 'cdg', to: 'JFK', roundTrip: true, number: 1 };

  it("say 'From and to should be different'", () => {
    expect(messagesAt(surveyAnswerIssues(survey(), answer({ ...carCommuter, flightsTableData: [flight, { ...flight, to: 'CDG' }] })))).toEqual({
      'flightsTableData.1.to': 'From and to should be different',
    });
  });

  it('read airport codes in capitals, and need a whole number of trips of at least 1 and a round-trip choice', () => {
    expect(answer({ flightsTableData: [flight] }).flightsTableData[0]?.from).toBe('CDG');
    expect(SurveyAnswerFields.safeParse({ flightsTableData: [{ ...flight, number: 0 }] }).success).toBe(false);
    expect(SurveyAnswerFields.safeParse({ flightsTableData: [{ ...flight, number: 1.5 }] }).success).toBe(false);
    const noRoundTrip = SurveyAnswerFields.safeParse({ flightsTableData: [{ from: 'CDG', to: 'JFK', number: 1 }] });
    expect(noRoundTrip.error?.issues[0]?.message).toBe('Required');
  });

  it('are at most 100 lines', () => {
    expect(SurveyAnswerFields.safeParse({ flightsTableData: Array.from({ length: 101 }, () => flight) }).success).toBe(false);
  });
});

describe('custom questions', () => {
  const options = [
    { id: 'a', labelEn: 'A', labelFr: null },
    { id: 'b', labelEn: 'B', labelFr: null },
  ];
  const customSurvey = survey({
    questions: [
      question('note', 'TEXT', { required: true }),
      question('screens', 'NUMERIC'),
      question('phone', 'YES_NO'),
      question('site', 'SELECT', { options }),
      question('habits', 'MULTI_SELECT', { options, required: true }),
      question('proof', 'FILES', { required: true }),
    ],
  });

  it("say 'Required' for an empty required answer, an empty list included", () => {
    expect(messagesAt(surveyAnswerIssues(customSurvey, answer({ customQuestions: { note: '  ', habits: [] } })))).toEqual({
      'customQuestions.note': 'Required',
      'customQuestions.habits': 'Required',
      'files.proof': 'Required',
    });
  });

  it('take only an answer of their type, an option of their own, and no question the survey lacks', () => {
    const issues = surveyAnswerIssues(
      customSurvey,
      answer({
        customQuestions: { note: 'ok', screens: 'two', phone: 1, site: 'c', habits: ['a', 'a'], stranger: 3 },
        files: { proof: [{ action: 'KEEP', uuid: affiliationA, name: 'a.pdf' }], note: [{ action: 'CREATE', uuid: affiliationB, name: 'b.pdf' }] },
      }),
    );
    expect(messagesAt(issues)).toEqual({
      'customQuestions.screens': 'Invalid',
      'customQuestions.phone': 'Invalid',
      'customQuestions.site': 'Invalid',
      'customQuestions.habits': 'Invalid',
      'customQuestions.stranger': 'Invalid',
      'files.note': 'Invalid',
    });
  });

  it('count a file marked for deletion as no file', () => {
    const issues = surveyAnswerIssues(customSurvey, answer({ customQuestions: { note: 'ok', habits: ['b'] }, files: { proof: [{ action: 'DELETE', uuid: affiliationA, name: 'a.pdf' }] } }));
    expect(messagesAt(issues)).toEqual({ 'files.proof': 'Required' });
  });
});

describe('the legacy supplier survey', () => {
  const supplierSurvey = survey({ type: 'SUPPLIER', noAvailableDataCheckbox: true, questions: [question('intensity', 'COMPANY_CARBON_INTENSITY')] });

  it('keeps submit refused until a supplier without carbon data certifies it has none', () => {
    expect(messagesAt(surveyAnswerIssues(supplierSurvey, answer({})))).toEqual({ noDataCertified: 'Please certify that you have no carbon information to share' });
    expect(surveyAnswerIssues(supplierSurvey, answer({ noDataCertified: true }))).toEqual([]);
    expect(surveyAnswerIssues(supplierSurvey, answer({ economicIntensity: 120 }))).toEqual([]);
  });

  it('needs the unit of an average product value', () => {
    expect(messagesAt(surveyAnswerIssues(supplierSurvey, answer({ productAverageValue: 3 })))).toEqual({ productAverageUnit: 'Required' });
  });
});

describe('survey definitions', () => {
  const select = { name: 'site', type: 'SELECT', labelEn: 'Site' };

  it("need two options with unique ids: 'IDs should be unique'", () => {
    const one = SurveyQuestionInput.safeParse({ ...select, options: [{ id: 'a', labelEn: 'A' }] });
    expect(one.error?.issues.map((issue) => issue.message)).toEqual(['At least two options are required']);
    const twice = SurveyQuestionInput.safeParse({ ...select, options: [{ id: 'a', labelEn: 'A' }, { id: 'a', labelEn: 'B' }] });
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['options.1.id', 'IDs should be unique']]);
  });

  it('always allow files on a FILES question, and keep options only on select questions', () => {
    expect(SurveyQuestionInput.parse({ name: 'proof', type: 'FILES', labelEn: 'Proof' }).allowFiles).toBe(true);
    expect(SurveyQuestionInput.parse({ name: 'n', type: 'NUMERIC', labelEn: 'N', options: [{ id: 'a', labelEn: 'A' }] }).options).toEqual([]);
  });

  it('trim English labels and require them', () => {
    expect(SurveyQuestionInput.parse({ ...select, labelEn: '  Site  ', options: [{ id: 'a', labelEn: 'A' }, { id: 'b', labelEn: 'B' }] }).labelEn).toBe('Site');
    expect(SurveyQuestionInput.safeParse({ ...select, labelEn: '   ' }).error?.issues[0]?.message).toBe('Required');
  });

  const settings = {
    labelEn: 'Employee survey',
    open: true,
    targetPopulation: 120,
    mail: { en: null, fr: null },
    intro: { en: null, fr: null },
    footer: { en: null, fr: null },
    affiliationLabel: { en: 'Your site', fr: null },
    affiliationSubtitle: { en: null, fr: null },
    questions: [],
  };
  const named = (en: string) => ({ customName: { en, fr: null }, questionnaireUuid: null, targetPopulation: 40 });
  const issuesOf = (input: object) =>
    SurveySettings.superRefine(surveySettingsRules)
      .safeParse(input)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('take no affiliation or at least two, with an English affiliation label', () => {
    expect(issuesOf(settings)).toBeUndefined();
    expect(issuesOf({ ...settings, affiliations: [named('Lyon')] })).toEqual([['affiliations', 'At least two affiliations are required, or none']]);
    expect(issuesOf({ ...settings, affiliations: [named('Lyon'), named('Paris')], affiliationLabel: { en: ' ', fr: 'Site' } })).toEqual([['affiliationLabel.en', 'Required']]);
  });

  it('cap the worked days per week at 7 and default them to 5', () => {
    expect(SurveySettings.parse(settings).fteWorkedDaysPerWeek).toBe(5);
    expect(issuesOf({ ...settings, fteWorkedDaysPerWeek: 8 })).toEqual([['fteWorkedDaysPerWeek', 'Must be 7 or less']]);
  });

  it('need English among the supported languages', () => {
    expect(issuesOf({ ...settings, supportedLanguages: ['fr'] })).toEqual([['supportedLanguages', 'Required']]);
  });

  it('refuse two questions of one name', () => {
    const numeric = { name: 'screens', type: 'NUMERIC', labelEn: 'Screens' };
    expect(issuesOf({ ...settings, questions: [numeric, numeric] })).toEqual([['questions.1.name', 'Another column has this name']]);
  });
});

describe('the legacy supplier form', () => {
  const questions = [{ type: 'COMPANY_CARBON_INTENSITY' }, { type: 'PRODUCTS_TABLE' }, { type: 'AVERAGE_PRODUCT_CARBON_INTENSITY' }, { type: 'TEXT' }];

  it('shows a service supplier no product question, a product supplier all, and an employee survey all', () => {
    expect(questionsForLegacyType('SUPPLIER', questions).map((question) => question.type)).toEqual(['COMPANY_CARBON_INTENSITY', 'TEXT']);
    expect(questionsForLegacyType('SUPPLIER', questions, 'PRODUCT')).toEqual(questions);
    expect(questionsForLegacyType('EMPLOYEE', questions, 'SERVICE')).toEqual(questions);
  });
});
