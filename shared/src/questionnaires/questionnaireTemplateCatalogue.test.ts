import { describe, expect, it } from 'vitest';
import { categoryCount, compareQuestionnaireTemplates, missingQuestionIssues, questionnaireTemplateMessages } from './questionnaireTemplateCatalogue.ts';

describe('categoryCount', () => {
  it('counts distinct categories, blank ones as the single uncategorised entry', () => {
    expect(categoryCount([{ category: 'Energy' }, { category: ' Energy ' }, { category: null }, { category: '  ' }, { category: 'Transport' }])).toBe(3);
    expect(categoryCount([])).toBe(0);
  });
});

describe('missingQuestionIssues', () => {
  it('puts an issue on each position that names no stored question template', () => {
    expect(missingQuestionIssues(['a', 'b', 'c'], new Set(['b']))).toEqual([
      { path: ['questionTemplateUuids', 0], message: questionnaireTemplateMessages.unknownQuestion },
      { path: ['questionTemplateUuids', 2], message: questionnaireTemplateMessages.unknownQuestion },
    ]);
  });
});

describe('compareQuestionnaireTemplates', () => {
  it('orders names as people read them: case and accents aside, numbers by value', () => {
    expect(['SME 10', 'écoles', 'SME 2', 'Banks'].map((name) => ({ name })).sort(compareQuestionnaireTemplates).map(({ name }) => name)).toEqual(['Banks', 'écoles', 'SME 2', 'SME 10']);
  });
});
