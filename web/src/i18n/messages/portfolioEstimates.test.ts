import { estimateHypothesisKeys } from '@cairn/shared/calc/portfolio';
import { describe, expect, it } from 'vitest';
import { enPortfolioEstimates } from './portfolioEstimates.ts';

describe('portfolioEstimates catalogue', () => {
  it('words every hypothesis the engine records, and nothing else', () => {
    expect(Object.keys(enPortfolioEstimates).sort()).toEqual(Object.values(estimateHypothesisKeys).sort());
  });
});
