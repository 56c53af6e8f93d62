import { describe, expect, it } from 'vitest';
import { dashboardSearchOf } from './dashboardSearch.ts';
import { panelChoiceChange, panelChoiceOf, panelGroupChange, panelHolds } from './panelGroup.ts';

describe("the year panel's group", () => {
  it("opens a group chart's bar as its year's panel on that group", () => {
    expect(panelGroupChange(2030, 'type', 'EXTERNAL')).toEqual({ yearInPanel: 2030, investeeInPanel: null, sidePanel: 'type', typeInPanel: 'EXTERNAL', sectorInPanel: null });
    // The bar of the investees without a sector.
    expect(panelGroupChange(2030, 'sector', null)).toMatchObject({ sidePanel: 'sector', sectorInPanel: 'NONE' });
    expect(panelGroupChange(2030, 'type', 'SOMETHING')).toMatchObject({ yearInPanel: 2030, sidePanel: null, typeInPanel: null });
  });

  it("goes to the select's value and back", () => {
    for (const value of ['', 'type:ACTUAL', 'type:INTERNAL', 'sector:LOGISTICS', 'sector:NONE']) {
      const change = panelChoiceChange(value);
      expect(panelChoiceOf(dashboardSearchOf(change))).toBe(value);
    }
    expect(panelChoiceChange('sector:MOON')).toMatchObject({ sidePanel: null, sectorInPanel: null });
  });

  it('lists the assets of the group only', () => {
    const external = { trajectoryType: 'EXTERNAL' as const, sector: 'LOGISTICS' as const };
    const actual = { trajectoryType: null, sector: null };
    expect(panelHolds(dashboardSearchOf({}), external)).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'type', typeInPanel: 'EXTERNAL' }), external)).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'type', typeInPanel: 'ESTIMATE' }), external)).toBe(false);
    // An actual year's assets have no trajectory type: they are its ACTUAL group.
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'type', typeInPanel: 'ACTUAL' }), actual)).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'sector', sectorInPanel: 'NONE' }), actual)).toBe(true);
    expect(panelHolds(dashboardSearchOf({ sidePanel: 'sector', sectorInPanel: 'NONE' }), external)).toBe(false);
  });
});
