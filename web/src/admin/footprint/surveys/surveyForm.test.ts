import { procedures } from '@cairn/shared/contract';
import type { SurveyDetail } from '@cairn/shared/surveys/model';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { fieldNameOf, placeFailure, summaryOf } from '../../../ui/form/formFailure.ts';
import { createInputOf, duplicateValuesOf, newSurveyValues } from './surveyCreate.ts';
import {
  emptyAffiliation,
  freeOptionId,
  freeQuestionName,
  hasUnsavedChanges,
  newQuestion,
  questionsWithIssues,
  surveyUpdateInputOf,
  surveyValuesOf,
  withType,
  type SurveyValues,
} from './surveyForm.ts';

const surveyUuid = '7d1f0a8e-2b53-4c1e-9a57-3f1e6d2c4b10';
const questionnaireUuid = '0c9e7b52-1d4a-4f3b-8e6d-5a2b3c4d5e6f';

const stored: SurveyDetail = {
  uuid: surveyUuid,
  carbonFootprintUuid: '4e2d9c1b-7a6f-4b3e-9d8c-1a2b3c4d5e6f',
  type: 'EMPLOYEE',
  labelEn: 'Commuting 2024',
  labelFr: null,
  open: false,
  dataCollectionDone: false,
  targetPopulation: 120,
  fteWorkedDaysPerWeek: 5,
  noAvailableDataCheckbox: false,
  showAnswersToClient: false,
  notifyOnNewAnswer: false,
  mail: { en: 'Please answer: {link}', fr: null },
  intro: { en: null, fr: null },
  footer: { en: null, fr: null },
  affiliationLabel: { en: 'Your site', fr: null },
  affiliationSubtitle: { en: null, fr: null },
  supportedLanguages: ['en', 'fr'],
  affiliations: [
    { uuid: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', customName: { en: 'Lyon', fr: null }, questionnaireUuid: null, targetPopulation: 80, count: 3, questionnaireLabel: null },
    { uuid: '2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e', customName: null, questionnaireUuid, targetPopulation: 40, count: 0, questionnaireLabel: { en: 'Paris office', fr: null } },
  ],
  questions: [
    {
      uuid: '3c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f',
      templateUuid: null,
      name: 'diet',
      type: 'SELECT',
      labelEn: 'Your diet',
      labelFr: null,
      subtitleEn: null,
      subtitleFr: null,
      required: true,
      unit: null,
      allowFiles: false,
      radio: true,
      inline: false,
      options: [
        { id: 'vegan', labelEn: 'Vegan', labelFr: null },
        { id: 'other', labelEn: 'Other', labelFr: 'Autre' },
      ],
      commuteLabels: {},
    },
  ],
  nbTotal: 3,
  version: 4,
  createdAt: '2026-02-01T10:00:00.000Z',
};

const parse = (values: SurveyValues) => procedures['survey.update'].input.safeParse(surveyUpdateInputOf(stored, values));
const issueFields = (values: SurveyValues) => {
  const parsed = parse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => fieldNameOf(issue.path as (string | number)[]));
};

