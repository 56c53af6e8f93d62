import { SurveyTemplateInput } from '@cairn/shared/surveys/templates';
import { describe, expect, it } from 'vitest';
import { emptySurveyTemplateValues, matchingSurveyTemplates, moveInOrder, surveyPickerOptions, surveyTemplateInputOf, type PickableSurveyQuestion } from './surveyTemplateModel.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the survey template editor', () => {
  it('moves a question one place, and not past an end', () => {
    expect(moveInOrder([id(1), id(2), id(3)], id(3), -1)).toEqual([id(1), id(3), id(2)]);
    expect(moveInOrder([id(1), id(2), id(3)], id(1), 1)).toEqual([id(2), id(1), id(3)]);
    expect(moveInOrder([id(1), id(2)], id(1), -1)).toEqual([id(1), id(2)]);
  });

  it('offers the questions not chosen yet that the search finds', () => {
    const question = (n: number, name: string, labelFr: string | null): PickableSurveyQuestion => ({
      uuid: id(n),
      name,
      type: 'NUMERIC',
      labelEn: name,
      labelFr,
      required: false,
      unit: null,
      optionCount: 0,
      formulaCount: 0,
      surveyTemplateCount: 0,
      version: 1,
    });
    const catalogue = [question(1, 'coffeeCupsPerDay', 'Tasses de café'), question(2, 'teaCupsPerDay', 'Tasses de thé'), question(3, 'computerScreens', null)];
    expect(surveyPickerOptions(catalogue, [id(2)], 'tasses').map((option) => option.name)).toEqual(['coffeeCupsPerDay']);
    expect(surveyPickerOptions(catalogue, [], 'THE').map((option) => option.name)).toEqual(['teaCupsPerDay']);
  });

  it('finds templates by name or label, and sends an input the contract takes', () => {
    const rows = [{ uuid: id(1), name: 'Employee commuting and travel', labelEn: 'Commuting', labelFr: 'Déplacements', type: 'EMPLOYEE' as const, questionCount: 3, version: 1 }];
    expect(matchingSurveyTemplates(rows, 'deplacements')).toHaveLength(1);
    expect(matchingSurveyTemplates(rows, 'supplier')).toHaveLength(0);
    const values = { ...emptySurveyTemplateValues(), name: 'Supplier', labelEn: 'Supplier survey', type: 'SUPPLIER' as const, questionTemplateUuids: [id(1)] };
    expect(SurveyTemplateInput.parse(surveyTemplateInputOf(values))).toMatchObject({ labelFr: null, intro: { en: null, fr: null }, questionTemplateUuids: [id(1)] });
  });
});
