import { describe, expect, it } from 'vitest';
import { dashboardSearchOf } from './dashboardSearch.ts';

describe('dashboardSearchOf', () => {
  it('reads the scope filter and the measure, each defaulting to the spec’s', () => {
    expect(dashboardSearchOf({})).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM', yearInPanel: null, investeeInPanel: null });
    expect(dashboardSearchOf({ scope: 'ONE_AND_TWO', measure: 'waciTPerM', other: 'kept out' })).toEqual({ scope: 'ONE_AND_TWO', measure: 'waciTPerM', yearInPanel: null, investeeInPanel: null });
  });

  it('reads an unknown value, or no object, as the default', () => {
    expect(dashboardSearchOf({ scope: 'FOUR', measure: 42 })).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM', yearInPanel: null, investeeInPanel: null });
    expect(dashboardSearchOf(null)).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM', yearInPanel: null, investeeInPanel: null });
  });
});

describe('the side panel in the address', () => {
  it('reads a year and an investee, and nothing else', () => {
    const investee = '22222222-2222-4222-8222-222222222222';
    expect(dashboardSearchOf({ yearInPanel: 2030, investeeInPanel: investee })).toMatchObject({ yearInPanel: 2030, investeeInPanel: investee });
    expect(dashboardSearchOf({ yearInPanel: '2030', investeeInPanel: 'x' })).toMatchObject({ yearInPanel: null, investeeInPanel: null });
    expect(dashboardSearchOf({ yearInPanel: 2030.5 })).toMatchObject({ yearInPanel: null });
  });
});
