import * as z from 'zod';

/*
 * The twelve questions of the Private Markets Decarbonization Roadmap (PMDR) data collection, in
 * the form's order (spec 3 section 3 "PMDR investee", section 5 "PMDR questions dropped").
 * Decisions and sources: docs/methodology.md, "PMDR alignment".
 */

/**
 * The answers' keys, question 1 first. The spec names nine of them; for questions 4 to 6 it gives
 * placeholders only, so these three names are ours, each saying what the question asks:
 * `pmdrEnablingRevenueOver50` (Q4), `pmdrEnablingRevenueOver10HighEmittingUnder50` (Q5) and
 * `pmdrUnfeasibleHighEmittingOver50` (Q6).
 */
export const pmdrQuestionKeys = [
  /** Q1: the investee's activities are covered by the fund's taxonomy (transition-enabling activities). */
  'pmdrTransitionEnablingActivities',
  /** Q2 (when Q1 is No): the activity contributes substantially to climate change mitigation. */
  'pmdrSubstantialMitigationContribution',
  /** Q3: the activity does no substantial harm (no substantial adverse impact). */
  'pmdrNoSubstantialAdverseImpact',
  /** Q4: over 50% of revenue comes from enabling activities. */
  'pmdrEnablingRevenueOver50',
  /** Q5: over 10% of revenue from enabling activities and under 50% from high-emitting ones. */
  'pmdrEnablingRevenueOver10HighEmittingUnder50',
  /** Q6: over 50% of revenue comes from high-emitting activities with no feasible way to decarbonize. */
  'pmdrUnfeasibleHighEmittingOver50',
  /** Q7: scope 1 and 2 emissions are measured. */
  'pmdrScope1And2Measuring',
  /** Q8: scope 3 is material (40% or more of the total emissions). */
  'pmdrScope3Material',
  /** Q9: scope 3 data is measured and shared with the fund. */
  'pmdrScope3FundReporting',
  /** Q10: a decarbonization plan has been started. */
  'pmdrDecarbonizationPlan',
  /** Q11: a near-term science-based reduction target is committed to. */
  'pmdrNetZeroAlignedCommitment',
  /** Q12: the emissions' year-on-year profile is in line with a net zero pathway. */
  'pmdrNetZeroAlignedReduction',
] as const;

export type PmdrQuestionKey = (typeof pmdrQuestionKeys)[number];

/** A question's number (1 to 12, as the form and the spreadsheet show it) by its key. */
export const pmdrQuestionNumber: Readonly<Record<PmdrQuestionKey, number>> = Object.fromEntries(
  pmdrQuestionKeys.map((key, index) => [key, index + 1]),
) as Record<PmdrQuestionKey, number>;

/**
 * Yes (true), No (false), or null. The spec stores three values (section 3: "true, false or null")
 * for three choices (section 5: Yes, No, Don't know), so null is both "Don't know" and "not
 * answered yet": the two are the same value and are not told apart anywhere, completion included
 * (a Don't know leaves the investee's collection In progress, see `pmdrInvesteeCompletion`).
 */
export type PmdrAnswer = boolean | null;

export type PmdrAnswers = Readonly<Record<PmdrQuestionKey, PmdrAnswer>>;

/** The answers as procedures and the import receive them: each key present, true, false or null. */
export const pmdrAnswersSchema = z.object(
  Object.fromEntries(pmdrQuestionKeys.map((key) => [key, z.boolean().nullable()])) as Record<PmdrQuestionKey, z.ZodNullable<z.ZodBoolean>>,
);

/** Every question unanswered: a new investee's answers. */
export const emptyPmdrAnswers: PmdrAnswers = Object.fromEntries(pmdrQuestionKeys.map((key) => [key, null])) as Record<PmdrQuestionKey, PmdrAnswer>;

/**
 * The questions dropped (ignored, and dimmed on the form) by the answers, in question order,
 * exactly as spec 3 section 5 lists them and no others: Q2 when Q1 is Yes; Q3 when Q1 and Q2 are
 * both No; Q4 and Q5 when Q1 and Q2 are both No; Q9 when Q8 is No. A Don't know (null) drops
 * nothing. An answer stored for a dropped question is ignored by completion and status.
 */
export function droppedQuestions(answers: PmdrAnswers): PmdrQuestionKey[] {
  const dropped = new Set<PmdrQuestionKey>();
  if (answers.pmdrTransitionEnablingActivities === true) dropped.add('pmdrSubstantialMitigationContribution');
  if (answers.pmdrTransitionEnablingActivities === false && answers.pmdrSubstantialMitigationContribution === false) {
    dropped.add('pmdrNoSubstantialAdverseImpact');
    dropped.add('pmdrEnablingRevenueOver50');
    dropped.add('pmdrEnablingRevenueOver10HighEmittingUnder50');
  }
  if (answers.pmdrScope3Material === false) dropped.add('pmdrScope3FundReporting');
  return pmdrQuestionKeys.filter((key) => dropped.has(key));
}

/** The questions that apply (not dropped), in question order. */
export function applicableQuestions(answers: PmdrAnswers): PmdrQuestionKey[] {
  const dropped = new Set(droppedQuestions(answers));
  return pmdrQuestionKeys.filter((key) => !dropped.has(key));
}
