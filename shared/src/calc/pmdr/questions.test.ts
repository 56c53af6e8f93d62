import { describe, expect, it } from 'vitest';
import { applicableQuestions, droppedQuestions, emptyPmdrAnswers, pmdrAnswersSchema, pmdrQuestionKeys, pmdrQuestionNumber } from './questions.ts';
import { answersOf } from './testAnswers.ts';

const numbers = (keys: readonly (typeof pmdrQuestionKeys)[number][]): number[] => keys.map((key) => pmdrQuestionNumber[key]);

describe('the twelve questions', () => {
  it('are the spec\'s keys in the form\'s order, with our names for 4 to 6', () => {
    expect(pmdrQuestionKeys).toEqual([
      'pmdrTransitionEnablingActivities',
      'pmdrSubstantialMitigationContribution',
      'pmdrNoSubstantialAdverseImpact',
      'pmdrEnablingRevenueOver50',
      'pmdrEnablingRevenueOver10HighEmittingUnder50',
      'pmdrUnfeasibleHighEmittingOver50',
      'pmdrScope1And2Measuring',
      'pmdrScope3Material',
      'pmdrScope3FundReporting',
      'pmdrDecarbonizationPlan',
      'pmdrNetZeroAlignedCommitment',
      'pmdrNetZeroAlignedReduction',
    ]);
    expect(pmdrQuestionNumber.pmdrTransitionEnablingActivities).toBe(1);
    expect(pmdrQuestionNumber.pmdrNetZeroAlignedReduction).toBe(12);
  });

  it('accept Yes, No and null in the schema, and nothing else', () => {
    expect(pmdrAnswersSchema.safeParse(answersOf('YN? YN? YN? YN?')).success).toBe(true);
    expect(pmdrAnswersSchema.safeParse(emptyPmdrAnswers).success).toBe(true);
    expect(pmdrAnswersSchema.safeParse({ ...emptyPmdrAnswers, pmdrScope3Material: 'yes' }).success).toBe(false);
    const { pmdrScope3Material: _left, ...missingOne } = emptyPmdrAnswers;
    expect(pmdrAnswersSchema.safeParse(missingOne).success).toBe(false);
  });
});

describe('droppedQuestions', () => {
  /*
   * Spec 3 section 5, the only rules: Q2 if Q1 is Yes; Q3, Q4 and Q5 if Q1 and Q2 are both No;
   * Q9 if Q8 is No. Every combination of the three answers the rules read (Q1, Q2, Q8), the
   * other nine left unanswered; a Don't know (?) drops nothing.
   */
  it.each([
    // Q1 Yes: Q2 dropped, whatever Q2 says.
    ['YY? ??? ?Y? ???', [2]],
    ['YY? ??? ?N? ???', [2, 9]],
    ['YY? ??? ??? ???', [2]],
    ['YN? ??? ?Y? ???', [2]],
    ['YN? ??? ?N? ???', [2, 9]],
    ['YN? ??? ??? ???', [2]],
    ['Y?? ??? ?Y? ???', [2]],
    ['Y?? ??? ?N? ???', [2, 9]],
    ['Y?? ??? ??? ???', [2]],
    // Q1 No: Q3 to Q5 dropped only when Q2 is No too.
    ['NY? ??? ?Y? ???', []],
    ['NY? ??? ?N? ???', [9]],
    ['NY? ??? ??? ???', []],
    ['NN? ??? ?Y? ???', [3, 4, 5]],
    ['NN? ??? ?N? ???', [3, 4, 5, 9]],
    ['NN? ??? ??? ???', [3, 4, 5]],
    ['N?? ??? ?Y? ???', []],
    ['N?? ??? ?N? ???', [9]],
    ['N?? ??? ??? ???', []],
    // Q1 Don't know: nothing dropped by it, even with Q2 No.
    ['?Y? ??? ?Y? ???', []],
    ['?Y? ??? ?N? ???', [9]],
    ['?Y? ??? ??? ???', []],
    ['?N? ??? ?Y? ???', []],
    ['?N? ??? ?N? ???', [9]],
    ['?N? ??? ??? ???', []],
    ['??? ??? ?Y? ???', []],
    ['??? ??? ?N? ???', [9]],
    ['??? ??? ??? ???', []],
  ])('%s drops %j', (code, dropped) => {
    expect(numbers(droppedQuestions(answersOf(code)))).toEqual(dropped);
  });

  // The other nine answers never drop anything: all Yes, then all No, around the same three.
  it.each([
    ['YYY YYY YYY YYY', [2]],
    ['YNN NNN NNN NNN', [2, 9]],
    ['NNY YYY YNY YYY', [3, 4, 5, 9]],
    ['NYN NNN NYN NNN', []],
    ['?YY YYY YYY YYY', []],
  ])('%s drops %j, no more', (code, dropped) => {
    expect(numbers(droppedQuestions(answersOf(code)))).toEqual(dropped);
  });

  it('leaves the others applicable, in order', () => {
    expect(numbers(applicableQuestions(answersOf('NN? ??? ?N? ???')))).toEqual([1, 2, 6, 7, 8, 10, 11, 12]);
    expect(numbers(applicableQuestions(emptyPmdrAnswers))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
