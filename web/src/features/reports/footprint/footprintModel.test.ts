import { describe, expect, it } from 'vitest';
import { openingTab } from './footprintModel.ts';

const questionnaire = (isFinished: boolean) => ({ uuid: '00000000-0000-4000-8000-000000000001', name: 'Energy', isFinished });

describe('footprint tabs', () => {
  it('opens data collection while a questionnaire is unfinished, reports otherwise', () => {
    expect(openingTab({ questionnaires: [questionnaire(true), questionnaire(false)] })).toBe('data-collection');
    expect(openingTab({ questionnaires: [questionnaire(true)] })).toBe('reports');
    expect(openingTab({ questionnaires: [] })).toBe('reports');
  });
});
