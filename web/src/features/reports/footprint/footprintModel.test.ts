import { describe, expect, it } from 'vitest';
import { onlyReportOf, openingTab, shownTab } from './footprintModel.ts';

const questionnaire = (isFinished: boolean) => ({ uuid: '00000000-0000-4000-8000-000000000001', name: 'Energy', isFinished, isValidated: isFinished, percentage: isFinished ? 100 : 40 });

describe('footprint tabs', () => {
  it('opens data collection while a questionnaire is unfinished, reports otherwise', () => {
    expect(openingTab({ questionnaires: [questionnaire(true), questionnaire(false)] })).toBe('data-collection');
    expect(openingTab({ questionnaires: [questionnaire(true)] })).toBe('reports');
    expect(openingTab({ questionnaires: [] })).toBe('reports');
  });

  it("shows the address's tab when it names one, else the opening one", () => {
    const unfinished = { questionnaires: [questionnaire(false)] };
    expect(shownTab(unfinished, 'reports')).toBe('reports');
    expect(shownTab(unfinished, undefined)).toBe('data-collection');
    expect(shownTab({ questionnaires: [] }, undefined)).toBe('reports');
  });
});

describe("the footprint's reports tab", () => {
  const report = (uuid: string) => ({ uuid });

  it('shows the dashboard of an only report itself, and lists two or more', () => {
    expect(onlyReportOf({ reports: [report('r1')] })).toBe('r1');
    expect(onlyReportOf({ reports: [report('r1'), report('r2')] })).toBeNull();
    expect(onlyReportOf({ reports: [] })).toBeNull();
  });
});
