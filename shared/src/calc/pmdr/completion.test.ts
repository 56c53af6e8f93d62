import { describe, expect, it } from 'vitest';
import { pmdrInvesteeCompletion, pmdrMissingData, pmdrYearCompletion, type PmdrInvesteeCompletion } from './completion.ts';
import type { PmdrInvestee } from './model.ts';
import { emptyPmdrAnswers } from './questions.ts';
import { answersOf } from './testAnswers.ts';

/*
 * Done: every applicable question Yes or No; Pending: none; In progress between. A Don't know (?)
 * is the stored null of an unanswered question. Columns Q1-3 | Q4-6 | Q7-9 | Q10-12.
 */
describe('pmdrInvesteeCompletion', () => {
  it.each<[string, PmdrInvesteeCompletion, string]>([
    ['??? ??? ??? ???', 'PENDING', 'nothing answered'],
    ['YYY YYY YYY YYY', 'DONE', 'all twelve answered'],
    ['NNN NNN NNN NNN', 'DONE', 'all No (Q3 to Q5 and Q9 dropped but answered anyway)'],
    ['Y?Y NNN YYY YYN', 'DONE', 'Q2 dropped by Q1 Yes: its blank does not count'],
    ['NN? ??N YN? NNN', 'DONE', 'Q3 to Q5 dropped by Q1 and Q2 No, Q9 by Q8 No'],
    ['NN? ??N YY? NNN', 'IN_PROGRESS', 'Q8 Yes: Q9 applies and is blank'],
    ['NY? ??N YN? NNN', 'IN_PROGRESS', 'Q2 Yes: Q3 to Q5 apply and are blank'],
    ['YYY YYY YYY YY?', 'IN_PROGRESS', 'a Don\'t know on Q12'],
    ['Y?? ??? ??? ???', 'IN_PROGRESS', 'only Q1'],
    ['??? ??? ??? ??N', 'IN_PROGRESS', 'only Q12'],
    ['?Y? ??? ??? ???', 'IN_PROGRESS', 'only Q2, which applies while Q1 is unknown'],
  ])('%s is %s (%s)', (code, completion) => {
    expect(pmdrInvesteeCompletion(answersOf(code))).toBe(completion);
  });
});

describe('pmdrYearCompletion', () => {
  const done = answersOf('YYY YYY YYY YYY');
  const pending = emptyPmdrAnswers;
  const started = answersOf('Y?? ??? ??? ???');
  it.each([
    [[], 'NOT_STARTED'],
    [[pending], 'NOT_STARTED'],
    [[pending, pending], 'NOT_STARTED'],
    [[done], 'COMPLETE'],
    [[done, done], 'COMPLETE'],
    [[done, pending], 'IN_PROGRESS'],
    [[pending, started], 'IN_PROGRESS'],
    [[done, started], 'IN_PROGRESS'],
  ] as const)('%# is %s', (answers, completion) => {
    expect(pmdrYearCompletion(answers)).toBe(completion);
  });
});

describe('pmdrMissingData', () => {
  const complete: PmdrInvestee = {
    uuid: 'investee',
    assetUuid: 'asset',
    name: 'Investee',
    valuationEur: 10_000_000,
    turnoverEur: 5_000_000,
    scope1Kg: 1_000,
    scope2Kg: 2_000,
    scope3Kg: 3_000,
    answers: emptyPmdrAnswers,
    funds: [{ fundUuid: 'fund', outstandingAmountEur: 1_000_000 }],
  };
  it.each<[string, Partial<PmdrInvestee>, string[]]>([
    ['every figure', {}, []],
    ['a turnover and a valuation of 0, and scopes of 0', { turnoverEur: 0, valuationEur: 0, scope1Kg: 0, scope2Kg: 0, scope3Kg: 0 }, []],
    ['no turnover', { turnoverEur: null }, ['noTurnover']],
    ['no valuation', { valuationEur: null }, ['noValuation']],
    ['a negative valuation', { valuationEur: -1 }, ['noValuation']],
    ['no fund', { funds: [] }, ['noOutstandingAmount']],
    ['one of two lines without an amount', { funds: [{ fundUuid: 'a', outstandingAmountEur: 5 }, { fundUuid: 'b', outstandingAmountEur: null }] }, ['noOutstandingAmount']],
    ['no scope 3', { scope3Kg: null }, ['noEmissions']],
    ['a scope not finite', { scope2Kg: Number.NaN }, ['noEmissions']],
    ['everything', { turnoverEur: null, valuationEur: null, funds: [], scope1Kg: null }, ['noTurnover', 'noValuation', 'noOutstandingAmount', 'noEmissions']],
  ])('%s: %j', (_what, fields, missing) => {
    expect(pmdrMissingData({ ...complete, ...fields })).toEqual(missing);
  });
});
