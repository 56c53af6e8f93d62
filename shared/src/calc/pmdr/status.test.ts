import { describe, expect, it } from 'vitest';
import { effectivePmdrAnswers, pmdrAssessment, pmdrStatuses, type PmdrStatus } from './status.ts';
import { answersOf } from './testAnswers.ts';

/*
 * The derivation of docs/methodology.md, "PMDR alignment", as a table. Columns Q1-3 | Q4-6 |
 * Q7-9 | Q10-12; Y Yes, N No, ? Don't know (or not answered, the same stored null).
 *   CapturingData          Q7 Y, and Q8 N (Q9 dropped) or Q8 Y with Q9 Y
 *   PreparingToDecarbonize that, and Q10 Y
 *   Aligning               that, and Q11 Y
 *   NetZeroAligned         that, and Q12 Y, or a climate solution: (Q1 Y or Q2 Y) and Q3 Y
 * Each row's expectation is read off those four lines by hand.
 */
describe('pmdrAssessment: the status', () => {
  it.each<[string, PmdrStatus, string]>([
    // Nothing known.
    ['??? ??? ??? ???', 'NotStarted', 'nothing answered'],
    ['NNN NNN NNN NNN', 'NotStarted', 'all No'],
    // Capturing data: scope 1 and 2, and material scope 3.
    ['??? ??? N?? ???', 'NotStarted', 'scope 1 and 2 not measured'],
    ['??? ??? ?N? ???', 'NotStarted', 'scope 1 and 2 Don\'t know'],
    ['??? ??? ?NY YYY', 'NotStarted', 'scope 1 and 2 Don\'t know, everything after Yes: stages are cumulative'],
    ['??? ??? NN? YYY', 'NotStarted', 'scope 1 and 2 not measured, everything after Yes'],
    ['??? ??? YN? ???', 'CapturingData', 'scope 3 not material: Q9 dropped, criterion met'],
    ['??? ??? YNN ???', 'CapturingData', 'scope 3 not material: a stale No on the dropped Q9 is ignored'],
    ['??? ??? YYY ???', 'CapturingData', 'scope 3 material, measured and shared'],
    ['??? ??? YYN ???', 'NotStarted', 'scope 3 material, not shared'],
    ['??? ??? YY? ???', 'NotStarted', 'scope 3 material, sharing Don\'t know'],
    ['??? ??? Y?Y ???', 'NotStarted', 'materiality Don\'t know: cannot tell the criterion is met'],
    ['??? ??? YYN YYY', 'NotStarted', 'material scope 3 not shared blocks every later stage'],
    // Preparing to decarbonize: a plan.
    ['??? ??? YN? Y??', 'PreparingToDecarbonize', 'plan, scope 3 not material'],
    ['??? ??? YYY Y??', 'PreparingToDecarbonize', 'plan, scope 3 material and shared'],
    ['??? ??? YYY N??', 'CapturingData', 'no plan'],
    ['??? ??? YYY ???', 'CapturingData', 'plan Don\'t know'],
    ['??? ??? YYY NYY', 'CapturingData', 'no plan: commitment and profile do not count'],
    // Aligning: a near-term science-based commitment.
    ['??? ??? YYY YYN', 'Aligning', 'commitment, profile not in line'],
    ['??? ??? YN? YY?', 'Aligning', 'commitment, profile Don\'t know'],
    ['??? ??? YYY YN?', 'PreparingToDecarbonize', 'no commitment'],
    ['??? ??? YYY Y??', 'PreparingToDecarbonize', 'commitment Don\'t know'],
    ['??? ??? YYY YNY', 'PreparingToDecarbonize', 'no commitment: a net zero profile does not count'],
    // Net zero aligned: the year-on-year profile...
    ['??? ??? YYY YYY', 'NetZeroAligned', 'profile in line'],
    ['??? ??? YN? YYY', 'NetZeroAligned', 'profile in line, scope 3 not material'],
    ['NN? ??? YN? YYY', 'NetZeroAligned', 'profile in line, not a climate solution'],
    // ...or a climate solution through questions 1 to 3.
    ['Y?Y ??? YYY YYN', 'NetZeroAligned', 'taxonomy activity without substantial harm'],
    ['YNY ??? YYY YYN', 'NetZeroAligned', 'Q1 Yes: a No on the dropped Q2 changes nothing'],
    ['NYY ??? YYY YYN', 'NetZeroAligned', 'substantial mitigation contribution without substantial harm'],
    ['?YY ??? YYY YYN', 'NetZeroAligned', 'Q1 Don\'t know: Q2 still applies'],
    ['Y?N ??? YYY YYN', 'Aligning', 'taxonomy activity with substantial harm'],
    ['Y?? ??? YYY YYN', 'Aligning', 'substantial harm Don\'t know'],
    ['NY? ??? YYY YY?', 'Aligning', 'contribution, harm Don\'t know, profile Don\'t know'],
    ['NNY ??? YYY YYN', 'Aligning', 'Q1 and Q2 No: the dropped Q3 is ignored'],
    ['??Y ??? YYY YYN', 'Aligning', 'no harm but neither Q1 nor Q2 Yes'],
    ['Y?Y ??? YYY YNN', 'PreparingToDecarbonize', 'a climate solution still needs the commitment'],
    ['Y?Y ??? YYY NNN', 'CapturingData', 'a climate solution still needs the plan'],
    ['Y?Y ??? ??? ???', 'NotStarted', 'a climate solution still needs the data'],
    // The flags' questions never move the status.
    ['??? YYY YYY YYY', 'NetZeroAligned', 'enabler and no pathway beside a net zero profile'],
    ['??? NNY ??? ???', 'NotStarted', 'no pathway alone'],
  ])('%s is %s (%s)', (code, status) => {
    expect(pmdrAssessment(answersOf(code)).status).toBe(status);
  });

  it('lists the scale in order', () => {
    expect(pmdrStatuses).toEqual(['NotStarted', 'CapturingData', 'PreparingToDecarbonize', 'Aligning', 'NetZeroAligned']);
  });

  it('marks the climate-solution path', () => {
    expect(pmdrAssessment(answersOf('Y?Y ??? ??? ???')).climateSolution).toBe(true);
    expect(pmdrAssessment(answersOf('NNY ??? ??? ???')).climateSolution).toBe(false);
  });
});

