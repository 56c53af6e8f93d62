import { SurveyQuestionTemplateInput } from '@cairn/shared/surveys/templates';
import { surveyQuestionTypes } from '@cairn/shared/surveys/model';
import { describe, expect, it } from 'vitest';
import { surveyQuestionTemplateTypes } from '../../../app/routeSearch.ts';
import { emptyFormulaRow } from '../../questions/questionTemplates/questionTemplateModel.ts';
import {
  emptyOptionRow,
  emptySurveyQuestionTemplateValues,
  hasUnsavedChanges,
  listInputOf,
  surveyQuestionTemplateInputOf,
  surveyQuestionTemplateValuesOf,
  type SurveyQuestionTemplateDetail,
} from './surveyQuestionTemplateModel.ts';

describe('the survey question editor', () => {
  it('knows every survey question type in the address check', () => {
    expect([...surveyQuestionTemplateTypes]).toEqual([...surveyQuestionTypes]);
  });

  it('asks the list for the trimmed search and the type', () => {
    expect(listInputOf({ type: 'NUMERIC' }, '  coffee ')).toEqual({ search: 'coffee', type: 'NUMERIC' });
    expect(listInputOf({}, ' ')).toEqual({});
  });

  it('sends what the type uses: options for a choice, labels of the modes renamed for the commute question', () => {
    const choice = {
      ...emptySurveyQuestionTemplateValues(),
      name: 'lunchPlace',
      type: 'SELECT' as const,
      labelEn: 'Where do you have lunch?',
      radio: true,
      unit: 'left over',
      options: [
        { ...emptyOptionRow(), id: 'canteen', labelEn: 'Canteen', labelFr: 'Cantine' },
        { ...emptyOptionRow(), id: 'home', labelEn: 'Home' },
      ],
    };
    const input = surveyQuestionTemplateInputOf(choice);
    expect(input).toMatchObject({ unit: null, radio: true, options: [{ id: 'canteen', labelEn: 'Canteen', labelFr: 'Cantine' }, { id: 'home', labelEn: 'Home', labelFr: '' }], commuteLabels: {} });
    expect(SurveyQuestionTemplateInput.safeParse(input).success).toBe(true);

    const commute = { ...emptySurveyQuestionTemplateValues(), name: 'commute', type: 'COMMUTE_DISTANCE' as const, labelEn: 'Commute', options: choice.options };
    commute.commuteLabels.OTHER = { en: 'Company shuttle', fr: 'Navette' };
    expect(surveyQuestionTemplateInputOf(commute)).toMatchObject({ options: [], commuteLabels: { OTHER: { en: 'Company shuttle', fr: 'Navette' } }, radio: false });
  });

  it('reads a stored template back into the same input, and sees an edit as unsaved', () => {
    const stored: SurveyQuestionTemplateDetail = {
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'trainHoursPerYear',
      type: 'NUMERIC',
      labelEn: 'Hours of business train travel over the year',
      labelFr: null,
      subtitleEn: null,
      subtitleFr: null,
      required: false,
      unit: 'h',
      allowFiles: false,
      radio: false,
      inline: false,
      options: [],
      commuteLabels: {},
      formulaTemplates: [],
      surveyTemplateCount: 1,
      version: 3,
    };
    const values = surveyQuestionTemplateValuesOf(stored);
    expect(surveyQuestionTemplateInputOf(values)).toMatchObject({ name: 'trainHoursPerYear', unit: 'h', labelFr: '', formulaTemplates: [] });
    expect(hasUnsavedChanges(values, { ...values, labelEn: ` ${values.labelEn} ` })).toBe(false);
    expect(hasUnsavedChanges(values, { ...values, formulaTemplates: [emptyFormulaRow()] })).toBe(true);
  });
});
