import { describe, expect, it } from 'vitest';
import { dashboardSearchOf, toggledInvestments } from './dashboardSearch.ts';

describe('dashboardSearchOf', () => {
  it('reads the scope filter and the measure, each defaulting to the spec’s', () => {
    expect(dashboardSearchOf({})).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM', yearInPanel: null, investeeInPanel: null, investments: [], sidePanel: 'invested', typeInPanel: null, sectorInPanel: null });
    expect(dashboardSearchOf({ scope: 'ONE_AND_TWO', measure: 'waciTPerM', other: 'kept out' })).toEqual({ scope: 'ONE_AND_TWO', measure: 'waciTPerM', yearInPanel: null, investeeInPanel: null, investments: [], sidePanel: 'invested', typeInPanel: null, sectorInPanel: null });
  });

  it('reads an unknown value, or no object, as the default', () => {
    expect(dashboardSearchOf({ scope: 'FOUR', measure: 42 })).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM', yearInPanel: null, investeeInPanel: null, investments: [], sidePanel: 'invested', typeInPanel: null, sectorInPanel: null });
    expect(dashboardSearchOf(null)).toEqual({ scope: 'ALL', measure: 'investmentIntensityTPerM', yearInPanel: null, investeeInPanel: null, investments: [], sidePanel: 'invested', typeInPanel: null, sectorInPanel: null });
  });
});

describe('the side panel in the address', () => {
  it('reads a year and an investee, and nothing else', () => {
    const investee = '22222222-2222-4222-8222-222222222222';
    expect(dashboardSearchOf({ yearInPanel: 2030, investeeInPanel: investee })).toMatchObject({ yearInPanel: 2030, investeeInPanel: investee });
    expect(dashboardSearchOf({ yearInPanel: '2030', investeeInPanel: 'x' })).toMatchObject({ yearInPanel: null, investeeInPanel: null, investments: [], sidePanel: 'invested', typeInPanel: null, sectorInPanel: null });
    expect(dashboardSearchOf({ yearInPanel: 2030.5 })).toMatchObject({ yearInPanel: null });
  });
});

describe('the investment filter', () => {
  const [a, b, c] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];

  it('reads one uuid or a list, each once, and nothing else', () => {
    expect(dashboardSearchOf({ investments: a }).investments).toEqual([a]);
    expect(dashboardSearchOf({ investments: [a, b, a, 'x', 4] }).investments).toEqual([a, b]);
    expect(dashboardSearchOf({ investments: { a } }).investments).toEqual([]);
  });

  it('unticks from every investment, and ticking the last one back is no filter', () => {
    expect(toggledInvestments([a, b, c], [], [b], false)).toEqual([a, c]);
    expect(toggledInvestments([a, b, c], [a, c], [b], true)).toEqual([]);
    // A fund's investments at once, kept in the reporting's order.
    expect(toggledInvestments([a, b, c], [c], [b, a], true)).toEqual([]);
    expect(toggledInvestments([a, b, c], [], [a, b], false)).toEqual([c]);
    expect(toggledInvestments([a, b, c], [c], [a], true)).toEqual([a, c]);
  });
});

describe("the panel's group", () => {
  it('reads a trajectory type or a sector with its kind, and lists every asset otherwise', () => {
    expect(dashboardSearchOf({ sidePanel: 'type', typeInPanel: 'EXTERNAL' })).toMatchObject({ sidePanel: 'type', typeInPanel: 'EXTERNAL', sectorInPanel: null });
    expect(dashboardSearchOf({ sidePanel: 'sector', sectorInPanel: 'LOGISTICS', typeInPanel: 'EXTERNAL' })).toMatchObject({ sidePanel: 'sector', typeInPanel: null, sectorInPanel: 'LOGISTICS' });
    expect(dashboardSearchOf({ sidePanel: 'sector', sectorInPanel: 'NONE' })).toMatchObject({ sidePanel: 'sector', sectorInPanel: 'NONE' });
    expect(dashboardSearchOf({ sidePanel: 'type', sectorInPanel: 'LOGISTICS' })).toMatchObject({ sidePanel: 'invested', typeInPanel: null, sectorInPanel: null });
    expect(dashboardSearchOf({ sidePanel: 'sector', sectorInPanel: 'MOON' })).toMatchObject({ sidePanel: 'invested' });
  });
});
