import { describe, expect, it } from 'vitest';
import { ModuleStatus } from '../schemas/enums.ts';
import { opensOnResults } from './opening.ts';

describe('opensOnResults', () => {
  it('opens the results once the emissions are computed or delivered', () => {
    expect(opensOnResults('FE_COMPLETED')).toBe(true);
    expect(opensOnResults('DELIVERED')).toBe(true);
  });

  it('opens the data collection in every other status', () => {
    const others = ModuleStatus.options.filter((status) => status !== 'FE_COMPLETED' && status !== 'DELIVERED');
    expect(others).toContain('DATA_COLLECTION');
    expect(others).toContain('FE_CALCULATION');
    for (const status of others) expect(opensOnResults(status)).toBe(false);
  });
});