/*
 * Decarbonization Enabler: Q4 Yes (over 50% of revenue enabling), or Q5 Yes (over 10% enabling and
 * under 50% high-emitting: 'emerging'); Q4 and Q5 are dropped when Q1 and Q2 are No. No pathway to
 * align: Q6 Yes (over 50% from high-emitting activities without a feasible pathway).
 */
describe('pmdrAssessment: the flags', () => {
  it.each<[string, boolean, 'ENABLER' | 'EMERGING' | null, boolean]>([
    ['??? ??? ??? ???', false, null, false],
    ['Y?? Y?? ??? ???', true, 'ENABLER', false],
    ['Y?? YY? ??? ???', true, 'ENABLER', false],
    ['Y?? NY? ??? ???', true, 'EMERGING', false],
    ['Y?? ?Y? ??? ???', true, 'EMERGING', false],
    ['Y?? NN? ??? ???', false, null, false],
    ['NY? Y?? ??? ???', true, 'ENABLER', false],
    ['?N? ?Y? ??? ???', true, 'EMERGING', false],
    // Q1 and Q2 No: Q4 and Q5 dropped, their stale Yes ignored.
    ['NN? YY? ??? ???', false, null, false],
    ['??? ??Y ??? ???', false, null, true],
    ['??? ??N ??? ???', false, null, false],
    ['NN? YYY ??? ???', false, null, true],
    ['Y?? YYY YYY YYY', true, 'ENABLER', true],
  ])('%s: enabler %s (%s), no pathway %s', (code, enabler, kind, noPathway) => {
    const assessment = pmdrAssessment(answersOf(code));
    expect([assessment.decarbonizationEnabler, assessment.enablerKind, assessment.noPathwayToAlign]).toEqual([enabler, kind, noPathway]);
  });
});

describe('effectivePmdrAnswers', () => {
  it('reads every dropped answer as null and keeps the others', () => {
    expect(effectivePmdrAnswers(answersOf('NNY YYY YNY YYY'))).toEqual(answersOf('NN? ??Y YN? YYY'));
    expect(effectivePmdrAnswers(answersOf('YYY YYY YYY YYY'))).toEqual(answersOf('Y?Y YYY YYY YYY'));
  });
});
