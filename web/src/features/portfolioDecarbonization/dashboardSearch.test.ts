import { describe, expect, it } from 'vitest';
import { dashboardSearchOf } from './dashboardSearch.ts';

describe('dashboardSearchOf', () => {
  it('reads the scope filter and the measure, each defaulting to the spec’s', () => {
    expect(dashboardSearchOf({})).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM' });
    expect(dashboardSearchOf({ scope: 'ONE_AND_TWO', measure: 'waciTPerM', other: 'kept out' })).toEqual({ scope: 'ONE_AND_TWO', measure: 'waciTPerM' });
  });

  it('reads an unknown value, or no object, as the default', () => {
    expect(dashboardSearchOf({ scope: 'FOUR', measure: 42 })).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM' });
    expect(dashboardSearchOf(null)).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM' });
  });
});
