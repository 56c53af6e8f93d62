import { describe, expect, it } from 'vitest';
import { ActionScores } from './model.ts';
import { changedScoreNames, changedScores, clientEditsPlan, clientScoreRefusal, implementationDateIssues, investmentIssues, monthDeadline, newInvestment, semesterDate, semesterOf } from './actionRules.ts';

describe('implementation dates', () => {
  it('reads S1 as 1 January and S2 as 1 July of a four-digit year, anything else as null', () => {
    expect(semesterDate('S1', '2027')).toBe('2027-01-01');
    expect(semesterDate('S2', 2030)).toBe('2030-07-01');
    expect(semesterDate('S3', '2027')).toBeNull();
    expect(semesterDate('S1', '27')).toBeNull();
    expect(semesterDate('S1', '2027a')).toBeNull();
    expect(semesterDate(null, '2027')).toBeNull();
    expect(semesterDate('S2', null)).toBeNull();
  });

  it('gives back the semester of a stored date, and nothing for another day', () => {
    expect(semesterOf('2027-07-01')).toEqual({ semester: 'S2', year: 2027 });
    expect(semesterOf('2027-01-01')).toEqual({ semester: 'S1', year: 2027 });
    expect(semesterOf('2027-03-01')).toBeNull();
    expect(semesterOf(null)).toBeNull();
  });

  it('refuses an end before the start on the end date', () => {
    expect(implementationDateIssues('2028-01-01', '2027-07-01')).toEqual([{ path: ['implementationEndDate'], message: 'Invalid dates' }]);
    expect(implementationDateIssues('2027-07-01', '2027-07-01')).toEqual([]);
    expect(implementationDateIssues(null, '2027-07-01')).toEqual([]);
  });

  it('reads a step deadline as the first of its month, null when empty or invalid', () => {
    expect(monthDeadline(3, '2028')).toBe('2028-03-01');
    expect(monthDeadline('12', 2028)).toBe('2028-12-01');
    expect(monthDeadline('', '')).toBeNull();
    expect(monthDeadline(13, 2028)).toBeNull();
    expect(monthDeadline(0, 2028)).toBeNull();
  });
});

describe('cost lines', () => {
  const line = (fields: Partial<Parameters<typeof investmentIssues>[0][number]>) => ({ uiId: '1', type: 'OPEX' as const, startYear: 2026, endYear: null, amortizationYears: null, ...fields });

  it('accepts a CAPEX line with its end year and amortization, and open-ended OPEX and savings', () => {
    expect(
      investmentIssues([line({ type: 'CAPEX', endYear: 2027, amortizationYears: 10 }), line({ uiId: '2' }), line({ uiId: '3', type: 'SAVINGS', endYear: 2030 })]),
    ).toEqual([]);
  });

  it('says each problem on its field', () => {
    expect(
      investmentIssues([
        line({ type: 'CAPEX' }),
        line({ uiId: '2', amortizationYears: 5 }),
        line({ uiId: '3', type: 'SAVINGS', startYear: 2031, endYear: 2030 }),
        line({ uiId: '3' }),
      ]),
    ).toEqual([
      { path: [0, 'endYear'], message: 'Required' },
      { path: [1, 'amortizationYears'], message: 'Only a CAPEX line is amortized' },
      { path: [2, 'endYear'], message: 'Bad range' },
      { path: [3, 'uiId'], message: 'IDs should be unique' },
    ]);
  });

  it('starts a new CAPEX line as a one-year investment and an OPEX line open-ended, both at 0', () => {
    expect(newInvestment('CAPEX', 'a', 2027)).toEqual({ uiId: 'a', type: 'CAPEX', startYear: 2027, endYear: 2027, yearlyAmount: 0, amortizationYears: 1, reliability: null });
    expect(newInvestment('OPEX', 'b', 2027)).toEqual({ uiId: 'b', type: 'OPEX', startYear: 2027, endYear: null, yearlyAmount: 0, amortizationYears: null, reliability: null });
    expect(investmentIssues([newInvestment('CAPEX', 'a', 2027), newInvestment('SAVINGS', 'b', 2027)])).toEqual([]);
  });
});

describe('the client’s edits', () => {
  it('stop once the project reaches the send-report stage, and never stop without a project', () => {
    expect(clientEditsPlan(null)).toBe(true);
    expect(clientEditsPlan('PREPARE_REPORT')).toBe(true);
    expect(clientEditsPlan('FRIGO')).toBe(true);
    expect(clientEditsPlan('SEND_REPORT')).toBe(false);
    expect(clientEditsPlan('FINISHED')).toBe(false);
    expect(clientEditsPlan('REVIEWED')).toBe(false);
  });

  it('leave the cost score to the consultant and the carbon-impact score hidden until the impact is shown', () => {
    expect(clientScoreRefusal('feasibility', { showCarbonImpact: false })).toBeNull();
    expect(clientScoreRefusal('cost', { showCarbonImpact: true })).toBe('server.plan.scoreForConsultant');
    expect(clientScoreRefusal('carbonImpact', { showCarbonImpact: false })).toBe('server.plan.carbonImpactHidden');
    expect(clientScoreRefusal('carbonImpact', { showCarbonImpact: true })).toBeNull();
  });
});

describe('a score change', () => {
  const scores = ActionScores.parse({ cost: { value: 'LOW' }, feasibility: { value: 7, reliability: 'HIGH', comments: 'Tested' } });

  it('changes only what it sends, and clears what it sends as null', () => {
    const next = changedScores(scores, { feasibility: { value: null }, risk: { value: 'HIGH', reliability: 'LOW' } });
    expect(next.feasibility).toEqual({ value: null, reliability: 'HIGH', comments: 'Tested' });
    expect(next.risk).toEqual({ value: 'HIGH', reliability: 'LOW', comments: null });
    expect(next.cost).toEqual(scores.cost);
    expect(changedScoreNames({ feasibility: {}, risk: { value: 'HIGH' } })).toEqual(['feasibility', 'risk']);
  });
});