describe('the survey settings form', () => {
  it('sends the survey back as stored, over the version read, each affiliation and question keeping its uuid', () => {
    const values = surveyValuesOf(stored);
    const parsed = parse(values);
    expect(parsed.success).toBe(true);
    const input = surveyUpdateInputOf(stored, values);
    expect(input).toMatchObject({ uuid: surveyUuid, expectedVersion: 4, targetPopulation: 120, fteWorkedDaysPerWeek: 5 });
    expect(input.affiliations).toEqual([
      { uuid: stored.affiliations[0]!.uuid, customName: { en: 'Lyon', fr: '' }, questionnaireUuid: null, targetPopulation: 80 },
      { uuid: stored.affiliations[1]!.uuid, customName: null, questionnaireUuid, targetPopulation: 40 },
    ]);
    expect(input.questions[0]).toMatchObject({ uuid: stored.questions[0]!.uuid, name: 'diet', radio: true, options: [{ id: 'vegan' }, { id: 'other' }] });
    expect(hasUnsavedChanges(values, surveyValuesOf(stored))).toBe(false);
  });

  it('takes the default worked days when left empty, and says what is wrong with a typed number on its field', () => {
    const values = { ...surveyValuesOf(stored), fteWorkedDaysPerWeek: '' };
    expect(surveyUpdateInputOf(stored, values)).not.toHaveProperty('fteWorkedDaysPerWeek');
    expect(issueFields({ ...values, fteWorkedDaysPerWeek: '8' })).toEqual(['fteWorkedDaysPerWeek']);
    expect(issueFields({ ...values, targetPopulation: '-2' })).toEqual(['targetPopulation']);
  });

  it('places the contract’s issues on the fields the form has: a lone affiliation, a missing name, duplicate option ids', () => {
    const values = surveyValuesOf(stored);
    expect(issueFields({ ...values, affiliations: values.affiliations.slice(0, 1) })).toEqual(['affiliations']);
    const unnamed = { ...values, affiliations: [{ ...values.affiliations[0]!, customName: { en: ' ', fr: '' } }, values.affiliations[1]!] };
    expect(issueFields(unnamed)).toEqual(['affiliations[0].customName.en']);
    const unlinked = { ...values, affiliations: [values.affiliations[0]!, { ...values.affiliations[1]!, questionnaireUuid: '' }] };
    expect(issueFields(unlinked)).toEqual(['affiliations[1].customName']);
    const question = values.questions[0]!;
    const twice = { ...values, questions: [{ ...question, options: question.options.map((option) => ({ ...option, id: 'same' })) }] };
    expect(issueFields(twice)).toEqual(['questions[0].options[1].id']);
    expect(issueFields({ ...values, affiliationLabel: { en: '', fr: '' } })).toEqual(['affiliationLabel.en']);
  });

  it('sends data collection done as the switch says, a change the form counts', () => {
    const values = surveyValuesOf({ ...stored, dataCollectionDone: true });
    expect(values.dataCollectionDone).toBe(true);
    expect(surveyUpdateInputOf(stored, values).dataCollectionDone).toBe(true);
    const cleared = { ...values, dataCollectionDone: false };
    expect(surveyUpdateInputOf(stored, cleared).dataCollectionDone).toBe(false);
    expect(hasUnsavedChanges(values, cleared)).toBe(true);
    expect(parse(cleared).success).toBe(true);
  });

  it('edits the commute question’s mode labels as two inputs a mode, sending only the renamed modes, and none off the commute question', () => {
    const commute: SurveyDetail['questions'][number] = {
      ...stored.questions[0]!,
      uuid: '4d5e6f7a-8b9c-4d4e-9f5a-6b7c8d9e0f1a',
      name: 'commute',
      type: 'COMMUTE_DISTANCE',
      radio: false,
      options: [],
      commuteLabels: { OTHER: { en: 'Company shuttle', fr: null } },
    };
    const values = surveyValuesOf({ ...stored, questions: [commute] });
    const labels = values.questions[0]!.commuteLabels;
    expect(Object.keys(labels)).toHaveLength(10);
    expect(labels.OTHER).toEqual({ en: 'Company shuttle', fr: '' });
    expect(labels.CAR).toEqual({ en: '', fr: '' });
    expect(surveyUpdateInputOf(stored, values).questions[0]!.commuteLabels).toEqual({ OTHER: { en: 'Company shuttle', fr: '' } });

    // A French label typed for carpooling: sent with it; the English one it lacks is said on its field.
    const typed = { ...values, questions: [{ ...values.questions[0]!, commuteLabels: { ...labels, CARPOOLING: { en: '', fr: 'Covoiturage' } } }] };
    expect(Object.keys(surveyUpdateInputOf(stored, typed).questions[0]!.commuteLabels ?? {})).toEqual(['CARPOOLING', 'OTHER']);
    expect(issueFields(typed)).toEqual(['questions[0].commuteLabels.CARPOOLING.en']);
    const parsed = parse({ ...typed, questions: [{ ...typed.questions[0]!, commuteLabels: { ...labels, CARPOOLING: { en: ' Car sharing ', fr: 'Covoiturage' } } }] });
    expect(parsed.success && parsed.data.questions[0]!.commuteLabels).toEqual({ CARPOOLING: { en: 'Car sharing', fr: 'Covoiturage' }, OTHER: { en: 'Company shuttle', fr: null } });

    // Made another type, the question renames nothing.
    expect(surveyUpdateInputOf(stored, { ...values, questions: [{ ...values.questions[0]!, type: 'TEXT' }] }).questions[0]!.commuteLabels).toEqual({});
    expect(newQuestion([]).commuteLabels.OTHER).toEqual({ en: '', fr: '' });
  });

  it('shows a refusal from the server on the fields it names, the affiliation question and a commute label, with no box left to say it', () => {
    // The fields the settings dialog mounts for a survey with affiliations and a commute question.
    const fieldNames = ['labelEn', 'affiliationLabel.en', 'affiliationLabel.fr', 'affiliations', 'affiliations[0].customName.en', 'questions', 'questions[0].name', 'questions[0].commuteLabels.OTHER.en'];
    const refusal = new ApiError('BAD_REQUEST', 'affiliationLabel.en: Required', [
      { path: ['affiliationLabel', 'en'], message: 'Required' },
      { path: ['questions', 0, 'commuteLabels', 'OTHER', 'en'], message: 'Required' },
    ]);
    const placed = placeFailure(refusal, fieldNames);
    expect(Object.keys(placed.fields).sort()).toEqual(['affiliationLabel.en', 'questions[0].commuteLabels.OTHER.en']);
    expect(placed.form.unplaced).toEqual([]);
    expect(summaryOf(placed.form, translatorFor('en'))).toBeNull();
  });

  it('sends no options for a question that is not a choice, and always files for a FILES question', () => {
    const values = surveyValuesOf(stored);
    const files = { ...values, questions: [{ ...values.questions[0]!, type: 'FILES' as const }] };
    expect(surveyUpdateInputOf(stored, files).questions[0]).toMatchObject({ type: 'FILES', allowFiles: true, options: [], radio: false });
  });

  it('gives a new question a free name, and a question turned into a choice its two options', () => {
    expect(freeQuestionName([{ name: 'question1' }, { name: 'question2' }])).toBe('question3');
    expect(freeQuestionName([{ name: 'question2' }])).toBe('question3');
    const added = newQuestion([{ name: 'diet' }]);
    expect(added).toMatchObject({ name: 'question2', type: 'TEXT', uuid: null, options: [] });
    const choice = withType(added, 'MULTI_SELECT');
    expect(choice.options.map((option) => option.id)).toEqual(['option1', 'option2']);
    expect(freeOptionId([{ id: 'option2' }])).toBe('option3');
    expect(withType(choice, 'NUMERIC').type).toBe('NUMERIC');
  });

  it('counts a moved or added row as a change, but not the rows’ own keys', () => {
    const saved = surveyValuesOf(stored);
    const again = surveyValuesOf(stored);
    expect(hasUnsavedChanges(saved, again)).toBe(false);
    expect(hasUnsavedChanges(saved, { ...again, affiliations: [...again.affiliations].reverse() })).toBe(true);
    expect(hasUnsavedChanges(saved, { ...again, affiliations: [...again.affiliations, emptyAffiliation()] })).toBe(true);
  });

  it('finds the questions whose fields hold an issue', () => {
    expect([...questionsWithIssues(['labelEn', 'questions[2].options[0].id', 'questions[0].name', 'affiliations[1].targetPopulation'])].sort()).toEqual([0, 2]);
  });
});

