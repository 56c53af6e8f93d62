import { describe, expect, it } from 'vitest';
import { ModuleStatus } from '../schemas/enums.ts';
import { portfolioOpening } from './opening.ts';

describe('portfolioOpening', () => {
  it('opens the results once the emissions are computed or delivered', () => {
    expect(portfolioOpening('FE_COMPLETED')).toBe('results');
    expect(portfolioOpening('DELIVERED')).toBe('results');
  });

  it('opens the data collection in every other status', () => {
    const others = ModuleStatus.options.filter((status) => status !== 'FE_COMPLETED' && status !== 'DELIVERED');
    expect(others).toContain('DATA_COLLECTION');
    expect(others).toContain('FE_CALCULATION');
    for (const status of others) expect(portfolioOpening(status)).toBe('dataCollection');
  });
});
