import { describe, expect, it } from 'vitest';
import { englishOf } from '../errorMessages.ts';
import { fieldIssuesOf } from '../errors.ts';
import { SurveyQuestion } from './model.ts';
import {
  compareByName,
  matchesSurveyQuestionTemplateSearch,
  missingSurveyQuestionIssues,
  StoredSurveyQuestionTemplate,
  SurveyQuestionTemplateInput,
  surveyQuestionsFromTemplate,
  SurveyTemplateInput,
} from './templates.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A formula template as a consultant files it for the train hours question. */
const trainFormula = (script: string, more: Record<string, unknown> = {}) => ({
  labelEn: 'Business train travel',
  type: 'BOTH',
  scope: 'THREE',
  ghgCategory: 'BUSINESS_TRAVEL',
  begesCategory: 'BEGES_3_5',
  operationalCategory: 'TRAVELS',
  eval: script,
  ...more,
});

const issuesOf = (input: unknown) => {
  const parsed = SurveyQuestionTemplateInput.safeParse(input);
  return parsed.success ? [] : fieldIssuesOf(parsed.error).map(({ path, key }) => ({ path, key }));
};

describe('a survey question template', () => {
  it('takes every question type, with its defaults', () => {
    const parsed = SurveyQuestionTemplateInput.parse({ name: 'coffeeCupsPerDay', type: 'NUMERIC', labelEn: ' Cups of coffee a day ', unit: 'cups' });
    expect(parsed).toEqual({
      name: 'coffeeCupsPerDay',
      type: 'NUMERIC',
      labelEn: 'Cups of coffee a day',
      labelFr: null,
      subtitleEn: null,
      subtitleFr: null,
      required: false,
      unit: 'cups',
      allowFiles: false,
      radio: false,
      inline: false,
      options: [],
      commuteLabels: {},
      formulaTemplates: [],
    });
    for (const type of SurveyQuestion.shape.type.options) {
      expect(SurveyQuestionTemplateInput.safeParse({ name: 'q', type, labelEn: 'Q', options: [{ id: 'a', labelEn: 'A' }, { id: 'b', labelEn: 'B' }] }).success, type).toBe(true);
    }
  });

  it('needs two options with unique ids for a choice, and keeps options only there', () => {
    expect(issuesOf({ name: 'mode', type: 'SELECT', labelEn: 'Mode', options: [{ id: 'car', labelEn: 'Car' }] })).toEqual([
      { path: ['options'], key: 'validation.message.atLeastTwoOptions' },
    ]);
    expect(
      issuesOf({ name: 'mode', type: 'MULTI_SELECT', labelEn: 'Mode', options: [{ id: 'car', labelEn: 'Car' }, { id: 'bus', labelEn: 'Bus' }, { id: 'car', labelEn: 'Carpool' }] }),
    ).toEqual([{ path: ['options', 2, 'id'], key: 'validation.message.idsUnique' }]);
    expect(englishOf('validation.message.idsUnique')).toBe('IDs should be unique');
    const text = SurveyQuestionTemplateInput.parse({ name: 'notes', type: 'TEXT', labelEn: 'Notes', options: [{ id: 'a', labelEn: 'A' }], radio: true });
    expect(text).toMatchObject({ options: [], radio: false });
  });

  it('always allows files on a FILES question, and keeps commute labels only on the commute question', () => {
    expect(SurveyQuestionTemplateInput.parse({ name: 'evidence', type: 'FILES', labelEn: 'Your report', allowFiles: false }).allowFiles).toBe(true);
    const labels = { OTHER: { en: 'Company shuttle', fr: 'Navette' } };
    expect(SurveyQuestionTemplateInput.parse({ name: 'commute', type: 'COMMUTE_DISTANCE', labelEn: 'Commute', commuteLabels: labels }).commuteLabels).toEqual(labels);
    expect(SurveyQuestionTemplateInput.parse({ name: 'days', type: 'COMMUTE_DAYS_PER_WEEK', labelEn: 'Days', commuteLabels: labels }).commuteLabels).toEqual({});
  });

  it('reads formulas over s.<name>, refusing a questionnaire’s prefixes, a bad script and a table split on their fields', () => {
    const question = (scripts: { eval: string; splitTable?: boolean }[]) => ({
      name: 'trainHoursPerYear',
      type: 'NUMERIC',
      labelEn: 'Train hours',
      formulaTemplates: scripts.map(({ eval: script, ...more }) => trainFormula(script, more)),
    });
    expect(issuesOf(question([{ eval: 's.trainHoursPerYear * 120 * ef["ademe.transport.train.TGV"]' }]))).toEqual([]);
    expect(
      issuesOf(
        question([
          { eval: 'q.trainHoursPerYear * 2' },
          { eval: 's.trainHoursPerYear * window.x' },
          { eval: 's.trainHoursPerYear', splitTable: true },
          { eval: 'row.hours' },
        ]),
      ),
    ).toEqual([
      { path: ['formulaTemplates', 0, 'eval'], key: 'validation.message.surveyFormulaReadsQuestionnaire' },
      { path: ['formulaTemplates', 1, 'eval'], key: 'validation.message.invalidScriptFormat' },
      { path: ['formulaTemplates', 2, 'splitTable'], key: 'validation.message.splitOnlyForTables' },
      { path: ['formulaTemplates', 3, 'eval'], key: expect.any(String) },
    ]);
  });

  it('is found by name or label, case and accents aside, and by type', () => {
    const template = { name: 'coffeeCupsPerDay', labelEn: 'Cups of coffee a day', labelFr: 'Tasses de café par jour', type: 'NUMERIC' as const };
    expect(matchesSurveyQuestionTemplateSearch(template, { search: 'CAFE' })).toBe(true);
    expect(matchesSurveyQuestionTemplateSearch(template, { search: 'coffee', type: 'TEXT' })).toBe(false);
    expect(matchesSurveyQuestionTemplateSearch(template, {})).toBe(true);
    expect(['b10', 'B2', 'a'].map((name) => ({ name })).sort(compareByName).map(({ name }) => name)).toEqual(['a', 'B2', 'b10']);
  });
});

