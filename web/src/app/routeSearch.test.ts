import { emissionFactorTypes } from '@cairn/shared/catalogue/rules';
import { describe, expect, it } from 'vitest';
import { adminFootprintSearch, appSearch, factorCreateSearch, factorListSearch, factorListTypes, footprintSearch, loginSearch, planActionsSearch, registerSearch, surveySearch, unitListSearch } from './routeSearch.ts';

const uuid = '0b9d6f4e-3c1a-4e8b-9f2d-7a6c5b4e3d21';

describe('route search parameters', () => {
  it('keep a safe sign-in redirect and drop one that leaves the app', () => {
    expect(loginSearch.parse({ redirect: '/carbon-footprint?tab=reports' })).toEqual({ redirect: '/carbon-footprint?tab=reports' });
    expect(loginSearch.parse({ redirect: 'https://elsewhere.example/' })).toStrictEqual({});
    expect(loginSearch.parse({ redirect: '//elsewhere.example/' })).toStrictEqual({});
    expect(loginSearch.parse({})).toStrictEqual({});
  });

  it("read an invitation's token and user name as text, even when the router parsed them as numbers", () => {
    expect(registerSearch.parse({ token: 123, username: 'ana' })).toEqual({ token: '123', username: 'ana' });
    expect(registerSearch.parse({ token: '  ', username: '007' })).toEqual({ token: undefined, username: '007' });
  });

  it('keep the slide in view only as a whole number, the page showing the first for one outside the deck', () => {
    expect(planActionsSearch.parse({ slide: 3 })).toEqual({ slide: 3 });
    expect(planActionsSearch.parse({ slide: 1.5 })).toStrictEqual({});
    expect(planActionsSearch.parse({ slide: 'two' })).toStrictEqual({});
  });

  it('keep an investee to view only when it is a uuid', () => {
    expect(appSearch.parse({ investeeUuid: uuid })).toEqual({ investeeUuid: uuid });
    expect(appSearch.parse({ investeeUuid: 'nope' })).toStrictEqual({});
  });

  it("read the footprint's tab and drop anything else, so the opening rule applies", () => {
    expect(footprintSearch.parse({ tab: 'reports' })).toEqual({ tab: 'reports' });
    expect(footprintSearch.parse({ tab: 'settings' })).toStrictEqual({});
    expect(footprintSearch.parse({ tab: ['reports'] })).toStrictEqual({});
    expect(footprintSearch.parse({})).toStrictEqual({});
  });

  it("keep the staff footprint page's tab, report and report tab, each malformed one left out", () => {
    expect(adminFootprintSearch.parse({ tab: 'REPORTING', reportUuid: uuid, reportTab: 'PREVIEW' })).toEqual({ tab: 'REPORTING', reportUuid: uuid, reportTab: 'PREVIEW' });
    expect(adminFootprintSearch.parse({ tab: 'reporting', reportUuid: 'not-a-uuid', reportTab: 'DASHBOARD' })).toStrictEqual({});
    expect(adminFootprintSearch.parse({ reportUuid: uuid, other: 'x' })).toStrictEqual({ reportUuid: uuid });
  });

  it("keep a survey link's language only when the app speaks it", () => {
    expect(surveySearch.parse({ lang: 'fr' })).toEqual({ lang: 'fr' });
    expect(surveySearch.parse({ lang: 'de' })).toStrictEqual({});
    expect(surveySearch.parse({ lang: ['fr'] })).toStrictEqual({});
    expect(surveySearch.parse({})).toStrictEqual({});
  });

  it('keep the factor a new one copies only when it is a uuid', () => {
    expect(factorCreateSearch.parse({ duplicateFromUuid: uuid })).toEqual({ duplicateFromUuid: uuid });
    expect(factorCreateSearch.parse({ duplicateFromUuid: 42 })).toStrictEqual({});
  });

  it("keep the factor list's view, each malformed value left out rather than the whole address refused", () => {
    expect(
      factorListSearch.parse({ mode: 'semantic', q: 'diesel', type: 'SIMPLE', unit: uuid, nature: 'PHYSICAL', family: 'Transport', source: 'ADEME', versioned: 'no', sort: 'latestEdit' }),
    ).toEqual({ mode: 'semantic', q: 'diesel', type: 'SIMPLE', unit: uuid, nature: 'PHYSICAL', family: 'Transport', source: 'ADEME', versioned: 'no', sort: 'latestEdit' });
    expect(factorListSearch.parse({ mode: 'exact', type: 'OTHER', unit: 'kg', sort: 'default', q: 2023, extra: 'x' })).toStrictEqual({ q: '2023' });
  });

  it("know the emission factor types the catalogue's rules do", () => {
    expect([...factorListTypes]).toEqual([...emissionFactorTypes]);
  });

  it("keep the unit table's column sort, and leave out a column or direction it does not have", () => {
    expect(unitListSearch.parse({ sort: 'labelFr', dir: 'desc' })).toEqual({ sort: 'labelFr', dir: 'desc' });
    expect(unitListSearch.parse({ sort: 'symbol' })).toStrictEqual({ sort: 'symbol' });
    expect(unitListSearch.parse({ sort: 'uuid', dir: 'sideways' })).toStrictEqual({});
    expect(unitListSearch.parse({})).toStrictEqual({});
  });
});
