import type { PmdrInvestee } from './model.ts';
import { applicableQuestions, type PmdrAnswers } from './questions.ts';

/*
 * How far a year's data collection has gone (spec 3 section 4, "PMDR data-collection completion")
 * and which investees lack the figures the report needs (section 5, "PMDR spreadsheet import").
 * Decisions: docs/methodology.md, "PMDR alignment".
 */

export type PmdrInvesteeCompletion = 'DONE' | 'IN_PROGRESS' | 'PENDING';
export type PmdrYearCompletion = 'COMPLETE' | 'IN_PROGRESS' | 'NOT_STARTED';

/**
 * DONE when every applicable (not dropped) question has a Yes or a No, PENDING when none has,
 * IN_PROGRESS between. A Don't know is stored as null like a question not answered yet, so it
 * leaves the collection IN_PROGRESS: Done means the status rests on known answers only.
 */
export function pmdrInvesteeCompletion(answers: PmdrAnswers): PmdrInvesteeCompletion {
  const applicable = applicableQuestions(answers);
  const answered = applicable.filter((key) => answers[key] !== null).length;
  if (answered === applicable.length) return 'DONE';
  return answered === 0 ? 'PENDING' : 'IN_PROGRESS';
}

/**
 * The year's: COMPLETE when every investee is DONE, NOT_STARTED when every one is PENDING (or
 * there is none), IN_PROGRESS otherwise. Missing figures ('Missing data') do not count here: they
 * exclude the investee from the report, not from the collection.
 */
export function pmdrYearCompletion(answers: readonly PmdrAnswers[]): PmdrYearCompletion {
  const states = answers.map(pmdrInvesteeCompletion);
  if (states.every((state) => state === 'PENDING')) return 'NOT_STARTED';
  return states.every((state) => state === 'DONE') ? 'COMPLETE' : 'IN_PROGRESS';
}

/** Why an investee is left out of the report (its 'Missing data' badge). */
export type PmdrMissingData = 'noTurnover' | 'noValuation' | 'noOutstandingAmount' | 'noEmissions';

/** A figure present: a finite number, 0 or more (a negative one is read as unknown). */
const known = (value: number | null): value is number => value !== null && Number.isFinite(value) && value >= 0;

/**
 * The figures the investee lacks, in a fixed order; empty when it has them all. Total emissions
 * need all three scopes (whatever the report's scope filter, so the excluded investees do not
 * change with it); the outstanding amount is lacking when the investee is in no fund or any of
 * its fund lines has none. A turnover or valuation of 0 is not lacking.
 */
export function pmdrMissingData(investee: PmdrInvestee): PmdrMissingData[] {
  const missing: PmdrMissingData[] = [];
  if (!known(investee.turnoverEur)) missing.push('noTurnover');
  if (!known(investee.valuationEur)) missing.push('noValuation');
  if (investee.funds.length === 0 || investee.funds.some((line) => !known(line.outstandingAmountEur))) missing.push('noOutstandingAmount');
  if (!known(investee.scope1Kg) || !known(investee.scope2Kg) || !known(investee.scope3Kg)) missing.push('noEmissions');
  return missing;
}
