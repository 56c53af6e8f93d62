import { describe, expect, it } from 'vitest';
import { openingTab, parseFootprintSearch } from './footprintModel.ts';

const questionnaire = (isFinished: boolean) => ({ uuid: '00000000-0000-4000-8000-000000000001', name: 'Energy', isFinished });

describe('footprint tabs', () => {
  it('opens data collection while a questionnaire is unfinished, reports otherwise', () => {
    expect(openingTab({ questionnaires: [questionnaire(true), questionnaire(false)] })).toBe('data-collection');
    expect(openingTab({ questionnaires: [questionnaire(true)] })).toBe('reports');
    expect(openingTab({ questionnaires: [] })).toBe('reports');
  });

  it('reads the tab from the address and drops anything else', () => {
    expect(parseFootprintSearch({ tab: 'reports' })).toEqual({ tab: 'reports' });
    expect(parseFootprintSearch({ tab: 'settings' })).toEqual({});
    expect(parseFootprintSearch({})).toEqual({});
  });
});
