import { describe, expect, it } from 'vitest';
import { clientSeesAnswers, progressPercent, surveyStatus, targetOf } from './progress.ts';

const survey = (targetPopulation: number | null, affiliationTargets: (number | null)[] = [], dataCollectionDone = false) => ({
  targetPopulation,
  dataCollectionDone,
  affiliations: affiliationTargets.map((target, index) => ({ uuid: String(index), targetPopulation: target })),
});

describe('survey progress', () => {
  it('measures against the survey’s target, else the sum of its affiliations’ targets', () => {
    expect(targetOf(survey(120))).toBe(120);
    expect(targetOf(survey(null, [40, 60]))).toBe(100);
    expect(targetOf(survey(null, [40, null]))).toBeNull();
    expect(targetOf(survey(null))).toBeNull();
    expect(targetOf(survey(0))).toBeNull();
  });

  it('rounds down, so 99.x shows as 99, and stops at 100', () => {
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(250, 200)).toBe(100);
    expect(progressPercent(3, null)).toBeNull();
  });

  it('is completed once the answers reach the target or collection is done', () => {
    expect(surveyStatus(survey(10), 9)).toBe('ONGOING');
    expect(surveyStatus(survey(10), 10)).toBe('COMPLETED');
    expect(surveyStatus(survey(null), 500)).toBe('ONGOING');
    expect(surveyStatus(survey(null, [], true), 0)).toBe('COMPLETED');
  });

  it('shows answers to the client when asked to or when the survey has affiliations', () => {
    expect(clientSeesAnswers({ showAnswersToClient: false, affiliations: [] })).toBe(false);
    expect(clientSeesAnswers({ showAnswersToClient: true, affiliations: [] })).toBe(true);
    expect(clientSeesAnswers({ showAnswersToClient: false, affiliations: [{}, {}] })).toBe(true);
  });
});
