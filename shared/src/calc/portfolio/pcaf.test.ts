import { describe, expect, it } from 'vitest';
import { pcafScoreByReportType, pcafScoreOf, weightedPcafScore } from './pcaf.ts';

describe('pcafScoreByReportType', () => {
  it.each([
    ['AUDIT', 1],
    ['LIGHT_REVIEW', 2],
    ['EXTERNAL_REPORT', 2],
    ['CAIRN', 2],
    ['REVENUE_EXTRAPOLATION', 3],
    ['EMPLOYEE_EXTRAPOLATION', 3],
    ['SECTORAL_ESTIMATE', 4],
    ['MANUAL_ESTIMATE', 5],
  ] as const)('%s scores %s', (type, score) => {
    expect(pcafScoreByReportType[type]).toBe(score);
    expect(pcafScoreOf(type, null, true)).toBe(score);
  });
});

describe('pcafScoreOf', () => {
  it.each([
    ['the override before the type', 'SECTORAL_ESTIMATE', 2, true, 2],
    ['none without emissions', 'AUDIT', 3, false, null],
    ['none without a type', null, 3, true, null],
  ] as const)('gives %s', (_case, type, override, hasEmissions, expected) => {
    expect(pcafScoreOf(type, override, hasEmissions)).toBe(expected);
  });
});

describe('weightedPcafScore', () => {
  it('weighs each score by its outstanding amount, skipping lines without a score', () => {
    // (1 × 30 + 4 × 10) / (30 + 10) = 70 / 40 = 1.75; the 50 € line without a score is left out.
    expect(
      weightedPcafScore([
        { pcafScore: 1, outstandingAmountEur: 30 },
        { pcafScore: 4, outstandingAmountEur: 10 },
        { pcafScore: null, outstandingAmountEur: 50 },
      ]),
    ).toBe(1.75);
  });

  it('is null when no scored line has an amount', () => {
    expect(weightedPcafScore([{ pcafScore: 3, outstandingAmountEur: null }])).toBeNull();
    expect(weightedPcafScore([])).toBeNull();
  });
});