describe('a survey template', () => {
  it('lists each question once, at most 60', () => {
    const base = { name: 'Employees', labelEn: 'Employee survey', type: 'EMPLOYEE' };
    expect(SurveyTemplateInput.parse({ ...base, questionTemplateUuids: [id(1)] })).toMatchObject({ intro: { en: null, fr: null }, labelFr: null });
    const twice = SurveyTemplateInput.safeParse({ ...base, questionTemplateUuids: [id(1), id(1)] });
    expect(twice.success ? [] : fieldIssuesOf(twice.error).map(({ key }) => key)).toEqual(['validation.message.questionTwice']);
    expect(SurveyTemplateInput.safeParse({ ...base, questionTemplateUuids: Array.from({ length: 61 }, (_, n) => id(n)) }).success).toBe(false);
    expect(missingSurveyQuestionIssues([id(1), id(2)], new Set([id(1)]))).toMatchObject([{ path: ['questionTemplateUuids', 1], key: 'server.surveyTemplate.unknownQuestion' }]);
  });

  it('gives a new survey a copy of its questions, in order, each pointing at its template', () => {
    const stored = (uuid: string, input: unknown) => StoredSurveyQuestionTemplate.parse({ ...SurveyQuestionTemplateInput.parse(input), uuid, formulaTemplates: [] });
    const smartphone = stored(id(1), { name: 'professionalSmartphone', type: 'YES_NO', labelEn: 'Do you have a work smartphone?', required: true });
    const mode = stored(id(2), {
      name: 'lunchPlace',
      type: 'SELECT',
      labelEn: 'Where do you lunch?',
      radio: true,
      options: [
        { id: 'canteen', labelEn: 'Canteen', labelFr: 'Cantine' },
        { id: 'home', labelEn: 'Home' },
      ],
    });
    const made = surveyQuestionsFromTemplate({ questionTemplateUuids: [id(2), id(1)] }, [smartphone, mode]);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.questions.map((question) => [question.templateUuid, question.name])).toEqual([
      [id(2), 'lunchPlace'],
      [id(1), 'professionalSmartphone'],
    ]);
    expect(made.questions[0]).toMatchObject({ radio: true, options: [{ id: 'canteen', labelEn: 'Canteen', labelFr: 'Cantine' }, { id: 'home', labelEn: 'Home', labelFr: null }] });
    // A copy: the survey's options are its own.
    expect(made.questions[0]!.options[0]).not.toBe(mode.options[0]);
    // Each is a survey question once the survey gives it a uuid.
    for (const question of made.questions) expect(SurveyQuestion.safeParse({ ...question, uuid: id(9) }).success).toBe(true);

    expect(surveyQuestionsFromTemplate({ questionTemplateUuids: [id(1), id(3)] }, [smartphone])).toEqual({ ok: false, missingQuestionTemplates: [id(3)] });
  });
});
