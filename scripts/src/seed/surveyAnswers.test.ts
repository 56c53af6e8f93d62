import { SurveyAnswerFields, surveyAnswerIssues, wellKnownQuestionNames, type SurveyForAnswers, type SurveyQuestionType } from '@cairn/shared/surveys/model';
import { describe, expect, it } from 'vitest';
import { demoSurveyAnswers } from './surveyAnswers.ts';

const sites = ['7f000000-0000-4000-8000-000000000001', '7f000000-0000-4000-8000-000000000002', '7f000000-0000-4000-8000-000000000003'] as const;

const asked = (name: string, type: SurveyQuestionType) => ({ name, type, required: false, options: [], allowFiles: false });
const demoSurvey: SurveyForAnswers = {
  type: 'EMPLOYEE',
  fteWorkedDaysPerWeek: 5,
  noAvailableDataCheckbox: false,
  affiliations: sites.map((uuid) => ({ uuid })),
  questions: [
    asked('days', 'COMMUTE_DAYS_PER_WEEK'),
    asked('trips', 'COMMUTE_ROUND_TRIPS_PER_WEEK'),
    asked('distance', 'COMMUTE_DISTANCE'),
    asked('country', 'REMOTE_COUNTRY'),
    asked('flights', 'FLIGHTS'),
    asked('meals', 'MEALS'),
    ...['workedDaysPerWeek', 'remoteDaysPerWeek', 'trainHoursPerYear', 'hotelNightsPerYear', 'computerScreens', 'coffeeCupsPerDay', 'teaCupsPerDay'].map((name) => asked(name, 'NUMERIC')),
    asked(wellKnownQuestionNames.professionalSmartphone, 'YES_NO'),
  ],
};

describe('the demo survey answers', () => {
  const answers = demoSurveyAnswers(sites);

  it('are 120 answers the survey rules accept, every one of them', () => {
    expect(answers).toHaveLength(120);
    const problems = answers.flatMap((answer, index) => surveyAnswerIssues(demoSurvey, SurveyAnswerFields.parse(answer)).map((issue) => ({ index, ...issue })));
    expect(problems).toEqual([]);
  });

  it('are the same on every seed', () => {
    expect(demoSurveyAnswers(sites)).toEqual(answers);
  });

  it('cover every site, most people at the head office, and several commute modes', () => {
    const bySite = sites.map((site) => answers.filter((answer) => answer.affiliationUuid === site).length);
    expect(bySite.every((count) => count > 5)).toBe(true);
    expect(bySite[0]).toBeGreaterThan(bySite[1]!);
    expect(new Set(answers.map((answer) => answer.commuteType)).size).toBeGreaterThanOrEqual(6);
    expect(answers.some((answer) => (answer.flightsTableData ?? []).length > 0)).toBe(true);
  });
});