describe('creating a survey', () => {
  const footprintUuid = stored.carbonFootprintUuid;

  it('sends a custom survey’s labels and type, or the template alone', () => {
    const custom = { ...newSurveyValues(), labelEn: 'Suppliers 2024', type: 'SUPPLIER' as const };
    expect(createInputOf(footprintUuid, custom)).toEqual({ carbonFootprintUuid: footprintUuid, labelEn: 'Suppliers 2024', labelFr: '', type: 'SUPPLIER' });
    expect(procedures['survey.create'].input.safeParse(createInputOf(footprintUuid, custom)).success).toBe(true);
    const fromTemplate = { ...custom, source: 'template' as const, templateUuid: questionnaireUuid };
    expect(createInputOf(footprintUuid, fromTemplate)).toEqual({ carbonFootprintUuid: footprintUuid, templateUuid: questionnaireUuid });
  });

  it('proposes a copy under “Copy of” labels each in its language, in French only when the source has a French label', () => {
    const copyOf = { en: (label: string) => `Copy of ${label}`, fr: (label: string) => `Copie de ${label}` };
    expect(duplicateValuesOf({ labelEn: 'Commuting', labelFr: null }, copyOf)).toEqual({ labelEn: 'Copy of Commuting', labelFr: '' });
    expect(duplicateValuesOf({ labelEn: 'Commuting', labelFr: 'Trajets' }, copyOf)).toEqual({ labelEn: 'Copy of Commuting', labelFr: 'Copie de Trajets' });
  });
});
