import { describe, expect, it } from 'vitest';
import { isBeingComputed, onlyReportOf, openingTab, questionnaireAction, questionnairePath, questionnaireStatus, shownTab } from './footprintModel.ts';

const questionnaire = (isFinished: boolean) => ({ uuid: '00000000-0000-4000-8000-000000000001', name: 'Energy', isFinished, isValidated: isFinished, percentage: isFinished ? 100 : 40 });

describe('footprint tabs', () => {
  it('opens data collection while a questionnaire is unfinished, reports otherwise', () => {
    expect(openingTab({ questionnaires: [questionnaire(true), questionnaire(false)] })).toBe('data-collection');
    expect(openingTab({ questionnaires: [questionnaire(true)] })).toBe('reports');
    expect(openingTab({ questionnaires: [] })).toBe('reports');
  });

  it('opens data collection while a survey is ongoing too', () => {
    expect(openingTab({ questionnaires: [questionnaire(true)], surveys: [{ status: 'ONGOING' }] })).toBe('data-collection');
    expect(openingTab({ questionnaires: [], surveys: [{ status: 'COMPLETED' }] })).toBe('reports');
  });

  it("shows the address's tab when it names one, else the one the page opened on", () => {
    expect(shownTab('data-collection', 'reports')).toBe('reports');
    expect(shownTab('data-collection', undefined)).toBe('data-collection');
    expect(shownTab('reports', undefined)).toBe('reports');
  });
});

describe('the data-collection cards', () => {
  const validated = { ...questionnaire(true), isValidated: true };
  const closedUnvalidated = { ...questionnaire(true), isValidated: false };

  it('says completed once a questionnaire is validated or closed, ongoing before', () => {
    expect(questionnaireStatus(questionnaire(false))).toBe('ongoing');
    expect(questionnaireStatus(validated)).toBe('completed');
    expect(questionnaireStatus(closedUnvalidated)).toBe('completed');
  });

  it("offers 'Continue' until validated, then 'View answers', on the questionnaire's page", () => {
    expect(questionnaireAction(questionnaire(false))).toBe('continue');
    expect(questionnaireAction(validated)).toBe('viewAnswers');
    expect(questionnairePath('00000000-0000-4000-8000-000000000001')).toBe('/questionnaire/00000000-0000-4000-8000-000000000001');
  });

  it('says the footprint is being computed once every questionnaire is finished and no report is delivered', () => {
    const report = { uuid: 'r1' };
    expect(isBeingComputed({ questionnaires: [validated, closedUnvalidated], reports: [] })).toBe(true);
    expect(isBeingComputed({ questionnaires: [validated, questionnaire(false)], reports: [] })).toBe(false);
    expect(isBeingComputed({ questionnaires: [validated], reports: [report] as never })).toBe(false);
    expect(isBeingComputed({ questionnaires: [], reports: [] })).toBe(false);
  });

  it('waits for the surveys as well: computed once they are completed too', () => {
    expect(isBeingComputed({ questionnaires: [validated], surveys: [{ status: 'ONGOING' }], reports: [] })).toBe(false);
    expect(isBeingComputed({ questionnaires: [validated], surveys: [{ status: 'COMPLETED' }], reports: [] })).toBe(true);
    expect(isBeingComputed({ questionnaires: [], surveys: [{ status: 'COMPLETED' }], reports: [] })).toBe(true);
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
