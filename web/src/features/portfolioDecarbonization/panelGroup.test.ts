import { describe, expect, it } from 'vitest';
import { dashboardSearchOf } from './dashboardSearch.ts';
import type { ProjectionYear } from '@cairn/shared/calc/portfolio/projection';
import { panelChoiceChange, panelChoiceOf, panelGroupChange, panelHolds, panelSeriesChange, panelSeriesOf } from './panelGroup.ts';

describe("the year panel's group", () => {
  it("opens a bar series as its year's panel on the investees behind it", () => {
    expect(panelSeriesChange(2027, 'excludedInvestments')).toEqual({ yearInPanel: 2027, investeeInPanel: null, sidePanel: 'excludedInvestments', typeInPanel: null, sectorInPanel: null });
    const row = { bars: { previousInvestments: ['a'], excludedInvestments: ['x'], newInvestments: [] } } as unknown as ProjectionYear;
    expect(panelSeriesOf(row, { sidePanel: 'excludedInvestments' })).toEqual(['x']);
    expect(panelSeriesOf(row, { sidePanel: 'invested' })).toBeNull();
    expect(panelSeriesOf({ ...row, bars: null }, { sidePanel: 'newInvestments' })).toBeNull();
  });

  it("opens a group chart's bar as its year's panel on that group", () => {
    expect(panelGroupChange(2030, 'type', 'EXTERNAL')).toEqual({ yearInPanel: 2030, investeeInPanel: null, sidePanel: 'type', typeInPanel: 'EXTERNAL', sectorInPanel: null });
    // The bar of the investees without a sector.
    expect(panelGroupChange(2030, 'sector', null)).toMatchObject({ sidePanel: 'sector', sectorInPanel: 'NONE' });
    expect(panelGroupChange(2030, 'type', 'SOMETHING')).toMatchObject({ yearInPanel: 2030, sidePanel: null, typeInPanel: null });
  });

  it("goes to the select's value and back", () => {
    for (const value of ['', 'type:ACTUAL', 'type:INTERNAL', 'sector:LOGISTICS', 'sector:NONE', 'bars:previousInvestments', 'bars:excludedInvestments', 'bars:newInvestments']) {
      const change = panelChoiceChange(value);
      expect(panelChoiceOf(dashboardSearchOf(change))).toBe(value);
    }
    expect(panelChoiceChange('sector:MOON')).toMatchObject({ sidePanel: null, sectorInPanel: null });
  });

  it('lists the assets of the group only', () => {
    const external = { investeeUuid: 'e', trajectoryType: 'EXTERNAL' as const, sector: 'LOGISTICS' as const };
    const actual = { investeeUuid: 'a', trajectoryType: null, sector: null };
    expect(panelHolds(dashboardSearchOf({}), external)).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'type', typeInPanel: 'EXTERNAL' }), external)).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'type', typeInPanel: 'ESTIMATE' }), external)).toBe(false);
    // An actual year's assets have no trajectory type: they are its ACTUAL group.
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'type', typeInPanel: 'ACTUAL' }), actual)).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'sector', sectorInPanel: 'NONE' }), actual)).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'sector', sectorInPanel: 'NONE' }), external)).toBe(false);
    // A bar series' investees, by its list.
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'newInvestments' }), external, ['e'])).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'newInvestments' }), actual, ['e'])).toBe(false);
  });
});
