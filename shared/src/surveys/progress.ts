import type { SurveySummary } from './model.ts';

/*
 * How far a survey's collection has come (spec 2 "Client data-collection dashboard", "Survey
 * answers views"), and who reads its answers. Pure, so the staff tab, the client's cards and the
 * answers views say the same.
 */

export interface CountedSurvey {
  targetPopulation: number | null;
  dataCollectionDone: boolean;
  affiliations: readonly { uuid: string; targetPopulation: number | null }[];
}

/**
 * The population the answers are measured against: the survey's target, else the sum of its
 * affiliations' targets when every affiliation has one; null when neither is known (or it is 0).
 */
export function targetOf(survey: Pick<CountedSurvey, 'targetPopulation' | 'affiliations'>): number | null {
  if (survey.targetPopulation !== null) return survey.targetPopulation > 0 ? survey.targetPopulation : null;
  if (survey.affiliations.length === 0 || survey.affiliations.some((affiliation) => affiliation.targetPopulation === null)) return null;
  const sum = survey.affiliations.reduce((total, affiliation) => total + (affiliation.targetPopulation ?? 0), 0);
  return sum > 0 ? sum : null;
}

/** Answers against a target, 0 to 100, rounded down (99.x shows as 99, spec 2); null without a target. */
export function progressPercent(answers: number, target: number | null): number | null {
  if (target === null || target <= 0) return null;
  return Math.min(100, Math.floor((answers * 100) / target));
}

/** Completed when data collection is done or the answers reach the target population. */
export function surveyStatus(survey: CountedSurvey, answers: number): SurveySummary['status'] {
  const target = targetOf(survey);
  return survey.dataCollectionDone || (target !== null && answers >= target) ? 'COMPLETED' : 'ONGOING';
}

/** A client reads a survey's answers only when the survey shows them or has affiliations (spec 2 "Survey answers views"); staff always. */
export function clientSeesAnswers(survey: { showAnswersToClient: boolean; affiliations: readonly unknown[] }): boolean {
  return survey.showAnswersToClient || survey.affiliations.length > 0;
}
