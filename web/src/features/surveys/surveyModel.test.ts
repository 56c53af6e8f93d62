import type { SurveyAnswerRow } from '@cairn/shared/contract/surveys';
import { describe, expect, it } from 'vitest';
import {
  answerLinkOpensIn,
  answerSortOf,
  answerSortSearch,
  answersPercent,
  answersVisibleToClient,
  progressValueOf,
  sortAnswers,
  surveyAnswerPath,
  surveyLabelOf,
  surveyLink,
  surveyMailText,
} from './surveyModel.ts';

const row = (uuid: string, fields: Partial<SurveyAnswerRow>): SurveyAnswerRow => ({
  uuid,
  createdAt: '2026-03-01T09:00:00.000Z',
  affiliationUuid: null,
  daysInOfficePerWeek: null,
  commuteType: null,
  commuteKilometers: null,
  flights: 0,
  totalKgCo2e: 0,
  ...fields,
});

describe('answersPercent', () => {
  it('rounds answers against the target to a whole percent', () => {
    expect(answersPercent(1, 3)).toBe(33);
    expect(answersPercent(2, 3)).toBe(67);
    expect(answersPercent(0, 40)).toBe(0);
    expect(answersPercent(40, 40)).toBe(100);
  });

  it('says 99, never 100, while the target is not reached', () => {
    expect(answersPercent(199, 200)).toBe(99); // 99.5 would round to 100
    expect(answersPercent(999, 1000)).toBe(99); // 99.9
    expect(answersPercent(99, 100)).toBe(99);
  });

  it('goes above 100 with more answers than the target, and says nothing without a target', () => {
    expect(answersPercent(12, 10)).toBe(120);
    expect(answersPercent(3, null)).toBeNull();
    expect(answersPercent(3, 0)).toBeNull();
  });

  it('keeps a progress bar within 0 to 100', () => {
    expect(progressValueOf(120)).toBe(100);
    expect(progressValueOf(42)).toBe(42);
  });
});

describe('answersVisibleToClient', () => {
  it('shows the answers when the survey shows them or has affiliations, and not otherwise', () => {
    expect(answersVisibleToClient({ showAnswersToClient: true, hasAffiliations: false })).toBe(true);
    expect(answersVisibleToClient({ showAnswersToClient: false, hasAffiliations: true })).toBe(true);
    expect(answersVisibleToClient({ showAnswersToClient: false, hasAffiliations: false })).toBe(false);
  });
});

describe('surveyMailText', () => {
  const link = 'https://app.example/survey/4b1c';

  it('puts the link where the text says {link}, in the page’s language', () => {
    const survey = { mail: { en: 'Hello,\nplease answer: {link}\nThanks', fr: 'Bonjour,\nrépondez ici : {link}' } };
    expect(surveyMailText(survey, 'en', link)).toBe(`Hello,\nplease answer: ${link}\nThanks`);
    expect(surveyMailText(survey, 'fr', link)).toBe(`Bonjour,\nrépondez ici : ${link}`);
  });

  it('adds the link after a text that does not place it, and falls back to English without a French mail', () => {
    expect(surveyMailText({ mail: { en: 'Please answer our survey.', fr: '  ' } }, 'fr', link)).toBe(`Please answer our survey.\n\n${link}`);
  });

  it('is null when the survey has no mail', () => {
    expect(surveyMailText({ mail: { en: null, fr: null } }, 'en', link)).toBeNull();
    expect(surveyMailText({ mail: { en: ' ', fr: null } }, 'fr', link)).toBeNull();
  });
});

describe('labels and addresses', () => {
  it('names a survey in the reader’s language, in English without a French label', () => {
    expect(surveyLabelOf({ labelEn: 'Commuting', labelFr: 'Trajets' }, 'fr')).toBe('Trajets');
    expect(surveyLabelOf({ labelEn: 'Commuting', labelFr: null }, 'fr')).toBe('Commuting');
    expect(surveyLabelOf({ labelEn: 'Commuting', labelFr: 'Trajets' }, 'en')).toBe('Commuting');
  });

  it('links the public form and one answer', () => {
    expect(surveyLink('http://localhost:3000', 'abc')).toBe('http://localhost:3000/survey/abc');
    expect(surveyAnswerPath('cf', 's', 'a')).toBe('/carbon-footprint/cf/survey-answers/s/a');
  });

  it('opens an answer in the same tab only when impersonating', () => {
    expect(answerLinkOpensIn(true)).toBe('sameTab');
    expect(answerLinkOpensIn(false)).toBe('newTab');
  });
});

describe('the table of answers’ order', () => {
  const rows = [
    row('old', { createdAt: '2026-01-10T08:00:00.000Z', commuteType: 'CAR', commuteKilometers: 12, totalKgCo2e: 900 }),
    row('new', { createdAt: '2026-03-02T08:00:00.000Z', commuteType: 'BIKE', commuteKilometers: 4, totalKgCo2e: 40 }),
    row('mid', { createdAt: '2026-02-05T08:00:00.000Z', commuteType: null, commuteKilometers: null, totalKgCo2e: 300 }),
  ];
  const labels: Record<string, string> = { CAR: 'Car', BIKE: 'Bike' };
  const uuids = (sorted: readonly SurveyAnswerRow[]) => sorted.map((answer) => answer.uuid);

  it('shows the newest first without a sort in the address, and leaves that default out of it', () => {
    const sort = answerSortOf({});
    expect(sort).toEqual({ column: 'date', direction: 'desc' });
    expect(uuids(sortAnswers(rows, sort, 'en', (type) => labels[type] ?? type))).toEqual(['new', 'mid', 'old']);
    expect(answerSortSearch(sort)).toEqual({ sort: undefined, dir: undefined });
    expect(answerSortSearch({ column: 'date', direction: 'asc' })).toEqual({ sort: 'date', dir: undefined });
  });

  it('sorts by a figure or by the commute type’s label, answers without one last', () => {
    expect(uuids(sortAnswers(rows, answerSortOf({ sort: 'total', dir: 'desc' }), 'en', (type) => labels[type] ?? type))).toEqual(['old', 'mid', 'new']);
    expect(uuids(sortAnswers(rows, answerSortOf({ sort: 'commuteType' }), 'en', (type) => labels[type] ?? type))).toEqual(['new', 'old', 'mid']);
    expect(uuids(sortAnswers(rows, answerSortOf({ sort: 'commuteKilometers', dir: 'desc' }), 'en', (type) => labels[type] ?? type))).toEqual(['old', 'new', 'mid']);
  });
});
