import { droppedQuestions, type PmdrAnswers, type PmdrQuestionKey } from './questions.ts';

/*
 * An investee's place on the PMDR alignment scale and its two flags, derived from its answers.
 * The spec names the statuses and flags but not the derivation (spec 3 section 4, "PMDR
 * advancement status"); the rules follow the PMDR's alignment scale. Table, source and the
 * decisions taken here: docs/methodology.md, "PMDR alignment".
 */

/** The alignment scale, in order: each status needs every one before it. */
export const pmdrStatuses = ['NotStarted', 'CapturingData', 'PreparingToDecarbonize', 'Aligning', 'NetZeroAligned'] as const;
export type PmdrStatus = (typeof pmdrStatuses)[number];

/** Q4 Yes: a Decarbonization Enabler; Q5 Yes (Q4 not Yes): an emerging one. */
export type PmdrEnablerKind = 'ENABLER' | 'EMERGING';

export interface PmdrAssessment {
  status: PmdrStatus;
  /** Through questions 1 to 3: the activity is itself a climate solution. */
  climateSolution: boolean;
  decarbonizationEnabler: boolean;
  enablerKind: PmdrEnablerKind | null;
  /** Q6 Yes. Shown beside the status; it does not lower it. */
  noPathwayToAlign: boolean;
}

/** The answers with every dropped question's answer read as null, so a stale answer counts for nothing. */
export function effectivePmdrAnswers(answers: PmdrAnswers): PmdrAnswers {
  const dropped = droppedQuestions(answers);
  if (dropped.length === 0) return answers;
  const effective: Record<PmdrQuestionKey, boolean | null> = { ...answers };
  for (const key of dropped) effective[key] = null;
  return effective;
}

/**
 * The investee's status and flags. Only a Yes or a No counts: a Don't know (null) never meets a
 * criterion, so the investee stays at the stage before it.
 * - CapturingData: Q7 Yes, and Q8 No (scope 3 not material: Q9 dropped, the criterion is met) or
 *   Q8 Yes with Q9 Yes.
 * - PreparingToDecarbonize: that, and Q10 Yes.
 * - Aligning: that, and Q11 Yes.
 * - NetZeroAligned: that, and Q12 Yes or a climate solution ((Q1 Yes or Q2 Yes) and Q3 Yes).
 */
export function pmdrAssessment(answers: PmdrAnswers): PmdrAssessment {
  const a = effectivePmdrAnswers(answers);
  const climateSolution = (a.pmdrTransitionEnablingActivities === true || a.pmdrSubstantialMitigationContribution === true) && a.pmdrNoSubstantialAdverseImpact === true;
  const scope3Met = a.pmdrScope3Material === false || (a.pmdrScope3Material === true && a.pmdrScope3FundReporting === true);
  const capturing = a.pmdrScope1And2Measuring === true && scope3Met;
  const preparing = capturing && a.pmdrDecarbonizationPlan === true;
  const aligning = preparing && a.pmdrNetZeroAlignedCommitment === true;
  const aligned = aligning && (a.pmdrNetZeroAlignedReduction === true || climateSolution);
  const status: PmdrStatus = aligned ? 'NetZeroAligned' : aligning ? 'Aligning' : preparing ? 'PreparingToDecarbonize' : capturing ? 'CapturingData' : 'NotStarted';
  const enablerKind: PmdrEnablerKind | null =
    a.pmdrEnablingRevenueOver50 === true ? 'ENABLER' : a.pmdrEnablingRevenueOver10HighEmittingUnder50 === true ? 'EMERGING' : null;
  return {
    status,
    climateSolution,
    decarbonizationEnabler: enablerKind !== null,
    enablerKind,
    noPathwayToAlign: a.pmdrUnfeasibleHighEmittingOver50 === true,
  };
}
